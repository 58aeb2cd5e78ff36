// "Did you mean …?": the one rule for which known name a mistyped one was probably meant to be, for every message
// that suggests one (a field, a file, a reference's slug, a menu's address, a language, a sample list's file).
import { closest, distance } from "fastest-levenshtein"

/**
 * How many letters may differ (added, dropped or changed) for a name to be taken for another: half its length,
 * rounded up, and never more than 3. A two-letter code may be one letter off ("ar" for "ur"), a longer name up to
 * three ("titel", "spinal-condtions"), and a short word is never "meant" as a different short word.
 */
export const likenessLimit = (value: string) => Math.min(3, Math.ceil(value.length / 2))

/**
 * The known name `value` was probably meant to be, or undefined: one differing only in case first, else the
 * nearest within likenessLimit, compared in lowercase.
 */
export function nearest(value: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined
  const lower = value.toLowerCase()
  const sameButCase = known.find(name => name.toLowerCase() === lower)
  if (sameButCase) return sameButCase
  const lowered = known.map(name => name.toLowerCase())
  const found = closest(lower, lowered)
  return distance(lower, found) <= likenessLimit(value) ? known[lowered.indexOf(found)] : undefined
}
