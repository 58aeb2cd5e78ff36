// @ts-check
// The performance benchmark: measures the production build the way patients meet it, a mid-range phone on a
// mobile network (Lighthouse's mobile defaults: simulated slow 4G and a 4x slower CPU), and reports every budget
// of scripts/budgets.mjs as met or not.
//
// 1. Build: a cold `gatsby build` (no cache) then a warm one, both timed; with --reuse, an up-to-date build is used.
// 2. Build output alone (exact): first-load JS per route over Gatsby's floor, HTML per route, the largest image.
// 3. Serve public/ with the local preview (Netlify's headers and redirects, brotli) on 127.0.0.1, warm it, and run
//    Lighthouse 12 --runs times per route of the sitemap, offline, in Debian's Chromium, through Lighthouse CI
//    (.lighthouserc.cjs): `lhci collect`, then `lhci assert` for the budgets on the medians, then `lhci upload`
//    of the HTML reports into bench/lighthouse/.
// 4. Print one row per route with the medians and the LCP element, and write everything to bench/<date>.json and
//    bench/latest.json, with Lighthouse's benchmarkIndex for this machine.
//
// Usage: npm run bench [-- --runs 3] [--reuse] [--routes /,/contact]
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { firstLoadJs, htmlSizes, largestImage } from "./build-report.mjs"
import { JS_FLOOR, htmlBudgetOf, jsOverFloorOf } from "./budgets.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const PUBLIC = path.join(ROOT, "public")
/** Where Lighthouse CI keeps the runs it collected (.lighthouserc.cjs has the rest of its settings). */
const LHCI_DIR = path.join(ROOT, ".lighthouseci")
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
/** The preview's port: .lighthouserc.cjs matches its assertions to addresses on it. */
const PORT = process.env.BENCH_PORT ?? "9030"
/** Inputs of the build: a build newer than all of them is fresh. */
const BUILD_INPUTS = [
  "src",
  "content",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
]

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    reuse: { type: "boolean", default: false },
    routes: { type: "string" },
  },
})
const runs = Number(args.runs)
/** The LCP counts as painted with the first paint when, unthrottled, it came at most this long after it. */
const LCP_WITH_FIRST_PAINT_MS = 50
/** How the report names an LCP image asked for first whose element was gone when Lighthouse looked for it. */
const REPLACED_HERO = "an image with fetchpriority=high, replaced after the load"
const KiB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`

const builds = prepareBuild()
const buildOutput = reportBuildOutput()
const lighthouse = await runLighthouse()
const report = {
  date: new Date().toISOString(),
  machine: machine(),
  lighthouse: {
    version: lighthouseVersion(),
    runs,
    formFactor: "mobile",
    throttling: "simulated (Lighthouse default)",
    /** Lighthouse's measure of this machine's speed, median of every run: its reference machine scores about 1,000 to 2,000 */
    benchmarkIndex: lighthouse.benchmarkIndex,
    /** Whether `lhci assert` found every route's medians within the budgets of scripts/budgets.mjs */
    budgetsMet: lighthouse.lighthouseBudgetsMet,
  },
  builds,
  ...buildOutput,
  routes: lighthouse.rows,
}
printReport(report)
fs.mkdirSync(path.join(ROOT, "bench"), { recursive: true })
const json = JSON.stringify(report, null, 2)
fs.writeFileSync(path.join(ROOT, "bench", `${report.date.slice(0, 10)}.json`), json)
fs.writeFileSync(path.join(ROOT, "bench", "latest.json"), json)
console.log(`\nWritten to bench/${report.date.slice(0, 10)}.json and bench/latest.json`)
const failed = [report, ...report.buildOutput, ...report.routes].flatMap(row => row.budgets.filter(b => !b.met))
if (!report.lighthouse.budgetsMet) console.log("Lighthouse budgets not met: see lhci assert's list above.")
console.log(
  failed.length === 0 && report.lighthouse.budgetsMet
    ? "Every budget met."
    : `${failed.length} other budget(s) not met.`,
)
process.exitCode = failed.length === 0 && report.lighthouse.budgetsMet ? 0 : 1

function prepareBuild() {
  if (args.reuse && buildIsFresh()) {
    console.log("Reusing the build in public/ (newer than every source file); build times not measured.")
    return null
  }
  if (args.reuse) console.log("public/ is missing or older than the sources: building.")
  const cold = timed("cold build (npm run clean, then npm run build)", () => {
    run("npm", ["run", "clean"])
    run("npm", ["run", "build"])
  })
  const warm = timed("warm build (npm run build from the cold one's build cache)", () => run("npm", ["run", "build"]))
  return { coldSeconds: cold, warmSeconds: warm }
}

function buildIsFresh() {
  const built = path.join(PUBLIC, "webpack.stats.json")
  if (!fs.existsSync(built)) return false
  const builtAt = fs.statSync(built).mtimeMs
  return BUILD_INPUTS.every(input => newestMtime(path.join(ROOT, input)) < builtAt)
}

/** @param {string} file @returns {number} */
function newestMtime(file) {
  if (!fs.existsSync(file)) return 0
  const stat = fs.statSync(file)
  // Gatsby writes its GraphQL types while it builds, so they are always newer than the build's first files.
  if (file === path.join(ROOT, "src", "gatsby-types.d.ts")) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...fs.readdirSync(file).map(name => newestMtime(path.join(file, name))))
}

/** @param {string} label @param {() => void} work */
function timed(label, work) {
  console.log(`Timing the ${label}…`)
  const start = process.hrtime.bigint()
  work()
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  console.log(`  ${seconds.toFixed(0)} s`)
  return Math.round(seconds)
}

/** @param {string} command @param {string[]} commandArgs */
function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CI: "true" },
  })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed with status ${result.status}`)
}

