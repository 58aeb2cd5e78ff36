import type { GatsbyConfig } from "gatsby"
import { serveAdminInDevelop } from "./src/cms/develop-admin"
import { feedOptions } from "./src/node/feed"
import { netlifyAdapter } from "./src/node/netlify-adapter"
import { robotsTxtOptions } from "./src/node/robots-txt"
import { readColorToken, readSiteConfig } from "./src/node/site-config"
import { yamlTypeName } from "./src/node/yaml-type-name"

const site = readSiteConfig()

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: site.siteUrl, title: site.name, description: site.description },
  graphqlTypegen: {
    generateOnBuild: true,
    // Beside the queries in pages, templates and components, type the build-time ones: graphql(`query X {…}`)
    // in createPages and onPostBuild, and the feed's /* GraphQL */ strings (src/node/feed.ts).
    documentSearchPaths: ["./gatsby-node.ts", "./src/node/*.ts"],
    // Under `npm run cms` (CMS_LOCAL_BACKEND), elsewhere: develop rewrites the types at each save, emptying the file
    // first, and staff who stopped it then were left with an empty src/gatsby-types.d.ts to commit.
    ...(process.env.CMS_LOCAL_BACKEND ? { typesOutputPath: ".cache/typegen/gatsby-types.d.ts" } : {}),
  },
  // Writes public/_redirects and _headers for Netlify, without the deprecated X-XSS-Protection header Gatsby adds;
  // the local preview server reads the same files.
  adapter: netlifyAdapter(),
  trailingSlash: "never",
  developMiddleware: serveAdminInDevelop,
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // The JSON Schemas in content/schemas/ are for editors' code editors, not the site.
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/schemas/**"] },
    },
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // Picture (src/components/picture) shows an image's dominant colour until it arrives; a blurred placeholder
      // would ride along in every page's data unused. AVIF at sharp's effort 2 of 9, not its default 4: encoding AVIF
      // was most of a clean build, and this cut the image jobs from 76 s to 17 s, the AVIF files 3% larger (865 to
      // 894 KB, all 206). gatsby-plugin-sharp passes `effort` on only with .patches/gatsby-plugin-sharp+5.16.0.patch;
      // drop the patch when a release passes avifOptions to sharp (its AVIFOptions type names `speed`, unused).
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "dominantColor",
          quality: 70,
          avifOptions: { effort: 2 },
        },
      },
    },
    "gatsby-transformer-sharp",
    // Every page but the 404 page (excluded by default); redirects such as /Conditions/… are not pages. robots.txt
    // names the sitemap for search engines, so no page's head needs to.
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        createLinkInHead: false,
        // Its own query, with the pages in one order: Gatsby lists them in the order it made them, which differs
        // between a cold build and one from the build cache.
        query: "{ site { siteMetadata { siteUrl } } allSitePage(sort: { path: ASC }) { nodes { path } } }",
      },
    },
    { resolve: "gatsby-plugin-robots-txt", options: robotsTxtOptions(site.siteUrl) },
    // /rss.xml, linked from every page's head (src/node/feed.ts).
    { resolve: "gatsby-plugin-feed", options: feedOptions(site.name) },
    {
      // The PNG favicon, the touch icons and the web app manifest, all from the SVG favicon.
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.shortName,
        start_url: "/",
        lang: "en-CA",
        display: "standalone",
        theme_color: readColorToken("--color-primary-strong"),
        background_color: readColorToken("--color-bg"),
        icon: "static/favicon.svg",
        icon_options: { purpose: "any maskable" },
        // One touch icon, linked in gatsby-ssr.tsx, rather than a link per size in every page's head; the icons'
        // addresses stay the same between builds (they are revalidated on each visit, not cached for a year).
        legacy: false,
        cache_busting_mode: "none",
      },
    },
  ],
}

export default config
