// developMiddleware (gatsby-config.ts): `gatsby develop` serves public/ but never an .html file from it (it
// answers page addresses itself), so /admin/ would be a 404 under `npm run cms`. This serves the CMS's page,
// src/cms/index.html; its config.yml, scripts and stylesheet are in public/admin/, which develop does serve.
import type { Application } from "express"
import { ADMIN_PAGE } from "./admin"

export function serveAdminInDevelop(app: Application) {
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => response.sendFile(ADMIN_PAGE))
}