function reportBuildOutput() {
  const js = firstLoadJs(PUBLIC)
  const html = new Map(htmlSizes(PUBLIC).map(row => [row.route, row]))
  const image = largestImage(PUBLIC)
  const budgets = [budget("Gatsby runtime floor, gzip", js.floor.gzip, JS_FLOOR, KiB)]
  const routes = js.routes.map(row => {
    const page = html.get(row.route)
    return {
      route: row.route,
      firstLoadJsGzip: row.gzip,
      overFloorGzip: row.overFloor,
      htmlBytes: page?.bytes ?? 0,
      htmlGzip: page?.gzip ?? 0,
      budgets: [
        budget("first-load JS over the floor, gzip", row.overFloor, jsOverFloorOf(row), KiB),
        // The budget holds the HTML the page's code writes (build-report.mjs's codeHtmlOf), not the content's.
        budget("HTML its code writes, gzip", page?.codeGzip ?? 0, htmlBudgetOf(row), KiB),
      ],
    }
  })
  return { floor: { files: js.floor.files, gzip: js.floor.gzip }, largestImage: image, budgets, buildOutput: routes }
}

/**
 * @param {string} name @param {number} value @param {number} limit @param {(n: number) => string} format
 * @param {"max" | "min"} [kind]
 */
function budget(name, value, limit, format, kind = "max") {
  const met = kind === "max" ? value <= limit : value >= limit
  return { name, value, limit, kind, met, text: `${format(value)} ${kind === "max" ? "≤" : "≥"} ${format(limit)}` }
}

/**
 * Lighthouse on every route through Lighthouse CI: `lhci collect` runs it --runs times per route and keeps each
 * report, `lhci assert` holds the medians to the budgets (.lighthouserc.cjs), and `lhci upload` writes the HTML
 * reports to bench/lighthouse/. Returns a row per route, and whether every Lighthouse budget was met.
 */
async function runLighthouse() {
  const routes = args.routes ? args.routes.split(",") : sitemapRoutes()
  const server = await startPreview()
  try {
    // The preview compresses each file on its first request; ask once so no run pays for it.
    await Promise.all(routes.map(route => fetch(server.origin + route, { headers: { "accept-encoding": "br" } })))
    lhci(["collect", `--numberOfRuns=${runs}`, ...routes.map(route => `--url=${server.origin}${route}`)])
  } finally {
    server.process.kill()
  }
  const reports = fs
    .readdirSync(LHCI_DIR)
    .filter(file => /^lhr-.*\.json$/.test(file))
    .map(
      file =>
        /** @type {import("lighthouse").Result} */ (JSON.parse(fs.readFileSync(path.join(LHCI_DIR, file), "utf8"))),
    )
  const rows = routes.map(route =>
    summarise(
      route,
      reports.filter(lhr => new URL(lhr.requestedUrl ?? "").pathname === route).map(lhr => sample(lhr, server.origin)),
    ),
  )
  const asserted = lhci(["assert"], { allowFailure: true })
  lhci(["upload"])
  const indexes = reports.map(lhr => lhr.environment.benchmarkIndex).sort((a, b) => a - b)
  return { rows, lighthouseBudgetsMet: asserted, benchmarkIndex: indexes[Math.floor(indexes.length / 2)] ?? 0 }
}

/**
 * Runs a Lighthouse CI command with the repository's .lighthouserc.cjs; true when it succeeded.
 * @param {string[]} commandArgs @param {{ allowFailure?: boolean }} [options]
 */
