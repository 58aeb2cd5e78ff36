// @ts-check
// Checks a deployed copy of the site from outside, as a visitor's browser meets it. The local preview applies
// Netlify's files with Netlify's parsers, but only the deploy shows what Netlify's CDN really sends: how it merges
// the header rules of _headers and netlify.toml, the headers it adds itself, whether it follows _redirects. So this
// asks the deploy (a deploy preview, the production site or the local preview), and prints one line per problem
// saying what was expected and what came back, then a summary; it exits 1 when anything failed.
//   - every page of the deployed sitemap answers 200 with one Content-Security-Policy (the site's), one
//     Strict-Transport-Security, no X-XSS-Protection, and HTML that is revalidated on every visit;
//   - /admin/ answers 200 with one policy, the CMS's, and in Chromium shows Decap's "Login with GitHub" button with
//     no policy violation and no script error, every other host answered here so nothing needs the network;
//   - each old address that content/conditions/*.yaml lists under redirectFrom answers 301 to its page;
//   - an unknown address answers 404 with the site's own not-found page (content/pages/not-found.yaml's heading);
//   - the home page's hashed scripts and a /static/ file are cached for good; its page data is revalidated;
//   - robots.txt, the sitemap and each page's robots meta fit the deploy context.
//
// The deploy context is production or preview (--context). Without it: production when the URL's origin is
// content/site.yaml's siteUrl, or when the host is this computer (localhost, 127.0.0.1, [::1]), since a local build
// has no CONTEXT and src/node/robots-txt.ts builds it as production; otherwise preview, as Netlify builds deploy
// previews and branch deploys (CONTEXT deploy-preview or branch-deploy). Give --context production for the
// production deploy at its *.netlify.app address, and --context preview for a local build made with such a CONTEXT.
// Production lets crawlers in, names its sitemap in robots.txt, and no page of the sitemap says noindex (robots meta
// or X-Robots-Tag). A preview keeps crawlers out with robots.txt (Disallow: /), and every page of it says noindex
// (src/node/post-build.ts sends X-Robots-Tag: noindex from a build whose CONTEXT is not production; Netlify adds
// its own on deploy previews). Every sitemap lists production addresses only.
//
// Usage: npm run check-deploy -- <url> [--context production|preview] [--skip-browser]
// --skip-browser leaves /admin/ unopened (the summary says so). Chromium: CHROMIUM_PATH, or /usr/bin/chromium.
import { randomBytes } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import https from "node:https"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import zlib from "node:zlib"
import { parse as parseHtml } from "node-html-parser"
import { parse as parseYaml } from "yaml"

/** @typedef {"production" | "preview"} DeployContext */
/** @typedef {{ status: number, rawHeaders: string[], body: string }} Answer */
/** @typedef {{ address: string, message: string }} Problem */
/** @typedef {{ from: string, to: string }} Redirect */
/** @typedef {{ siteUrl: string, redirects: Redirect[], notFoundHeading: string }} Expectations */
/** @typedef {[string, (answer: Answer) => string[]]} Check an address, and what is wrong with its answer */

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const REQUEST_TIMEOUT_MS = 20_000
/** How many requests are in flight at once: enough to be quick, few enough not to look like an attack. */
const CONCURRENCY = 8
/** A year, the shortest max-age counted as cached for good (Gatsby asks for exactly this). */
const A_YEAR_S = 31_536_000
const SIGN_IN_BUTTON = "Login with GitHub"
/** Long: the CMS is a 5 MB bundle, which a deploy's first visitor may wait for over a slow line. */
const BROWSER_TIMEOUT_MS = 60_000
/** After a script error or a policy violation, how long the CMS gets to show its button anyway. */
const SETTLE_MS = 3_000
const USAGE = "npm run check-deploy -- <url> [--context production|preview] [--skip-browser]"
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
]

/**
 * What the repository promises every deploy of it: the production address, the old addresses that redirect (each
 * category's redirectFrom, to its page: /conditions/<slug>, as src/lib/paths.ts conditionPath makes it) and the
 * not-found page's heading.
 * @param {string} [repository]
 * @returns {Expectations}
 */
