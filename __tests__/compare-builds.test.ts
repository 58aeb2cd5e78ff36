/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { spawnSync } from "child_process"

/** Runs scripts/compare-builds.mjs as a command: its exit code, and what it printed. */
function compareBuilds(first: string, second: string) {
  const script = path.join(__dirname, "../scripts/compare-builds.mjs")
  const run = spawnSync(process.execPath, [script, first, second], { encoding: "utf8" })
  return { status: run.status, lines: run.stdout.trim().split("\n") }
}

function build(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const page = (hash: string, words: string) =>
  `<script>window.___webpackCompilationHash="${hash}";</script><h1>${words}</h1>`

test("two builds that differ only in their build hashes are the same", () => {
  const cold = build({
    "index.html": page("aaaa11", "Welcome"),
    "page-data/app-data.json": '{"webpackCompilationHash":"aaaa11"}',
    "rss.xml": "<lastBuildDate>Tue, 24 Nov 2026 18:05:01 GMT</lastBuildDate>",
    _headers: "Content-Security-Policy: script-src 'self' 'sha256-AbC+/1='",
  })
  const warm = build({
    "index.html": page("bbbb22", "Welcome"),
    "page-data/app-data.json": '{"webpackCompilationHash":"bbbb22"}',
    "rss.xml": "<lastBuildDate>Tue, 24 Nov 2026 18:06:25 GMT</lastBuildDate>",
    _headers: "Content-Security-Policy: script-src 'self' 'sha256-XyZ+/2='",
  })
  expect(compareBuilds(cold, warm)).toEqual({ status: 0, lines: ["4 of 4 files the same, build hashes aside"] })
})

test("a page whose words differ, and a file only one build has, are named", () => {
  const cold = build({ "index.html": page("aaaa11", "Welcome"), "about.html": "<h1>About</h1>" })
  const warm = build({ "index.html": page("aaaa11", "Welcome back"), "faq.html": "<h1>FAQ</h1>" })
  expect(compareBuilds(cold, warm)).toEqual({
    status: 1,
    lines: [
      `only in ${cold}: about.html`,
      `only in ${warm}: faq.html`,
      "different: index.html",
      "0 of 3 files the same, build hashes aside",
    ],
  })
})
