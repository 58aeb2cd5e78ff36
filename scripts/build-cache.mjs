// @ts-check
// The build cache off Netlify (src/node/netlify-adapter.ts keeps .cache and public/ in it, as Netlify's own).
//
//   node scripts/build-cache.mjs prebuild   # npm run build's first step
//   node scripts/build-cache.mjs clear      # part of npm run clean: the next build starts from nothing
//
// Before a build, public/ is emptied only when the cache holds none to restore: what public/ holds then is a build
// whose page files the Netlify adapter has since renamed, and Gatsby, finding its own .cache, would take those
// pages as still written and leave them out. With a cached public/, Gatsby puts that one in place itself.
import fs from "node:fs"
import path from "node:path"
import { bindOpts } from "@netlify/cache-utils"

/** As LOCAL_BUILD_CACHE in src/node/netlify-adapter.ts. */
const CACHE_DIR = path.resolve(".netlify", "build-cache")

const command = process.argv[2]
if (command === "prebuild") {
  if (!(await bindOpts({ cacheDir: CACHE_DIR }).has("public", {})))
    fs.rmSync("public", { recursive: true, force: true })
} else if (command === "clear") {
  fs.rmSync(CACHE_DIR, { recursive: true, force: true })
} else {
  console.error("Usage: node scripts/build-cache.mjs prebuild|clear")
  process.exitCode = 2
}
