// What Netlify sends, read through the local preview that applies the same files (public/_headers,
// public/_redirects, netlify.toml), without a browser: security headers (and no deprecated one) and the
// Content-Security-Policy, caching, compression, the 404 answer, and what search engines read besides the pages:
// the sitemap, robots.txt, the icons and the manifest, and a title of its own for every route.
import fs from "fs"
import http from "http"
import path from "path"
import zlib from "zlib"
import { buildAdminContentSecurityPolicy } from "../../src/lib/content-security-policy"
import { categories, PAGE_ROUTES, POST_ROUTES, site } from "./support/content"
import { expect, test } from "./support/fixtures"

const PUBLIC = path.resolve(__dirname, "../../public")

const origin = site.siteUrl.replace(/\/$/, "")

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map(part => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  )

test.describe("a page's response", () => {
  test("carries the security headers", async ({ request }) => {
    const headers = (await request.get("/contact")).headers()
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()")
    expect(headers["x-frame-options"]).toBe("DENY")
  })

  test("has a Content-Security-Policy that allows the site, its inline scripts by hash, the form provider and the map", async ({
    request,
  }) => {
    const policy = directivesOf((await request.get("/contact")).headers()["content-security-policy"] ?? "")
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

  test("is revalidated on every visit and compressed with brotli", async ({ request }) => {
    const headers = (await request.get("/contact", { headers: { "Accept-Encoding": "br, gzip" } })).headers()
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    expect(headers["content-encoding"]).toBe("br")
    expect(headers.vary).toMatch(/accept-encoding/i)
  })
})

test("a page compressed with brotli or gzip reads the same as the page sent plainly", async ({ request, baseURL }) => {
  const plain = await request.get("/about", { headers: { "Accept-Encoding": "identity" } })
  expect(plain.headers()["content-encoding"]).toBeUndefined()
  const text = await plain.text()
  for (const [encoding, decode] of [
    ["br", zlib.brotliDecompressSync],
    ["gzip", zlib.gunzipSync],
  ] as const) {
    // Playwright's request decodes the body itself; read the bytes on the wire through Node's http instead.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${baseURL}/about`, { headers: { "Accept-Encoding": encoding } }, response => {
          if (response.headers["content-encoding"] !== encoding) reject(new Error(`not sent as ${encoding}`))
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

test("the content editor has a policy of its own, which names no address on the computer it is opened on", async ({
  request,
}) => {
  const policy = (await request.get("/admin/")).headers()["content-security-policy"]
  expect(policy).toBe(buildAdminContentSecurityPolicy())
  expect(policy).not.toMatch(/127\.0\.0\.1|localhost/)
})

test("hashed bundles and /static/ files are cached for a year; page data is revalidated", async ({ request }) => {
  const html = await (await request.get("/about")).text()
  const bundle = /"(\/app-[^"]+\.js)"/.exec(html)?.[1]
  const image = /<img[^>]* src="(\/static\/[^"]+)"/.exec(html)?.[1]
  for (const file of [bundle, image]) {
    const response = await request.get(String(file))
    expect([file, response.status(), response.headers()["cache-control"]]).toEqual([
      file,
      200,
      "public, max-age=31536000, immutable",
    ])
  }
  const pageData = await request.get("/page-data/about/page-data.json")
  expect([pageData.status(), pageData.headers()["cache-control"]]).toEqual([200, "public, max-age=0, must-revalidate"])
})

test("images are sent as they are, not compressed again", async ({ request }) => {
  const response = await request.get("/icons/icon-512x512.png", { headers: { "Accept-Encoding": "br, gzip" } })
  expect(response.status()).toBe(200)
  expect(response.headers()["content-encoding"]).toBeUndefined()
})

for (const file of ["/_headers", "/_redirects"]) {
  test(`Netlify's rule file ${file} is not served`, async ({ request }) => {
    const response = await request.get(file)
    expect(response.status()).toBe(404)
    expect(await response.text()).not.toMatch(/^\s+Content-Security-Policy:/m)
  })
}

test("an unknown address gets the 404 page with the same security headers, its policy in the page", async ({
  request,
}) => {
  const response = await request.get("/no-such-page")
  expect(response.status()).toBe(404)
  // No _headers rule matches every address (that would match /admin/ too): the page carries the site's policy.
  expect(response.headers()["content-security-policy"]).toBeUndefined()
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text())?.[1]
  expect(meta).toContain("default-src 'self'")
  expect(meta).toMatch(/script-src 'self' 'sha256-/)
  expect(response.headers()["x-frame-options"]).toBe("DENY")
  expect(response.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
})

test("/admin/ matches one policy rule in _headers, its own; no rule matches every address", () => {
  const rules = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8").split(/\n(?=\/)/)
  const policies = rules.filter(rule => /^\s+Content-Security-Policy:/im.test(rule)).map(rule => rule.split("\n")[0])
  expect(policies).not.toContain("/*")
  expect(policies.filter(address => address === "/admin/*" || address.startsWith("/admin"))).toEqual(["/admin/*"])
})

test("no response carries X-XSS-Protection, deprecated and advised against (src/node/netlify-adapter.ts)", async ({
  request,
}) => {
  const html = await (await request.get("/about")).text()
  const bundle = /"(\/app-[^"]+\.js)"/.exec(html)?.[1]
  const image = /<img[^>]* src="(\/static\/[^"]+)"/.exec(html)?.[1]
  // An old address a category lists, which the build redirects.
  const moved = categories.flatMap(category => category.redirectFrom ?? []).slice(0, 1)
  const answers = [
    ["/", 200],
    ["/about", 200],
    [String(bundle), 200],
    [String(image), 200],
    ["/page-data/about/page-data.json", 200],
    ["/admin/", 200],
    ...moved.map(address => [address, 301] as const),
    ["/no-such-page", 404],
  ] as const
  const received = await Promise.all(
    answers.map(async ([address]) => {
      const response = await request.get(address, { maxRedirects: 0 })
      return [address, response.status(), response.headers()["x-xss-protection"]]
    }),
  )
  expect(received).toEqual(answers.map(([address, status]) => [address, status, undefined]))
})

