// Addresses on this site: one spelling of each path, the absolute URLs search engines and social cards need, and
// which menu link is current.

/** "/services/physiotherapy/" → "/services/physiotherapy"; "" → "/" */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

/** "https://www.example.com/" and "/about" → "https://www.example.com/about"; a "#fragment" is kept. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const [pathname, fragment] = path.split("#")
  return `${siteUrl.replace(/\/+$/, "")}${normalizePath(pathname)}${fragment === undefined ? "" : `#${fragment}`}`
}

/** How the menu marks a link to `linkPath`: "page" on the page itself, "true" on the section it belongs to. */
export function currentState(linkPath: string, pagePath: string): "page" | "true" | undefined {
  const link = normalizePath(linkPath)
  const page = normalizePath(pagePath).toLowerCase()
  if (link === page) return "page"
  if (link !== "/" && page.startsWith(`${link}/`)) return "true"
  return undefined
}

/** The page of frequently asked questions: each question is an anchor on it, e.g. /faq#referral. */
export const FAQ_PATH = "/faq"

/** The privacy statement, linked beside the contact form's send button. */
export const PRIVACY_PATH = "/privacy"

/** Fees and coverage: the fee table, each way of paying as an anchor (/fees#car-accident), payment and cancellation. */
export const FEES_PATH = "/fees"

/** The section of /contact on getting to the clinic and getting in: entrance, parking, transit, washroom. */
export const GETTING_HERE_ID = "getting-here"
export const GETTING_HERE_PATH = `/contact#${GETTING_HERE_ID}`

/** The opening hours on /contact, with the holidays and closures coming up: where a notice about them links */
export const OPENING_HOURS_ID = "opening-hours"

/** "referral" → "/faq#referral" */
export const faqQuestionPath = (slug: string) => `${FAQ_PATH}#${slug}`

/** Whether an address's #fragment can be decoded: "#%E0" cannot, and Gatsby's scroll handler throws on it. */
export function fragmentDecodes(hash: string): boolean {
  try {
    decodeURI(hash)
    return true
  } catch {
    return false
  }
}

/** The id an address's #fragment names: "#direct-billing" → "direct-billing"; "" when there is none. */
export function fragmentId(hash: string): string {
  const id = hash.replace(/^#/, "")
  try {
    return decodeURIComponent(id)
  } catch {
    // A malformed escape such as "#%E0" names no element; it must not break the page.
    return id
  }
}

/** The blog's front page: the newest post in full, then a list of the others. */
export const BLOG_PATH = "/blogs"

/** "bppv" → "/blogs/bppv" */
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`

/** The blog's list, page by page: 1 → "/blogs", 2 → "/blogs/page/2" */
export const blogListPath = (page: number) => (page <= 1 ? BLOG_PATH : `${BLOG_PATH}/page/${page}`)

/** What We Treat, the list of condition categories; each category's page is under it, and each condition's under that. */
const CONDITIONS_PATH = "/conditions"

/**
 * A category's page, and a condition's section there when its page lists it: "/conditions/spinal-conditions",
 * "/conditions/spinal-conditions#whiplash"
 */
export const conditionPath = (category: string, entry?: string | null) =>
  `${CONDITIONS_PATH}/${category}${entry ? `#${entry}` : ""}`

/** A condition's own page, under its category's: "/conditions/spinal-conditions/whiplash" */
export const conditionPagePath = (category: string, slug: string) => `${CONDITIONS_PATH}/${category}/${slug}`

/** A component of care on How We Treat, e.g. "/treatment#dry-needling" */
export const treatmentPath = (slug: string) => `/treatment#${slug}`

/** A member of the team's profile on Our Team, e.g. "/our-team#priya-sharma" */
export const teamMemberPath = (slug: string) => `/our-team#${slug}`
