/** @jest-environment node */
// The preview server runs as `npm run serve` runs it, as a child process, and is judged by what a client receives.
import { spawnSync } from "child_process"
import fs from "fs"
import http, { type IncomingHttpHeaders } from "http"
import os from "os"
import path from "path"
import zlib from "zlib"
import { previewScript, spawnPreviewServer, stopPreviewServer, type PreviewServer } from "./support/preview-server"

const HEADERS = `
# gatsby-adapter-netlify start
/*
  cache-control: public, max-age=0, must-revalidate
  x-content-type-options: nosniff
  referrer-policy: same-origin
  x-frame-options: DENY
/static/*
  cache-control: public, max-age=31536000, immutable
/app-0123456789abcdef0123.js
  cache-control: public, max-age=31536000, immutable
/blogs/*
  x-frame-options: SAMEORIGIN
# gatsby-adapter-netlify end
`

const REDIRECTS = `
# gatsby-adapter-netlify start
/Conditions/spinal-conditions  /conditions/spinal-conditions  301
/about  /elsewhere  301
/retired  /about  301!
/news/*  /blogs/:splat  301
/team/:member  /our-team/:member  302
/app/*  /index.html  200
/shop/*  /shop-closed.html  404
/api/*  https://api.example.com/:splat  200
/fr  /fr.html  302  Language=fr
# gatsby-adapter-netlify end
`

const NETLIFY_TOML = `
[[headers]]
  for = "/*"
  [headers.values]
    Referrer-Policy = "strict-origin-when-cross-origin"
    Permissions-Policy = "camera=()"

[[redirects]]
  from = "/old-contact"
  to = "/about"
  status = 302
`

const ABOUT = `<h1>About</h1>${"<p>Physiotherapy in Mississauga and Toronto.</p>\n".repeat(200)}`
const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(2048, 7)])

const tmpDirs: string[] = []
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preview-"))
  tmpDirs.push(dir)
  return dir
}
const writeFiles = (dir: string, files: Record<string, string | Buffer>) => {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), content)
  }
}

/** A published folder and a netlify.toml beside it, as the build and the repository lay them out. */
function fixture(files: Record<string, string | Buffer>, netlifyToml = "") {
  const root = tmpDir()
  const dir = path.join(root, "public")
  const config = path.join(root, "netlify.toml")
  writeFiles(dir, { "index.html": "<h1>Home</h1>", ...files })
  fs.writeFileSync(config, netlifyToml)
  // Beside the published folder, where no request may reach.
  fs.writeFileSync(path.join(root, "secret.txt"), "not for visitors")
  return { dir, config }
}

const site = fixture(
  {
    "about.html": ABOUT,
    "retired.html": "<h1>Retired</h1>",
    "conditions/spinal-conditions.html": "<h1>Spinal</h1>",
    "blogs/index.html": "<h1>Blog</h1>",
    "shop-closed.html": "<h1>The shop is closed</h1>",
    "404.html": "<h1>Not found page</h1>",
    "app-0123456789abcdef0123.js": `console.log(${JSON.stringify(ABOUT)})`,
    "static/0a1b2c3d/photo.png": PNG,
    _headers: HEADERS,
    _redirects: REDIRECTS,
  },
  NETLIFY_TOML,
)
const bare = fixture({ "about.html": ABOUT })

let server: PreviewServer
let bareServer: PreviewServer

beforeAll(async () => {
  ;[server, bareServer] = await Promise.all([
    spawnPreviewServer(["--dir", site.dir, "--config", site.config]),
    spawnPreviewServer(["--dir", bare.dir, "--config", bare.config]),
  ])
})

afterAll(async () => {
  await Promise.all([stopPreviewServer(server?.child), stopPreviewServer(bareServer?.child)])
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true })
})

