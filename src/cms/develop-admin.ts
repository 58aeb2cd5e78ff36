// developMiddleware (gatsby-config.ts): `gatsby develop` serves public/ but never an .html file from it (it
// answers page addresses itself), so /admin/ would be a 404 under `npm run cms`. This serves the CMS's page,
// src/cms/index.html; its config.yml, scripts and stylesheet are in public/admin/, which develop does serve.
// Under `npm run cms` the page opens straight on the collections, with no Login button (LOCAL_SESSION_SCRIPT).
import fs from "fs"
import type { Application } from "express"
import { buildAdminContentSecurityPolicy, LOCAL_CMS_BACKEND } from "../lib/content-security-policy"
import { ADMIN_PAGE } from "./admin"

/** The production policy of /admin/, and the local editing server `npm run cms` starts beside develop. */
export const DEVELOP_ADMIN_CONTENT_SECURITY_POLICY = buildAdminContentSecurityPolicy({
  localBackend: LOCAL_CMS_BACKEND,
})

/** Where the page under `npm run cms` loads LOCAL_SESSION_SCRIPT from, before Decap's bundle. */
export const LOCAL_SESSION_PATH = "/admin/local-session.js"

/**
 * Decap's local editing server signs in no one: its backend's page is a Login button that lets anyone in, and Decap
 * has no setting to skip it (its test backend's `login: false` is not read by this one). Once it is clicked, Decap
 * keeps the session in the browser as `{ backendName: "proxy" }` under "decap-cms-user" and opens on the collections
 * from then on; this stores the same before Decap starts. Only the local server's backend ("proxy") reads it: with
 * GitHub's, Decap asks for a sign-in as before. The CMS's browser test fails if Decap stops reading it.
 */
export const LOCAL_SESSION_SCRIPT = `localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" }))\n`

/** The CMS's page as develop serves it: under `npm run cms`, with the local session first. */
export function developAdminPage(localEditing: boolean): string {
  const page = fs.readFileSync(ADMIN_PAGE, "utf8")
  if (!localEditing) return page
  const decap = '<script src="/admin/decap-cms.js"></script>'
  if (!page.includes(decap)) throw new Error(`${ADMIN_PAGE} no longer loads Decap with ${decap}`)
  return page.replace(decap, `<script src="${LOCAL_SESSION_PATH}"></script>\n    ${decap}`)
}

/** `npm run cms` sets CMS_LOCAL_BACKEND for develop, which adds the local editing server to the CMS's config. */
export function serveAdminInDevelop(app: Application, localEditing = Boolean(process.env.CMS_LOCAL_BACKEND)) {
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => {
    response.setHeader("Content-Security-Policy", DEVELOP_ADMIN_CONTENT_SECURITY_POLICY)
    response.type("html").send(developAdminPage(localEditing))
  })
  if (localEditing)
    app.get(LOCAL_SESSION_PATH, (_request, response) => {
      response.type("js").send(LOCAL_SESSION_SCRIPT)
    })
}
