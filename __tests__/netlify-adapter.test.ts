/** @jest-environment node */
// The adapter gatsby-config uses: gatsby-adapter-netlify, handed Gatsby's own default headers without the ones no
// response may carry. (What the build's responses carry is checked in the browser suite's http.spec.ts.)
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { IAdapter } from "gatsby"
import { BASE_HEADERS, MUST_REVALIDATE_HEADERS, PERMAMENT_CACHING_HEADERS } from "gatsby/dist/utils/adapter/constants"
import { DROPPED_HEADERS, LOCAL_BUILD_CACHE, netlifyAdapter } from "../src/node/netlify-adapter"

type AdaptContext = Parameters<IAdapter["adapt"]>[0]

/** Adapts `context` through netlifyAdapter into a stand-in adapter, and returns what that one received. */
async function adapt(context: Pick<AdaptContext, "routesManifest" | "headerRoutes">) {
  const received: AdaptContext[] = []
  const inner: IAdapter = { name: "stand-in", adapt: given => void received.push(given) }
  const warn = jest.fn()
  const wrapped = netlifyAdapter(inner)
  expect(wrapped.name).toBe("stand-in")
  await wrapped.adapt({ ...context, reporter: { warn } } as unknown as AdaptContext)
  return { received: received[0], warn }
}

const keys = (headers: Array<{ key: string }>) => headers.map(({ key }) => key)

test("Gatsby's defaults reach the adapter without X-XSS-Protection, and every other header as it was", async () => {
  // Gatsby's defaults carry it: when they stop, this test fails, and the wrapper can go.
  expect(keys(BASE_HEADERS)).toContain("x-xss-protection")
  const { received, warn } = await adapt({
    headerRoutes: [{ path: "/*", headers: MUST_REVALIDATE_HEADERS }],
    routesManifest: [
      { type: "static", path: "/app-123.js", filePath: "public/app-123.js", headers: PERMAMENT_CACHING_HEADERS },
      { type: "redirect", path: "/Conditions/knee", toPath: "/conditions/knee", status: 301, headers: BASE_HEADERS },
      { type: "function", path: "/api/hello", functionId: "hello" },
    ],
  })
  const without = (headers: Array<{ key: string; value: string }>) =>
    headers.filter(({ key }) => !DROPPED_HEADERS.includes(key))
  expect(received.headerRoutes).toEqual([{ path: "/*", headers: without(MUST_REVALIDATE_HEADERS) }])
  expect(keys(received.headerRoutes[0].headers)).toEqual([
    "cache-control",
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
  ])
  expect(received.routesManifest).toEqual([
    { type: "static", path: "/app-123.js", filePath: "public/app-123.js", headers: without(PERMAMENT_CACHING_HEADERS) },
    {
      type: "redirect",
      path: "/Conditions/knee",
      toPath: "/conditions/knee",
      status: 301,
      headers: without(BASE_HEADERS),
    },
    { type: "function", path: "/api/hello", functionId: "hello" },
  ])
  expect(warn).not.toHaveBeenCalled()
})

test("once Gatsby sends none of them, the build says the wrapper can go", async () => {
  const { received, warn } = await adapt({
    headerRoutes: [{ path: "/*", headers: [{ key: "cache-control", value: "no-cache" }] }],
    routesManifest: [],
  })
  expect(received.headerRoutes).toEqual([{ path: "/*", headers: [{ key: "cache-control", value: "no-cache" }] }])
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("src/node/netlify-adapter.ts can go"))
})

describe("the build cache", () => {
  test("on Netlify is the adapter's own", async () => {
    const restore = jest.fn(async () => true)
    const store = jest.fn(async () => undefined)
    const inner: IAdapter = { name: "stand-in", adapt: () => undefined, cache: { restore, store } }
    const cache = netlifyAdapter(inner, { NETLIFY: "true" }).cache!
    const args = { directories: [".cache", "public"], reporter: {} } as Parameters<typeof cache.restore>[0]
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-cache-"))
    const cwd = process.cwd()
    process.chdir(project)
    try {
      expect(await cache.restore(args)).toBe(true)
      await cache.store(args)
    } finally {
      process.chdir(cwd)
      fs.rmSync(project, { recursive: true, force: true })
    }
    expect([restore.mock.calls, store.mock.calls]).toEqual([[[args]], [[args]]])
  })

  /** Runs the local cache's `store` or `restore` in `project` as a process of its own; returns what it returned. */
  const run = (project: string, action: "store" | "restore") => {
    const cli = path.join(__dirname, "fixtures/build-cache-cli.ts")
    const jiti = path.join(__dirname, "../node_modules/jiti/lib/jiti-cli.mjs")
    const result = spawnSync(process.execPath, [jiti, cli, action], { cwd: project, encoding: "utf8" })
    if (result.status !== 0) throw new Error(result.stderr)
    return JSON.parse(result.stdout.trim().split("\n").at(-1)!)
  }

  test("off Netlify keeps .cache and public/ in .netlify/build-cache and puts them back as they were", () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"))
    const at = (file: string) => path.join(project, file)
    try {
      expect(run(project, "restore")).toBe(false)
      fs.mkdirSync(at("public/about"), { recursive: true })
      fs.writeFileSync(at("public/about/index.html"), "<h1>About</h1>")
      fs.mkdirSync(at(".cache"))
      fs.writeFileSync(at(".cache/redux.json"), "{}")
      run(project, "store")
      expect(fs.readdirSync(at(LOCAL_BUILD_CACHE))).not.toEqual([])
      // What the adapter does after the store: the page file moves for pretty URLs.
      fs.renameSync(at("public/about/index.html"), at("public/about.html"))
      expect(run(project, "restore")).toBe(true)
      expect(fs.readFileSync(at("public/about/index.html"), "utf8")).toBe("<h1>About</h1>")
      expect(fs.existsSync(at("public/about.html"))).toBe(false)
      expect(fs.readFileSync(at(".cache/redux.json"), "utf8")).toBe("{}")
      // Gatsby compiles gatsby-config and gatsby-node just before it restores: that compile is the one kept.
      fs.mkdirSync(at(".cache/compiled"))
      fs.writeFileSync(at(".cache/compiled/gatsby-config.js"), "last build's")
      run(project, "store")
      fs.writeFileSync(at(".cache/compiled/gatsby-config.js"), "this build's")
      expect(run(project, "restore")).toBe(true)
      expect(fs.readFileSync(at(".cache/compiled/gatsby-config.js"), "utf8")).toBe("this build's")
    } finally {
      fs.rmSync(project, { recursive: true, force: true })
    }
  })
})
