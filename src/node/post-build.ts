// onPostBuild: has every page ask for Gatsby's scripts after its first paint (scripts-after-paint.ts), then writes
// each page's Content-Security-Policy into public/_headers. It is made after the build because it lists the hash
// of each inline script the page holds, which change with every build, so a page allows exactly its own scripts.
// gatsby-adapter-netlify then adds its own rules (cache headers) to the same file, and netlify.toml adds the other
// security headers.
//
// One rule per page's address, not one for `/*`: a `/*` rule would also match /admin/, which has a policy of its
// own, and Netlify documents nothing about which of two matching rules' headers a response gets; if it sent both,
// the browser would enforce both and the CMS would break. So every address matches at most one policy rule. The
// not-found page, served at any address, carries the site's policy in a <meta> element instead.
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { parse } from "node-html-parser"
import { contactEndpoint } from "../lib/contact-endpoint"
import {
  buildAdminContentSecurityPolicy,
  buildContentSecurityPolicy,
  isExecutableScriptType,
} from "../lib/content-security-policy"
import { filesUnder } from "./files-under"
import { templatesWithOwnCss } from "./page-css"
import { isPreviewBuild } from "./robots-txt"
import { deferRuntimeScripts } from "./scripts-after-paint"

/** The CSP hash sources of the distinct inline scripts of one HTML document, sorted. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes = new Set<string>()
  for (const script of parse(html).querySelectorAll("script")) {
    if (script.hasAttribute("src") || !isExecutableScriptType(script.getAttribute("type"))) continue
    hashes.add(`'sha256-${crypto.createHash("sha256").update(script.rawText, "utf8").digest("base64")}'`)
  }
  return [...hashes].sort()
}

/**
 * The not-found page, which Netlify serves at any address that has no file: Gatsby writes it twice, as 404.html
 * and as the page /404, whose file gatsby-adapter-netlify then copies over 404.html after this step.
 */
const isNotFoundPage = (file: string) => file === "404.html" || file.startsWith("404/")

/** A file's path under public/ with forward slashes. */
const posixPath = (file: string) => file.split(path.sep).join("/")

/**
 * The address a page's HTML file is served at ("about.html" and "about/index.html" are /about, "index.html" is
 * /), or null for HTML that is not a page at an address of its own: the content editor's (admin/, with its own
 * rule), Gatsby's slices, page data, and the not-found page.
 */
export function pageAddress(file: string): string | null {
  const posix = posixPath(file)
  if (/^(admin|_gatsby|page-data)\//.test(posix) || isNotFoundPage(posix)) return null
  if (posix === "index.html") return "/"
  return `/${posix.replace(/(\/index)?\.html$/, "")}`
}

/** A policy without the directives a <meta> element cannot give (frame-ancestors: X-Frame-Options does that). */
const forMeta = (policy: string) =>
  policy
    .split("; ")
    .filter(directive => !directive.startsWith("frame-ancestors "))
    .join("; ")

/**
 * Puts `policy` in a <meta> element right after the page's charset, before anything it governs, in place of one
 * an earlier build put there (a warm build may keep the page's HTML).
 */
export function withPolicyMeta(page: string, policy: string): string {
  const html = page.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "")
  const charset = /<meta charSet="utf-8"\/>/i.exec(html)
  if (!charset) throw new Error("The not-found page has no <meta charset> to put its Content-Security-Policy after")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${forMeta(policy).replace(/"/g, "&quot;")}"/>`
  const at = charset.index + charset[0].length
  return html.slice(0, at) + meta + html.slice(at)
}

/**
 * The _headers rules of the site's pages: for each page, its address and its policy, allowing its own inline
 * scripts; then the content editor's. The not-found page gets its policy in a <meta> element, written here.
 */
export function writePolicies(publicDir: string, policyFor: (scriptHashes: string[]) => string): string {
  const rules = [
    "# Written by src/node/post-build.ts: each page's policy allows the inline scripts it holds, by hash. One rule per",
    "# page, none for /*, so that /admin/ matches only its own.",
  ]
  for (const file of filesUnder(publicDir, /\.html$/).sort()) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8")
    const policy = policyFor(inlineScriptHashesOf(html))
    const address = pageAddress(file)
    if (address) rules.push(address, `  Content-Security-Policy: ${policy}`)
    else if (isNotFoundPage(posixPath(file))) fs.writeFileSync(path.join(publicDir, file), withPolicyMeta(html, policy))
  }
  if (isPreviewBuild())
    rules.push(
      "# A deploy preview or a branch deploy (CONTEXT): no page of it is for search engines (robots-txt.ts).",
      "/*",
      "  X-Robots-Tag: noindex",
    )
  rules.push(
    "# The content editor runs Decap CMS, which needs more.",
    "/admin/*",
    `  Content-Security-Policy: ${buildAdminContentSecurityPolicy()}`,
    "  X-Robots-Tag: noindex",
    "",
  )
  return rules.join("\n")
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.ContentSecurityPolicySourcesQuery>(`
    query ContentSecurityPolicySources {
      siteYaml {
        formEndpoint
        mapEmbedUrl
      }
    }
  `)
  const site = result.data?.siteYaml
  if (result.errors || !site) {
    reporter.panicOnBuild("Could not read the form and map addresses for the Content-Security-Policy", result.errors)
    return
  }
  const publicDir = path.resolve("public")
  // First the pages take their final form, then the policy lists the inline scripts they hold.
  if (templatesWithOwnCss(publicDir).length === 0) {
    reporter.panicOnBuild(
      "No page template's chunk has a stylesheet of its own (public/webpack.stats.json): Gatsby bundles all CSS " +
        "together again, so every page would inline every page's CSS. See src/node/page-css.ts.",
    )
    return
  }
  try {
    reporter.info(`Scripts after first paint: ${deferRuntimeScripts(publicDir)} pages rewritten`)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  const policyFor = (scriptHashes: string[]) =>
    buildContentSecurityPolicy({
      scriptHashes,
      formEndpoint: contactEndpoint(site.formEndpoint),
      mapEmbedUrl: site.mapEmbedUrl,
    })
  fs.writeFileSync(path.join(publicDir, "_headers"), writePolicies(publicDir, policyFor))
}
