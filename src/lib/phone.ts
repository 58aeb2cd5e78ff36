// A phone number as staff write it and patients read it, "(905) 555-0123", and the tap-to-call number made from it,
// "+19055550123": the second is never typed, so the two cannot disagree. A North American number only: ten digits,
// optionally after 1 or +1, with spaces, brackets, dots or dashes between. The build, the JSON Schemas and the CMS
// all test PHONE_NUMBER (field-kinds.ts), and the build says what a number with letters would be in digits.

/** Ten digits, optionally after 1 or +1, the area code optionally in brackets, separated by a space, dot or dash. */
export const PHONE_NUMBER = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/

/** The letters on a phone's keypad, for a number written as a word: 555-CALL is 555-2255. */
const KEYPAD: Record<string, string> = Object.fromEntries(
  ["abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"].flatMap((letters, i) =>
    [...letters].map(letter => [letter, String(i + 2)]),
  ),
)

/** The tap-to-call form (E.164) of a number written as PHONE_NUMBER takes it: "+19055550123". */
export function telOf(display: string): string {
  const digits = display.replace(/\D/g, "")
  return `+1${digits.length === 11 ? digits.slice(1) : digits}`
}

/** What is wrong with a phone number, in words for the message after the field's name, or undefined if it is one. */
export function phoneProblem(value: string): string | undefined {
  if (PHONE_NUMBER.test(value)) return undefined
  if (/[a-z]/i.test(value)) {
    const inDigits = value.replace(/[a-z]/gi, letter => KEYPAD[letter.toLowerCase()])
    const suggestion = PHONE_NUMBER.test(inDigits) ? `, like ${JSON.stringify(inDigits)}` : ""
    return `is ${JSON.stringify(value)}, but should be written in digits${suggestion}: a phone cannot dial letters on every device`
  }
  const digits = value.replace(/\D/g, "")
  const count = digits.length === 11 && digits.startsWith("1") ? 10 : digits.length
  if (count !== 10)
    return `is ${JSON.stringify(value)}, which has ${count} digits, but a phone number here has 10 (area code and number), like (905) 555-0123`
  return `is ${JSON.stringify(value)}, but should be 10 digits with only spaces, brackets, dots or dashes between, like (905) 555-0123`
}
