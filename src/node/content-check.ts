// The content check: every rule of the content model, over the content as read (content.ts), with nothing read from
// disk and no day in it. The build runs it on content/ (validate-content.ts, onPreBootstrap) and the CMS runs the
// same function before a save, on the content as of the last build with the entry's draft in place of its file
// (src/cms/previews/verdict.ts), so staff cannot save what the deploy would refuse, and read the build's words.
// What each kind of field accepts, and the words for what it does not, are in field-kinds.ts.
import { describe, isEmpty, kindOf, type CheckContext, type FieldKind, type FieldKindEntry } from "./field-kinds"
import type { ContentType, Field, Fields } from "./content-model"
import { contentTypes } from "./content-model"
import { healthProblems } from "./health"
import { languagePageProblems } from "./language-pages"
import { isPlainObject, itemLabel } from "./item-label"
import { REFERENCE_KINDS, referencedIn, type RecordsAt, type ReferenceTarget } from "./references"
import { addressOf, addressProblems, deadLink, pageAddresses, type PendingLink } from "./site-addresses"
import { clinicDay } from "../lib/calendar"
import { nearest } from "../lib/did-you-mean"

type Report = (field: string, message: string) => void

/** A YAML file of the content, read, with the type that reads it and how messages name it. */
export interface ContentFile {
  /** Relative to content/, with "/" separators: "site.yaml", "posts/bppv.yaml" */
  path: string
  type: ContentType
  data: Record<string, unknown>
  /** "content/posts/bppv.yaml", or with its title when it is one of a folder's files: `… ("BPPV")` */
  shown: string
}

/** A folder's file by its title as well, so an editor knows which condition or post a line is about. */
export const nameOf = (shown: string, type: ContentType, data: Record<string, unknown>) =>
  type.folder && typeof data.title === "string" ? `${shown} ("${data.title}")` : shown

/** Whether a picture a file names (a path from the file's folder) is there, and where it was looked for. */
export type FindImage = (file: Pick<ContentFile, "path">, value: string) => { found: boolean; lookedFor: string }

/** The content to check: each file read, each that could not be, and where pictures are found. */
export interface CheckedContent {
  files: readonly ContentFile[]
  unreadable: ReadonlyArray<{ path: string; problem: string }>
  /** The files the site cannot be built without that are not there, as messages name them */
  missing: readonly string[]
  findImage: FindImage
  /** The day a message may suggest a date from ("did you mean 2026-12-04?"); no verdict depends on it */
  today?: string
}

/** A slug a reference field names, checked once every file has been read. */
interface PendingReference {
  slug: string
  to: ReferenceTarget
  at: string
  report: Report
}

/** A value that must be unique (a slug) and where it was found */
interface KeyUse {
  key: string
  where: string
}

function checkUnique(uses: KeyUse[], name: string, report: Report) {
  const seen = new Map<string, string>()
  for (const { key, where } of uses) {
    const first = seen.get(key)
    if (first) report(where, `${name} "${key}" is already used by ${first}; each ${name} must be unique`)
    else seen.set(key, where)
  }
}

/** A group of fields as the check walks it: its keys, and each field with its kind's entry. */
interface FieldsWalk {
  known: string[]
  each: Array<[key: string, field: Field, kind: FieldKindEntry<FieldKind>]>
}

// Made once a group: the check walks the same few groups on every item of every list of every file.
const walks = new WeakMap<Fields, FieldsWalk>()

function walkOf(fields: Fields): FieldsWalk {
  const known = walks.get(fields)
  if (known) return known
  const walk: FieldsWalk = {
    known: Object.keys(fields),
    each: Object.entries(fields).map(([key, field]) => [key, field, kindOf(field)]),
  }
  walks.set(fields, walk)
  return walk
}

function checkRecord(record: Record<string, unknown>, fields: Fields, at: string, context: CheckContext) {
  const join = (key: string) => (at ? `${at}.${key}` : key)
  const { known, each } = walkOf(fields)
  for (const key of Object.keys(record)) {
    if (key in fields) continue
    const likely = nearest(key, known)
    context.report(
      join(key),
      likely
        ? `is not a known field; did you mean "${likely}"?`
        : `is not a known field (known fields here: ${known.join(", ")})`,
    )
  }
  for (const [key, field, kind] of each) {
    const value = record[key]
    if (!isEmpty(value)) kind.check(value, field, join(key), context)
    else if (field.optional) continue
    else if (Array.isArray(value)) context.report(join(key), "is required but empty: give at least one")
    else context.report(join(key), "is required but missing")
  }
}

function checkList(items: unknown[], fields: Fields, at: string, context: CheckContext) {
  const keys: KeyUse[] = []
  items.forEach((item, i) => {
    const label = itemLabel(at, i, item)
    if (!isPlainObject(item)) {
      context.report(label, `is ${describe(item)}, but should be a group of fields`)
      return
    }
    checkRecord(item, fields, label, context)
    if ("slug" in fields && typeof item.slug === "string") keys.push({ key: item.slug, where: label })
  })
  checkUnique(keys, "slug", context.report)
}

/** How the check of one file reports, finds pictures (relative to it) and notes references and links for later. */
function fileContext(
  findImage: (value: string) => { found: boolean; lookedFor: string },
  report: Report,
  references: PendingReference[],
  links: PendingLink[],
  today = clinicDay(),
): CheckContext {
  const context: CheckContext = {
    today,
    report,
    record: (value, fields, at) => checkRecord(value, fields, at, context),
    list: (items, fields, at) => checkList(items, fields, at, context),
    findImage,
    refer: (slug, to, at) => references.push({ slug, to, at, report }),
    linkTo: (address, at) => links.push({ address, at, report }),
  }
  return context
}

