// Size budgets, checked by `npm run test:size` (part of `npm test`) on the production build in public/:
// Gatsby's runtime, each route's first-load JavaScript and the HTML each route's code writes, gzip. They measure
// the code, not the content: a new category, post or page in another language, or a renamed menu label, leaves
// every figure as it was (the HTML is measured as codeHtmlOf in scripts/build-report.mjs makes it; the JavaScript
// holds no content), so only a change to the code can fail them. The budgets are in scripts/budgets.mjs; what a
// route loads first is read from the build by scripts/build-report.mjs.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  buildPages,
  codeHtmlOf,
  gzipTotal,
  htmlFileOf,
  preloadedFontsOf,
  runtimeFiles,
  sharedCssFiles,
} from "./scripts/build-report.mjs"
import { JS_FLOOR, SCRIPT_FONT, SHARED_CSS, describeKind, htmlBudgetOf, jsOverFloorOf } from "./scripts/budgets.mjs"

const PUBLIC = "public"
const runtime = runtimeFiles(PUBLIC)
const floor = gzipTotal(PUBLIC, runtime)
const floorFiles = runtime.map(file => `${PUBLIC}/${file}`)

// size-limit measures files: the HTML each page's code writes goes to one of its own, outside the build.
const codeHtmlDir = fs.mkdtempSync(path.join(os.tmpdir(), "code-html-"))
process.on("exit", () => fs.rmSync(codeHtmlDir, { recursive: true, force: true }))
/** @param {string} route */
function codeHtmlFileOf(route) {
  const file = path.join(codeHtmlDir, `${route.replaceAll("/", "_")}.html`)
  fs.writeFileSync(file, codeHtmlOf(fs.readFileSync(htmlFileOf(PUBLIC, route), "utf8")))
  return file
}

// A route may add its budget to the floor as built. The floor has a budget of its own, so growth in Gatsby's
// runtime (a plugin, gatsby-browser) is caught there and not hidden in every route's figure.
export default [
  { name: "Gatsby runtime (framework + app + webpack-runtime)", path: floorFiles, limit: `${JS_FLOOR} B`, gzip: true },
  // Every page inlines this CSS: a component that only some pages use must not land in it (src/node/page-css.ts),
  // or it would grow the HTML of every other page.
  {
    name: "CSS every page inlines (global styles)",
    path: sharedCssFiles(PUBLIC).map(file => `${PUBLIC}/${file}`),
    limit: `${SHARED_CSS} B`,
    gzip: true,
  },
  // Each page is held to the budgets of its kind, which the build tells (scripts/build-report.mjs).
  ...buildPages(PUBLIC).flatMap(page => [
    {
      name: `${page.route} first-load JS`,
      path: [...floorFiles, ...page.files.map(file => `${PUBLIC}/${file}`)],
      limit: `${floor + jsOverFloorOf(page)} B`,
      gzip: true,
    },
    {
      name: `${page.route} HTML its code writes (${describeKind(page)})`,
      path: codeHtmlFileOf(page.route),
      limit: `${htmlBudgetOf(page)} B`,
      gzip: true,
    },
  ]),
  // A page in another language also preloads its script's font (none for a language in Latin letters): the file
  // as served, already compressed. Every other page preloads the site's font only (routes.spec.ts checks that).
  ...buildPages(PUBLIC)
    .filter(page => page.kind === "language")
    .flatMap(page => {
      const siteFont = preloadedFontsOf(PUBLIC, "/")
      const own = preloadedFontsOf(PUBLIC, page.route).filter(file => !siteFont.includes(file))
      return own.length > 0
        ? [
            {
              name: `${page.route} script font`,
              path: own.map(file => `${PUBLIC}/${file}`),
              limit: `${SCRIPT_FONT} B`,
              brotli: false,
            },
          ]
        : []
    }),
]