function lhci(commandArgs, { allowFailure = false } = {}) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@lhci/cli/src/cli.js"), ...commandArgs], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, BENCH_PORT: PORT, CHROME_PATH },
  })
  if (result.status !== 0 && !allowFailure)
    throw new Error(`lhci ${commandArgs[0]} failed with status ${result.status}`)
  return result.status === 0
}

/** The routes of the built sitemap, as paths. */
function sitemapRoutes() {
  const xml = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8")
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => new URL(match[1]).pathname).sort()
}

/** @returns {Promise<{ origin: string, process: import("node:child_process").ChildProcess }>} */
function startPreview() {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "scripts/preview-server.mjs"), "--port", PORT, "--host", "127.0.0.1"],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  )
  return new Promise((resolve, reject) => {
    child.on("exit", code => reject(new Error(`The preview server stopped (status ${code})`)))
    child.stdout?.on("data", chunk => {
      const match = /on (http:\/\/\S+)/.exec(String(chunk))
      if (match) resolve({ origin: match[1], process: child })
    })
  })
}

/**
 * The figures of one Lighthouse run.
 * @param {import("lighthouse").Result} lhr @param {string} origin
 */
function sample(lhr, origin) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  /** @type {any} */
  const lcpDetails = audit("largest-contentful-paint-element").details
  const node = lcpDetails?.items?.[0]?.items?.[0]?.node
  // When the element is gone by the end of the load (react-slick replaces the home banner's first slide), Lighthouse
  // names no node, but its LCP discovery insight still says whether the LCP was an image asked for first.
  /** @type {any} */
  const discovery = audit("lcp-discovery-insight")?.details
  const priorityHinted = discovery?.items?.[0]?.items?.priorityHinted?.value === true
  /** @type {any} */
  const metrics = audit("metrics").details
  const observed = metrics?.items?.[0] ?? {}
  /** @type {any} */
  const resources = audit("resource-summary").details
  const bytesOf = (/** @type {string} */ type) =>
    resources?.items?.find((/** @type {any} */ item) => item.resourceType === type)?.transferSize ?? 0
  /** @type {any} */
  const requests = audit("network-requests").details
  const thirdParty = (requests?.items ?? [])
    .map((/** @type {any} */ item) => item.url)
    .filter((/** @type {string} */ url) => /^https?:/.test(url) && new URL(url).origin !== origin)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint").numericValue ?? 0,
    lcpMs: audit("largest-contentful-paint").numericValue ?? 0,
    lcpElement: node
      ? { snippet: node.snippet ?? "", selector: node.selector ?? "", label: node.nodeLabel ?? "" }
      : priorityHinted
        ? { snippet: "", selector: "", label: REPLACED_HERO }
        : null,
    /** In the unthrottled load Lighthouse observed: how long after the first contentful paint the LCP was painted */
    lcpAfterFcpObservedMs:
      (observed.observedLargestContentfulPaint ?? 0) - (observed.observedFirstContentfulPaint ?? 0),
    tbtMs: audit("total-blocking-time").numericValue ?? 0,
    cls: audit("cumulative-layout-shift").numericValue ?? 0,
    totalBytes: audit("total-byte-weight").numericValue ?? 0,
    jsBytes: bytesOf("script"),
    thirdPartyRequests: thirdParty,
    failedAudits: Object.values(lhr.audits)
      .filter(a => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map(a => a.id),
  }
}

/**
 * Medians of a route's runs, and its budgets.
 * @param {string} route @param {ReturnType<typeof sample>[]} samples
 */
function summarise(route, samples) {
  const median = (/** @type {(s: ReturnType<typeof sample>) => number} */ pick) => {
    const sorted = samples.map(pick).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]
  }
  const medians = {
    performance: median(s => s.performance),
    accessibility: median(s => s.accessibility),
    bestPractices: median(s => s.bestPractices),
    seo: median(s => s.seo),
    fcpMs: Math.round(median(s => s.fcpMs)),
    lcpMs: Math.round(median(s => s.lcpMs)),
    tbtMs: Math.round(median(s => s.tbtMs)),
    cls: median(s => s.cls),
    totalBytes: median(s => s.totalBytes),
    jsBytes: median(s => s.jsBytes),
  }
  // The LCP element of the run whose LCP is the median one, or of any run where Lighthouse could still find it
  // (on the home page react-slick replaces the first slide's markup once it loads).
  const lcpRun = samples.find(s => Math.round(s.lcpMs) === medians.lcpMs) ?? samples[0]
  const lcpElement = lcpRun.lcpElement ?? samples.find(s => s.lcpElement)?.lcpElement ?? null
  const lcpLate = Math.max(...samples.map(s => s.lcpAfterFcpObservedMs))
  const thirdParty = [...new Set(samples.flatMap(s => s.thirdPartyRequests))]
  return {
    route,
    ...medians,
    lcpElement,
    thirdPartyRequests: thirdParty,
    failedAudits: [...new Set(samples.flatMap(s => s.failedAudits))],
    scores: samples.map(s => s.performance),
    // The scores, LCP, TBT and CLS are held to their budgets by `lhci assert`; these two it cannot express.
    budgets: [
      {
        name: "LCP element is text or the hero image, painted with the first paint",
        value: `${nameOf(lcpElement) || "unknown"}, ${lcpLate} ms after FCP (observed)`,
        met: isTextOrHero(lcpElement) && lcpLate <= LCP_WITH_FIRST_PAINT_MS,
      },
      { name: "no third-party request on load", value: thirdParty.join(" ") || "none", met: thirdParty.length === 0 },
    ],
  }
}

