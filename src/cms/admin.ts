// onPreBootstrap (gatsby-node.ts, after the content check): puts the content editor (Decap CMS) in public/admin/,
// for the build and for `npm run develop` alike: its page (index.html, beside this file), Decap's self-contained
// bundle from npm, its configuration made from the content model, and the previews: the site's components and CSS,
// bundled by preview-bundle.ts. Nothing here reaches a site page.
import fs from "fs"
import path from "path"
import { stringify } from "yaml"
import { LOCAL_CMS_BACKEND } from "../lib/content-security-policy"
import { buildCmsConfig, type CmsOptions } from "./cms-config"
import { readSiteConfig } from "../node/site-config"
import { bundlePreviews } from "./preview-bundle"

/** The CMS's page at /admin/: it loads Decap's bundle, then the previews. */
export const ADMIN_PAGE = path.resolve("src/cms/index.html")

/**
 * Where the CMS commits and how staff sign in, from the build's environment and site.yaml, never typed twice
 * (docs/development.md). On Netlify: the repository the site is built from (REPOSITORY_URL), the branch of the
 * production deploy (BRANCH), and the site's main address (URL) for signing in. CMS_GITHUB_REPO and CMS_BRANCH
 * override the first two. A production build that cannot tell the repository stops, rather than publish a CMS
 * that cannot save. `npm run cms` sets CMS_LOCAL_BACKEND, which adds its local editing server.
 */
export function cmsOptions(env: NodeJS.ProcessEnv = process.env): CmsOptions {
  const production = env.CONTEXT === "production"
  const fromNetlify = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?$/.exec(env.REPOSITORY_URL ?? "")?.[1]
  const repo = env.CMS_GITHUB_REPO || fromNetlify
  if (!repo && production)
    throw new Error(
      `The CMS cannot tell which GitHub repository to save to: Netlify's REPOSITORY_URL is ${JSON.stringify(env.REPOSITORY_URL ?? "")}. ` +
        "Link the site to its GitHub repository in Netlify, or set CMS_GITHUB_REPO=owner/name (docs/going-live.md).",
    )
  const { siteUrl } = readSiteConfig()
  return {
    repo: repo ?? "example-clinic/clinic-website",
    branch: env.CMS_BRANCH || (production ? env.BRANCH : undefined) || "main",
    siteUrl,
    authDomain: new URL(env.URL || siteUrl).hostname,
    localBackendUrl: env.CMS_LOCAL_BACKEND ? `${LOCAL_CMS_BACKEND}/api/v1` : undefined,
  }
}

/**
 * admin/config.yml's text: the configuration as Decap reads it, with a note for whoever opens the file. Long text
 * stays on its line, and a value used twice is written twice rather than as an alias.
 */
export const cmsConfigYaml = (contentDir: string, options: CmsOptions) =>
  "# Made by src/cms/admin.ts from src/node/content-model.ts at each build: change those, not this file.\n" +
  stringify(buildCmsConfig(contentDir, options), { lineWidth: 0, aliasDuplicateObjects: false })

/**
 * Decap's prebuilt bundle: decap-cms.js loads its other chunks (`<n>.decap-cms.js`) and two WebAssembly files
 * from beside itself when they are needed. dist/ also holds the same build under the name cms.js, and source
 * maps; neither is served.
 */
const DECAP_FILES = /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/

function copyDecapBundle(adminDir: string) {
  const dist = path.resolve("node_modules/decap-cms/dist")
  for (const file of fs.readdirSync(dist).filter(name => DECAP_FILES.test(name)))
    fs.copyFileSync(path.join(dist, file), path.join(adminDir, file))
}

export function writeAdmin(publicDir = path.resolve("public"), contentDir = path.resolve("content")) {
  const adminDir = path.join(publicDir, "admin")
  fs.mkdirSync(adminDir, { recursive: true })
  fs.copyFileSync(ADMIN_PAGE, path.join(adminDir, "index.html"))
  copyDecapBundle(adminDir)
  fs.writeFileSync(path.join(adminDir, "config.yml"), cmsConfigYaml(contentDir, cmsOptions()))
  const previews = bundlePreviews(contentDir)
  fs.writeFileSync(path.join(adminDir, "preview.js"), previews.js)
  fs.writeFileSync(path.join(adminDir, "preview.css"), previews.css)
}
