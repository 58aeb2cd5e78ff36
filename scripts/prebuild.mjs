// @ts-check
// `npm run build`'s first step. A build off Netlify starts from the last one, restored from the build cache
// (src/node/netlify-adapter.ts), so public/ is left for Gatsby to replace. Without that cache, public/ is emptied:
// what it holds is a build whose page files the Netlify adapter has since renamed, and Gatsby, finding its own
// .cache, would take those pages as still written and leave them out.
import fs from "node:fs"
import path from "node:path"

const cachedPublic = path.join(".netlify", "build-cache", "public")
if (!fs.existsSync(cachedPublic)) fs.rmSync("public", { recursive: true, force: true })
