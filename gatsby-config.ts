import type { GatsbyConfig } from "gatsby"
import { yamlTypeName } from "./src/node/yaml-type-name"

const config: GatsbyConfig = {
  graphqlTypegen: { generateOnBuild: true },
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
