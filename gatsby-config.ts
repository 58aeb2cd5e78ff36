import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { yamlTypeName } from "./src/node/yaml-type-name"

const config: GatsbyConfig = {
  graphqlTypegen: { generateOnBuild: true },
  // Writes public/_redirects and _headers for Netlify; the local preview server reads the same files.
  adapter: adapter(),
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp", "avif"], placeholder: "blurred", quality: 70 } },
    },
    "gatsby-transformer-sharp",
  ],
}

export default config
