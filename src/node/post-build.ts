// onPostBuild: has every page ask for Gatsby's scripts after its first paint (scripts-after-paint.ts), then writes
// the Content-Security-Policy for every page into public/_headers. It is made after the
// build because it lists the hash of each inline script Gatsby emitted, which change with every build, so
// the policy allows exactly the scripts the site ships. gatsby-adapter-netlify then adds its own rules (cache
// headers) to the same file, and netlify.toml adds the other security headers.
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
import { deferRuntimeScripts } from "./scripts-after-paint"

/** The CSP hash source of each distinct inline script in the HTML files under `publicDir`. */
export function inlineScriptHashes(publicDir: string): string[] {
  const hashes = new Set<string>()
  for (const file of filesUnder(publicDir, /\.html$/)) {
    for (const script of parse(fs.readFileSync(path.join(publicDir, file), "utf8")).querySelectorAll("script")) {
      if (script.hasAttribute("src") || !isExecutableScriptType(script.getAttribute("type"))) continue
      hashes.add(`'sha256-${crypto.createHash("sha256").update(script.rawText, "utf8").digest("base64")}'`)
    }
  }
  return [...hashes].sort()
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
  const policy = buildContentSecurityPolicy({
    scriptHashes: inlineScriptHashes(publicDir),
    formEndpoint: contactEndpoint(site.formEndpoint),
    mapEmbedUrl: site.mapEmbedUrl,
  })
  const rules = [
    "# Written by src/node/post-build.ts: the inline scripts this build emitted are allowed by hash.",
    "/*",
    `  Content-Security-Policy: ${policy}`,
    "# The content editor runs Decap CMS, which needs more; a later rule's header replaces an earlier one's.",
    "/admin/*",
    `  Content-Security-Policy: ${buildAdminContentSecurityPolicy()}`,
    "  X-Robots-Tag: noindex",
    "",
  ].join("\n")
  fs.writeFileSync(path.join(publicDir, "_headers"), rules)
}
