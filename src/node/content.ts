// The one reading of content/: every YAML file read and parsed once per build start, each with the type of the
// content model that reads it. The content check (validate-content.ts), what references name (references.ts), the
// CMS's configuration and previews (src/cms/), the launch check, site-config.ts and the feed all read content/
// through here. A reading is kept while no file under content/ has changed (size and time of each), so the CMS
// configuration, made once per sample list, no longer reads the files again each time, while `npm run develop` sees
// each save at once.
import fs from "fs"
import path from "path"
import { parse, YAMLParseError } from "yaml"
import { contentTypes, typeForFile } from "./content-model"
import { describe } from "./field-kinds"
import { filesUnder } from "./files-under"
import { isPlainObject } from "./item-label"
import { referencedIn, type ReferenceTarget } from "./references"
import { missingFiles, nameOf, recordsIn, type CheckedContent, type ContentFile, type FindImage } from "./content-check"

export type { ContentFile } from "./content-check"
import { nearest } from "../lib/did-you-mean"

/** Where the site's content is, unless a caller (a test, the CMS suite's copy) names another folder. */
export const CONTENT_DIR = path.resolve("content")

/** The content as read: each file the model reads, and a line for each file it cannot (broken YAML, no type). */
export interface Content {
  /** The folder read, absolute */
  dir: string
  /** Every YAML file under it, relative, sorted: those that could not be read too */
  paths: string[]
  files: ContentFile[]
  /** Each file's text as read, for what needs its lines (the launch check names a value by its line) */
  texts: Map<string, string>
  /** "content/x.yaml: is not valid YAML: …", one a file */
  unreadable: Array<{ path: string; problem: string }>
}

/** How messages name a file of `dir`: relative to where the command runs, "content/site.yaml". */
export const shownPath = (dir: string, relativePath: string) =>
  path.relative(process.cwd(), path.join(dir, relativePath)).split(path.sep).join("/")

/** A file's data once parsed: or why it is not a group of fields the model can read. */
export function readFileData(
  relativePath: string,
  text: string,
  shown: string,
): { file: ContentFile } | { problem: string } {
  const type = typeForFile(relativePath)
  if (!type) return { problem: `${shown}: ${unknownFile(relativePath)}` }
  let data: unknown
  try {
    data = parse(text)
  } catch (error) {
    // yaml's message is a line, "… at line 4, column 1:", then the line itself, which the editor has open.
    const reason = error instanceof YAMLParseError ? error.message.split("\n")[0].replace(/:$/, "") : String(error)
    return { problem: `${shown}: is not valid YAML: ${reason}` }
  }
  if (!isPlainObject(data))
    return { problem: `${shown}: (top level): is ${describe(data)}, but should be a group of fields` }
  return { file: { path: relativePath, type, data, shown: nameOf(shown, type, data) } }
}

/** Where each type's files are, relative to content/: site.yaml, pages/about.yaml, conditions/*.yaml … */
const knownFiles = () => contentTypes.map(type => type.file ?? `${type.folder}/*.yaml`)

/** For a file no type reads: the file it was probably meant to be (a misspelt name), or every one there is. */
function unknownFile(relativePath: string): string {
  const meant = nearest(relativePath, knownFiles())
  return meant
    ? `no content type reads this file; did you mean ${meant}?`
    : `no content type reads this file (expected one of: ${knownFiles().join(", ")})`
}

/** Each YAML file's size and time, which say whether a kept reading is still the content's. */
const signatureOf = (dir: string, paths: string[]) =>
  paths
    .map(relative => {
      // Nanoseconds: a test that rewrites a file twice in one millisecond still gets the second reading.
      const stat = fs.statSync(path.join(dir, relative), { bigint: true })
      return `${relative}:${stat.size}:${stat.mtimeNs}:${stat.ino}`
    })
    .join("\n")

const kept = new Map<string, { signature: string; content: Content }>()

/** How often content/ was read from disk in this process: a test holds the CMS's configuration to one reading. */
export const readings = { count: 0 }

/** The content under `contentDir`, read once while none of its files changes. */
export function readContent(contentDir = CONTENT_DIR): Content {
  const dir = path.resolve(contentDir)
  const paths = fs.existsSync(dir) ? filesUnder(dir, /\.ya?ml$/) : []
  const signature = signatureOf(dir, paths)
  const known = kept.get(dir)
  if (known?.signature === signature) return known.content
  readings.count += 1
  const content: Content = { dir, paths, files: [], texts: new Map(), unreadable: [] }
  for (const relativePath of paths) {
    const text = fs.readFileSync(path.join(dir, relativePath), "utf8")
    content.texts.set(relativePath, text)
    const reading = readFileData(relativePath, text, shownPath(dir, relativePath))
    if ("file" in reading) content.files.push(reading.file)
    else content.unreadable.push({ path: relativePath, problem: reading.problem })
  }
  kept.set(dir, { signature, content })
  return content
}

/** The data of one file of the content (relative to content/), when it could be read. */
export const fileData = (content: Content, relativePath: string) =>
  content.files.find(file => file.path === relativePath)?.data

/** Everything a reference to `to` may name in the content under `contentDir`. */
export const referencedInContent = (to: ReferenceTarget, contentDir = CONTENT_DIR) =>
  referencedIn(to, recordsIn(readContent(contentDir).files))

/** A picture a file names, looked for on disk from the file's folder. */
export const findImageOnDisk =
  (dir: string): FindImage =>
  (file, value) => {
    const absolute = path.resolve(dir, path.dirname(file.path), value)
    return {
      found: fs.existsSync(absolute) && fs.statSync(absolute).isFile(),
      lookedFor: path.relative(process.cwd(), absolute),
    }
  }

/** The content under `contentDir` as the content check takes it, pictures looked for on disk. */
export function contentToCheck(contentDir = CONTENT_DIR, today?: string): CheckedContent {
  const content = readContent(contentDir)
  return {
    ...(today ? { today } : {}),
    files: content.files,
    unreadable: content.unreadable,
    missing: missingFiles(content.paths).map(file => shownPath(content.dir, file)),
    findImage: findImageOnDisk(content.dir),
  }
}