export function readExpectations(repository = REPOSITORY) {
  /** @param {string} file */
  const read = file => parseYaml(fs.readFileSync(path.join(repository, "content", file), "utf8"))
  const redirects = fs
    .readdirSync(path.join(repository, "content", "conditions"))
    .filter(file => file.endsWith(".yaml"))
    .sort()
    .flatMap(file => {
      const { slug, redirectFrom } = read(`conditions/${file}`)
      return (redirectFrom ?? []).map((/** @type {string} */ from) => ({ from, to: `/conditions/${slug}` }))
    })
  return { siteUrl: read("site.yaml").siteUrl, redirects, notFoundHeading: read("pages/not-found.yaml").heading }
}

/**
 * The context to expect when none is given: see the header comment.
 * @param {URL} url
 * @param {string} siteUrl
 * @returns {DeployContext}
 */
export function defaultContext(url, siteUrl) {
  return url.origin === new URL(siteUrl).origin || LOCAL_HOSTS.has(url.hostname) ? "production" : "preview"
}

/**
 * Every value of the header `name`, one per header line. Node's `headers` object and fetch() join repeated headers
 * into one value; only the raw list shows a header sent twice.
 * @param {string[]} rawHeaders names and values, alternating, as http.IncomingMessage has them
 * @param {string} name
 */
export function headerValues(rawHeaders, name) {
  const wanted = name.toLowerCase()
  return rawHeaders.flatMap((entry, i) => (i % 2 === 0 && entry.toLowerCase() === wanted ? [rawHeaders[i + 1]] : []))
}

/**
 * @param {Buffer} bytes
 * @param {string | undefined} encoding
 */
function decompress(bytes, encoding) {
  if (encoding === "br") return zlib.brotliDecompressSync(bytes)
  if (encoding === "gzip") return zlib.gunzipSync(bytes)
  return bytes
}

/**
 * GETs `url` as a browser does (brotli or gzip welcome), without following a redirect.
 * @param {URL} url
 * @returns {Promise<Answer>}
 */
export function get(url) {
  const client = url.protocol === "https:" ? https : http
  const headers = { "accept-encoding": "br, gzip", "user-agent": "clinic-website check-deploy" }
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers }, response => {
      /** @type {Buffer[]} */
      const chunks = []
      response.on("data", chunk => chunks.push(chunk))
      response.on("error", reject)
      response.on("end", () => {
        try {
          const body = decompress(Buffer.concat(chunks), response.headers["content-encoding"]).toString("utf8")
          resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body })
        } catch (error) {
          reject(error)
        }
      })
    })
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
    )
    request.on("error", reject)
  })
}

