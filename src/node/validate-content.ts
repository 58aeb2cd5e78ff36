// onPreBootstrap: checks every YAML file under content/ against the content model before Gatsby
// reads it, so an editor's mistake fails the build with one line naming the file and the field.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { contentTypes, typeForFile, type ContentType, type Field, type Fields } from "./content-model"
import { filesUnder } from "./files-under"
import { isPlainObject, itemLabel } from "./item-label"
import { PATTERNS } from "./patterns"
import { REFERENCE_NAMES, referenceOptions } from "./references"

type Report = (field: string, message: string) => void

/** A slug a reference field names, checked once every file has been read. */
interface PendingReference {
  slug: string
  field: Extract<Field, { kind: "reference" }>
  at: string
  report: Report
}

/** Context for one file's check: its folder (images are relative to it), where to report, what to check later. */
interface Check {
  yamlDir: string
  report: Report
  references: PendingReference[]
}

/** A value that must be unique (a slug, or a page's path) and where it was found */
interface KeyUse {
  key: string
  where: string
}

const kebabCase = (value: string) =>
  value
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

const describe = (value: unknown) => {
  if (Array.isArray(value)) return "a list"
  if (value === null) return "empty"
  if (value instanceof Date) return "a date"
  return typeof value === "object" ? "a group of fields" : `a ${typeof value}`
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "")

/** Levenshtein distance, to recognise a misspelt field name. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}

/** "entries[3] (\"Whiplash\")" — 1-based, with the item's own name when it has one */
function checkUnique(uses: KeyUse[], name: string, report: Report) {
  const seen = new Map<string, string>()
  for (const { key, where } of uses) {
    const first = seen.get(key)
    if (first) report(where, `${name} "${key}" is already used by ${first}; each ${name} must be unique`)
    else seen.set(key, where)
  }
}

function checkRecord(record: Record<string, unknown>, fields: Fields, at: string, check: Check) {
  const { report } = check
  const join = (key: string) => (at ? `${at}.${key}` : key)
  const known = Object.keys(fields)
  for (const key of Object.keys(record)) {
    if (key in fields) continue
    const likely = known.find(name => editDistance(name.toLowerCase(), key.toLowerCase()) <= 2)
    report(
      join(key),
      likely
        ? `is not a known field; did you mean "${likely}"?`
        : `is not a known field (known fields here: ${known.join(", ")})`,
    )
  }
  for (const [key, field] of Object.entries(fields)) {
    const value = record[key]
    if (isEmpty(value)) {
      if (!field.optional) report(join(key), "is required but missing")
      continue
    }
    checkValue(value, field, join(key), check)
  }
}

function checkValue(value: unknown, field: Field, at: string, check: Check) {
  const { report, yamlDir } = check
  switch (field.kind) {
    case "string":
      if (typeof value !== "string") report(at, `should be text but is ${describe(value)}`)
      else checkText(value, field, at, report)
      return
    case "markdown":
      if (typeof value !== "string") report(at, `should be text but is ${describe(value)}`)
      return
    case "reference": {
      const slugs = field.multiple ? value : [value]
      if (!Array.isArray(slugs)) {
        report(at, `should be a list of slugs but is ${describe(value)}`)
        return
      }
      slugs.forEach((slug, i) => {
        const where = field.multiple ? `${at}[${i + 1}]` : at
        if (typeof slug !== "string" || !PATTERNS.slug.test(slug))
          report(
            where,
            `should be the slug of a ${REFERENCE_NAMES[field.to]}, like "priya-sharma", but is ${JSON.stringify(slug)}`,
          )
        else check.references.push({ slug, field, at: where, report })
      })
      return
    }
    case "slug":
      if (typeof value !== "string") report(at, `should be text but is ${describe(value)}`)
      else if (!PATTERNS.slug.test(value))
        report(at, `slug "${value}" must be lowercase kebab-case, like "${kebabCase(value)}"`)
      return
    case "url":
      if (typeof value !== "string" || !PATTERNS.url.test(value))
        report(at, `should be a web address starting with https:// but is ${JSON.stringify(value)}`)
      return
    case "path":
      if (typeof value !== "string" || !PATTERNS.path.test(value))
        report(
          at,
          `should be an address on this site starting with /, like "/contact", but is ${JSON.stringify(value)}`,
        )
      return
    case "registration":
      if (typeof value !== "string" || !PATTERNS.registration.test(value))
        report(
          at,
          `should be the College's registration number, digits only, like "12345", but is ${JSON.stringify(value)}`,
        )
      return
    case "collegeRegister":
      if (typeof value !== "string" || !PATTERNS.collegeRegister.test(value))
        report(
          at,
          `should be a page of the College's public register, starting with https://portal.collegept.org/, but is ${JSON.stringify(value)}`,
        )
      return
    case "time":
      if (typeof value !== "string" || !PATTERNS.time.test(value))
        report(at, `should be a 24-hour time like "09:00" or "19:00" but is ${JSON.stringify(value)}`)
      return
    case "date":
      if (!(value instanceof Date) && !(typeof value === "string" && !Number.isNaN(Date.parse(value))))
        report(at, `should be a date like 2024-05-01 but is ${JSON.stringify(value)}`)
      return
    case "number":
      if (typeof value !== "number") report(at, `should be a number but is ${describe(value)}`)
      return
    case "boolean":
      if (typeof value !== "boolean") report(at, `should be true or false but is ${describe(value)}`)
      return
    case "image": {
      if (typeof value !== "string") {
        report(at, `should be an image path but is ${describe(value)}`)
        return
      }
      const file = path.resolve(yamlDir, value)
      if (!fs.existsSync(file) || !fs.statSync(file).isFile())
        report(at, `image "${value}" was not found (looked for ${path.relative(process.cwd(), file)})`)
      return
    }
    case "strings":
      if (!Array.isArray(value)) report(at, `should be a list of text items but is ${describe(value)}`)
      else
        value.forEach((item, i) => {
          if (typeof item !== "string" || item.trim() === "") report(`${at}[${i + 1}]`, "should be non-empty text")
        })
      return
    case "object":
      if (!isPlainObject(value)) report(at, `should be a group of fields but is ${describe(value)}`)
      else checkRecord(value, field.fields, at, check)
      return
    case "list":
      if (!Array.isArray(value)) {
        report(at, `should be a list but is ${describe(value)}`)
        return
      }
      checkList(value, field.fields, at, check)
  }
}

