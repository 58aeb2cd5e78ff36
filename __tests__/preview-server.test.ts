/** @jest-environment node */
import fs from "fs"
import type { Server } from "http"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import { createPreviewServer, parseRedirects } from "../src/tools/preview-server"

let dir: string
let server: Server
let base: string

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}
const get = (urlPath: string) => fetch(base + urlPath, { redirect: "manual" })

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "preview-"))
  write("index.html", "<h1>Home</h1>")
  write("about.html", "<h1>About</h1>")
  write("conditions/spinal-conditions.html", "<h1>Spinal</h1>")
  write("blogs/index.html", "<h1>Blog</h1>")
  write("404.html", "<h1>Not found page</h1>")
  write("app-0123456789abcdef0123.js", "console.log(1)")
  write(
    "_redirects",
    [
      "# managed by the adapter",
      "/Conditions/spinal-conditions  /conditions/spinal-conditions  301",
      "/api/*  /.netlify/functions/x  200",
      "/about  /elsewhere  301",
    ].join("\n"),
  )
  server = createPreviewServer({ dir })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise(resolve => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

test("parseRedirects keeps static redirects and skips comments, rewrites and placeholders", () => {
  expect(parseRedirects("# x\n\n/a  /b  301\n/c /d 302\n/e/* /f 301\n/g /h 200\n/i /j")).toEqual([
    { from: "/a", to: "/b", status: 301 },
    { from: "/c", to: "/d", status: 302 },
    { from: "/i", to: "/j", status: 301 },
  ])
})

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

test("a trailing slash on a pretty URL redirects to the address without it", async () => {
  const response = await get("/about/?x=1")
  expect(response.status).toBe(301)
  expect(response.headers.get("location")).toBe("/about?x=1")
})

test("a _redirects rule answers with its status and target when no file matches", async () => {
  const response = await get("/Conditions/spinal-conditions")
  expect(response.status).toBe(301)
  expect(response.headers.get("location")).toBe("/conditions/spinal-conditions")
})

test("an existing file wins over a rule for the same path, as on Netlify", async () => {
  const response = await get("/about")
  expect(response.status).toBe(200)
})

test("anything else gets the 404 page with status 404", async () => {
  const response = await get("/no-such-page")
  expect(response.status).toBe(404)
  await expect(response.text()).resolves.toContain("Not found page")
})

test("a path that climbs out of the folder is not served", async () => {
  const response = await get("/..%2f..%2fetc%2fpasswd")
  expect(response.status).toBe(404)
})

test("hashed bundles are cached for a year, pages are revalidated", async () => {
  expect((await get("/app-0123456789abcdef0123.js")).headers.get("cache-control")).toContain("immutable")
  expect((await get("/about")).headers.get("cache-control")).toContain("must-revalidate")
})
