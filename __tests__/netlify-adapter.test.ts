/** @jest-environment node */
// The adapter gatsby-config uses: gatsby-adapter-netlify, handed Gatsby's own default headers without the ones no
// response may carry. (What the build's responses carry is checked in the browser suite's http.spec.ts.)
import type { IAdapter } from "gatsby"
import { BASE_HEADERS, MUST_REVALIDATE_HEADERS, PERMAMENT_CACHING_HEADERS } from "gatsby/dist/utils/adapter/constants"
import { DROPPED_HEADERS, netlifyAdapter } from "../src/node/netlify-adapter"

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
