// A value's fingerprint: what content/samples/ records of a sample value (launch-check.ts), and what a page in
// another language records of the English sentence it was made from (language-pages.ts), to tell it from any other.
import crypto from "crypto"
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
export const fingerprintOf = (value: unknown) =>
  crypto.createHash("sha256").update(canonical(value)).digest("hex").slice(0, 16)