/**
 * The problems of one record against `fields`, "field: message" each, as the check finds them in a file; what
 * references name is not looked up, and `findImage` says whether a picture is there.
 */
export function recordProblems(
  record: Record<string, unknown>,
  fields: Fields,
  findImage: (value: string) => { found: boolean; lookedFor: string },
  today?: string,
): string[] {
  const problems: string[] = []
  const report: Report = (field, message) => problems.push(`${field}: ${message}`)
  checkRecord(record, fields, "", fileContext(findImage, report, [], [], today))
  return problems
}

/** The report an editor sees for a list of problems: a count, then one line each. */
export const describeProblems = (problems: string[]) =>
  `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}`

/** A slug that names nothing of its kind, with the slug it was probably meant to be. */
function unknownReference(slug: string, to: ReferenceTarget, known: string[]): string {
  const problem = `"${slug}" is not a ${REFERENCE_KINDS[to].humanName}`
  const meant = nearest(slug, known)
  return meant ? `${problem}; did you mean "${meant}"?` : problem
}

/** The records in a file (its data) or a folder (each of its files' data), as references.ts looks for them. */
export const recordsIn =
  (files: readonly Pick<ContentFile, "path" | "data">[]): RecordsAt =>
  place =>
    files
      .filter(file => (place.endsWith(".yaml") ? file.path === place : file.path.startsWith(`${place}/`)))
      .map(file => file.data)

/** The files the site cannot be built without (a type's one file) that `paths` does not hold. */
export const missingFiles = (paths: readonly string[]) =>
  contentTypes.flatMap(type => (type.file && !paths.includes(type.file) ? [type.file] : []))

/**
 * Every problem in the content, one line each, "content/file.yaml: field: message", with a folder's file named by
 * its title too. An empty list means the content is fine. No rule here depends on the day it runs.
 */
export function contentProblems({
  files,
  unreadable,
  missing,
  findImage,
  today = clinicDay(),
}: CheckedContent): string[] {
  const problems: string[] = missing.map(shown => `${shown}: the file is missing; the site cannot be built without it`)
  /** The slug of each file in a folder, to find two files sharing one */
  const folderKeys = new Map<ContentType, KeyUse[]>()
  const references: PendingReference[] = []
  const links: PendingLink[] = []
  problems.push(...unreadable.map(each => each.problem))

  for (const file of files) {
    const { type, data } = file
    const report: Report = (field, message) => problems.push(`${file.shown}: ${field}: ${message}`)
    checkRecord(
      data,
      type.fields,
      "",
      fileContext(value => findImage(file, value), report, references, links, today),
    )
    for (const [field, message] of type.check?.(data) ?? []) report(field, message)
    if (type.folder && typeof data.slug === "string") {
      const uses = folderKeys.get(type) ?? []
      uses.push({ key: data.slug, where: file.shown })
      folderKeys.set(type, uses)
    }
  }

  // References last, once every file they may point into has been read.
  const recordsAt = recordsIn(files)
  const known = new Map<ReferenceTarget, string[]>()
  for (const { slug, to, at, report } of references) {
    const slugs = known.get(to) ?? referencedIn(to, recordsAt).map(thing => thing.value)
    known.set(to, slugs)
    if (!slugs.includes(slug)) report(at, unknownReference(slug, to, slugs))
  }

  for (const uses of folderKeys.values()) {
    checkUnique(uses, "slug", (where, message) =>
      problems.push(`${where}: slug: ${message}${sameAddress(files, where)}`),
    )
  }
  problems.push(...memberProblems(files))
  for (const [file, field, message] of healthProblems(files)) problems.push(`${file.shown}: ${field}: ${message}`)
  for (const [file, field, message] of languagePageProblems(files)) problems.push(`${file.shown}: ${field}: ${message}`)
  // A page's address, and a menu's links, once every page is known.
  for (const [file, field, message] of addressProblems(files)) problems.push(`${file.shown}: ${field}: ${message}`)
  const pages = pageAddresses(files)
  for (const { address, at, report } of links) {
    const dead = deadLink(address, pages)
    if (dead) report(at, dead)
  }
  return problems
}

/** For a file whose slug another file of its folder has: the one address both would have, when they would. */
function sameAddress(files: readonly ContentFile[], where: string): string {
  const file = files.find(each => each.shown === where)
  const first = files.find(each => each.type === file?.type && each.data.slug === file?.data.slug)
  return file && first && addressOf(file) === addressOf(first) ? `: both would be the page ${addressOf(file)}` : ""
}

/** The files of a kind of reference with members (references.ts), and of its members' folder. */
export function* withMembers(files: readonly ContentFile[]) {
  for (const kind of Object.values(REFERENCE_KINDS)) {
    if (!("folder" in kind) || !kind.members) continue
    const parents = files.filter(file => file.type.folder === kind.folder)
    const children = files.filter(file => file.type.folder === kind.members?.folder)
    yield { kind, members: kind.members, parents, children }
  }
}

/**
 * A slug names one thing, whether a file or one of its members (a category, or one of its conditions), so a
 * reference cannot mean two.
 */
function memberProblems(files: readonly ContentFile[]): string[] {
  const problems: string[] = []
  for (const { kind, parents, children } of withMembers(files)) {
    for (const child of children) {
      const clash = parents.find(parent => parent.data[kind.valueField] === child.data[kind.valueField])
      if (clash)
        problems.push(
          `${child.shown}: ${kind.valueField}: "${String(child.data[kind.valueField])}" is already used by ${clash.shown}; give it its own`,
        )
    }
  }
  return problems
}
