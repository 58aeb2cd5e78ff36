/** @jest-environment node */
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import {
  buildAdminContentSecurityPolicy,
  buildContentSecurityPolicy,
  isExecutableScriptType,
  LOCAL_CMS_BACKEND,
} from "../src/lib/content-security-policy"
import { inlineScriptHashesOf, pageAddress, withPolicyMeta, writePolicies } from "../src/node/post-build"

const directivesOf = (policy: string) =>
  new Map(policy.split("; ").map(directive => [directive.split(" ")[0], directive.split(" ").slice(1)]))

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`

describe("buildContentSecurityPolicy", () => {
  const policy = directivesOf(
    buildContentSecurityPolicy({
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      formEndpoint: "https://forms.example.org/f/abc123",
      mapEmbedUrl: "https://maps.example.net/maps?q=1+Test+Lane&output=embed",
    }),
  )

  test("scripts only from the site itself and the inline scripts it lists, each hash once", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-a'", "'sha256-b'"])
    expect(policy.get("default-src")).toEqual(["'self'"])
  })

  test("the form provider's origin may be fetched and posted to, and only the map's origin framed", () => {
    expect(policy.get("connect-src")).toEqual(["'self'", "https://forms.example.org"])
    expect(policy.get("form-action")).toEqual(["https://forms.example.org"])
    expect(policy.get("frame-src")).toEqual(["https://maps.example.net"])
  })

  test("no framing of the site, no plugins, no <base> elsewhere; images and styles as Gatsby writes them", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
    expect(policy.get("base-uri")).toEqual(["'self'"])
    expect(policy.get("img-src")).toEqual(["'self'"])
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get("font-src")).toEqual(["'self'"])
  })
})

describe("buildAdminContentSecurityPolicy", () => {
  const production = buildAdminContentSecurityPolicy()
  const localEditing = buildAdminContentSecurityPolicy({ localBackend: LOCAL_CMS_BACKEND })

  test("the production policy names no address on the computer the CMS is opened on", () => {
    expect(production).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/)
    expect(directivesOf(production).get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "https://api.netlify.com",
      "https://api.github.com",
      "https://github.com",
      "https://avatars.githubusercontent.com",
      "https://raw.githubusercontent.com",
    ])
  })

  test("for local editing it lets the CMS reach the editing server too, and is otherwise the same", () => {
    const local = directivesOf(localEditing)
    expect(local.get("connect-src")).toEqual([
      ...(directivesOf(production).get("connect-src") ?? []),
      LOCAL_CMS_BACKEND,
    ])
    expect(new Map([...local].filter(([name]) => name !== "connect-src"))).toEqual(
      new Map([...directivesOf(production)].filter(([name]) => name !== "connect-src")),
    )
  })

  test("names the server by its origin", () => {
    const policy = buildAdminContentSecurityPolicy({ localBackend: "http://127.0.0.1:8081/api/v1" })
    expect(directivesOf(policy).get("connect-src")).toContain("http://127.0.0.1:8081")
    expect(policy).not.toContain("/api/v1")
  })
})

test("isExecutableScriptType: classic and module scripts run; JSON-LD is data", () => {
  for (const type of [undefined, "", "text/javascript", "module", "Module"])
    expect(isExecutableScriptType(type)).toBe(true)
  for (const type of ["application/ld+json", "application/json", "text/template"])
    expect(isExecutableScriptType(type)).toBe(false)
})

describe("each page's policy, in _headers", () => {
  let dir: string
  const loader = '/*<![CDATA[*/window.pagePath="/about";/*]]>*/'
  const moduleScript = 'const t="loading"in HTMLImageElement.prototype;'
  const notice = '(()=>{window.x="a&amp;b"})()'
  const policyFor = (hashes: string[]) => `script-src 'self' ${hashes.join(" ")}; frame-ancestors 'none'`

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"))
    for (const folder of ["conditions", "admin", "_gatsby/slices", "page-data/about", "404"])
      fs.mkdirSync(path.join(dir, folder), { recursive: true })
    fs.writeFileSync(
      path.join(dir, "about.html"),
      `<html><head><script type="application/ld+json">{"@type":"Thing"}</script></head><body>` +
        `<script type="module">${moduleScript}</script><script id="gatsby-script-loader">${loader}</script>` +
        `<script src="/app.js" async></script></body></html>`,
    )
    fs.writeFileSync(path.join(dir, "conditions", "spinal.html"), `<body><script>${notice}</script></body>`)
    fs.writeFileSync(path.join(dir, "index.html"), `<body><script>${notice}</script></body>`)
    fs.writeFileSync(
      path.join(dir, "404.html"),
      `<head><meta charSet="utf-8"/><title>Not found</title></head>` + `<body><script>${loader}</script></body>`,
    )
    fs.copyFileSync(path.join(dir, "404.html"), path.join(dir, "404", "index.html"))
    fs.writeFileSync(path.join(dir, "admin", "index.html"), "<body><script>decap()</script></body>")
    fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "<script>x()</script>")
    fs.writeFileSync(path.join(dir, "app.js"), "console.log('<script>not html</script>')")
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  test("a page's inline scripts are hashed by their exact text, once each; data and files are not", () => {
    const html = fs.readFileSync(path.join(dir, "about.html"), "utf8")
    expect(inlineScriptHashesOf(html)).toEqual([sha256(moduleScript), sha256(loader)].sort())
  })

  test("a page's address is its file's, without .html; the editor's, slices, page data and 404 have none", () => {
    expect(pageAddress("index.html")).toBe("/")
    expect(pageAddress("about.html")).toBe("/about")
    expect(pageAddress(path.join("conditions", "lower-extremity", "ankle-sprain.html"))).toBe(
      "/conditions/lower-extremity/ankle-sprain",
    )
    for (const file of [
      "admin/index.html",
      "_gatsby/slices/_gatsby-scripts-1.html",
      "page-data/x.html",
      "404.html",
      "404/index.html",
    ])
      expect(pageAddress(file)).toBeNull()
  })

  test("one rule per page with only its own scripts, none for /*, and /admin/* the only rule under /admin/", () => {
    const rules = writePolicies(dir, policyFor)
    const paths = rules.split("\n").filter(line => line.startsWith("/"))
    expect(paths).toEqual(["/about", "/conditions/spinal", "/", "/admin/*"])
    expect(rules).toContain(
      `/about\n  Content-Security-Policy: ${policyFor([sha256(moduleScript), sha256(loader)].sort())}`,
    )
    expect(rules).toContain(`/\n  Content-Security-Policy: ${policyFor([sha256(notice)])}`)
    expect(rules).toContain(`/admin/*\n  Content-Security-Policy: ${buildAdminContentSecurityPolicy()}`)
  })

  test.each([
    ["deploy-preview", true],
    ["branch-deploy", true],
    ["production", false],
    [undefined, false],
  ])("a build in Netlify's context %s says noindex on every address: %s", (context, noindex) => {
    const before = process.env.CONTEXT
    if (context) process.env.CONTEXT = context
    else delete process.env.CONTEXT
    try {
      expect(writePolicies(dir, policyFor).includes("/*\n  X-Robots-Tag: noindex")).toBe(noindex)
    } finally {
      if (before === undefined) delete process.env.CONTEXT
      else process.env.CONTEXT = before
    }
  })

  test("the not-found page (both of Gatsby's files) carries its policy in a <meta> after its charset, once", () => {
    writePolicies(dir, policyFor)
    writePolicies(dir, policyFor) // a warm build, with the page kept
    const [html, page404] = ["404.html", "404/index.html"].map(file => fs.readFileSync(path.join(dir, file), "utf8"))
    expect(page404).toBe(html)
    const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha256(loader)}"/>`
    expect(html).toBe(
      `<head><meta charSet="utf-8"/>${meta}<title>Not found</title></head><body><script>${loader}</script></body>`,
    )
    expect(() => withPolicyMeta("<head></head>", "x")).toThrow(/no <meta charset>/)
  })
})
