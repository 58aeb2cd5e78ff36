// @ts-check
// Compares two builds of the site file by file: the same files, with the same bytes, apart from build hashes
// (a name or value that only identifies one build, such as webpack's compilation hash). It shows that a build
// started from the build cache (a warm one) makes exactly the site a build from nothing (a cold one) makes.
//
//   node scripts/compare-builds.mjs <first public/ copy> <second public/ copy>
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { walk } from "./build-report.mjs"

/**
 * What identifies one build and may differ between two builds of the same site, each replaced by a placeholder
 * before files are compared.
 * @type {Array<[name: string, pattern: RegExp]>}
 */
const BUILD_HASHES = [
  ["webpack's compilation hash", /(webpackCompilationHash"?\s*[:=]\s*\\?")[0-9a-f]+/g],
  ["the feed's build time", /(<lastBuildDate>)[^<]+/g],
  // The inline scripts they hash are compared where they are, in the pages; one holds the compilation hash.
  ["the Content-Security-Policy's hashes of inline scripts", /()'sha256-[A-Za-z0-9+/=]+'/g],
]

/** @param {string} dir */
const filesIn = dir => walk(dir).sort()

/** @param {Buffer} bytes */
function withoutBuildHashes(bytes) {
  let text = bytes.toString("latin1")
  for (const [, pattern] of BUILD_HASHES) text = text.replace(pattern, "$1<build hash>")
  return crypto.createHash("sha256").update(text, "latin1").digest("hex")
}

/**
 * @param {string} first
 * @param {string} second
 */
export function compareBuilds(first, second) {
  const [a, b] = [filesIn(first), filesIn(second)]
  const inBoth = a.filter(file => b.includes(file))
  return {
    files: inBoth.length,
    onlyInFirst: a.filter(file => !b.includes(file)),
    onlyInSecond: b.filter(file => !a.includes(file)),
    different: inBoth.filter(
      file =>
        withoutBuildHashes(fs.readFileSync(path.join(first, file))) !==
        withoutBuildHashes(fs.readFileSync(path.join(second, file))),
    ),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [first, second] = process.argv.slice(2)
  if (!first || !second) {
    console.error("Usage: node scripts/compare-builds.mjs <first public/ copy> <second public/ copy>")
    process.exit(2)
  }
  const { files, onlyInFirst, onlyInSecond, different } = compareBuilds(first, second)
  for (const file of onlyInFirst) console.log(`only in ${first}: ${file}`)
  for (const file of onlyInSecond) console.log(`only in ${second}: ${file}`)
  for (const file of different) console.log(`different: ${file}`)
  const same = files - different.length
  console.log(`${same} of ${files + onlyInFirst.length + onlyInSecond.length} files the same, build hashes aside`)
  process.exitCode = onlyInFirst.length + onlyInSecond.length + different.length ? 1 : 0
}