/**
 * Runs `task` on each item, at most `limit` at a time, keeping the order.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
async function mapLimit(items, limit, task) {
  /** @type {R[]} */
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await task(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** @param {string[]} values */
const quoted = values => values.map(value => JSON.stringify(value)).join(" and ")

/**
 * "none", or how many with the values: `2: "a" and "b"`.
 * @param {string[]} values
 */
const countWithValues = values => (values.length === 0 ? "none" : `${values.length}: ${quoted(values)}`)

/**
 * The status as a visitor would read it: "404", "301 to /about".
 * @param {Answer} answer
 */
export function describeStatus(answer) {
  const location = headerValues(answer.rawHeaders, "location")
  return location.length > 0 ? `${answer.status} to ${location.join(", ")}` : String(answer.status)
}

/**
 * Whether a policy is the CMS's rather than the site's: Decap needs 'unsafe-eval', which the site never allows
 * (src/lib/content-security-policy.ts). Told apart by that, not by the whole text, so a deploy of another commit,
 * whose policy lists other script hashes, is judged by the same rule.
 * @param {string} policy
 */
export function isCmsPolicy(policy) {
  const scriptSrc = policy
    .split(";")
    .map(directive => directive.trim().split(/\s+/))
    .find(([name]) => name.toLowerCase() === "script-src")
  return Boolean(scriptSrc?.includes("'unsafe-eval'"))
}

/**
 * Cache-Control's directives, lower case: "public, max-age=0" → Map { public → "", max-age → "0" }.
 * @param {string} value
 */
function cacheDirectives(value) {
  return new Map(
    value
      .split(",")
      .map(part => part.trim().toLowerCase())
      .filter(Boolean)
      .map(part => /** @type {[string, string]} */ ([part.split("=")[0].trim(), part.split("=")[1]?.trim() ?? ""])),
  )
}

/**
 * A file whose address changes with its content (a hashed script, a /static/ file): kept for a year, never asked
 * about again.
 * @param {Answer} answer
 * @returns {string[]}
 */
export function judgeCachedForGood(answer) {
  if (answer.status !== 200) return [`expected 200, got ${describeStatus(answer)}`]
  const values = headerValues(answer.rawHeaders, "cache-control")
  const directives = cacheDirectives(values.join(", "))
  const maxAge = Number(directives.get("max-age"))
  if (directives.has("immutable") && maxAge >= A_YEAR_S) return []
  return [`expected Cache-Control immutable with a max-age of a year or more, got ${countOrValue(values)}`]
}

/**
 * A file whose address stays while its content changes (HTML, page data): the browser asks again on every visit.
 * @param {Answer} answer
 * @returns {string[]}
 */
export function judgeRevalidated(answer) {
  const values = headerValues(answer.rawHeaders, "cache-control")
  const directives = cacheDirectives(values.join(", "))
  const revalidated = directives.get("max-age") === "0" || directives.has("no-cache") || directives.has("no-store")
  if (revalidated && !directives.has("immutable")) return []
  return [`expected Cache-Control revalidated on every visit (max-age=0, not immutable), got ${countOrValue(values)}`]
}

/**
 * "none", the one value quoted, or the values counted when there are several.
 * @param {string[]} values
 */
const countOrValue = values => (values.length === 1 ? JSON.stringify(values[0]) : countWithValues(values))

/**
 * What stops a page from being indexed: a robots meta or an X-Robots-Tag header saying noindex (or none).
 * @param {Answer} answer
 * @returns {string[]} each as it came
 */
export function noindexSignals(answer) {
  const noindex = /\b(noindex|none)\b/i
  const metas = parseHtml(answer.body)
    .querySelectorAll("meta")
    .filter(meta => /^(robots|googlebot)$/i.test(meta.getAttribute("name") ?? ""))
    .filter(meta => noindex.test(meta.getAttribute("content") ?? ""))
    .map(meta => `<meta name="${meta.getAttribute("name")}" content="${meta.getAttribute("content")}">`)
  const headers = headerValues(answer.rawHeaders, "x-robots-tag")
    .filter(value => noindex.test(value))
    .map(value => `X-Robots-Tag ${JSON.stringify(value)}`)
  return [...metas, ...headers]
}

/**
 * A page of the sitemap: 200, one policy and the site's, one HSTS header, no X-XSS-Protection, revalidated, open to
 * search engines in production and closed to them in a preview.
 * @param {Answer} answer
 * @param {DeployContext} context
 * @returns {string[]}
 */
export function judgePage(answer, context) {
  if (answer.status !== 200) return [`expected 200, got ${describeStatus(answer)}`]
  const problems = []
  const policies = headerValues(answer.rawHeaders, "content-security-policy")
  if (policies.length !== 1)
    problems.push(`expected one Content-Security-Policy header, got ${countWithValues(policies)}`)
  else if (isCmsPolicy(policies[0]))
    problems.push(
      `expected the site's Content-Security-Policy, got the CMS's (with 'unsafe-eval'): ${quoted(policies)}`,
    )
  const hsts = headerValues(answer.rawHeaders, "strict-transport-security")
  if (hsts.length !== 1) problems.push(`expected one Strict-Transport-Security header, got ${countWithValues(hsts)}`)
  problems.push(...judgeRevalidated(answer))
  const signals = noindexSignals(answer)
  if (context === "production" && signals.length > 0)
    problems.push(`expected to be indexed in production, got ${signals.join(" and ")}`)
  if (context === "preview" && signals.length === 0)
    problems.push("expected a preview to say noindex (X-Robots-Tag or a robots meta), got neither")
  return problems
}

/**
 * No response may carry X-XSS-Protection (src/node/netlify-adapter.ts says why).
 * @param {Answer} answer
 * @returns {string[]}
 */
export function judgeNoXssProtection(answer) {
  const values = headerValues(answer.rawHeaders, "x-xss-protection")
  return values.length === 0 ? [] : [`expected no X-XSS-Protection header, got ${quoted(values)}`]
}

/**
 * /admin/ as the server sends it: 200 with exactly one policy, the CMS's.
 * @param {Answer} answer
 * @returns {string[]}
 */
export function judgeAdmin(answer) {
  if (answer.status !== 200) return [`expected 200, got ${describeStatus(answer)}`]
  const policies = headerValues(answer.rawHeaders, "content-security-policy")
  if (policies.length === 1 && isCmsPolicy(policies[0])) return []
  const expected = "expected one Content-Security-Policy header, the CMS's (with 'unsafe-eval')"
  return [`${expected}, got ${policies.length === 1 ? quoted(policies) : countWithValues(policies)}`]
}

/**
 * An old address: a permanent redirect to its page on the same site. Netlify may send Location as a path or as an
 * absolute URL; either is read against the address asked for.
 * @param {Answer} answer
 * @param {Redirect} redirect
 * @param {URL} base the deploy
 * @returns {string[]}
 */
export function judgeRedirect(answer, redirect, base) {
  const [location] = headerValues(answer.rawHeaders, "location")
  const target = location === undefined ? null : new URL(location, new URL(redirect.from, base))
  const expectedTarget = new URL(redirect.to, base)
  if (answer.status === 301 && target?.href === expectedTarget.href) return []
  const got = answer.status === 200 ? "200 (the address answered itself, no redirect)" : describeStatus(answer)
  return [`expected 301 to ${redirect.to}, got ${got}`]
}

/**
 * The main heading of an HTML page, as a visitor reads it, or null.
 * @param {string} html
 */
export function mainHeading(html) {
  const heading = parseHtml(html).querySelector("h1")
  return heading ? heading.text.replace(/\s+/g, " ").trim() : null
}

/**
 * An unknown address: 404 with the site's own not-found page.
 * @param {Answer} answer
 * @param {string} heading
 * @returns {string[]}
 */
export function judgeNotFound(answer, heading) {
  const shown = mainHeading(answer.body)
  if (answer.status === 404 && shown === heading) return []
  const what = shown === null ? "with no heading" : `with the heading ${JSON.stringify(shown)}`
  const got = `${describeStatus(answer)} ${what}`
  return [`expected 404 with the heading ${JSON.stringify(heading)}, got ${got}`]
}

/**
 * robots.txt's rules, grouped by the user agents they are for; names and values as written, names lower case.
 * @param {string} text
 * @returns {{ agents: string[], rules: Array<[string, string]> }[]}
 */
function robotsGroups(text) {
  /** @type {{ agents: string[], rules: Array<[string, string]> }[]} */
  const groups = []
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z-]+)\s*:\s*(.*?)\s*(?:#.*)?$/.exec(line)
    if (!match) continue
    const [name, value] = [match[1].toLowerCase(), match[2]]
    const last = groups.at(-1)
    if (name === "user-agent") {
      if (last && last.rules.length === 0) last.agents.push(value)
      else groups.push({ agents: [value], rules: [] })
    } else if (last) last.rules.push([name, value])
  }
  return groups
}

