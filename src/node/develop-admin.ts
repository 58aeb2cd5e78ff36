// developMiddleware (gatsby-config.ts): `gatsby develop` serves public/ but never an .html file from it (it
// answers page addresses itself), so /admin/ would be a 404 under `npm run cms`. This serves the CMS's page
// from static/admin/; its config.yml, scripts and stylesheet are in public/admin/, which develop does serve.
import type { Application } from "express"
import path from "path"

export const ADMIN_PAGE = path.resolve("static/admin/index.html")

export function serveAdminInDevelop(app: Application) {
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => response.sendFile(ADMIN_PAGE))
}
