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
import { inlineScriptHashes } from "../src/node/post-build"

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

describe("inlineScriptHashes", () => {
  let dir: string
  const loader = '/*<![CDATA[*/window.pagePath="/about";/*]]>*/'
  const moduleScript = 'const t="loading"in HTMLImageElement.prototype;'

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"))
    fs.mkdirSync(path.join(dir, "conditions"))
    fs.writeFileSync(
      path.join(dir, "about.html"),
      `<html><head><script type="application/ld+json">{"@type":"Thing"}</script></head><body>` +
        `<script type="module">${moduleScript}</script><script id="gatsby-script-loader">${loader}</script>` +
        `<script src="/app.js" async></script></body></html>`,
    )
    fs.writeFileSync(
      path.join(dir, "conditions", "spinal.html"),
      `<body><script type="module">${moduleScript}</script><script>\n  window.x = "a&amp;b";\n</script></body>`,
    )
    fs.writeFileSync(path.join(dir, "app.js"), "console.log('<script>not html</script>')")
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  test("hashes the exact text of every inline script in every page, once each, and nothing else", () => {
    expect(inlineScriptHashes(dir)).toEqual(
      [sha256(moduleScript), sha256(loader), sha256('\n  window.x = "a&amp;b";\n')].sort(),
    )
  })
})
