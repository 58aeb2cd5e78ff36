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
 * First-load JavaScript, gzip, over the floor of Gatsby's own runtime (framework + app + webpack-runtime): the home
 * page carries the banner carousel; every other page is held to a content page's.
 */
export const JS_OVER_FLOOR = { home: 30 * KiB, content: 12 * KiB }

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
 * HTML per kind of page, gzip, its inlined CSS and JSON-LD included. The kind comes from the build: the component
 * that made the page (scripts/build-report.mjs). Every page carries 1.25 KiB more than it did before the notice and
 * the calendar: the clinic's notice while one is ahead, about 0.8 KiB (its text, link and dismiss button, and the
 * script that shows it on its days before the first paint and dismisses it, in place of any code in the bundle),
 * and the holidays and closures of the next five weeks under the footer's hours (0.15 to 0.3 KiB), with their
 * styles and another entry in Gatsby's map of chunks. Every budget below then grew by 0.35 KiB for the script that
 * answers the menu button and the contact form's Send from the first paint, before React has the page
 * (src/lib/early-controls.ts: 0.33 to 0.36 KiB on each page, in place of the header's code in the bundle). The
 * footer's links to the pages in other languages, each named in its own script, add about 0.12 KiB to every page,
 * and the home page's head names those pages as alternates (0.1 KiB more): the budgets of the pages with the least
 * room grew by 0.15 KiB.
 */
export const HTML_BUDGETS = {
  /** A page of its own text and the frame every page carries. */
  content: 13.6 * KiB,
  /**
   * A condition's own page: its text, then when to get help, the words it explains, its sources, related posts and
   * the review line. It was 12.2 to 13.0 KiB with a few signs of its own, then 13.5 to 15.2 KiB showing every
   * must-not-miss sign of its regions; since each page shows only the signs that matter for its condition (at most
   * 5 and 6 a tier, each with its sources listed after the page's own), 13.0 to 15.5 KiB. Its JSON-LD cites only
   * its own text's sources.
   */
  conditionPage: 15.75 * KiB,
  /**
   * The banner, six blocks, the patients' quotes, the notes beside the booking buttons and the map. Every page also
   * carries Gatsby's map of the site's chunks, which grows by about 40 B with each template (the condition page's
   * made it 13.0 KiB); 14.1 KiB with a notice ahead.
   */
  home: 14.85 * KiB,
  /**
   * A post's own page carries the whole article, and /blogs the newest in full: a post of 600 to 1,000 words
   * comes to about 12.3 KiB, and the spec's own article, on the four components of physiotherapy (about 1,500
   * words), fits with about 0.4 KiB to spare.
   */
  blog: 14.6 * KiB,
  /**
   * A category written as one long article (post-operative, vestibular, TMJ): the article, with "What you can do
   * now" and the way to When to get help as a condition's own page has them, then the health information every
   * such page closes with (its warning signs with their sources, the words it explains, the way to book, the review
   * line). It comes to 14.8 to 15.6 KiB; the self-care list added about 0.4 KiB.
   */
  conditionArticle: 15.9 * KiB,
  /**
   * A condition group page: the frame, the category's description and picture, then each condition with its
   * description, symptoms, treatments, picture and link to its own page, in "On this page" and by name in the
   * JSON-LD, which leaves the rest to each condition's own page. The frame and the category's own text come to 10
   * to 11 KiB (11.35 KiB with the early script), each condition to 0.55 to 0.6 KiB, so a category of 7, 8 or 10
   * conditions gets 16.15, 16.8 or 18.1 KiB.
   */
  conditionGroup: { base: 11.6 * KiB, perEntry: 0.65 * KiB },
  /**
   * A page in another language (/pa, /hi, …): its 44 sentences in a script that takes two or three bytes a letter
   * before gzip, the clinic's facts written for it, the English frame, and in its head the other languages' pages
   * as alternates and its script's @font-face.
   * Punjabi's and Hindi's come to about 11.9 KiB, Spanish's and Portuguese's to 11.2 KiB, before the front desk's
   * languages in the JSON-LD (about 0.3 KiB).
   */
  language: 13 * KiB,
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
 * The HTML budget of a page of the build.
 * @param {Pick<RoutePage, "kind" | "entries">} page
 */
export function htmlBudgetOf({ kind, entries }) {
  if (kind === "conditionGroup")
    return HTML_BUDGETS.conditionGroup.base + entries * HTML_BUDGETS.conditionGroup.perEntry
  return HTML_BUDGETS[kind]
}

/**
 * The first-load JavaScript budget of a page of the build, over the floor.
 * @param {Pick<RoutePage, "kind">} page
 */
export const jsOverFloorOf = ({ kind }) => (kind === "home" ? JS_OVER_FLOOR.home : JS_OVER_FLOOR.content)

/**
 * How a page's kind reads in a report: "condition group page, 10 conditions".
 * @param {Pick<RoutePage, "kind" | "entries">} page
 */
export function describeKind({ kind, entries }) {
  if (kind === "conditionGroup") return `condition group page, ${entries} conditions`
  return {
    home: "home page",
    content: "content page",
    blog: "blog page",
    conditionArticle: "condition article page",
    conditionPage: "condition page",
    language: "page in another language",
  }[kind]
}
