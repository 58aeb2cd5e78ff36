// developMiddleware (gatsby-config.ts): `gatsby develop` serves public/ but never an .html file from it (it
// answers page addresses itself), so /admin/ would be a 404 under `npm run cms`. This serves the CMS's page,
// src/cms/index.html; its config.yml, scripts and stylesheet are in public/admin/, which develop does serve.
import type { Application } from "express"
import { buildAdminContentSecurityPolicy, LOCAL_CMS_BACKEND } from "../lib/content-security-policy"
import { ADMIN_PAGE } from "./admin"

/** The production policy of /admin/, and the local editing server `npm run cms` starts beside develop. */
export const DEVELOP_ADMIN_CONTENT_SECURITY_POLICY = buildAdminContentSecurityPolicy({
  localBackend: LOCAL_CMS_BACKEND,
})

export function serveAdminInDevelop(app: Application) {
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => {
    response.setHeader("Content-Security-Policy", DEVELOP_ADMIN_CONTENT_SECURITY_POLICY)
    response.sendFile(ADMIN_PAGE)
  })
}
