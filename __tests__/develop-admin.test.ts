/** @jest-environment node */
// `npm run cms` opens /admin/ on `gatsby develop`, which never serves an .html file from public/ itself.
import express from "express"
import fs from "fs"
import type { AddressInfo } from "net"
import { ADMIN_PAGE } from "../src/cms/admin"
import { serveAdminInDevelop } from "../src/cms/develop-admin"
import { buildAdminContentSecurityPolicy, LOCAL_CMS_BACKEND } from "../src/lib/content-security-policy"

test.each(["/admin", "/admin/", "/admin/index.html"])("develop answers %s with the CMS's page", async address => {
  const app = express()
  serveAdminInDevelop(app)
  const server = app.listen(0, "127.0.0.1")
  await new Promise(resolve => server.once("listening", resolve))
  try {
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}${address}`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toBe(fs.readFileSync(ADMIN_PAGE, "utf8"))
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>')
    // The CMS's policy, letting it reach the local editing server as the production one does not.
    const policy = response.headers.get("content-security-policy")
    expect(policy).toBe(buildAdminContentSecurityPolicy({ localBackend: LOCAL_CMS_BACKEND }))
    expect(policy).toMatch(/connect-src [^;]* http:\/\/127\.0\.0\.1:8081(;|$)/)
  } finally {
    server.close()
  }
})
