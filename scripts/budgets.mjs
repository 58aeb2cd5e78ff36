// @ts-check
// The performance budgets the site must meet, in one place. The byte budgets are checked by `npm test`
// (.size-limit.mjs); the Lighthouse budgets by `npm run bench`, which also reports the byte budgets.

const KiB = 1024

/** The home page carries the banner carousel; every other route is a content page. */
const HOME_ROUTE = "/"

/** Lighthouse, mobile, simulated throttling: medians of the benchmark's runs. */
export const LIGHTHOUSE_BUDGETS = {
  /** Minimum scores, 0-100 */
  performance: { home: 98, content: 100 },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Largest Contentful Paint, at most (ms) */
  lcpMs: { home: 2000, content: 1500 },
  /** Total Blocking Time, at most (ms) */
  tbtMs: 100,
  /** Cumulative Layout Shift, at most */
  cls: 0.01,
}

/** First-load JavaScript, gzip, over the floor of Gatsby's own runtime (framework + app + webpack-runtime). */
export const JS_OVER_FLOOR = { home: 30 * KiB, content: 12 * KiB }

/**
 * Gatsby's runtime itself, gzip: it grows when a plugin or gatsby-browser adds code to every page.
 * Measured 68.8 KiB with React 18.3 and Gatsby 5.16. The app chunk also carries the modules every page shares,
 * src/lib/wording.ts among them, with all its words: 69.93 KiB after issue 13 added the FAQ's and the team's.
 */
export const JS_FLOOR = 71 * KiB

/**
 * HTML per route, gzip (inline CSS and the JSON-LD included). Routes not listed get the default. Gatsby inlines
 * the whole site's CSS in every page, so each component's styles count on every route: issue 13's (the FAQ,
 * the booking notes, the quotes) added about 0.8 KiB to each.
 */
const HTML_BUDGETS = {
  default: 17 * KiB,
  // The home page: banner, six blocks, the patients' quotes and the notes beside the booking buttons.
  "/": 18 * KiB,
  // The two longest condition lists, each also listing its Related articles (issue 23): two posts on lower
  // extremity, one on spinal; each card adds about 0.4 KiB, the blog's components' CSS about 0.5 KiB.
  "/conditions/lower-extremity": 22.5 * KiB,
  "/conditions/spinal-conditions": 20 * KiB,
  "/conditions/upper-extremity": 20 * KiB,
}

/** @param {string} route */
export const isHome = route => route === HOME_ROUTE

/**
 * The blog's pages carry a whole article (a post's own page, and /blogs with the newest in full): 600 to 1,000
 * words are 2 to 3 KiB gzip over a content page's shell and its inline CSS.
 */
const BLOG_HTML_BUDGET = 19 * KiB

/** @param {string} route */
export const htmlBudgetOf = route =>
  HTML_BUDGETS[/** @type {keyof typeof HTML_BUDGETS} */ (route)] ??
  (route === "/blogs" || route.startsWith("/blogs/") ? BLOG_HTML_BUDGET : HTML_BUDGETS.default)