/**
 * Whether robots.txt keeps every crawler out of the whole site: the group for * says Disallow: /.
 * @param {string} text
 */
export function keepsCrawlersOut(text) {
  const everyone = robotsGroups(text).find(group => group.agents.includes("*"))
  return Boolean(everyone?.rules.some(([name, value]) => name === "disallow" && value === "/"))
}

/**
 * robots.txt for the context: a preview keeps crawlers out; production lets them in and names the sitemap at the
 * production address.
 * @param {Answer} answer
 * @param {DeployContext} context
 * @param {string} siteUrl
 * @returns {string[]}
 */
export function judgeRobotsTxt(answer, context, siteUrl) {
  if (answer.status !== 200) return [`expected 200, got ${describeStatus(answer)}`]
  const sitemaps = answer.body
    .split(/\r?\n/)
    .map(line => /^\s*sitemap\s*:\s*(\S+)/i.exec(line)?.[1])
    .filter(Boolean)
  const sitemap = new URL("/sitemap-index.xml", siteUrl).href
  const out = keepsCrawlersOut(answer.body)
  const fits = context === "preview" ? out : !out && sitemaps.length === 1 && sitemaps[0] === sitemap
  if (fits) return []
  const expected =
    context === "preview"
      ? 'a preview to keep crawlers out ("Disallow: /" for User-agent: *)'
      : `production to let crawlers in (no "Disallow: /" for User-agent: *) and name "Sitemap: ${sitemap}"`
  return [`expected ${expected}, got ${JSON.stringify(answer.body.trim())}`]
}

