// Build-time APIs, one concern per file in src/node/.
export { onPreBootstrap } from "./src/node/pre-bootstrap"
export { createSchemaCustomization } from "./src/node/schema"
export { createPages } from "./src/node/create-pages"
export { onPostBuild } from "./src/node/post-build"
export { onPostBootstrap, onCreateNode } from "./src/node/content-watch"
export { onCreateWebpackConfig } from "./src/node/page-css"
