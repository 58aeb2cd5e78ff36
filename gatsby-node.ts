// Build-time APIs: the site's, one concern per file in src/node/, and the content editor's from src/cms/, which
// is made from src/node's content model (src/node never imports src/cms).
import type { GatsbyNode } from "gatsby"
import { writeAdmin } from "./src/cms/admin"
import { quietOutput } from "./src/node/build-output"
import { splitPageCss } from "./src/node/page-css"
import { prepareContent } from "./src/node/pre-bootstrap"

// The content first: a build whose content breaks the model stops before the CMS is made from it.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  prepareContent(reporter)
  writeAdmin()
}

export { sourceNodes } from "./src/node/build-day"
export { createSchemaCustomization } from "./src/node/schema"
export { createPages } from "./src/node/create-pages"
export { onPostBuild } from "./src/node/post-build"
export { onPostBootstrap, onCreateNode } from "./src/node/content-watch"

// Each replaces the configuration it is given, and Gatsby gives the next one what the first left.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = args => {
  splitPageCss(args)
  quietOutput(args)
}
