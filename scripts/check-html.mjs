// @ts-check
// The W3C's Nu HTML Checker (vnu.jar, from the vnu-jar package) over every page of a build: any error fails, and so
// does any warning of a kind not accepted below, so a new kind is accepted knowingly or fixed. `npm test` runs it
// after the build (npm run test:html). It runs on Java: `java` on PATH, or the one JAVA names.
//
//   node scripts/check-html.mjs [folder]   # public/ unless a folder is named
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { walk } from "./build-report.mjs"

/** @type {string} the path of vnu.jar */
const VNU_JAR = createRequire(import.meta.url)("vnu-jar")

/**
 * Gatsby's slices: fragments (no doctype, no title) that the build stitches into every page, where they are checked.
 * The CMS's page, admin/index.html, is checked: Decap draws the editor in the browser, but the page is the site's own
 * (src/cms/index.html, copied as it is).
 */
const NOT_PAGES = ["_gatsby/"]

/**
 * The kinds of warning a page may carry, each with why it is acceptable. The checker's notes ("info") count as
 * warnings here too. Add a kind only with its reason; fix anything else.
 * @type {{ kind: string, pattern: RegExp, reason: string }[]}
 */
const ACCEPTED_WARNINGS = [
  {
    kind: "trailing slash on void elements",
    pattern: /^Trailing slash on void elements has no effect/,
    reason: "React's server renderer writes <meta ... />: valid HTML, and React quotes every attribute value",
  },
  {
    kind: "inline script against the not-found page's <meta> policy",
    pattern: /^Inline script violates Content Security Policy \(meta tag\)/,
    reason:
      "The checker holds the JSON-LD data blocks to script-src, which CSP does not (they never run), and hashes " +
      "the stitched chunk-map script otherwise than browsers, which run it: the browser suite records every " +
      "policy violation on every page, the not-found page included, in Chromium, WebKit and Gecko",
  },
]

/**
 * @typedef {{ type: string, subType?: string, url?: string, message: string,
 *   firstLine?: number, lastLine?: number, firstColumn?: number }} VnuMessage
 */

/**
 * Every .html file under `dir` that is a page, relative to it with "/", sorted.
 * @param {string} dir
 */
function pagesIn(dir) {
  return walk(dir)
    .map(file => file.split(path.sep).join("/"))
    .filter(file => file.endsWith(".html") && !NOT_PAGES.some(prefix => file.startsWith(prefix)))
    .sort()
}

/**
 * Runs vnu.jar on the files and returns its messages.
 * @param {string[]} files
 * @returns {VnuMessage[]}
 */
function runChecker(files) {
  const java = process.env.JAVA || "java"
  const run = spawnSync(java, ["-jar", VNU_JAR, "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.error && /** @type {NodeJS.ErrnoException} */ (run.error).code === "ENOENT") {
    const where = process.env.JAVA ? "named by JAVA" : "on PATH"
    throw new Error(
      `Java was not found ("${java}", ${where}); the Nu HTML Checker runs on it. Install Debian's ` +
        "default-jre-headless (apt-get install default-jre-headless), or set JAVA to a java binary.",
    )
  }
  if (run.error) throw run.error
  // The report goes to standard error; vnu exits 1 when it found an error, which the messages then show.
  try {
    return JSON.parse(run.stderr).messages
  } catch {
    throw new Error(`The Nu HTML Checker gave no report (exit ${run.status}):\n${run.stderr}${run.stdout}`)
  }
}

/**
 * "public/index.html:9:117: message", the file relative to the working folder.
 * @param {VnuMessage} message
 */
function formatMessage(message) {
  const file = message.url ? path.relative(process.cwd(), new URL(message.url).pathname) : "(no file)"
  const line = message.firstLine ?? message.lastLine
  return `${file}:${line ?? 0}:${message.firstColumn ?? 0}: ${message.message}`
}

/**
 * Sorts the checker's messages: errors, warnings of an accepted kind (counted by kind), and the rest.
 * @param {VnuMessage[]} messages
 */
function sortMessages(messages) {
  /** @type {Map<string, number>} */
  const accepted = new Map(ACCEPTED_WARNINGS.map(({ kind }) => [kind, 0]))
  /** @type {VnuMessage[]} */
  const errors = []
  /** @type {VnuMessage[]} */
  const unaccepted = []
  for (const message of messages) {
    if (message.type !== "info") {
      errors.push(message)
      continue
    }
    const known = ACCEPTED_WARNINGS.find(({ pattern }) => pattern.test(message.message))
    if (known) accepted.set(known.kind, (accepted.get(known.kind) ?? 0) + 1)
    else unaccepted.push(message)
  }
  return { errors, unaccepted, accepted }
}

/** @param {string} dir */
function main(dir) {
  const started = Date.now()
  const pages = fs.existsSync(dir) ? pagesIn(dir) : []
  if (pages.length === 0) throw new Error(`No pages in ${dir}: build the site first (npm run build).`)
  const { errors, unaccepted, accepted } = sortMessages(runChecker(pages.map(page => path.join(dir, page))))

  for (const message of errors) console.error(formatMessage(message))
  for (const message of unaccepted) console.error(`${formatMessage(message)} (a warning of a kind not accepted)`)
  if (unaccepted.length > 0) {
    console.error(
      "Fix these warnings, or accept their kind with a reason in ACCEPTED_WARNINGS (scripts/check-html.mjs).",
    )
  }
  const kinds = [...accepted].map(([kind, count]) => `${count} ${kind}`).join(", ") || "none"
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `Nu HTML Checker: ${pages.length} pages checked, ${errors.length} errors, ` +
      `${unaccepted.length} warnings not accepted; warnings accepted: ${kinds} (${seconds} s)`,
  )
  return errors.length === 0 && unaccepted.length === 0
}

try {
  process.exitCode = main(path.resolve(process.argv[2] ?? "public")) ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
