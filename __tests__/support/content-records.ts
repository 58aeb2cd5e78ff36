// The records of content/ (or the copy CONTENT_DIR names) as plain data, for the suites of the functions the GraphQL
// resolvers call: each file parsed, and what a reference may name found as references.ts declares, the way the
// resolvers find it among Gatsby's nodes. Not a test file: jest's testMatch takes only *.test.* files.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { referencedIn, type ReferenceTarget } from "../../src/node/references"
import { contentDir } from "./content-dir"

/** A content file's data, by its path under content/. */
export const readContent = <T = Record<string, unknown>>(file: string): T =>
  parse(fs.readFileSync(path.join(contentDir, file), "utf8"))

/** The data of every file of a folder of content/, by file name order. */
export const readFolder = <T = Record<string, unknown>>(folder: string): T[] =>
  fs
    .readdirSync(path.join(contentDir, folder))
    .filter(file => file.endsWith(".yaml"))
    .sort()
    .map(file => readContent<T>(`${folder}/${file}`))

/** Everything a reference to `to` may name in content/, as the resolvers find it among the nodes. */
export const referencedFromContent = (to: ReferenceTarget) =>
  referencedIn(to, place => (place.endsWith(".yaml") ? [readContent(place)] : readFolder(place)))
