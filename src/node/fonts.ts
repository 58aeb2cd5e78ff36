// onPreBootstrap (with the content check): copies the web fonts from their npm packages to public/fonts/, at
// stable addresses the pages can preload: the site's own (every page), and each script's (src/lib/font.ts: only the
// pages in a language written in it use it). The site's @font-face rules are in src/styles/fonts.css.
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { FONT_FILES, SCRIPT_FONTS } from "../lib/font"

/** Node's own resolution from the project, which the bundler that compiles gatsby-node leaves alone. */
const resolveFromProject = (request: string) => createRequire(path.resolve("package.json")).resolve(request)

export function copyFonts(publicDir = path.resolve("public")) {
  const from = path.resolve("node_modules/@fontsource-variable/source-sans-3")
  fs.mkdirSync(path.join(publicDir, "fonts"), { recursive: true })
  for (const file of FONT_FILES) {
    fs.copyFileSync(path.join(from, "files", file), path.join(publicDir, "fonts", file))
  }
  for (const font of Object.values(SCRIPT_FONTS))
    fs.copyFileSync(resolveFromProject(`${font.package}/files/${font.file}`), path.join(publicDir, "fonts", font.file))
}
