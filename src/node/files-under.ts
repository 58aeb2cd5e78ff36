// Build-time helper for validate-content.ts and post-build.ts: the files in a folder tree.
import fs from "fs"
import path from "path"

/** Paths relative to `dir`, with "/" separators and sorted, of every file under it whose name matches `pattern`. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(relative => pattern.test(path.basename(relative)) && fs.statSync(path.join(dir, relative)).isFile())
    .map(relative => relative.split(path.sep).join("/"))
    .sort()
}
