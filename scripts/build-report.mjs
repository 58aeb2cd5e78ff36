// @ts-check
// What a production build costs a visitor, read from the build output alone (no browser), so the figures are
// exact and repeatable: the JavaScript each route loads first, its HTML (and the part of it the code writes), and
// the largest image. Used by the size budgets (.size-limit.mjs, run by `npm test`) and by the benchmark
// (`npm run bench`).
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { NodeType, parse } from "node-html-parser"

/** The chunk group of Gatsby's own runtime, which every page loads: webpack-runtime, framework and app. */
const RUNTIME_GROUP = "app"

/**
 * The kind of page each page component makes, by its chunk; every other component makes a content page. The size
 * budgets (scripts/budgets.mjs) differ by kind, so a new category, post or language gets its budget from what it is.
 * @type {Record<string, Exclude<PageKind, "content">>}
 */
const KIND_OF_COMPONENT = {
  "component---src-pages-index-tsx": "home",
  "component---src-templates-condition-group-tsx": "conditionGroup",
  "component---src-templates-condition-article-tsx": "conditionArticle",
  "component---src-templates-condition-page-tsx": "conditionPage",
  "component---src-templates-blog-list-tsx": "blog",
  "component---src-templates-blog-post-tsx": "blog",
  "component---src-templates-language-page-tsx": "language",
}

/**
 * @typedef {"home" | "content" | "conditionGroup" | "conditionArticle" | "conditionPage" | "blog" | "language"} PageKind
 */
/**
 * A page of the build: its route, its component's chunk, that chunk group's scripts and stylesheets (the
 * stylesheets are also inlined into the page's HTML) and its kind.
 * @typedef {{ route: string, chunk: string, files: string[], styles: string[], kind: PageKind }} RoutePage
 */

/**
 * Every page of the build with its component chunk, from its page-data.json. `/404.html` repeats the 404 page and
 * is left out, as is `/dev-404-page`, which `gatsby develop` leaves in public/ and no production build serves.
 * @param {string} publicDir
 * @returns {RoutePage[]}
 */
export function buildPages(publicDir) {
  const groups = readChunkGroups(publicDir)
  const pageDataDir = path.join(publicDir, "page-data")
  return pageDataFiles(pageDataDir)
    .map(file => JSON.parse(fs.readFileSync(path.join(pageDataDir, file), "utf8")))
    .filter(pageData => pageData.path !== "/404.html" && !pageData.path.startsWith("/dev-404-page"))
    .map(pageData => {
      const chunk = pageData.componentChunkName
      const group = groups[chunk]
      if (!group) throw new Error(`${pageData.path}: chunk ${chunk} is not in webpack.stats.json`)
      const kind = KIND_OF_COMPONENT[chunk] ?? "content"
      return { route: pageData.path, chunk, files: scriptsOf(group), styles: filesOf(group, ".css"), kind }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

/**
 * The scripts of Gatsby's runtime that every page loads before its own: the floor under every route's figure.
 * @param {string} publicDir
 */
export function runtimeFiles(publicDir) {
  const group = readChunkGroups(publicDir)[RUNTIME_GROUP]
  if (!group) throw new Error(`webpack.stats.json has no "${RUNTIME_GROUP}" chunk group`)
  return scriptsOf(group)
}

/**
 * Bytes of a file as sent gzip-compressed at level 9 (how size-limit measures).
 * @param {string} file
 */
function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
}

/**
 * Bytes of a build's files, gzip, added up.
 * @param {string} publicDir
 * @param {string[]} files paths relative to publicDir
 */
export function gzipTotal(publicDir, files) {
  return files.reduce((total, file) => total + gzipSize(path.join(publicDir, file)), 0)
}

/**
 * The HTML file that Netlify serves for a route.
 * @param {string} publicDir
 * @param {string} route
 */
export function htmlFileOf(publicDir, route) {
  if (route === "/") return path.join(publicDir, "index.html")
  const base = route.replace(/\/$/, "")
  const flat = path.join(publicDir, `${base}.html`)
  return fs.existsSync(flat) ? flat : path.join(publicDir, base, "index.html")
}

/**
 * First-load JavaScript per route, gzip: Gatsby's runtime (the floor) plus the route's own chunks.
 * @param {string} publicDir
 */
export function firstLoadJs(publicDir) {
  const floorFiles = runtimeFiles(publicDir)
  const floor = gzipTotal(publicDir, floorFiles)
  return {
    floor: { files: floorFiles, gzip: floor },
    routes: buildPages(publicDir).map(page => {
      const own = gzipTotal(publicDir, page.files)
      return { ...page, gzip: floor + own, overFloor: own }
    }),
  }
}

/**
 * HTML per route: raw and gzip bytes, and the gzip bytes of the part its code writes (codeHtmlOf).
 * @param {string} publicDir
 */
export function htmlSizes(publicDir) {
  return buildPages(publicDir).map(({ route }) => {
    const file = htmlFileOf(publicDir, route)
    const html = fs.readFileSync(file, "utf8")
    return {
      route,
      file: path.relative(publicDir, file),
      bytes: Buffer.byteLength(html),
      gzip: gzipSize(file),
      codeGzip: zlib.gzipSync(codeHtmlOf(html), { level: 9 }).length,
    }
  })
}

/**
 * A page's HTML as its code makes it, with what the content decides taken out, so that its size follows the code
 * and not how much the clinic has written (the HTML budgets of scripts/budgets.mjs hold it):
 * - the words are left out: the clinic's are content, and every word the code writes (the interface's, from
 *   src/lib/wording.ts or a component) is also in the JavaScript that renders the page again in the browser, where
 *   the first-load JS budgets count it;
 * - of the attributes, only the class names keep their values (the code's, six characters each); an address, a
 *   picture's files, an id or a label is the content's, or is again in the JavaScript;
 * - a list counts each kind of item once: of the siblings in an element, each shape (tags, attributes, children,
 *   as above) is kept once, so a menu of 7 links and one of 8, or a category of 7 conditions and one of 10, are the
 *   same; a kind of item the code can write and no page had yet (a condition with a part another lacks) adds its
 *   shape once;
 * - the CSS, and every script but the JSON-LD, are the code's and stay whole, less the page's address that Gatsby's
 *   loader is given (`window.pagePath`); the JSON-LD keeps its keys (the builders' work), its values left out and its
 *   lists counted as above.
 * @param {string} html
 */
export function codeHtmlOf(html) {
  return shapeOf(parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true } }))
}

