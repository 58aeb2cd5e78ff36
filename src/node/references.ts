// What a reference field (content-model.ts, kind "reference") may name, declared once per kind of thing: where
// the things are in content/, the field a reference writes and the one people know them by. The content check
// (validate-content.ts) rejects any other slug, the GraphQL resolvers (schema.ts) find what a slug names, and the
// CMS (field-kinds.ts) offers them to pick from, all from these declarations. Adding a kind is one entry.
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
  /** A field the CMS's picker shows before each one's label, e.g. a warning sign's tier: "emergency Sudden …" */
  shownFirst?: string
}

/** Files of another folder, each of which names one of a folder's files in a field: a category's conditions. */
export interface Members {
  /** Relative to content/ */
  folder: string
  /** The field that names the file they belong to, e.g. a condition's category */
  parentField: string
  /** The field that orders them under it */
  orderField: string
  /** The files expected to have at least one member: those whose field has one of these values */
  expectedFor?: FieldValues
}

/** Files whose field has one of these values, e.g. the categories whose layout is group. */
export interface FieldValues {
  field: string
  values: readonly string[]
}

/** A folder's files, one thing each: the condition categories, and with `members` the conditions in each too. */
interface FilesInFolder extends ReferenceKindBase {
  /** Relative to content/ */
  folder: string
  /** The field that orders the files, as the site lists them */
  orderField?: string
  /** Only the files whose field has one of these values, e.g. the categories that list conditions */
  only?: FieldValues
  /** Files that may be named too, each listed after the file it belongs to: "Category: Condition" */
  members?: Members
}

export type ReferenceKind = ListInFile | FilesInFolder

/**
 * A member of Our Team (team.yaml); a condition, which is a category of conditions/ or one of the conditions with
 * a page of their own in condition-pages/; a category whose page lists such conditions; a warning sign or a body
 * region of warning-signs.yaml; a source of health-sources.yaml; a component of care of How We Treat.
 */
export type ReferenceTarget =
  "teamMember" | "condition" | "conditionCategory" | "warningSign" | "healthRegion" | "healthSource" | "treatment"

/** The categories whose page lists conditions, each of which has a page of its own. */
const LISTS_CONDITIONS: FieldValues = { field: "layout", values: ["group"] }

/** A category of What We Treat (content/conditions/), as a reference to one declares it. */
const categories = {
  folder: "conditions",
  orderField: "order",
  valueField: "slug",
  labelField: "title",
} as const

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
    ...categories,
    humanName: "condition (a file in conditions/ or in condition-pages/)",
    example: "whiplash",
    members: { folder: "condition-pages", parentField: "category", orderField: "order", expectedFor: LISTS_CONDITIONS },
  },
  conditionCategory: {
    ...categories,
    humanName: "category whose page lists conditions (a file in conditions/ with layout: group)",
    example: "spinal-conditions",
    only: LISTS_CONDITIONS,
  },
  warningSign: {
    humanName: "warning sign of the shared list (warning-signs.yaml)",
    example: "cauda-equina",
    file: "warning-signs.yaml",
    list: "signs",
    valueField: "slug",
    labelField: "text",
    shownFirst: "tier",
  },
  healthRegion: {
    humanName: "body region or situation (warning-signs.yaml, regions)",
    example: "low-back",
    file: "warning-signs.yaml",
    list: "regions",
    valueField: "slug",
    labelField: "title",
  },
  healthSource: {
    humanName: "source of health information (health-sources.yaml)",
    example: "myhealth-alberta-lbp-pathway-watch-symptoms",
    file: "health-sources.yaml",
    list: "sources",
    valueField: "slug",
    labelField: "title",
  },
  treatment: {
    humanName: "component of care of How We Treat (treatments.yaml)",
    example: "dry-needling",
    file: "treatments.yaml",
    list: "treatments",
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
  /** How a picker lists it: after the file it belongs to, e.g. "Spinal Conditions: Whiplash" */
  label: string
  record: Record<string, unknown>
  /** The record of the file it belongs to, when it is a member of one: a condition's category */
  parent?: Record<string, unknown>
}

/** The places a kind's things are read from: its file or folder, and its members' folder. */
export const placesOf = (kind: ReferenceKind): string[] =>
  "file" in kind ? [kind.file] : [kind.folder, ...(kind.members ? [kind.members.folder] : [])]

/** The records in each place (placesOf), as read once from disk (content.ts) or found among Gatsby's nodes. */
export type RecordsAt = (place: string) => unknown[]

const records = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter(isPlainObject) : []

const text = (value: unknown) => (typeof value === "string" ? value : "")

const byOrder = (field: string | undefined) => (a: Record<string, unknown>, b: Record<string, unknown>) =>
  field ? Number(a[field]) - Number(b[field]) : 0

/**
 * Everything of kind `to` in the content `recordsAt` reads: team.yaml's members; the categories in the site's
 * order, each followed by its members in theirs.
 */
export function referencedIn(to: ReferenceTarget, recordsAt: RecordsAt): Referenced[] {
  const kind = REFERENCE_KINDS[to]
  const thing = (record: Record<string, unknown>, parent?: Record<string, unknown>): Referenced => {
    const name = text(record[kind.labelField])
    const label = parent ? `${text(parent[kind.labelField])}: ${name}` : name
    return { value: text(record[kind.valueField]), name, label, record, ...(parent ? { parent } : {}) }
  }
  if ("file" in kind) {
    return records(recordsAt(kind.file))
      .flatMap(file => records(file[kind.list]).map(item => thing(item)))
      .filter(each => each.value !== "")
  }
  const { only, members } = kind
  const files = records(recordsAt(kind.folder))
    .filter(file => !only || only.values.includes(text(file[only.field])))
    .sort(byOrder(kind.orderField))
  const memberRecords = members ? records(recordsAt(members.folder)).sort(byOrder(members.orderField)) : []
  const membersOf = (file: Record<string, unknown>) =>
    members ? memberRecords.filter(member => member[members.parentField] === file[kind.valueField]) : []
  return files
    .flatMap(file => [thing(file), ...membersOf(file).map(member => thing(member, file))])
    .filter(each => each.value !== "")
}
