// onPreBootstrap: checks every YAML file under content/ against the content model before Gatsby
// reads it, so an editor's mistake fails the build with one line naming the file and the field.
// What each kind of field accepts, and the words for what it does not, are in field-kinds.ts.
import fs from "fs"
import path from "path"
import { closest, distance as editDistance } from "fastest-levenshtein"
import { parse, YAMLParseError } from "yaml"
import { contentTypes, torontoDay, typeForFile, type ContentType, type Fields } from "./content-model"
import { describe, isEmpty, kindOf, type CheckContext } from "./field-kinds"
import { filesUnder } from "./files-under"
import { readSiteConfig } from "./site-config"
import { ISO_DATE } from "../lib/dates"
import { healthProblems, healthWarnings } from "./health"
import { languagePageProblems, languagePageWarnings } from "./language-pages"
import { factsNotFound, SAMPLES_FOLDER } from "./launch-check"
import { isPlainObject, itemLabel } from "./item-label"
import { REFERENCE_KINDS, referencedInContent, type ReferenceTarget } from "./references"
import { addressOf, addressProblems, deadLink, pageAddresses, type PendingLink } from "./site-addresses"

type Report = (field: string, message: string) => void

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

function checkRecord(record: Record<string, unknown>, fields: Fields, at: string, context: CheckContext) {
  const join = (key: string) => (at ? `${at}.${key}` : key)
  const known = Object.keys(fields)
  for (const key of Object.keys(record)) {
    if (key in fields) continue
    const likely = known.find(name => editDistance(name.toLowerCase(), key.toLowerCase()) <= 2)
    context.report(
      join(key),
      likely
        ? `is not a known field; did you mean "${likely}"?`
        : `is not a known field (known fields here: ${known.join(", ")})`,
    )
  }
  for (const [key, field] of Object.entries(fields)) {
    const value = record[key]
    if (!isEmpty(value)) kindOf(field).check(value, field, join(key), context)
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
  yamlDir: string,
  report: Report,
  references: PendingReference[],
  links: PendingLink[],
  days: Pick<CheckContext, "today" | "opened">,
): CheckContext {
  const context: CheckContext = {
    ...days,
    report,
    record: (value, fields, at) => checkRecord(value, fields, at, context),
    list: (items, fields, at) => checkList(items, fields, at, context),
    findImage: value => {
      const file = path.resolve(yamlDir, value)
      return {
        found: fs.existsSync(file) && fs.statSync(file).isFile(),
        lookedFor: path.relative(process.cwd(), file),
      }
    },
    refer: (slug, to, at) => references.push({ slug, to, at, report }),
    linkTo: (address, at) => links.push({ address, at, report }),
  }
  return context
}

/** The days dates are checked against: `today`, and the day the clinic opened when site.yaml gives a real one. */
function checkDays(contentDir: string, today: string): Pick<CheckContext, "today" | "opened"> {
  const { opened } = readSiteConfig(path.join(contentDir, "site.yaml"))
  return { today, ...(opened && ISO_DATE.test(opened) ? { opened } : {}) }
}

/**
 * The problems of one record against `fields`, "field: message" each, as the build finds them in a file in
 * `yamlDir` (of `contentDir`, whose site.yaml says when the clinic opened) on `today`; what references name is not
 * looked up. `findImage` replaces the look for a picture's file.
 */
export function recordProblems(
  record: Record<string, unknown>,
  fields: Fields,
  yamlDir: string,
  findImage?: CheckContext["findImage"],
  { contentDir = yamlDir, today = torontoDay() }: { contentDir?: string; today?: string } = {},
): string[] {
  const problems: string[] = []
  const report: Report = (field, message) => problems.push(`${field}: ${message}`)
  const context = fileContext(yamlDir, report, [], [], checkDays(contentDir, today))
  checkRecord(record, fields, "", findImage ? { ...context, findImage } : context)
  return problems
}

/** The report an editor sees for a list of problems: a count, then one line each. */
export const describeProblems = (problems: string[]) =>
  `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}`

/** Where each type's files are, relative to content/: site.yaml, pages/about.yaml, conditions/*.yaml … */
const knownFiles = () => contentTypes.map(type => type.file ?? `${type.folder}/*.yaml`)

/** A slug that names nothing of its kind, with the slug it was probably meant to be. */
function unknownReference(slug: string, to: ReferenceTarget, known: string[]): string {
  const problem = `"${slug}" is not a ${REFERENCE_KINDS[to].humanName}`
  const nearest = known.length > 0 ? closest(slug, known) : undefined
  return nearest && editDistance(slug, nearest) <= 3 ? `${problem}; did you mean "${nearest}"?` : problem
}

/** For a file no type reads: the file it was probably meant to be (a misspelt name), or every one there is. */
function unknownFile(relativePath: string): string {
  const nearest = knownFiles()
    .map(known => ({ known, distance: editDistance(known, relativePath) }))
    .sort((a, b) => a.distance - b.distance)[0]
  return nearest && nearest.distance <= 3
    ? `no content type reads this file; did you mean ${nearest.known}?`
    : `no content type reads this file (expected one of: ${knownFiles().join(", ")})`
}

/** A YAML file of the content, read, with the type that reads it and how messages name it. */
interface ContentFile {
  type: ContentType
  data: Record<string, unknown>
  /** Its folder, which the pictures it names are found from */
  dir: string
  /** "content/posts/bppv.yaml", or with its title when it is one of a folder's files: `… ("BPPV")` */
  shown: string
}

/** A folder's file by its title as well, so an editor knows which condition or post a line is about. */
const nameOf = (shownPath: string, type: ContentType, data: Record<string, unknown>) =>
  type.folder && typeof data.title === "string" ? `${shownPath} ("${data.title}")` : shownPath

/** One file under `contentDir`, read: or, when no type reads it or it is no group of fields, why not. */
function readContentFile(contentDir: string, relativePath: string): { file: ContentFile } | { problem: string } {
  const absolute = path.join(contentDir, relativePath)
  const shownPath = path.relative(process.cwd(), absolute)
  const type = typeForFile(relativePath)
  if (!type) return { problem: `${shownPath}: ${unknownFile(relativePath)}` }
  let data: unknown
  try {
    data = parse(fs.readFileSync(absolute, "utf8"))
  } catch (error) {
    // yaml's message is a line, "… at line 4, column 1:", then the line itself, which the editor has open.
    const reason = error instanceof YAMLParseError ? error.message.split("\n")[0].replace(/:$/, "") : String(error)
    return { problem: `${shownPath}: is not valid YAML: ${reason}` }
  }
  if (!isPlainObject(data))
    return { problem: `${shownPath}: (top level): is ${describe(data)}, but should be a group of fields` }
  return { file: { type, data, dir: path.dirname(absolute), shown: nameOf(shownPath, type, data) } }
}

/**
 * Every problem in the YAML under `contentDir`, one line each, "content/file.yaml: field: message", with a
 * folder's file named by its title too. An empty list means the content is fine. `today` (year-month-day, in
 * Toronto) is what review dates are checked against.
 */
export function validateContent(contentDir: string, today = torontoDay()): string[] {
  const problems: string[] = []
  const shown = (relativePath: string) => path.relative(process.cwd(), path.join(contentDir, relativePath))
  /** The slug of each file in a folder, to find two files sharing one */
  const folderKeys = new Map<ContentType, KeyUse[]>()
  const files = filesUnder(contentDir, /\.ya?ml$/)
  const references: PendingReference[] = []
  const links: PendingLink[] = []
  const read: ContentFile[] = []
  const days = checkDays(contentDir, today)

  for (const type of contentTypes) {
    if (type.file && !files.includes(type.file)) {
      problems.push(`${shown(type.file)}: the file is missing; the site cannot be built without it`)
    }
  }

  for (const relativePath of files) {
    const reading = readContentFile(contentDir, relativePath)
    if ("problem" in reading) {
      problems.push(reading.problem)
      continue
    }
    const { file } = reading
    const { type, data } = file
    read.push(file)
    const report: Report = (field, message) => problems.push(`${file.shown}: ${field}: ${message}`)
    checkRecord(data, type.fields, "", fileContext(file.dir, report, references, links, days))
    for (const [field, message] of type.check?.(data, today) ?? []) report(field, message)
    if (type.folder && typeof data.slug === "string") {
      const uses = folderKeys.get(type) ?? []
      uses.push({ key: data.slug, where: file.shown })
      folderKeys.set(type, uses)
    }
  }

  // References last, once every file they may point into has been read.
  const known = new Map<ReferenceTarget, string[]>()
  for (const { slug, to, at, report } of references) {
    const slugs = known.get(to) ?? referencedInContent(to, contentDir).map(thing => thing.value)
    known.set(to, slugs)
    if (!slugs.includes(slug)) report(at, unknownReference(slug, to, slugs))
  }

  for (const uses of folderKeys.values()) {
    checkUnique(uses, "slug", (where, message) =>
      problems.push(`${where}: slug: ${message}${sameAddress(read, where)}`),
    )
  }
  problems.push(...memberProblems(read))
  for (const [file, field, message] of healthProblems(read)) problems.push(`${file.shown}: ${field}: ${message}`)
  for (const [file, field, message] of languagePageProblems(read)) problems.push(`${file.shown}: ${field}: ${message}`)
  // A page's address, and a menu's links, once every page is known.
  for (const [file, field, message] of addressProblems(read)) problems.push(`${file.shown}: ${field}: ${message}`)
  const pages = pageAddresses(read)
  for (const { address, at, report } of links) {
    const dead = deadLink(address, pages)
    if (dead) report(at, dead)
  }
  return problems
}

/**
 * Each list of sample facts whose content file is not in content/: a page deleted in the CMS, which keeps the list
 * (staff cannot delete one there), or a name typed wrong by hand. None of its facts is a sample, so the build warns,
 * with the file it may mean, for someone to delete the list or mend its name; it does not stop staff's next build.
 */
function listsWithoutTheirFile(read: ContentFile[], files: string[]): string[] {
  const contentFiles = files.filter(file => !file.startsWith(`${SAMPLES_FOLDER}/`) && !file.startsWith("schemas/"))
  return read
    .filter(file => file.type.folder === SAMPLES_FOLDER && typeof file.data.file === "string")
    .flatMap(({ data, shown }) => {
      const named = String(data.file)
      if (contentFiles.includes(named)) return []
      const nearest = closest(named, contentFiles)
      const meant = editDistance(named, nearest) <= 3 ? `did you mean "${nearest}"? Else ` : ""
      return [
        `${shown}: file: "${named}" is not a file of content/, so none of its facts is a sample: ${meant}delete this list`,
      ]
    })
}

/** For a file whose slug another file of its folder has: the one address both would have, when they would. */
function sameAddress(files: ContentFile[], where: string): string {
  const file = files.find(each => each.shown === where)
  const first = files.find(each => each.type === file?.type && each.data.slug === file?.data.slug)
  return file && first && addressOf(file) === addressOf(first) ? `: both would be the page ${addressOf(file)}` : ""
}

/** The files of a kind of reference with members (references.ts), and of its members' folder. */
function* withMembers(files: ContentFile[]) {
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
function memberProblems(files: ContentFile[]): string[] {
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

/**
 * A file expected to have members that has none yet: a category laid out as a list with no conditions. A warning,
 * not a problem: in the CMS a new category is published before the conditions that name it can be.
 */
function memberWarnings(files: ContentFile[]): string[] {
  const warnings: string[] = []
  for (const { kind, members, parents, children } of withMembers(files)) {
    const { expectedFor } = members
    if (!expectedFor) continue
    for (const parent of parents) {
      const value = String(parent.data[expectedFor.field])
      const named = children.some(child => child.data[members.parentField] === parent.data[kind.valueField])
      if (expectedFor.values.includes(value) && !named)
        warnings.push(
          `${parent.shown}: ${expectedFor.field}: is ${value}, but no file in ${members.folder}/ names it as its ${members.parentField} yet, so its page lists nothing`,
        )
    }
  }
  return warnings
}

/**
 * What the build warns of without stopping, one line each like a problem: every page whose next review date has
 * passed, a category that lists no conditions yet, health information that is not in plain words or cites no
 * Canadian source (health.ts), and a list of sample facts whose file or fact is gone. Files the content check
 * refuses are left to it.
 */
export function contentWarnings(contentDir: string, today = torontoDay()): string[] {
  const relativePaths = filesUnder(contentDir, /\.ya?ml$/)
  const files = relativePaths.flatMap(relativePath => {
    const reading = readContentFile(contentDir, relativePath)
    return "file" in reading ? [reading.file] : []
  })
  return [
    ...files.flatMap(file =>
      (file.type.warn?.(file.data, today) ?? []).map(([field, message]) => `${file.shown}: ${field}: ${message}`),
    ),
    ...memberWarnings(files),
    ...healthWarnings(files),
    ...languagePageWarnings(files),
    ...listsWithoutTheirFile(files, relativePaths),
    ...factsNotFound(contentDir).map(
      ([list, fact]) =>
        `${path.relative(process.cwd(), path.join(contentDir, SAMPLES_FOLDER, `${list.slug}.yaml`))}: samples: "${fact.label}" is no longer in content/${list.file} (its item or field was removed), so it is no sample: delete it here`,
    ),
  ]
}
