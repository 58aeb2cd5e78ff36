// `npm run check-deploy` (scripts/check-deploy.mjs) against this production build, as the local preview serves it:
// it passes; and with each fault a deploy could have, put in on purpose, it fails and names it. A fault in the rule
// files is put in a copy of public/ (the files linked, _redirects written anew); two headers of one name are sent
// by a proxy in front of the preview, because the preview server, like Netlify's own tools, keeps one header per
// name (a later rule's replaces an earlier one's), so neither _headers nor a netlify.toml can make it send two.
// It runs with the browser suite, after the build, since it needs public/; the made-up deploys of
// __tests__/check-deploy.test.ts check each message without a build.
import { execFile } from "child_process"
import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import { expect, test } from "@playwright/test"
import { parse } from "node-html-parser"
import { buildAdminContentSecurityPolicy } from "../../src/lib/content-security-policy"
import { conditionPath } from "../../src/lib/paths"
import { spawnPreviewServer, stopPreviewServer, type PreviewServer } from "../support/preview-server"
import { categories, pageAt } from "./support/content"

const repository = path.resolve(__dirname, "../..")
const publicDir = path.join(repository, "public")
const SCRIPT = path.join(repository, "scripts/check-deploy.mjs")
const UNKNOWN = "/check-deploy-no-such-page-…"

// Each run asks for every page of the sitemap; the first also has the preview compress Decap's bundle.
test.describe.configure({ timeout: 120_000 })

/** Runs the command as `npm run check-deploy -- <url> …` does: its exit code, its problems and its summary. */
function checkDeploy(url: string, ...options: string[]) {
  return new Promise<{ code: number; problems: string[]; summary: string }>(resolve => {
    execFile(process.execPath, [SCRIPT, url, ...options], { cwd: repository }, (error, stdout, stderr) => {
      const lines = stderr
        .replace(/\/check-deploy-no-such-page-[0-9a-f]{8}/g, UNKNOWN)
        .split("\n")
        .filter(Boolean)
      resolve({ code: error ? Number(error.code) : 0, problems: lines, summary: stdout.trim() })
    })
  })
}

const closers: Array<() => Promise<unknown>> = []
test.afterEach(async () => {
  await Promise.all(closers.splice(0).map(close => close()))
})

/**
 * A proxy in front of `target` that sends `extra(path)` besides the headers each answer has.
 * @returns its address
 */
async function addingHeaders(target: string, extra: (urlPath: string) => Array<[string, string]>) {
  const upstream = new URL(target)
  const server = http.createServer((request, response) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, headers: request.headers },
      answer => {
        const headers = [...answer.rawHeaders, ...extra(new URL(request.url ?? "/", target).pathname).flat()]
        response.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(response)
      },
    )
    forward.on("error", () => response.destroy())
    request.pipe(forward)
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  closers.push(() => new Promise(resolve => server.close(resolve)))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The build served from a copy of public/ whose _redirects is `edit`ed, every other file linked, not copied. */
async function servingCopy(edit: (redirects: string) => string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-deploy-"))
  for (const entry of fs.readdirSync(publicDir))
    if (entry !== "_redirects") fs.symlinkSync(path.join(publicDir, entry), path.join(dir, entry))
  fs.writeFileSync(path.join(dir, "_redirects"), edit(fs.readFileSync(path.join(publicDir, "_redirects"), "utf8")))
  const server: PreviewServer = await spawnPreviewServer(["--dir", dir])
  closers.push(async () => {
    await stopPreviewServer(server.child)
    fs.rmSync(dir, { recursive: true, force: true })
  })
  return server.baseUrl
}

/** The header a page of the build is sent with, as the preview sends it. */
async function headerOf(baseURL: string, urlPath: string, name: string) {
  return (await fetch(new URL(urlPath, baseURL))).headers.get(name) ?? ""
}

/** The pages the build's sitemap lists, as paths, in its order. */
const sitemapPages = () =>
  [...fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    match => new URL(match[1]).pathname,
  )

test("passes against the local preview of this build, the CMS opened in Chromium", async ({ baseURL }) => {
  const { code, problems, summary } = await checkDeploy(String(baseURL))
  expect({ code, problems }).toEqual({ code: 0, problems: [] })
  expect(summary).toMatch(new RegExp(`^check-deploy: \\d+ addresses checked on ${baseURL} as production: all passed$`))
})

