// A value's fingerprint: what content/samples/ records of a sample value (launch-check.ts), and what a page in
// another language records of the English sentence it was made from (language-pages.ts), to tell it from any other.
// SHA-256 from js-sha256, which runs in the CMS's bundle as in the build, so the editor's check of a save is the
// build's (src/cms/previews/verdict.ts); Node's crypto is not in a browser.
import { sha256 } from "js-sha256"
import { isPlainObject } from "./item-label"

/** A value as canonical JSON: the same data, however a file writes it (its keys in any order, folded or not). */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  if (isPlainObject(value))
    return `{${Object.keys(value)
      .sort()
      .map(key => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(",")}}`
  return JSON.stringify(value ?? null)
}

/** A value's fingerprint: what content/samples/ records of a sample value, to tell it from any other. */
export const fingerprintOf = (value: unknown) => sha256(canonical(value)).slice(0, 16)
