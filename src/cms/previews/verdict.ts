// The build's verdict on an entry, before it is saved: the build's own content check (src/node/content-check.ts),
// every rule of the model, run on the content as of the last build with the entry's draft in place of its file.
// What the draft adds to what the content had is what the build would refuse, in the build's words; a problem that
// was there before the edit (another file's) is not this save's to answer for.
import { contentProblems, nameOf, type ContentFile, type FindImage } from "../../node/content-check"
import { addressField, contentTypes, typeForFile } from "../../node/content-model"

/** The content as the build read it, for the editor's check (made by src/cms/preview-bundle.ts). */
export interface ContentSnapshot {
  files: Array<{ path: string; data: Record<string, unknown>; shown: string }>
  unreadable: Array<{ path: string; problem: string }>
  missing: string[]
  /** Every picture under content/, relative to it */
  images: string[]
}

declare const PREVIEW_CONTENT: ContentSnapshot
/** The snapshot's fingerprint: what this browser saved is kept for the build it was given, and no other */
declare const PREVIEW_CONTENT_ID: string

/** Where this browser keeps the files it saved since the build, for when /admin/ is opened again before the next. */
const SAVED_HERE = `clinic-cms-saved:${typeof PREVIEW_CONTENT_ID === "undefined" ? "" : PREVIEW_CONTENT_ID}`

function savedHere(): Record<string, Record<string, unknown>> {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(SAVED_HERE) ?? "{}")
    return typeof saved === "object" && saved !== null ? (saved as Record<string, Record<string, unknown>>) : {}
  } catch {
    // No storage (a private window, a test's page): the build's content alone.
    return {}
  }
}

/**
 * The content as of the last build, with what this browser has saved since in its files' places (`remember`): a
 * page added in the CMS, then linked from a menu after /admin/ was opened again, is a page the check knows.
 */
const snapshot: ContentSnapshot =
  typeof PREVIEW_CONTENT === "undefined" ? { files: [], unreadable: [], missing: [], images: [] } : PREVIEW_CONTENT
for (const [path, data] of Object.entries(savedHere())) place(path, data)

/** A path from `folder`, "a/b" and "../images/x.jpg" → "images/x.jpg", as the build resolves a picture. */
export function resolvedFrom(folder: string, relative: string): string {
  const parts = folder ? folder.split("/") : []
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop()
    else if (part !== "." && part !== "") parts.push(part)
  }
  return parts.join("/")
}

const folderOf = (file: string) => file.split("/").slice(0, -1).join("/")

/** A picture is there when the build saw it, or when this save uploads it (its path under content/). */
const findImageIn =
  (images: ReadonlySet<string>): FindImage =>
  (file, value) => {
    const lookedFor = resolvedFrom(folderOf(file.path), value)
    return { found: images.has(lookedFor), lookedFor: `content/${lookedFor}` }
  }

/** "content/posts/bppv.yaml", or with its title when it is one of a folder's files, as the build names it. */
function shownOf(path: string, data: Record<string, unknown>) {
  const type = typeForFile(path)
  return type ? nameOf(`content/${path}`, type, data) : `content/${path}`
}

/** Files as the check takes them, each with its type; a path no type reads is left to the build. */
function typed(files: ContentSnapshot["files"]): ContentFile[] {
  return files.flatMap(({ path, data, shown }) => {
    const type = typeForFile(path)
    return type ? [{ path, type, data, shown }] : []
  })
}

/**
 * Where a folder's new entry will be saved, relative to content/: named as the CMS names it (cms-config.ts), by its
 * slug, its address or its language's code.
 */
export function newEntryPath(collection: string, data: Record<string, unknown>): string | undefined {
  const type = contentTypes.find(each => each.folder === collection)
  if (!type?.folder) return undefined
  const field = type.fileNameField ?? addressField(type) ?? "slug"
  const name = data[field]
  if (typeof name !== "string" || !name) return undefined
  return `${type.folder}/${name.replace(/^\//, "").replace(/\//g, "-")}.yaml`
}

/** Counts lines, so that a line the content had before the edit is taken off once for each time it was there. */
function withoutEach(after: string[], before: string[]): string[] {
  const left = new Map<string, number>()
  for (const line of before) left.set(line, (left.get(line) ?? 0) + 1)
  return after.filter(line => {
    const count = left.get(line) ?? 0
    if (count === 0) return true
    left.set(line, count - 1)
    return false
  })
}

/** The entry's own lines without its file's name before them, as the form shows them: "review.nextReview: is …". */
const inTheForm = (line: string, shown: string) => (line.startsWith(`${shown}: `) ? line.slice(shown.length + 2) : line)

/**
 * What the build would refuse if the file at `path` (relative to content/) held `data`, and nothing else changed:
 * each line in the build's words, the entry's own lines without the file's name. `uploads` are the pictures this
 * save adds, relative to content/.
 */
export function verdictOn(path: string, data: Record<string, unknown>, uploads: readonly string[] = []): string[] {
  const shown = shownOf(path, data)
  const others = snapshot.files.filter(file => file.path !== path)
  const findImage = findImageIn(new Set([...snapshot.images, ...uploads]))
  const base = { unreadable: snapshot.unreadable, missing: snapshot.missing.filter(each => each !== `content/${path}`) }
  const before = contentProblems({ ...base, files: typed(snapshot.files), findImage })
  const after = contentProblems({ ...base, files: typed([...others, { path, data, shown }]), findImage })
  return withoutEach(after, before).map(line => inTheForm(line, shown))
}

/** Whether the content has a file at `path`, relative to content/. */
export const hasFile = (path: string) => snapshot.files.some(file => file.path === path)

function place(path: string, data: Record<string, unknown>) {
  snapshot.files = [...snapshot.files.filter(file => file.path !== path), { path, data, shown: shownOf(path, data) }]
}

/** After a save the editor accepted, the next verdict sees the file as saved, in this browser until the next build. */
export function remember(path: string, data: Record<string, unknown>) {
  place(path, data)
  try {
    window.localStorage.setItem(SAVED_HERE, JSON.stringify({ ...savedHere(), [path]: data }))
  } catch {
    // Storage full or refused: this session still knows it.
  }
}