test("names a second Content-Security-Policy on /admin/, and the CMS it stops in Chromium", async ({ baseURL }) => {
  // What Netlify would send if it added every matching rule's header: the /* rule's policy besides /admin/*'s.
  const sitePolicy = await headerOf(String(baseURL), "/", "content-security-policy")
  const url = await addingHeaders(String(baseURL), urlPath =>
    urlPath.startsWith("/admin/") ? [["Content-Security-Policy", sitePolicy]] : [],
  )
  const { code, problems } = await checkDeploy(url)
  expect(code).toBe(1)
  const [header, ...inBrowser] = problems
  expect(header).toBe(
    "/admin/: expected one Content-Security-Policy header, the CMS's (with 'unsafe-eval'), " +
      `got 2: "${buildAdminContentSecurityPolicy()}" and "${sitePolicy}"`,
  )
  // Decap's own words for its failure belong to its version; the policy's refusal is the browser's.
  expect(inBrowser).toContain(
    "/admin/ in Chromium: expected no Content-Security-Policy violation, got script-src refused eval",
  )
  expect(inBrowser[0]).toMatch(/^\/admin\/ in Chromium: expected the "Login with GitHub" button, got none \(/)
  expect(inBrowser.slice(1).every(line => line.startsWith("/admin/ in Chromium: expected no "))).toBe(true)
})

test("names an old address the deploy no longer redirects", async () => {
  const [from] = categories.flatMap(category => category.redirectFrom ?? [])
  const category = categories.find(candidate => candidate.redirectFrom?.includes(from))
  const url = await servingCopy(redirects =>
    redirects
      .split("\n")
      .filter(line => line.split(/\s+/)[0] !== from)
      .join("\n"),
  )
  expect(await checkDeploy(url, "--skip-browser")).toEqual({
    code: 1,
    problems: [`${from}: expected 301 to ${conditionPath(String(category?.slug))}, got 404`],
    summary: expect.stringMatching(/: 1 problem$/),
  })
})

test("names an unknown address answered with 200", async () => {
  const url = await servingCopy(redirects => `${redirects}\n/*  /index.html  200\n`)
  const home = parse(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).querySelector("h1")
  const shown = home?.text.replace(/\s+/g, " ").trim()
  expect(await checkDeploy(url, "--skip-browser")).toEqual({
    code: 1,
    problems: [
      `${UNKNOWN}: expected 404 with the heading ${JSON.stringify(pageAt("/404").heading)}, ` +
        `got 200 with the heading ${JSON.stringify(shown)}`,
    ],
    summary: expect.stringMatching(/: 1 problem$/),
  })
})

test("names a second Strict-Transport-Security header", async ({ baseURL }) => {
  // As Netlify's own would come besides netlify.toml's.
  const url = await addingHeaders(String(baseURL), () => [["Strict-Transport-Security", "max-age=31536000"]])
  const hsts = await headerOf(String(baseURL), "/", "strict-transport-security")
  const pages = sitemapPages()
  expect(await checkDeploy(url, "--skip-browser")).toEqual({
    code: 1,
    problems: [
      `${pages.slice(0, 3).join(", ")} and ${pages.length - 3} more: expected one Strict-Transport-Security header, ` +
        `got 2: "${hsts}" and "max-age=31536000"`,
    ],
    summary: expect.stringMatching(/: 1 problem$/),
  })
})

test("names a preview that lets search engines in", async ({ baseURL }) => {
  // The local build is made as production; checked as a preview, its robots.txt and its pages are the fault.
  const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8").trim()
  const pages = sitemapPages()
  expect(await checkDeploy(String(baseURL), "--context", "preview", "--skip-browser")).toEqual({
    code: 1,
    problems: expect.arrayContaining([
      `${pages.slice(0, 3).join(", ")} and ${pages.length - 3} more: expected a preview to say noindex ` +
        "(X-Robots-Tag or a robots meta), got neither",
      '/robots.txt: expected a preview to keep crawlers out ("Disallow: /" for User-agent: *), ' +
        `got ${JSON.stringify(robots)}`,
    ]),
    summary: expect.stringMatching(/ as preview \(\/admin\/ not opened in Chromium\): 2 problems$/),
  })
})
