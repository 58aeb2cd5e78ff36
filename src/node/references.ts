// What a reference field (content-model.ts, kind "reference") may name, declared once per kind of thing: where
// the things are in content/, the field a reference writes and the one people know them by. The content check
// (validate-content.ts) rejects any other slug, the GraphQL resolvers (schema.ts) find what a slug names, and the
// CMS (field-kinds.ts) offers them to pick from, all from these declarations. Adding a kind is one entry.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { isPlainObject } from "./item-label"

interface ReferenceKindBase {
  /** How messages name one: `"pat" is not a member of Our Team (team.yaml)` */
  humanName: string
  /** A slug that names one, for messages */
  example: string
  /** The field a reference writes */
  valueField: string
  /** The field people know one by */
  labelField: string
}

/** Things listed in one file, e.g. team.yaml's members. */
interface ListInFile extends ReferenceKindBase {
  /** Relative to content/ */
  file: string
  list: string
}

/** A folder's files, one thing each, and the items of a list in each: a category of conditions and its entries. */
interface FilesInFolder extends ReferenceKindBase {
  /** Relative to content/ */
  folder: string
  /** The field that orders the files, as the site lists them */
  orderField?: string
  /** A list in each file whose items may be named too, each shown after its file's label: "Category: Entry" */
  entries?: string
}

export type ReferenceKind = ListInFile | FilesInFolder

/** A member of Our Team (team.yaml), or a condition: a category of conditions/ or one of its entries. */
export type ReferenceTarget = "teamMember" | "condition"

export const REFERENCE_KINDS: Record<ReferenceTarget, ReferenceKind> = {
  teamMember: {
    humanName: "member of Our Team (team.yaml)",
    example: "priya-sharma",
    file: "team.yaml",
    list: "members",
    valueField: "slug",
    labelField: "name",
  },
  condition: {
    humanName: "condition (a file in conditions/ or one of its entries)",
    example: "whiplash",
    folder: "conditions",
    orderField: "order",
    entries: "entries",
    valueField: "slug",
    labelField: "title",
  },
}

/** A thing a reference may name, as found in the content. */
export interface Referenced {
  /** Its slug: what a reference writes */
  value: string
  /** Its own label field, e.g. "Whiplash" */
  name: string
  /** How a picker lists it: after the file it is an entry of, e.g. "Spinal Conditions: Whiplash" */
  label: string
  record: Record<string, unknown>
  /** The file's record when it is an entry of one: a condition's category */
  parent?: Record<string, unknown>
}

const records = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter(isPlainObject) : []

const text = (value: unknown) => (typeof value === "string" ? value : "")

/**
 * Everything of kind `to` in `files`, the records of the files that hold them (team.yaml's; each of
 * conditions/'s), as they are read from disk or from Gatsby's nodes; a folder's in the site's order.
 */
export function referencedIn(to: ReferenceTarget, files: unknown[]): Referenced[] {
  const kind = REFERENCE_KINDS[to]
  const thing = (record: Record<string, unknown>, parent?: Record<string, unknown>): Referenced => {
    const name = text(record[kind.labelField])
    const label = parent ? `${text(parent[kind.labelField])}: ${name}` : name
    return { value: text(record[kind.valueField]), name, label, record, ...(parent ? { parent } : {}) }
  }
  const found =
    "file" in kind
      ? records(files).flatMap(file => records(file[kind.list]).map(item => thing(item)))
      : records(files)
          .sort((a, b) => (kind.orderField ? Number(a[kind.orderField]) - Number(b[kind.orderField]) : 0))
          .flatMap(file => [thing(file), ...records(kind.entries && file[kind.entries]).map(item => thing(item, file))])
  return found.filter(each => each.value !== "")
}

const readYaml = (file: string): unknown => {
  try {
    return parse(fs.readFileSync(file, "utf8"))
  } catch {
    // A missing or broken file is reported by the content check on its own; it simply holds nothing here.
    return undefined
  }
}

/** The records of the files under `contentDir` that hold things of `kind`. */
function filesHolding(kind: ReferenceKind, contentDir: string): unknown[] {
  if ("file" in kind) return [readYaml(path.join(contentDir, kind.file))]
  const folder = path.join(contentDir, kind.folder)
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter(file => file.endsWith(".yaml")) : []
  return files.map(file => readYaml(path.join(folder, file)))
}

/** Everything a reference to `to` may name in the content under `contentDir`. */
export const referencedInContent = (to: ReferenceTarget, contentDir: string): Referenced[] =>
  referencedIn(to, filesHolding(REFERENCE_KINDS[to], contentDir))