function checkText(value: string, field: Extract<Field, { kind: "string" }>, at: string, report: Report) {
  const { oneOf, minLength = 0, maxLength = Infinity } = field
  const length = value.trim().length
  if (oneOf && !oneOf.includes(value))
    report(at, `should be one of ${oneOf.join(", ")} but is ${JSON.stringify(value)}`)
  else if (length < minLength || length > maxLength) {
    const bounds =
      maxLength === Infinity
        ? `at least ${minLength}`
        : minLength === 0
          ? `at most ${maxLength}`
          : `${minLength} to ${maxLength}`
    report(at, `should be ${bounds} characters long but is ${length}`)
  }
}

function checkList(items: unknown[], fields: Fields, at: string, check: Check) {
  const { report } = check
  const keys: KeyUse[] = []
  items.forEach((item, i) => {
    const label = itemLabel(at, i, item)
    if (!isPlainObject(item)) {
      report(label, `should be a group of fields but is ${describe(item)}`)
      return
    }
    checkRecord(item, fields, label, check)
    if ("slug" in fields && typeof item.slug === "string") keys.push({ key: item.slug, where: label })
  })
  checkUnique(keys, "slug", report)
}

/** The report an editor sees for a list of problems: a count, then one line each. */
export const describeProblems = (problems: string[]) =>
  `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}`

/**
 * Every problem in the YAML under `contentDir`, one line each, "content/file.yaml: field: message".
 * An empty list means the content is fine.
 */
export function validateContent(contentDir: string): string[] {
  const problems: string[] = []
  const shown = (relativePath: string) => path.relative(process.cwd(), path.join(contentDir, relativePath))
  /** The identifying value (slug, or a page's path) of each file in a folder, to find two files sharing one */
  const folderKeys = new Map<ContentType, KeyUse[]>()
  const files = filesUnder(contentDir, /\.ya?ml$/)
  const references: PendingReference[] = []

  for (const type of contentTypes) {
    if (type.required && type.file && !files.includes(type.file)) {
      problems.push(`${shown(type.file)}: the file is missing; the site cannot be built without it`)
    }
  }

  for (const relativePath of files) {
    const report: Report = (field, message) => problems.push(`${shown(relativePath)}: ${field}: ${message}`)
    const type = typeForFile(relativePath)
    if (!type) {
      const known = contentTypes.map(t => t.file ?? `${t.folder}/*.yaml`).join(", ")
      problems.push(`${shown(relativePath)}: no content type reads this file (expected one of: ${known})`)
      continue
    }
    const absolute = path.join(contentDir, relativePath)
    let data: unknown
    try {
      data = yaml.load(fs.readFileSync(absolute, "utf8"))
    } catch (error) {
      const reason = error instanceof yaml.YAMLException ? error.message.split("\n")[0] : String(error)
      problems.push(`${shown(relativePath)}: is not valid YAML: ${reason}`)
      continue
    }
    const yamlDir = path.dirname(absolute)
    if (!isPlainObject(data)) {
      report("(top level)", `should be a group of fields but is ${describe(data)}`)
      continue
    }
    checkRecord(data, type.fields, "", { yamlDir, report, references })
    for (const [field, message] of type.check?.(data) ?? []) report(field, message)
    const identifier = type.identifier ?? "slug"
    const key = data[identifier]
    if (type.folder && typeof key === "string") {
      const uses = folderKeys.get(type) ?? []
      uses.push({ key, where: shown(relativePath) })
      folderKeys.set(type, uses)
    }
  }

  // References last, once every file they may point into has been read.
  const options = new Map<string, Set<string>>()
  for (const { slug, field, at, report } of references) {
    if (!options.has(field.to))
      options.set(field.to, new Set(referenceOptions(field.to, contentDir).map(option => option.value)))
    if (!options.get(field.to)?.has(slug)) report(at, `"${slug}" is not a ${REFERENCE_NAMES[field.to]}`)
  }

  for (const [type, uses] of folderKeys) {
    const identifier = type.identifier ?? "slug"
    checkUnique(uses, identifier, (where, message) => problems.push(`${where}: ${identifier}: ${message}`))
  }
  return problems
}