/**
 * The <loc> addresses of a sitemap or sitemap index.
 * @param {string} xml
 */
export function sitemapLocations(xml) {
  const entities = /** @type {Record<string, string>} */ ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map(match =>
    match[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => entities[name]),
  )
}

/**
 * A sitemap or the sitemap index: it lists addresses, all on the production site, wherever it is deployed (a
 * preview's sitemap naming the preview would send search engines to a copy).
 * @param {Answer} answer
 * @param {string} siteUrl
 * @returns {string[]}
 */
export function judgeSitemap(answer, siteUrl) {
  if (answer.status !== 200) return [`expected 200 listing addresses, got ${describeStatus(answer)}`]
  const locations = sitemapLocations(answer.body)
  if (locations.length === 0) return ["expected 200 listing addresses, got 200 listing none"]
  const origin = new URL(siteUrl).origin
  const elsewhere = locations.filter(location => !location.startsWith(`${origin}/`))
  const more = elsewhere.length > 3 ? ` and ${elsewhere.length - 3} more` : ""
  return elsewhere.length === 0
    ? []
    : [`expected addresses on ${origin} only, got ${elsewhere.slice(0, 3).join(", ")}${more}`]
}

/**
 * The address on the deploy under test of a production URL the sitemap lists: its path and query; null for what is
 * no URL at all (judgeSitemap names it).
 * @param {string} listed
 */
export function pathOf(listed) {
  if (!URL.canParse(listed)) return null
  const url = new URL(listed)
  return `${url.pathname}${url.search}`
}

/**
 * The files the page's scripts come from (hashed, so cached for good): <script src>, and the addresses the build's
 * loader asks for once the page is painted (src/node/scripts-after-paint.ts writes them as a JSON list).
 * @param {string} html
 */
