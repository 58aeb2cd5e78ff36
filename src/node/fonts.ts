// onPreBootstrap (with the content check): copies the web font from its npm package to public/fonts/,
// at a stable address the pages can preload. The @font-face rules are in src/styles/fonts.css.
import fs from "fs"
import path from "path"
import { FONT_FILES } from "../lib/font"

export function copyFonts(publicDir = path.resolve("public")) {
  const from = path.resolve("node_modules/@fontsource-variable/source-sans-3")
  fs.mkdirSync(path.join(publicDir, "fonts"), { recursive: true })
  for (const file of FONT_FILES) {
    fs.copyFileSync(path.join(from, "files", file), path.join(publicDir, "fonts", file))
  }
}
