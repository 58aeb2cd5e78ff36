// @ts-check
// The performance budgets the site must meet, in one place. The byte budgets are checked by `npm test`
// (.size-limit.mjs); the Lighthouse budgets by `npm run bench`, which also reports the byte budgets.

const KiB = 1024

/** @typedef {import("./build-report.mjs").RoutePage} RoutePage */

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

/**
 * First-load JavaScript, gzip, over the floor of Gatsby's own runtime (framework + app + webpack-runtime), per kind
 * of page: the code the kind's template or page and the components every page shares (the commons chunk) add. No
 * content is in the JavaScript (pages get theirs as data), so a new category, post or language leaves these
 * figures as they are; and since every word a component writes on a page is here (React renders the page again in
 * the browser), these budgets also hold the interface's words, which the HTML budgets leave out. Each is about
 * 0.3 KiB over the largest page of its kind as built (2026-12, with a page of every template in the content), so a
 * component that grows by 2 kB of source fails it. The home page's carousel (react-slick) loads once the page is
 * idle, after these figures.
 */
export const JS_OVER_FLOOR = {
  /** 11.66 KiB: the banner, the blocks, the patients' quotes, open now */
  home: 12 * KiB,
  /** /contact's 10.37 KiB with the form; the others 6.2 to 8.4 KiB */
  content: 10.7 * KiB,
  /** 8.87 KiB for /blogs, 8.36 KiB a post */
  blog: 9.2 * KiB,
  /** 7.43 KiB */
  conditionGroup: 7.8 * KiB,
  /** 9.66 KiB, with the health information a condition article shares */
  conditionPage: 10 * KiB,
  /** 9.79 KiB */
  conditionArticle: 10.1 * KiB,
  /** 9.7 KiB: open now in the page's language, its dates and prices */
  language: 10 * KiB,
}

/**
 * Gatsby's runtime itself, gzip (React 18, Gatsby 5): it grows when a plugin or gatsby-browser adds code to every
 * page. The app chunk also carries the modules every page shares, src/lib/wording.ts among them with all the
 * interface's words, while the JSON-LD builders of single pages stay in those pages' own chunks. Since each page
 * inlines only its own CSS, webpack's runtime also loads the stylesheet of a page the visitor moves to: about
 * 0.4 KiB here for about 5 KiB less HTML on every page. The frame around every page (src/wrap-page-element.tsx:
 * the skip link and the slot that keeps the server's dated notices) is here too. The budget leaves about 0.15 KiB
 * over the runtime as built, so that growth here is noticed. The pages in other languages added 0.2 KiB: the
 * footer's links to them, the English frame marked as such around them, and their alternates in every page's head.
 */
export const JS_FLOOR = 72.9 * KiB

/**
 * The CSS every page inlines, gzip: the web font's faces, the colour, type and spacing tokens and the global rules
 * (src/styles/), the app chunk's stylesheet, with the styles of the frame around every page (the skip link and the
 * dated notice, 0.3 KiB). Each page adds the CSS of its own components (src/node/page-css.ts), so a component that
 * only one page uses must never land here: this budget is tight on purpose, about 0.1 KiB over what it holds, and a
 * component's stylesheet that slipped in would grow every page's HTML and fail it.
 */
export const SHARED_CSS = 2 * KiB

/**
 * The HTML a page's code writes, gzip, per kind of page: the page as codeHtmlOf (scripts/build-report.mjs) reads it,
 * its markup with the words and the attributes' values (but class names) left out, each kind of item in a list
 * once, its inlined CSS, its scripts and the shape of its JSON-LD. So these budgets measure the code, not the
 * content: how long a post is, how many categories, conditions, posts, menu links or pages in other languages the
 * clinic has, and what their labels say, leave each figure as it is, and no edit staff make can use the room up.
 * The words the code writes are held by the first-load JS budgets (JS_OVER_FLOOR), where they also are. The kind
 * comes from the build: the component that made the page (scripts/build-report.mjs).
 *
 * Each budget is about 0.3 KiB over the largest page of its kind as built (2026-12): room for a kind of item the
 * code writes and no page of the content has yet (a condition with a part none has), and less than a shared
 * component's 2 kB of markup or CSS adds. The content then had a page of every template; a template no page uses
 * is left out of Gatsby's map of chunks on every page (an extra page's: 45 B), so content can only lower these.
 * Until 2026-12 these budgets held the whole HTML (9.8 to 18.3 KiB), with as little as 7 B of room: a new category
 * (a link on every page), a renamed menu label or a post then failed them. What the content costs a visitor is
 * still reported by the benchmark (`npm run bench`), whose Lighthouse budgets hold each page's paint.
 */
export const HTML_BUDGETS = {
  /** 9.65 KiB: the banner, six blocks, the patients' quotes, the notes beside the booking buttons, the map */
  home: 9.95 * KiB,
  /** A page of its own: /contact's 8.43 KiB with the form and getting here is the largest; the others 6.8 to 7.6 */
  content: 8.7 * KiB,
  /** /blogs' 7.73 KiB and a post's 7.56 */
  blog: 8 * KiB,
  /** A condition group page, its conditions with their pictures and their links to their own pages: 7.45 KiB */
  conditionGroup: 7.75 * KiB,
  /**
   * A condition's own page: its text, when to get help with its signs and their sources, the words it explains,
   * its sources, related posts and the review line: 8.12 KiB
   */
  conditionPage: 8.4 * KiB,
  /** A category written as one long article, with the health information a condition's page closes with: 8.32 KiB */
  conditionArticle: 8.6 * KiB,
  /** A page in another language, with its script's @font-face and its direction: 7.64 KiB (/hi's) */
  language: 7.95 * KiB,
}

/**
 * The script's font a page in another language preloads (src/lib/font.ts), woff2 as served: the script's own subset,
 * one variable file for every weight or the regular weight alone. Only that page loads it, and it draws the page with
 * the system's font until the file is in (font-display: optional). Gurmukhi's is 33 KiB, Devanagari's regular 49 KiB,
 * Arabic's (Naskh, variable) 92 KiB. Devanagari's variable file (118 KiB) held /hi's largest paint to 1.8 s on
 * Lighthouse's slow 4G, so a heavier file than Naskh's is refused.
 */
export const SCRIPT_FONT = 96 * KiB

/**
 * The budget of the HTML a page's code writes.
 * @param {Pick<RoutePage, "kind">} page
 */
export const htmlBudgetOf = ({ kind }) => HTML_BUDGETS[kind]

/**
 * The first-load JavaScript budget of a page of the build, over the floor.
 * @param {Pick<RoutePage, "kind">} page
 */
export const jsOverFloorOf = ({ kind }) => JS_OVER_FLOOR[kind]

/**
 * How a page's kind reads in a report: "condition group page".
 * @param {Pick<RoutePage, "kind">} page
 */
export const describeKind = ({ kind }) =>
  ({
    home: "home page",
    content: "content page",
    blog: "blog page",
    conditionGroup: "condition group page",
    conditionArticle: "condition article page",
    conditionPage: "condition page",
    language: "page in another language",
  })[kind]
