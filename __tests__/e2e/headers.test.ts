// What Netlify sends with each response, through the local preview that applies the same files
// (public/_headers, public/_redirects, netlify.toml): security headers, caching, compression, and a
// Content-Security-Policy under which every page works, the map and the form provider included.
import http from "http"
import zlib from "zlib"
import type { Page } from "playwright-core"
import { baseUrl, browserSession, newContext, visit } from "./support/browser"
import { POST_ROUTES, site, SPEC_ROUTES } from "./support/content"

const session = browserSession()

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl() + path, { headers, redirect: "manual" })

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map(part => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  )

describe("a page's response", () => {
  let headers: Headers

  beforeAll(async () => {
    headers = (await get("/contact", { "Accept-Encoding": "br, gzip" })).headers
  })

  test("carries the security headers", () => {
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(headers.get("x-content-type-options")).toBe("nosniff")
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()")
  })

  test("has a Content-Security-Policy that allows the site, its inline scripts by hash, the form provider and the map", () => {
    const policy = directivesOf(headers.get("content-security-policy") ?? "")
    const formOrigin = new URL(site.formEndpoint).origin
    expect(policy.get("default-src")).toEqual(["'self'"])
    const scriptSources = policy.get("script-src") ?? []
    expect(scriptSources[0]).toBe("'self'")
    expect(scriptSources.slice(1).every(source => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true)
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(policy.get("connect-src")).toEqual(["'self'", formOrigin])
    expect(policy.get("form-action")).toEqual([formOrigin])
    expect(policy.get("frame-src")).toEqual([new URL(site.mapEmbedUrl).origin])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(policy.get("base-uri")).toEqual(["'self'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
  })

  test("is revalidated on every visit and compressed with brotli", () => {
    expect(headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
    expect(headers.get("content-encoding")).toBe("br")
    expect(headers.get("vary")).toMatch(/accept-encoding/i)
  })
})

test("a page compressed with brotli or gzip reads the same as the page sent plainly", async () => {
  const plain = await get("/about", { "Accept-Encoding": "identity" })
  expect(plain.headers.get("content-encoding")).toBeNull()
  const text = await plain.text()
  for (const [encoding, decode] of [
    ["br", zlib.brotliDecompressSync],
    ["gzip", zlib.gunzipSync],
  ] as const) {
    // undici's fetch would decode the body itself; read the bytes on the wire through Node's http instead.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${baseUrl()}/about`, { headers: { "Accept-Encoding": encoding } }, response => {
          expect(response.headers["content-encoding"]).toBe(encoding)
          const chunks: Buffer[] = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () => resolve(Buffer.concat(chunks)))
        })
        .on("error", reject)
    })
    expect(raw.length).toBeLessThan(Buffer.byteLength(text) / 2)
    expect(decode(raw).toString("utf8")).toBe(text)
  }
})

test("hashed bundles and /static/ files are cached for a year; page data is revalidated", async () => {
  const { page } = await visit(session.desktop, "/about")
  const bundle = await page.locator('script[src^="/app-"]').getAttribute("src")
  const image = await page.locator('main img[src^="/static/"]').first().getAttribute("src")
  await page.close()
  for (const path of [bundle, image]) {
    const response = await get(String(path))
    expect([path, response.status, response.headers.get("cache-control")]).toEqual([
      path,
      200,
      "public, max-age=31536000, immutable",
    ])
  }
  const pageData = await get("/page-data/about/page-data.json")
  expect(pageData.status).toBe(200)
  expect(pageData.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
})

test("images are sent as they are, not compressed again", async () => {
  const response = await get("/icons/icon-512x512.png", { "Accept-Encoding": "br, gzip" })
  expect(response.status).toBe(200)
  expect(response.headers.get("content-encoding")).toBeNull()
})

test("the browser receives a compressed page with the same headers", async () => {
  const { page, response } = await visit(session.desktop, "/")
  const headers = (await response?.allHeaders()) ?? {}
  expect(["br", "gzip"]).toContain(headers["content-encoding"])
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  await page.close()
})

test.each(["/_headers", "/_redirects"])("Netlify's rule file %s is not served", async path => {
  const response = await get(path)
  expect(response.status).toBe(404)
  expect(await response.text()).not.toContain("Content-Security-Policy")
})

test("an unknown address gets the 404 page with the same security headers", async () => {
  const response = await get("/no-such-page")
  expect(response.status).toBe(404)
  expect(response.headers.get("content-security-policy")).toContain("default-src 'self'")
  expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
})

/** Violations the page reported, collected by the securitypolicyviolation listener in support/browser.ts. */
const cspErrors = (errors: string[]) =>
  errors.filter(error => error.startsWith("CSP violation") || error.includes("Content Security Policy"))

describe("with the production Content-Security-Policy applied", () => {
  test.each([...SPEC_ROUTES, ...POST_ROUTES])(
    "%s loads, hydrates and scrolls to the end without a violation",
    async route => {
      const { page, errors, response } = await visit(session.desktop, route)
      expect(response?.headers()["content-security-policy"]).toBeTruthy()
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState("networkidle")
      expect(cspErrors(errors)).toEqual([])
      await page.close()
    },
  )

  test("the home page's map loads in its frame", async () => {
    const { page, errors } = await visit(session.desktop, "/")
    const mapFrame = page.locator(`iframe[src="${site.mapEmbedUrl}"]`)
    const frameRequest = page.waitForRequest(request => request.url() === site.mapEmbedUrl)
    await mapFrame.scrollIntoViewIfNeeded()
    await frameRequest
    await expect(page.frameLocator(`iframe[src="${site.mapEmbedUrl}"]`).locator("title").textContent()).resolves.toBe(
      "Outside page",
    )
    expect(cspErrors(errors)).toEqual([])
    await page.close()
  })

  test("the contact form reaches the form provider, and the thank-you message shows", async () => {
    const { page, errors } = await visit(session.desktop, "/contact")
    await page.route(site.formEndpoint, route =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }),
    )
    const form = page.getByRole("form", { name: site.contactForm.heading })
    await form.getByRole("textbox", { name: "Full Name", exact: true }).fill("Pat Patient")
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("pat@example.org")
    await form.getByRole("textbox", { name: "Phone Number", exact: true }).fill("905 555 0100")
    const sent = page.waitForRequest(request => request.url() === site.formEndpoint && request.method() === "POST")
    await form.getByRole("button", { name: "Send Message" }).click()
    await sent
    await page.getByText("Thank you! Your message has been sent.").waitFor()
    expect(cspErrors(errors)).toEqual([])
    await page.close()
  })

  test("without JavaScript, the form posts straight to the provider", async () => {
    const noScript = await newContext(session.browser, 1280, { javaScriptEnabled: false })
    const page: Page = await noScript.newPage()
    await page.goto(`${baseUrl()}/contact`)
    const form = page.locator("main form")
    await form.locator('input[name="name"]').fill("Pat Patient")
    await form.locator('input[name="email"]').fill("pat@example.org")
    await form.locator('input[name="phone"]').fill("905 555 0100")
    const [request] = await Promise.all([
      page.waitForRequest(candidate => candidate.url() === site.formEndpoint && candidate.method() === "POST"),
      form.locator('button[type="submit"]').click(),
    ])
    expect(request.postData()).toContain("name=Pat+Patient")
    await noScript.close()
  })
})
