// gatsby-config: options for gatsby-plugin-robots-txt. Crawlers are welcome on the production site and kept
// out of Netlify's deploy previews and branch deploys, so a preview never competes with the real site in
// search results. Netlify names the kind of build in CONTEXT; a local build counts as production, so the
// robots.txt that is tested is the one that launches.
import { absoluteUrl } from "../lib/paths"

export const isPreviewBuild = () => Boolean(process.env.CONTEXT) && process.env.CONTEXT !== "production"

export function robotsTxtOptions(siteUrl: string) {
  return {
    resolveEnv: () => (isPreviewBuild() ? "preview" : "production"),
    env: {
      production: {
        policy: [{ userAgent: "*", allow: "/" }],
        sitemap: absoluteUrl(siteUrl, "/sitemap-index.xml"),
        host: null,
      },
      preview: { policy: [{ userAgent: "*", disallow: ["/"] }], sitemap: null, host: null },
    },
  }
}