/**
 * How the report names an LCP element: its markup, else its selector, else the report's own label.
 * @param {{ snippet: string, selector: string, label: string } | null} element
 */
function nameOf(element) {
  return element?.snippet || element?.selector || element?.label || ""
}

/**
 * What the first paint can show: text, or the hero image that the page asks for first (fetchpriority="high"). Any
 * other picture is one the page fetches later or lazily, so it must never be the largest thing painted.
 * @param {{ snippet: string, selector: string, label: string } | null} element
 */
function isTextOrHero(element) {
  if (!element) return false
  const { snippet, selector } = element
  if (element.label === REPLACED_HERO) return true
  const image = /^<img[\s>]/.test(snippet) || /(^|[ >])img$/.test(selector)
  return !image || /fetchpriority="high"/.test(snippet) || /banner-carousel[^ ]* > picture > img/.test(selector)
}

/** @param {typeof report} report */
function printReport(report) {
  console.log(
    `\n${report.date}  ${report.machine.cpus} × ${report.machine.cpu}, Node ${report.machine.node}, Lighthouse ${report.lighthouse.version}`,
  )
  if (report.builds)
    console.log(`gatsby build: cold ${report.builds.coldSeconds} s, warm ${report.builds.warmSeconds} s`)
  console.log(`Floor (framework + app + webpack-runtime), gzip: ${KiB(report.floor.gzip)}`)
  // Lighthouse simulates a phone as this machine's CPU slowed 4x: a slower machine is a slower phone.
  console.log(`Lighthouse benchmarkIndex of this machine (median): ${report.lighthouse.benchmarkIndex}`)
  console.log(`Largest image: ${report.largestImage.file} (${KiB(report.largestImage.bytes)})`)
  console.log("\nLighthouse, mobile, medians of", report.lighthouse.runs, "runs")
  console.table(
    report.routes.map(row => ({
      route: row.route,
      perf: row.performance,
      a11y: row.accessibility,
      bp: row.bestPractices,
      seo: row.seo,
      "LCP ms": row.lcpMs,
      "LCP element": nameOf(row.lcpElement).slice(0, 40),
      "TBT ms": row.tbtMs,
      CLS: Number(row.cls.toFixed(3)),
      "total KiB": Number((row.totalBytes / 1024).toFixed(1)),
      "JS KiB": Number((row.jsBytes / 1024).toFixed(1)),
    })),
  )
  console.log("Build output, gzip")
  console.table(
    report.buildOutput.map(row => ({
      route: row.route,
      "first-load JS KiB": Number((row.firstLoadJsGzip / 1024).toFixed(1)),
      "over floor KiB": Number((row.overFloorGzip / 1024).toFixed(1)),
      "HTML KiB": Number((row.htmlGzip / 1024).toFixed(1)),
    })),
  )
  const misses = [
    ...report.budgets.filter(b => !b.met).map(b => `  ${b.name}: ${b.text ?? b.value}`),
    ...[...report.buildOutput, ...report.routes].flatMap(row =>
      row.budgets.filter(b => !b.met).map(b => `  ${row.route} ${b.name}: ${"text" in b ? b.text : b.value}`),
    ),
  ]
  console.log(misses.length ? `Budgets not met:\n${misses.join("\n")}` : "Budgets: all met")
}

function machine() {
  const cpus = os.cpus()
  return {
    cpus: cpus.length,
    cpu: cpus[0]?.model.trim() ?? "unknown",
    node: process.versions.node,
    chromium: chromiumVersion(),
  }
}

function chromiumVersion() {
  const result = spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" })
  return result.stdout.trim()
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version
}
