/** @jest-environment node */
// The HTML check, run as `npm run test:html` runs it (a child process, with Java), on a folder of made-up pages.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const script = path.resolve(__dirname, "..", "scripts", "check-html.mjs")
let dir: string

beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-html-"))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A page the checker passes but for what `body` brings; its <meta ... /> is the accepted kind of warning. */
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>A page</title></head><body>${body}</body></html>`

function writePage(file: string, body: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), page(body))
}

const check = (env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, [script, dir], { cwd: dir, encoding: "utf8", env })

test("errors and warnings of a kind not accepted fail, each named by file, line and column", () => {
  writePage("index.html", "<p>Fine</p>")
  writePage("conditions/knee.html", '<img src="a.jpg" alt="" width="640" height="426.99999999999994">')
  writePage("about.html", '<script type="text/javascript">void 0</script>')
  // Gatsby's slices are fragments stitched into the pages, not pages.
  fs.mkdirSync(path.join(dir, "_gatsby/slices"), { recursive: true })
  fs.writeFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "<html><head></head></html>")

  const run = check()
  expect(run.status).toBe(1)
  const lines = run.stderr.trim().split("\n")
  expect(lines).toContainEqual(
    expect.stringMatching(/^conditions\/knee\.html:1:\d+: Bad value “426\.99999999999994” for attribute “height”/),
  )
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^about\.html:1:\d+: The “type” attribute is unnecessary .*\(a warning of a kind not accepted\)$/,
    ),
  )
  expect(run.stdout).toMatch(
    /^Nu HTML Checker: 3 pages checked, 1 errors, 1 warnings not accepted; warnings accepted: 3 /,
  )
})

test("a build with accepted warnings only passes", () => {
  writePage("index.html", "<p>Fine</p>")
  writePage("404.html", "<p>Not found</p>")
  const run = check()
  expect(run).toMatchObject({ status: 0, stderr: "" })
  expect(run.stdout).toMatch(/2 pages checked, 0 errors, 0 warnings not accepted.*: 2 trailing slash on void elements/)
})

test("without Java it says what to install", () => {
  writePage("index.html", "<p>Fine</p>")
  const run = check({ ...process.env, JAVA: path.join(dir, "no-java") })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain("Install Debian's default-jre-headless")
})