export function pageScripts(html) {
  const root = parseHtml(html)
  const sources = root.querySelectorAll("script[src]").map(script => script.getAttribute("src") ?? "")
  const loaded = root
    .querySelectorAll("script:not([src])")
    .flatMap(script => [...script.rawText.matchAll(/"(\/[^"\\]+\.js)"/g)].map(match => match[1]))
  return [...new Set([...sources, ...loaded])].filter(source => source.startsWith("/") && !source.startsWith("//"))
}

/**
 * The first /static/ file a page shows (an image, whose address Gatsby derives from its content), or null.
 * @param {string} html
 */
export function staticFile(html) {
  return /["\s,](\/static\/[^"\s,?#]+)/.exec(html)?.[1] ?? null
}

/** @param {string} pagePath "/", "/about" */
const pageDataPath = pagePath =>
  `/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "")}/page-data.json`

/**
 * One line per problem, problems of the same message on several addresses on one line: a header rule applies to
 * every page, and 47 lines of the same would hide the one that differs.
 * @param {Problem[]} problems
 */
export function formatProblems(problems) {
  /** @type {Map<string, string[]>} */
  const byMessage = new Map()
  for (const { address, message } of problems) byMessage.set(message, [...(byMessage.get(message) ?? []), address])
  return [...byMessage].map(([message, addresses]) => {
    const named = addresses.length > 3 ? `${addresses.slice(0, 3).join(", ")} and ${addresses.length - 3} more` : ""
    return `${named || addresses.join(", ")}: ${message}`
  })
}

/**
 * /admin/ in headless Chromium: the sign-in button shows, with no policy violation and no script error. Every other
 * host gets an empty answer here, so the check needs no network and counts only what the deploy sends.
 * @param {URL} url
 * @returns {Promise<string[]>}
 */
export async function checkAdminInBrowser(url) {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
  if (!fs.existsSync(executablePath))
    return [`expected Chromium at ${executablePath} (CHROMIUM_PATH), got no such file`]
  const { chromium } = await import("playwright-core")
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext()
    await context.route(
      target => target.origin !== url.origin,
      route => route.fulfill({ status: 200, body: "" }),
    )
    /** @type {string[]} */
    const violations = []
    /** @type {string[]} */
    const errors = []
    let settled = () => {}
    const troubled = new Promise(resolve => (settled = () => resolve(undefined)))
    await context.exposeFunction("__reportViolation", (/** @type {string} */ text) => {
      violations.push(text)
      settled()
    })
    // Runs in the page, before its own scripts.
    await context.addInitScript(() =>
      globalThis.document.addEventListener("securitypolicyviolation", event =>
        /** @type {any} */ (globalThis).__reportViolation(
          `${event.effectiveDirective} refused ${event.blockedURI || "an inline script"}`,
        ),
      ),
    )
    const page = await context.newPage()
    page.on("pageerror", error => {
      errors.push(error.message)
      settled()
    })
    // Chromium repeats each violation in the console as "Refused to …"; the event above names it once.
    page.on("console", message => {
      if (message.type() !== "error" || message.text().startsWith("Refused to")) return
      errors.push(message.text())
      settled()
    })
    const button = page.getByRole("button", { name: SIGN_IN_BUTTON })
    const response = await page.goto(url.href, { waitUntil: "commit" })
    const shown = await Promise.race([
      button.waitFor({ state: "visible", timeout: BROWSER_TIMEOUT_MS }).then(
        () => true,
        () => false,
      ),
      troubled
        .then(() => button.waitFor({ state: "visible", timeout: SETTLE_MS }))
        .then(
          () => true,
          () => false,
        ),
    ])
    return [
      ...(shown ? [] : [`expected the "${SIGN_IN_BUTTON}" button, got ${await whatShows(page, response)}`]),
      ...[...new Set(violations)].map(text => `expected no Content-Security-Policy violation, got ${text}`),
      ...[...new Set(errors)].map(text => `expected no script error, got ${JSON.stringify(firstLine(text))}`),
    ]
  } catch (error) {
    return [`expected the CMS to load, got ${/** @type {Error} */ (error).message.split("\n")[0]}`]
  } finally {
    await browser.close()
  }
}

/**
 * An error's first line, cut at 200 characters: ajv's compile error carries the whole generated function.
 * @param {string} text
 */
const firstLine = text => {
  const line = text.split("\n")[0]
  return line.length > 200 ? `${line.slice(0, 200)}…` : line
}

/**
 * What the page shows instead of the sign-in button, in a few words.
 * @param {import("playwright-core").Page} page
 * @param {import("playwright-core").Response | null} response
 */
async function whatShows(page, response) {
  const text = (
    await page
      .locator("body")
      .innerText()
      .catch(() => "")
  )
    .replace(/\s+/g, " ")
    .trim()
  const status = response ? `status ${response.status()}, ` : ""
  return `none (${status}${text ? `the page reads ${JSON.stringify(text.slice(0, 80))}` : "an empty page"})`
}

/**
 * Every check, on the deploy at `base`; each address is fetched once. The problems come in a fixed order (the
 * sitemap, its pages, /admin/, the redirects, the unknown address, robots.txt, the cached files, then what every
 * answer must not carry and the CMS in Chromium), however the answers arrive.
 * @param {URL} base
 * @param {{ context: DeployContext, expectations: Expectations, unknownPath?: string,
 *   browser?: (url: URL) => Promise<string[]> }} options
 * @returns {Promise<{ problems: Problem[], checked: number }>}
 */
export async function checkDeploy(base, options) {
  const { context, expectations } = options
  const { siteUrl, redirects, notFoundHeading } = expectations
  const unknownPath = options.unknownPath ?? `/check-deploy-no-such-page-${randomBytes(4).toString("hex")}`
  /** @type {Map<string, Promise<Answer | Error>>} */
  const answers = new Map()
  /** Addresses that gave no answer, each reported once. */
  const unanswered = new Set()
  /** @param {string} address @returns {Promise<Answer | Error>} */
  const answerFor = address => {
    const answer = answers.get(address) ?? get(new URL(address, base)).catch(error => error)
    answers.set(address, answer)
    return answer
  }
  /** @param {string} address the body of a 200 answer, or "" */
  const bodyOf = async address => {
    const answer = await answerFor(address)
    return answer instanceof Error || answer.status !== 200 ? "" : answer.body
  }
  /**
   * The problems of each check, a few fetched at a time, in the order of `checks`.
   * @param {Check[]} checks
   * @returns {Promise<Problem[]>}
   */
  const judgeAll = async checks => {
    const judged = await mapLimit(checks, CONCURRENCY, async ([address, judge]) => {
      const answer = await answerFor(address)
      if (!(answer instanceof Error)) return judge(answer).map(message => ({ address, message }))
      if (unanswered.has(address)) return []
      unanswered.add(address)
      return [{ address, message: `expected an answer, got ${answer.message}` }]
    })
    return judged.flat()
  }
  /** @param {string} address the paths a sitemap lists */
  const listedIn = async address => sitemapLocations(await bodyOf(address)).flatMap(location => pathOf(location) ?? [])

  const judgeListing = (/** @type {Answer} */ answer) => judgeSitemap(answer, siteUrl)
  const problems = await judgeAll([["/sitemap-index.xml", judgeListing]])
  const sitemaps = await listedIn("/sitemap-index.xml")
  problems.push(...(await judgeAll(sitemaps.map(sitemap => [sitemap, judgeListing]))))
  const pages = [...new Set((await Promise.all(sitemaps.map(listedIn))).flat())]
  problems.push(...(await judgeAll(pages.map(page => [page, answer => judgePage(answer, context)]))))

  const home = pages.includes("/") ? "/" : pages[0]
  const image = (await Promise.all(pages.map(bodyOf))).map(staticFile).find(Boolean)
  /** @type {string[]} */
  const cachedForGood = [...(home ? pageScripts(await bodyOf(home)) : []), ...(image ? [image] : [])]
  /** @type {Check[]} */
  const checks = [
    ["/admin/", judgeAdmin],
    ...redirects.map(
      redirect => /** @type {Check} */ ([redirect.from, answer => judgeRedirect(answer, redirect, base)]),
    ),
    [unknownPath, answer => judgeNotFound(answer, notFoundHeading)],
    ["/robots.txt", answer => judgeRobotsTxt(answer, context, siteUrl)],
    ...cachedForGood.map(file => /** @type {Check} */ ([file, judgeCachedForGood])),
    ...(home ? [/** @type {Check} */ ([pageDataPath(home), judgeRevalidated])] : []),
    ["/page-data/app-data.json", judgeRevalidated],
  ]
  problems.push(...(await judgeAll(checks)))
  problems.push(...(await judgeAll([...answers.keys()].map(address => [address, judgeNoXssProtection]))))
  const inBrowser = await (options.browser ?? checkAdminInBrowser)(new URL("/admin/", base))
  problems.push(...inBrowser.map(message => ({ address: "/admin/ in Chromium", message })))
  return { problems, checked: answers.size }
}

/**
 * @param {string[]} argv
 * @returns {{ base: URL, context?: DeployContext, skipBrowser: boolean }}
 */
export function readArguments(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { context: { type: "string" }, "skip-browser": { type: "boolean", default: false } },
    allowPositionals: true,
  })
  if (positionals.length !== 1) throw new Error(`Usage: ${USAGE}`)
  if (values.context !== undefined && values.context !== "production" && values.context !== "preview")
    throw new Error(`--context is production or preview, not ${JSON.stringify(values.context)}`)
  const base = new URL(positionals[0])
  if (base.protocol !== "http:" && base.protocol !== "https:") throw new Error(`Not a web address: ${positionals[0]}`)
  const context = /** @type {DeployContext | undefined} */ (values.context)
  return { base: new URL(base.origin), context, skipBrowser: Boolean(values["skip-browser"]) }
}

async function main() {
  const { base, context: given, skipBrowser } = readArguments(process.argv.slice(2))
  const expectations = readExpectations()
  const context = given ?? defaultContext(base, expectations.siteUrl)
  const browser = skipBrowser ? async () => [] : undefined
  const { problems, checked } = await checkDeploy(base, { context, expectations, browser })
  const lines = formatProblems(problems)
  for (const line of lines) console.error(line)
  const verdict = lines.length === 0 ? "all passed" : `${lines.length} problem${lines.length === 1 ? "" : "s"}`
  const skipped = skipBrowser ? " (/admin/ not opened in Chromium)" : ""
  console.log(`check-deploy: ${checked} addresses checked on ${base.origin} as ${context}${skipped}: ${verdict}`)
  return lines.length === 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    passed => (process.exitCode = passed ? 0 : 1),
    error => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 2
    },
  )
}