/** @param {import("node-html-parser").Node} node @returns {string} */
function shapeOf(node) {
  if (node.nodeType !== NodeType.ELEMENT_NODE) return ""
  const element = /** @type {import("node-html-parser").HTMLElement} */ (node)
  const tag = element.rawTagName
  if (!tag) return childShapesOf(element)
  const attributes = Object.entries(element.attributes)
    .map(([name, value]) => (name === "class" ? ` class="${value}"` : ` ${name}`))
    .join("")
  return `<${tag}${attributes}>${innerShapeOf(element, tag)}</${tag}>`
}

/** @param {import("node-html-parser").HTMLElement} element @param {string} tag */
function innerShapeOf(element, tag) {
  if (tag === "style" || tag === "noscript") return element.rawText
  if (tag !== "script") return childShapesOf(element)
  if (element.getAttribute("type") === "application/ld+json")
    return JSON.stringify(jsonShapeOf(JSON.parse(element.rawText)))
  return element.rawText.replace(/window\.pagePath="[^"]*"/, 'window.pagePath=""')
}

/**
 * Each shape of an element's children once, sorted, so that neither how many items of a kind the content has nor
 * their order counts.
 * @param {import("node-html-parser").HTMLElement} element
 */
const childShapesOf = element => distinct(element.childNodes.map(shapeOf)).join("")

/**
 * JSON-LD's keys, each value left out, each shape of a list's items once.
 * @param {unknown} value
 * @returns {unknown}
 */
function jsonShapeOf(value) {
  if (Array.isArray(value))
    return distinct(value.map(item => JSON.stringify(jsonShapeOf(item)))).map(item => JSON.parse(item))
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonShapeOf(item)]))
  return typeof value === "string" ? "" : 0
}

/** @param {string[]} shapes */
const distinct = shapes => [...new Set(shapes.filter(Boolean))].sort()

/**
 * The fonts a route's HTML preloads, as files under publicDir: the site's own on every page, and on a page in a
 * language written in another script, that script's (src/lib/font.ts).
 * @param {string} publicDir
 * @param {string} route
 */
export function preloadedFontsOf(publicDir, route) {
  const html = fs.readFileSync(htmlFileOf(publicDir, route), "utf8")
  return [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .map(([link]) => /as="font"/.test(link) && /href="\/([^"]+)"/.exec(link)?.[1])
    .filter(/** @returns {file is string} */ file => Boolean(file))
}

/**
 * The largest image file the build serves.
 * @param {string} publicDir
 */
export function largestImage(publicDir) {
  let largest = { file: "", bytes: 0 }
  for (const file of walk(publicDir)) {
    if (!/\.(avif|webp|jpe?g|png|gif|svg)$/i.test(file)) continue
    const bytes = fs.statSync(path.join(publicDir, file)).size
    if (bytes > largest.bytes) largest = { file, bytes }
  }
  return largest
}

/**
 * @param {string} publicDir
 * @returns {Record<string, { assets: Array<string | { name: string }> }>}
 */
function readChunkGroups(publicDir) {
  const statsFile = path.join(publicDir, "webpack.stats.json")
  if (!fs.existsSync(statsFile)) throw new Error(`${statsFile} is missing: run \`npm run build\` first`)
  return JSON.parse(fs.readFileSync(statsFile, "utf8")).namedChunkGroups
}

/**
 * The stylesheets every page inlines: the app chunk group's (global styles and the layout's parts). A component
 * that only some pages use must never land here (src/node/page-css.ts).
 * @param {string} publicDir
 */
export function sharedCssFiles(publicDir) {
  const group = readChunkGroups(publicDir)[RUNTIME_GROUP]
  if (!group) throw new Error(`webpack.stats.json has no "${RUNTIME_GROUP}" chunk group`)
  return filesOf(group, ".css")
}

/** @param {{ assets: Array<string | { name: string }> }} group */
const scriptsOf = group => filesOf(group, ".js")

/** @param {{ assets: Array<string | { name: string }> }} group @param {string} extension */
function filesOf(group, extension) {
  return group.assets
    .map(asset => (typeof asset === "string" ? asset : asset.name))
    .filter(name => name.endsWith(extension))
}

/** @param {string} dir */
function pageDataFiles(dir) {
  return walk(dir).filter(file => file.endsWith("page-data.json"))
}

/**
 * Every file under a folder, as paths relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
export function walk(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(dir, path.join(entry.parentPath, entry.name)))
}
