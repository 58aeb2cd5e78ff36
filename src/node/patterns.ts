// The shapes a content value must have, shared by the build's content check, the CMS's field checks and the
// JSON Schemas, so all three accept exactly the same values.
export const PATTERNS = {
  /** lowercase kebab-case, e.g. neck-pain */
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /** 24-hour time, e.g. 09:00 */
  time: /^([01]\d|2[0-3]):[0-5]\d$/,
  /** a web address */
  url: /^https?:\/\/[^\s]+$/,
  /** an address on this site, e.g. /conditions/spinal-conditions#neck-pain */
  path: /^\/(?!\/)[^\s]*$/,
  /** a physiotherapist's number on the College of Physiotherapists of Ontario's register, e.g. 12345 */
  registration: /^\d{3,7}$/,
  /** a page of the College of Physiotherapists of Ontario's public register, on its portal */
  collegeRegister: /^https:\/\/portal\.collegept\.org\/[^\s]*$/,
} as const
