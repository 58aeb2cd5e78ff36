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
  lcpMs: { home: 1800, content: 1500 },
  /** Total Blocking Time, at most (ms) */
  tbtMs: 100,
  /** Cumulative Layout Shift, at most */
  cls: 0.01,
}

/** First-load JavaScript, gzip, over the floor of Gatsby's own runtime (framework + app + webpack-runtime). */
export const JS_OVER_FLOOR = { home: 30 * KiB, content: 12 * KiB }

/**
 * Gatsby's runtime itself, gzip: it grows when a plugin or gatsby-browser adds code to every page.
 * React 18.3 and Gatsby 5.16 alone come to 68.8 KiB. The app chunk also carries the modules every page shares,
 * src/lib/wording.ts among them, with all the interface's words (a JSON-LD builder that only one page uses stays
 * in that page's chunk). Since each page inlines only its own CSS, webpack's runtime also loads the stylesheet of
 * a page the visitor moves to: about 0.4 KiB here, for about 5 KiB less HTML on every page. 72.2 KiB as built;
 * the budget sits just above it.
 */
export const JS_FLOOR = 72.5 * KiB

/**
 * The CSS every page inlines, gzip: the web font's faces, the colour, type and spacing tokens and the global rules
 * (src/styles/), the app chunk's stylesheet. Each page adds the CSS of its own components (src/node/page-css.ts),
 * so a component that only one page uses must never land here: this budget is tight on purpose (1,630 B as
 * built), and a component's stylesheet that slipped in would grow every page's HTML and fail it.
 */
export const SHARED_CSS = 1.7 * KiB

/**
 * HTML per route, gzip (its inlined CSS and JSON-LD included): 12 KiB for a content page. Routes whose own text
 * is long get more, each with its reason; everything else a page carries is the same on every page.
 */
const HTML_BUDGETS = {
  default: 12 * KiB,
  // The home page: banner, six blocks, the patients' quotes, the notes beside the booking buttons and the map.
  "/": 13 * KiB,
  // The spec's condition lists: 7, 8 and 10 conditions, each with its description, symptoms, treatments and
  // picture (about 0.7 KiB gzip an entry, half of it the entry's own words), and the same conditions in the
  // JSON-LD for search engines. Everything else on these pages is what a 12 KiB page carries.
  "/conditions/lower-extremity": 17.5 * KiB,
  "/conditions/spinal-conditions": 15 * KiB,
  "/conditions/upper-extremity": 15 * KiB,
}

/** @param {string} route */
export const isHome = route => route === HOME_ROUTE

/**
 * The blog's pages carry a whole article (a post's own page, and /blogs with the newest in full): the spec's own
 * article, "The four components of physiotherapy", is 1,545 words and 12.2 KiB; a post of 600 to 1,000 words
 * comes to about 11 KiB.
 */
const BLOG_HTML_BUDGET = 13 * KiB

/** @param {string} route */
export const htmlBudgetOf = route =>
  HTML_BUDGETS[/** @type {keyof typeof HTML_BUDGETS} */ (route)] ??
  (route === "/blogs" || route.startsWith("/blogs/") ? BLOG_HTML_BUDGET : HTML_BUDGETS.default)
