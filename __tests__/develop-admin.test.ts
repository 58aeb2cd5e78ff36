/** @jest-environment node */
// `npm run cms` opens /admin/ on `gatsby develop`, which never serves an .html file from public/ itself.
import express from "express"
import fs from "fs"
import type { AddressInfo } from "net"
import { ADMIN_PAGE } from "../src/cms/admin"
import { LOCAL_SESSION_PATH, LOCAL_SESSION_SCRIPT, serveAdminInDevelop } from "../src/cms/develop-admin"
import { buildAdminContentSecurityPolicy, LOCAL_CMS_BACKEND } from "../src/lib/content-security-policy"

/** Develop's middleware on a server of its own: what it answers at an address. */
async function answer(address: string, localEditing: boolean) {
  const app = express()
  serveAdminInDevelop(app, localEditing)
  const server = app.listen(0, "127.0.0.1")
  await new Promise(resolve => server.once("listening", resolve))
  try {
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}${address}`)
    return { response, text: await response.text() }
  } finally {
    server.close()
  }
}

test.each(["/admin", "/admin/", "/admin/index.html"])("develop answers %s with the CMS's page", async address => {
  const { response, text: html } = await answer(address, false)
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toMatch(/^text\/html/)
  expect(html).toBe(fs.readFileSync(ADMIN_PAGE, "utf8"))
  expect(html).toContain('<script src="/admin/decap-cms.js"></script>')
  // The CMS's policy, letting it reach the local editing server as the production one does not.
  const policy = response.headers.get("content-security-policy")
  expect(policy).toBe(buildAdminContentSecurityPolicy({ localBackend: LOCAL_CMS_BACKEND }))
  expect(policy).toMatch(/connect-src [^;]* http:\/\/127\.0\.0\.1:8081(;|$)/)
})

test("under `npm run cms` the page keeps the local server's session before Decap starts, from a file of the site", async () => {
  const { text: html } = await answer("/admin/", true)
  const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map(([, src]) => src)
  expect(scripts).toEqual([LOCAL_SESSION_PATH, "/admin/decap-cms.js", "/admin/preview.js"])
  const { response, text: script } = await answer(LOCAL_SESSION_PATH, true)
  expect(response.headers.get("content-type")).toMatch(/^application\/javascript/)
  expect(script).toBe(LOCAL_SESSION_SCRIPT)
})

test("plain `npm run develop` has no local session: its CMS signs in with GitHub", async () => {
  expect((await answer(LOCAL_SESSION_PATH, false)).response.status).toBe(404)
})