test("every route has a title of its own", async ({ request }) => {
  const titles = await Promise.all(
    [...PAGE_ROUTES, ...POST_ROUTES].map(
      async route => /<title[^>]*>([^<]*)<\/title>/.exec(await (await request.get(route)).text())?.[1],
    ),
  )
  expect(titles.every(Boolean)).toBe(true)
  expect(new Set(titles).size).toBe(titles.length)
})

test("the sitemap lists every route and post at the site's address, and nothing else", async ({ request }) => {
  const index = await request.get("/sitemap-index.xml")
  expect(index.status()).toBe(200)
  expect(index.headers()["content-type"]).toContain("xml")
  expect(await index.text()).toContain(`<loc>${origin}/sitemap-0.xml</loc>`)
  const sitemap = await request.get("/sitemap-0.xml")
  expect(sitemap.status()).toBe(200)
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1])
  expect(listed.sort()).toEqual([...PAGE_ROUTES, ...POST_ROUTES].map(route => `${origin}${route}`).sort())
})

test("robots.txt lets every crawler in and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toContain("text/plain")
  expect((await response.text()).trim().split("\n")).toEqual([
    "User-agent: *",
    "Allow: /",
    `Sitemap: ${origin}/sitemap-index.xml`,
  ])
})

test("the favicon, touch icon and web app manifest are linked and served", async ({ page, request }) => {
  await page.goto("/about")
  const html = await page.content()
  // The manifest is linked once the first screen is painted (src/node/scripts-after-paint.ts), the icons at once.
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest")
  const linked = (rel: string) => page.locator(`head link[rel="${rel}"]`).first().getAttribute("href")
  const [icon, touchIcon, manifest] = await Promise.all(
    ["icon", "apple-touch-icon", "manifest"].map(async rel => request.get(String(await linked(rel)))),
  )
  expect([icon.status(), icon.headers()["content-type"]]).toEqual([200, expect.stringMatching(/^image\//)])
  expect([touchIcon.status(), touchIcon.headers()["content-type"]]).toEqual([200, "image/png"])
  expect(manifest.status()).toBe(200)
  const webManifest = (await manifest.json()) as {
    name: string
    theme_color: string
    icons: Array<{ sizes: string }>
  }
  expect(webManifest.name).toBe(site.name)
  expect(webManifest.theme_color).toBe(/<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1])
  expect(webManifest.icons.map(entry => entry.sizes)).toContain("512x512")
})

test("the home page's JSON-LD gives the clinic's address, the cities it serves, its hours and its logo", async ({
  request,
}) => {
  const html = await (await request.get("/")).text()
  const graph = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "{}")[
    "@graph"
  ] as Array<Record<string, unknown>>
  const clinic = graph.find(node => node["@type"] === "Physiotherapy") ?? {}
  expect(clinic["@id"]).toBe(`${origin}/#clinic`)
  expect(clinic.address).toMatchObject({
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.province,
    postalCode: site.address.postalCode,
  })
  expect(clinic.areaServed).toEqual(site.areaServed.map(name => ({ "@type": "City", name })))
  // Every day of site.yaml's week appears once, open at its hours or, when closed, from 00:00 to 00:00.
  const byDay = (
    clinic.openingHoursSpecification as Array<{ dayOfWeek: string | string[]; opens: string; closes: string }>
  ).flatMap(spec => [spec.dayOfWeek].flat().map(day => [day, spec.opens, spec.closes]))
  expect(byDay).toEqual(site.hours.map(({ day, opens, closes }) => [day, opens ?? "00:00", closes ?? "00:00"]))
  const logo = await request.get(new URL(String(clinic.logo)).pathname)
  expect([logo.status(), logo.headers()["content-type"]]).toEqual([200, "image/png"])
})