const get = (urlPath: string, init: RequestInit = {}) =>
  fetch(server.baseUrl + urlPath, { redirect: "manual", ...init })

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** The bytes as sent, undecoded, and the path exactly as given (fetch would normalise "/../"). */
function raw(urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  const { hostname, port } = new URL(server.baseUrl)
  return new Promise((resolve, reject) => {
    http
      .request({ hostname, port, path: urlPath, method, headers }, response => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on("error", reject)
      .end()
  })
}

const published = (file: string) => fs.readFileSync(path.join(site.dir, file))

describe("routing", () => {
  test("pages are found as Netlify's pretty URLs find them", async () => {
    for (const [urlPath, heading] of [
      ["/", "Home"],
      ["/about", "About"],
      ["/conditions/spinal-conditions", "Spinal"],
      ["/blogs", "Blog"],
      ["/blogs/", "Blog"],
    ]) {
      const response = await get(urlPath)
      expect([urlPath, response.status]).toEqual([urlPath, 200])
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
      await expect(response.text()).resolves.toContain(heading)
    }
  })

  test("a trailing slash on a pretty URL redirects to the address without it, keeping the query", async () => {
    const response = await get("/about/?x=1")
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/about?x=1")
  })

  test("a _redirects rule answers with its status and target, keeping the query", async () => {
    const response = await get("/Conditions/spinal-conditions?utm_source=flyer")
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/conditions/spinal-conditions?utm_source=flyer")
  })

  test("a file shadows a rule for the same path that is not forced", async () => {
    const response = await get("/about")
    expect(response.status).toBe(200)
    await expect(response.text()).resolves.toContain("About")
  })

  test("a forced rule wins over the file at its path", async () => {
    const response = await get("/retired")
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/about")
  })

  test("a splat is carried into :splat", async () => {
    const response = await get("/news/2024/first-visit?ref=mail")
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/blogs/2024/first-visit?ref=mail")
  })

  test("a :placeholder is carried into the target", async () => {
    const response = await get("/team/jane-doe")
    expect(response.status).toBe(302)
    expect(response.headers.get("location")).toBe("/our-team/jane-doe")
  })

  test("a 200 rule rewrites: the target's content at the requested address", async () => {
    const response = await get("/app/settings")
    expect(response.status).toBe(200)
    expect(response.headers.get("location")).toBeNull()
    await expect(response.text()).resolves.toContain("Home")
  })

  test("a 404 rule shows its target with status 404", async () => {
    const response = await get("/shop/cart")
    expect(response.status).toBe(404)
    await expect(response.text()).resolves.toContain("The shop is closed")
  })

  test("redirects in netlify.toml apply too", async () => {
    const response = await get("/old-contact")
    expect(response.status).toBe(302)
    expect(response.headers.get("location")).toBe("/about")
  })

  test("proxies and rules with conditions are left to Netlify and reported at startup", async () => {
    for (const urlPath of ["/api/bookings", "/fr"]) {
      const response = await get(urlPath)
      expect([urlPath, response.status]).toEqual([urlPath, 404])
    }
    expect(server.stderr()).toContain("/api/* https://api.example.com/:splat 200")
    expect(server.stderr()).toContain("/fr /fr.html 302")
  })

  test("anything else gets the 404 page with status 404", async () => {
    const response = await get("/no-such-page")
    expect(response.status).toBe(404)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    await expect(response.text()).resolves.toContain("Not found page")
  })

  test("_headers and _redirects are not published", async () => {
    for (const urlPath of ["/_headers", "/_redirects", "/%5Fheaders"]) {
      const response = await get(urlPath)
      expect([urlPath, response.status]).toEqual([urlPath, 404])
      await expect(response.text()).resolves.toContain("Not found page")
    }
  })

  test("a path that climbs out of the folder is not served", async () => {
    const climbs = ["/..%2fsecret.txt", "/..%2f..%2fetc%2fpasswd", `/${"..%2f".repeat(20)}etc%2fpasswd`]
    for (const urlPath of climbs) {
      const response = await get(urlPath)
      expect([urlPath, response.status]).toEqual([urlPath, 404])
      await expect(response.text()).resolves.toContain("Not found page")
    }
    const unencoded = await raw("/../secret.txt")
    expect(unencoded.status).toBe(404)
    expect(unencoded.body.toString()).toContain("Not found page")
  })
})

describe("headers", () => {
  test("rules from _headers and netlify.toml are merged per path, netlify.toml last", async () => {
    const about = await get("/about")
    expect(about.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(about.headers.get("permissions-policy")).toBe("camera=()")
    expect(about.headers.get("x-content-type-options")).toBe("nosniff")
    expect(about.headers.get("x-frame-options")).toBe("DENY")
    const blog = await get("/blogs/")
    expect(blog.headers.get("x-frame-options")).toBe("SAMEORIGIN")
    expect(blog.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
  })

  test("redirects and 404s get the headers of their path", async () => {
    for (const urlPath of ["/Conditions/spinal-conditions", "/no-such-page", "/blogs/missing"]) {
      const response = await get(urlPath)
      expect([urlPath, response.headers.get("referrer-policy")]).toEqual([urlPath, "strict-origin-when-cross-origin"])
    }
    expect((await get("/blogs/missing")).headers.get("x-frame-options")).toBe("SAMEORIGIN")
  })

  test("hashed bundles and /static/ files are cached for a year, pages are revalidated", async () => {
    expect((await get("/app-0123456789abcdef0123.js")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    )
    expect((await get("/static/0a1b2c3d/photo.png")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    )
    expect((await get("/about")).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
  })

  test("without header rules, responses get Netlify's default Cache-Control and nothing else", async () => {
    for (const urlPath of ["/about", "/missing"]) {
      const response = await fetch(bareServer.baseUrl + urlPath)
      expect([urlPath, response.headers.get("cache-control")]).toEqual([urlPath, "public, max-age=0, must-revalidate"])
      expect(response.headers.get("referrer-policy")).toBeNull()
    }
  })
})

describe("compression and caching", () => {
  test("brotli is chosen when the client offers it", async () => {
    const response = await raw("/about", { "accept-encoding": "gzip, deflate, br" })
    expect(response.headers["content-encoding"]).toBe("br")
    expect(response.headers.vary).toBe("Accept-Encoding")
    expect(Number(response.headers["content-length"])).toBe(response.body.length)
    expect(response.body.length).toBeLessThan(published("about.html").length)
    expect(zlib.brotliDecompressSync(response.body).equals(published("about.html"))).toBe(true)
  })

  test("gzip is chosen when brotli is not offered or refused", async () => {
    for (const acceptEncoding of ["gzip", "br;q=0, gzip"]) {
      const response = await raw("/app-0123456789abcdef0123.js", { "accept-encoding": acceptEncoding })
      expect([acceptEncoding, response.headers["content-encoding"]]).toEqual([acceptEncoding, "gzip"])
      expect(Number(response.headers["content-length"])).toBe(response.body.length)
      expect(zlib.gunzipSync(response.body).equals(published("app-0123456789abcdef0123.js"))).toBe(true)
    }
  })

  test("the file is sent as it is when the client takes no compression", async () => {
    const response = await raw("/about")
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(response.headers.vary).toBe("Accept-Encoding")
    expect(response.body.equals(published("about.html"))).toBe(true)
    expect(Number(response.headers["content-length"])).toBe(response.body.length)
  })

  test("images are never compressed again", async () => {
    const response = await raw("/static/0a1b2c3d/photo.png", { "accept-encoding": "br, gzip" })
    expect(response.headers["content-type"]).toBe("image/png")
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(response.headers.vary).toBeUndefined()
    expect(response.body.equals(PNG)).toBe(true)
  })

  test("each representation has its own ETag, and If-None-Match with it answers 304", async () => {
    const brotli = await raw("/about", { "accept-encoding": "br" })
    const gzip = await raw("/about", { "accept-encoding": "gzip" })
    expect(brotli.headers.etag).toMatch(/^"[^"]+"$/)
    expect(gzip.headers.etag).toMatch(/^"[^"]+"$/)
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag)

    const revalidated = await raw("/about", { "accept-encoding": "br", "if-none-match": brotli.headers.etag as string })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers.etag).toBe(brotli.headers.etag)
    expect(revalidated.headers["cache-control"]).toBe("public, max-age=0, must-revalidate")

    const otherRepresentation = await raw("/about", {
      "accept-encoding": "br",
      "if-none-match": gzip.headers.etag as string,
    })
    expect(otherRepresentation.status).toBe(200)
  })

  test("HEAD answers with the headers GET would send", async () => {
    const headers = { "accept-encoding": "br" }
    const [head, getResponse] = await Promise.all([raw("/about", headers, "HEAD"), raw("/about", headers)])
    expect(head.status).toBe(200)
    for (const name of ["content-type", "content-encoding", "content-length", "etag", "cache-control"]) {
      expect([name, head.headers[name]]).toEqual([name, getResponse.headers[name]])
    }
  })
})

describe("the command line", () => {
  const run = (dir: string, config: string) =>
    spawnSync(
      process.execPath,
      [previewScript, "--dir", dir, "--config", config, "--host", "127.0.0.1", "--port", "0"],
      {
        encoding: "utf8",
        timeout: 15000,
      },
    )

  test("prints where it serves, with the real port", () => {
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/)
  })

  test.each([
    ["_headers", "  cache-control: no-store\n/*\n  x-frame-options: DENY\n", "Path should come before header"],
    ["_redirects", "/old-page\n", "Missing destination"],
  ])("a malformed %s stops the server before it serves anything", (file, content, reason) => {
    const broken = fixture({ [file]: content })
    const result = run(broken.dir, broken.config)
    expect(result.status).toBe(1)
    expect(result.stdout).toBe("")
    expect(result.stderr).toContain(path.join(broken.dir, file))
    expect(result.stderr).toContain(reason)
  })

  test("a malformed netlify.toml stops the server and is named", () => {
    const broken = fixture({}, "[[headers]\nfor = '/*'\n")
    const result = run(broken.dir, broken.config)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(broken.config)
  })

  test("without a build it says how to make one", () => {
    const empty = tmpDir()
    const result = run(empty, bare.config)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`No production build in ${empty}. Run \`npm run build\` first.`)
  })

  test("a server that cannot start fails its caller with what it wrote to stderr", async () => {
    const broken = fixture({ _headers: "  x-frame-options: DENY\n" })
    await expect(spawnPreviewServer(["--dir", broken.dir, "--config", broken.config])).rejects.toThrow(
      /stopped \(exit code 1\) before listening[\s\S]*Path should come before header/,
    )
  })
})
