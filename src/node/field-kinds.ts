// The kinds of content field (a field's `kind` in content-model.ts), one entry each: its GraphQL type, its JSON
// Schema, its CMS (Decap) widget, the build's check with the words an editor reads, and sample values that the
// build, the JSON Schema and the CMS must all accept or all refuse. schema.ts, json-schema.ts, src/cms/cms-config.ts
// and validate-content.ts take every per-kind fact from here, so the three checks cannot drift apart. The content
// model (content-model.ts) is written in the fields declared here, and this file never reads the model.
// Adding a field kind is one entry: its options in FieldOptions and its record in FIELD_KINDS, samples included;
// __tests__/field-kinds.test.ts then feeds those samples through all three checks.
import path from "path"
import { nearest } from "../lib/did-you-mean"
import { isPlainObject } from "./item-label"
import { LANGUAGE_NAMES, LANGUAGES, languageNamed } from "../lib/languages"
import { languageLabel } from "./language-page-rules"
import { REFERENCE_KINDS, referencedIn, type RecordsAt, type ReferenceTarget } from "./references"
import { SOURCE_ADDRESS, sourceAddressProblem } from "../lib/source-standard"
import { DATE_MEANS, dateProblem, ISO_DATE, type DateWindowKind } from "../lib/dates"
import { PHONE_NUMBER, phoneProblem } from "../lib/phone"

type NoOptions = Record<never, never>

/** What a field of each kind may say about itself, besides its kind and what every field says (FieldBase). */
export interface FieldOptions {
  string: {
    /** The only values allowed, e.g. the days of the week; with one value, the field is fixed (hidden in the CMS) */
    oneOf?: readonly string[]
    /** Bounds on the length in characters, e.g. for a search description */
    minLength?: number
    maxLength?: number
    /** A paragraph or more rather than a line: a text area in the CMS */
    multiline?: boolean
  }
  slug: NoOptions
  url: NoOptions
  /** The address of a source of health information, at its publisher's own (src/lib/source-standard.ts) */
  sourceUrl: NoOptions
  path: {
    /** It must lead to a page the site makes (a menu's link): the build looks it up once every file is read */
    page?: boolean
  }
  /** A page's own address, which another page may not have: /virtual-care, /services/virtual-care */
  pageAddress: NoOptions
  registration: NoOptions
  collegeRegister: NoOptions
  time: NoOptions
  date: {
    /**
     * The days it may be, besides a real day in the site's years: a closure or notice's (a year back to three
     * years ahead), a day that has come (a review), or a post's (from the day the clinic opened to today)
     */
    window?: DateWindowKind
  }
  /** A phone number as patients read it; its tap-to-call form is made from it (src/lib/phone.ts) */
  phone: NoOptions
  number: {
    /** The smallest value allowed, e.g. 0 for a price */
    min?: number
    /** Whole numbers only, e.g. a length in minutes */
    integer?: boolean
  }
  boolean: NoOptions
  /** Languages from the site's list (src/lib/languages.ts), each once */
  languages: NoOptions
  /** One language of the site's list other than English, by its code (BCP 47): pa for Punjabi */
  languageCode: NoOptions
  /** A list of lines, or of paragraphs */
  strings: { multiline?: boolean }
  markdown: {
    /** Whether the text may have subheadings (a post) or not (an FAQ answer): the CMS offers them or not */
    headings?: boolean
  }
  reference: {
    /** What it names, by slug: see src/node/references.ts */
    to: ReferenceTarget
    /** A list of them rather than one */
    multiple?: boolean
    /** With multiple: bounds on how many it names, e.g. two to six sources */
    minItems?: number
    maxItems?: number
  }
  image: {
    /** The folder under content/images/ that new uploads for this field go to */
    folder: string
  }
  /** A group of fields, declared in GraphQL as `type` */
  object: {
    type: string
    fields: Fields
    /** Shown open in the CMS's form, where staff work through every field in turn (a translation's sentences) */
    open?: boolean
  }
  /** A list of groups of fields, each a `type` */
  list: {
    type: string
    fields: Fields
    /** Bounds on how many items it holds, e.g. two to five sources */
    minItems?: number
    maxItems?: number
    /** Its items are the build's tools', not the editor's: the CMS lets staff change them but not add or remove one */
    fixed?: boolean
  }
}

/** What every field can say about itself, for the people editing it. */
interface FieldBase {
  optional?: boolean
  /** The field's name in the CMS when its key does not read well, e.g. "Phone for tap-to-call" for e164 */
  label?: string
  /** Help shown under the field in the CMS and in a code editor's tooltip */
  hint?: string
  /** For a list: what one item is called, in the CMS's count over it ("1 reason to book"), when its label's last
   * word made singular would not say it */
  one?: string
  /**
   * Text patients read as health information, held to plain words (src/node/health.ts warns of the rest):
   * "running" text (paragraphs) to a reading grade and short sentences, a "list"'s lines to short sentences
   */
  readability?: "running" | "list"
  /** Kept by the CMS as it is but not shown: written by the build's tools, never by hand (a sample's fingerprint) */
  hidden?: boolean
}

/** The kinds of field, each an entry of FIELD_KINDS below, which FieldOptions gives the options of. */
export type FieldKind = keyof FieldOptions

/** A field of the content model: its kind, that kind's options and what every field says. */
export type Field = { [K in FieldKind]: FieldBase & { kind: K } & FieldOptions[K] }[FieldKind]

export type FieldOf<K extends FieldKind> = Extract<Field, { kind: K }>

export type Fields = Record<string, Field>

export type JsonSchema = Record<string, unknown>
export type CmsWidget = { widget: string } & Record<string, unknown>
export type CmsField = CmsWidget & { name: string }

/** Where a field's file is, for the CMS: uploads are written as a path from the file's folder (`yamlDir`). */
export interface CmsPlace {
  yamlDir: string
  /** The content as read once (src/node/content.ts), for what a picker offers */
  recordsAt: RecordsAt
  /** The day the clinic opened (site.yaml), which the editor keeps a post's date from, when it gives one */
  opened?: string
}

export interface CmsContext extends CmsPlace {
  /** The CMS fields of a group of fields; `allOptional` inside an optional object (see cms-config.ts) */
  fields: (fields: Fields, allOptional?: boolean) => CmsField[]
}

/** What the build's check of one value can do besides looking at it: see validate-content.ts. */
export interface CheckContext {
  /** A problem at `at`, a field's path such as `hours[2] ("Monday").opens` */
  report: (at: string, message: string) => void
  /** Checks a group of fields: unknown keys, required fields, each value */
  record: (value: Record<string, unknown>, fields: Fields, at: string) => void
  /** Checks a list's items, each a group of fields, no two with the same slug */
  list: (items: unknown[], fields: Fields, at: string) => void
  /** Where a picture written as a path from the YAML file is, and whether it is there */
  findImage: (value: string) => { found: boolean; lookedFor: string }
  /** Notes a slug that a reference names, looked up once every file is read */
  refer: (slug: string, to: ReferenceTarget, at: string) => void
  /** Notes an address on this site that must lead to one of its pages, looked up once every file is read */
  linkTo: (address: string, at: string) => void
  /**
   * The day a message may suggest a date from ("did you mean 2026-12-04?" for 1906-12-04). No verdict depends on
   * it: the window of plausible days is the editor's to check, on the day of the edit (src/cms/previews/date-widget.ts)
   */
  today: string
}

/** Values that all three checks must accept, and values they must all refuse, for a field with these options. */
export interface Samples<K extends FieldKind> {
  options: FieldOptions[K]
  accepted: unknown[]
  rejected: unknown[]
}

export interface FieldKindEntry<K extends FieldKind> {
  /** Its GraphQL type, `nonNull` ("!") when the field is required, with any directive after it */
  graphql: (field: FieldOf<K>, nonNull: "" | "!") => string
  /** Markdown: its GraphQL type gains `<field>Html`, rendered at build time (schema.ts) */
  html?: true
  /** Its JSON Schema; `group` makes the schema of a group of fields */
  jsonSchema: (field: FieldOf<K>, group: (fields: Fields) => JsonSchema) => JsonSchema
  /** Its widget in the CMS and the widget's options, the check Decap makes before saving included */
  cms: (field: FieldOf<K>, context: CmsContext) => CmsWidget
  /** The build's check of a value that is there (validate-content.ts reports the missing ones) */
  check: (value: unknown, field: FieldOf<K>, at: string, context: CheckContext) => void
  samples: Array<Samples<K>>
}

/** What a value is, in an editor's words: `"10am"`, the number 12345, a list */
export function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value)
  if (typeof value === "number") return `the number ${value}`
  if (Array.isArray(value)) return "a list"
  if (isPlainObject(value)) return "a group of fields"
  return value == null ? "empty" : String(value)
}

/**
 * A value left empty, as Decap sees one (decap-cms-core's Widget.js): nothing, "", [] or {}. The build and the
 * CMS take an empty optional field as left out and an empty required one as missing; JSON Schema allows these for
 * an optional field (json-schema.ts).
 */
export const EMPTY_VALUES: readonly unknown[] = [null, "", [], {}]

export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  ((typeof value === "string" || Array.isArray(value)) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0)

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Where content/ keeps its pictures, relative to the repository; each image field has a folder in it. */
export const IMAGES_FOLDER = "content/images"

/** Lowercase kebab-case, e.g. neck-pain: a slug, and what a reference names. */
const SLUG_WORDS = "[a-z0-9]+(?:-[a-z0-9]+)*"
const SLUG = new RegExp(`^${SLUG_WORDS}$`)
/** Slugs as Decap tests a list of them: joined by commas. */
const SLUGS = new RegExp(`^${SLUG_WORDS}(?:,${SLUG_WORDS})*$`)
/** A page's own address: / then slugs, a / between them, e.g. /services/virtual-care. */
export const PAGE_ADDRESS = new RegExp(`^(?:/${SLUG_WORDS})+$`)

/**
 * The fewest items a list may have in the CMS: its own minimum, or one when it is required. Decap's list widget
 * checks its min before saving; without one, a required list emptied item by item was saved as it was (its check
 * of each item found no item, and its "is required" check was skipped).
 */
const requiredMin = (field: { minItems?: number; optional?: boolean }) =>
  field.minItems ?? (field.optional ? undefined : 1)

/** Some text: not nothing, and not only spaces. */
const TEXT = /\S/

/**
 * One character as a reader counts it, with or without a regular expression's unicode flag: a pair of UTF-16 halves
 * (an emoji, say) is one, as JSON Schema's checkers and code editors count, and so the build and Decap count too.
 */
const surrogates = (from: number, to: number) => `[${String.fromCharCode(from)}-${String.fromCharCode(to)}]`
// The halves are the characters themselves, not \u escapes: Gatsby's compiler rewrites such escapes when it inlines
// them into a template, and a schema written by the build must be the one the tests make.
const CHARACTER = `(?:${surrogates(0xd800, 0xdbff)}${surrogates(0xdc00, 0xdfff)}|[\\s\\S])`

/** "neck pain!" → "neck-pain": the slug an editor probably meant */
const kebabCase = (value: string) =>
  value
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** Text of a certain form: its outputs all follow from one regular expression and one description. */
interface TextForm<K extends FieldKind> {
  /** The values it takes; JSON Schema and Decap test the same expression (Decap on String(value)) */
  pattern: (field: FieldOf<K>) => RegExp
  /** What the value should be, in an editor's words: the CMS's and the code editor's message, and the build's */
  means: (field: FieldOf<K>) => string
  /** The widget, without the pattern */
  cms: (field: FieldOf<K>, context: CmsContext) => CmsWidget
  graphql?: FieldKindEntry<K>["graphql"]
  /** Its JSON Schema when the pattern alone is not the clearest, e.g. an enum; `patterned` is the default */
  json?: (field: FieldOf<K>, patterned: JsonSchema) => JsonSchema
  /** The build's message for text of the wrong form, when it can say more than `means` */
  explain?: (value: string, field: FieldOf<K>) => string | undefined
  /** For text of the right form: what it names must exist (a picture's file, a team member) */
  lookup?: (value: string, field: FieldOf<K>, at: string, context: CheckContext) => void
  samples: Array<Samples<K>>
}

function textKind<K extends FieldKind>(form: TextForm<K>): FieldKindEntry<K> {
  const message = (field: FieldOf<K>) => capitalized(form.means(field))
  const patterned = (field: FieldOf<K>): JsonSchema => ({
    type: "string",
    pattern: form.pattern(field).source,
    patternErrorMessage: message(field),
  })
  // A field's pattern is made once: the check tries it on every value of every file.
  const patterns = new WeakMap<FieldOf<K>, RegExp>()
  const patternOf = (field: FieldOf<K>) => {
    const known = patterns.get(field)
    if (known) return known
    const made = form.pattern(field)
    patterns.set(field, made)
    return made
  }
  return {
    graphql: form.graphql ?? ((_field, nonNull) => `String${nonNull}`),
    jsonSchema: field => (form.json ? form.json(field, patterned(field)) : patterned(field)),
    cms: (field, context) => ({ ...form.cms(field, context), pattern: [form.pattern(field).source, message(field)] }),
    check: (value, field, at, context) => {
      if (typeof value === "string" && patternOf(field).test(value)) {
        form.lookup?.(value, field, at, context)
        return
      }
      const explained = typeof value === "string" ? form.explain?.(value, field) : undefined
      // A number or yes/no written without quotes is not text to YAML.
      const quote = typeof value === "number" || typeof value === "boolean" ? `; write it in quotes: "${value}"` : ""
      context.report(at, explained ?? `is ${describe(value)}, but should be ${form.means(field)}${quote}`)
    },
    samples: form.samples,
  }
}

/** Text matching `pattern`, in a one-line text box. */
const patternKind = <K extends FieldKind>(
  pattern: RegExp,
  means: string,
  samples: Samples<K>,
  more: Partial<TextForm<K>> = {},
): FieldKindEntry<K> =>
  textKind<K>({
    pattern: () => pattern,
    means: () => means,
    cms: () => ({ widget: "string" }),
    samples: [samples],
    ...more,
  })

/** "50 to 160", "at most 12", "at least 3": a string field's bounds */
const lengthBounds = ({ minLength = 0, maxLength }: FieldOptions["string"]) =>
  maxLength === undefined
    ? `at least ${minLength}`
    : minLength
      ? `${minLength} to ${maxLength}`
      : `at most ${maxLength}`

const hasLengthBounds = (field: FieldOptions["string"]) => Boolean(field.minLength || field.maxLength !== undefined)

/** Decap's Markdown editor (richtext, which its docs recommend over the older markdown widget), with the toolbar
 * reduced to what the site renders: no images or code blocks, subheadings only where the text may have them. */
const markdownEditor = (headings: boolean) => ({
  widget: "richtext",
  buttons: [
    "bold",
    "italic",
    "link",
    ...(headings ? ["heading-two", "heading-three"] : []),
    "quote",
    "bulleted-list",
    "numbered-list",
  ],
  editor_components: [],
  modes: ["rich_text", "raw"],
})

/**
 * A reference's picker, from what its kind declares (references.ts). Decap's relation widget lists the items of a
 * collection, live as editors change them: Our Team's members in its one file, or a folder's files, such as the
 * categories that list conditions (its filters keep to those). A folder's files together with their members (a
 * category and its conditions, in two folders) are two collections, which one relation cannot list, so those are
 * a select of what the build finds in the content.
 */
function referencePicker(field: FieldOf<"reference">, recordsAt: RecordsAt): CmsWidget {
  const multiple = field.multiple === true
  const kind = REFERENCE_KINDS[field.to]
  if ("file" in kind) {
    // A single file's collection is named after its path and the file in it after its name, as cms-config.ts does.
    const shown = `${kind.list}.*.${kind.labelField}`
    return {
      widget: "relation",
      collection: kind.file.replace(/\.yaml$/, ""),
      file: path.posix.basename(kind.file, ".yaml"),
      value_field: `${kind.list}.*.${kind.valueField}`,
      search_fields: [shown],
      // Decap joins the fields with a space: a warning sign reads "emergency Sudden weakness…", its tier first.
      display_fields: [...(kind.shownFirst ? [`${kind.list}.*.${kind.shownFirst}`] : []), shown],
      multiple,
    }
  }
  if (!kind.members) {
    // A folder's collection is named after the folder, as cms-config.ts does.
    const filters = kind.only ? [{ field: kind.only.field, values: [...kind.only.values] }] : undefined
    return {
      widget: "relation",
      collection: kind.folder,
      value_field: kind.valueField,
      search_fields: [kind.labelField],
      display_fields: [kind.labelField],
      ...(filters ? { filters } : {}),
      multiple,
    }
  }
  const options = referencedIn(field.to, recordsAt).map(({ value, label }) => ({ value, label }))
  return { widget: "select", multiple, options }
}

const referenceMeans = ({ to }: FieldOf<"reference">) =>
  `the slug of a ${REFERENCE_KINDS[to].humanName}, like ${REFERENCE_KINDS[to].example}`

/** One slug naming a team member or a condition; a list of them is a `reference` with `multiple`. */
const oneReference = textKind<"reference">({
  pattern: () => SLUG,
  means: referenceMeans,
  cms: (field, { recordsAt }) => referencePicker(field, recordsAt),
  lookup: (slug, field, at, context) => context.refer(slug, field.to, at),
  samples: [],
})

/** A list whose items are each a value of another kind, checked as that kind and named by place: conditions[2] */
function listOf<K extends FieldKind, I extends FieldKind>(
  item: FieldKindEntry<I>,
  itemField: (field: FieldOf<K>) => FieldOf<I>,
): Pick<FieldKindEntry<K>, "graphql" | "jsonSchema" | "check"> {
  return {
    graphql: (_field, nonNull) => `[String!]${nonNull}`,
    jsonSchema: (field, group) => ({ type: "array", items: item.jsonSchema(itemField(field), group) }),
    check: (value, field, at, context) => {
      if (!Array.isArray(value)) {
        context.report(at, `is ${describe(value)}, but should be a list`)
        return
      }
      value.forEach((each, i) => item.check(each, itemField(field), `${at}[${i + 1}]`, context))
    },
  }
}

/** A list's bounds in JSON Schema's words, only those it has. */
const bounds = ({ minItems, maxItems }: { minItems?: number; maxItems?: number }) => ({
  ...(minItems === undefined ? {} : { minItems }),
  ...(maxItems === undefined ? {} : { maxItems }),
})

/** Several slugs, each checked as oneReference, as many as the field's bounds allow. */
const slugList = listOf<"reference", "reference">(oneReference, field => ({ ...field, multiple: false }))
const manyReferences: typeof slugList = {
  ...slugList,
  jsonSchema: (field, group) => ({ ...slugList.jsonSchema(field, group), ...bounds(field) }),
  check: (value, field, at, context) => {
    const { minItems = 0, maxItems = Infinity } = field
    if (Array.isArray(value) && (value.length < minItems || value.length > maxItems))
      context.report(
        at,
        `has ${value.length} item${value.length === 1 ? "" : "s"}, but should have ${itemBounds(field)}`,
      )
    slugList.check(value, field, at, context)
  },
}

/** The text shown for an item of a collapsed list in the CMS: its title, name, question, day, caption or sign. */
function summaryOf(fields: Fields): string | undefined {
  // A closure or a notice by its first day, then its words; a sign set aside by its name, then why.
  if ("from" in fields && ("reason" in fields || "text" in fields))
    return `{{fields.from}}: {{fields.${"reason" in fields ? "reason" : "text"}}}`
  if ("sign" in fields && "reason" in fields) return "{{fields.sign}}: {{fields.reason}}"
  const key = [
    "title",
    "name",
    "question",
    "heading",
    "holiday",
    "day",
    "caption",
    "label",
    "term",
    "sign",
    "text",
  ].find(name => name in fields)
  return key && `{{fields.${key}}}`
}

/** "2 to 5 items", "at least 2 items", "at most 5 items": a list's bounds */
const itemBounds = ({ minItems, maxItems }: { minItems?: number; maxItems?: number }) =>
  maxItems === undefined
    ? `at least ${minItems} items`
    : minItems === undefined
      ? `at most ${maxItems} items`
      : `${minItems} to ${maxItems} items`

/** "a whole number of 1 or more", "a number of 0 or more", "a number" */
const numberMeans = ({ min, integer }: FieldOptions["number"]) =>
  `${integer ? "a whole number" : "a number"}${min === undefined ? "" : ` of ${min} or more`}`

/** The languages a page other than the English pages may be in. */
const OTHER_LANGUAGES = LANGUAGES.filter(language => language.code !== "en")

/** A language code not on the site's list, with the language it was probably meant to be. */
function notALanguageCode(value: string): string {
  const byName = languageNamed(value) ?? LANGUAGES.find(language => language.code.toLowerCase() === value.toLowerCase())
  const listed = `is not the code of a language on the site's list other than English (src/lib/languages.ts)`
  if (byName && byName.code !== "en")
    return `is "${value}"; write the language's code: "${byName.code}" (${byName.name})`
  if (value === "en") return `is "en", English: the English pages are the site itself; give another language`
  const likely = nearest(
    value,
    OTHER_LANGUAGES.map(language => language.code),
  )
  const meant = OTHER_LANGUAGES.find(language => language.code === likely)
  return meant ? `"${value}" ${listed}; did you mean "${meant.code}" (${meant.name})?` : `"${value}" ${listed}`
}

/** A language not on the site's list, with the name it was probably meant to be. */
function notALanguage(value: unknown): string {
  const listed = "is not on the site's list of languages"
  if (typeof value !== "string") return `is ${describe(value)}, but should be a language's name, like English`
  const meant = nearest(value, LANGUAGE_NAMES)
  return meant
    ? `"${value}" ${listed}; did you mean "${meant}"?`
    : `"${value}" ${listed} (pick one in the CMS, or ask a developer to add it to src/lib/languages.ts)`
}

const sampleGroup = { type: "SampleGroup", fields: { label: { kind: "string" }, path: { kind: "path" } } } as const

const string = textKind<"string">({
  pattern: ({ oneOf, minLength = 0, maxLength }) => {
    if (oneOf) return new RegExp(`^(?:${oneOf.map(escapeRegExp).join("|")})$`)
    if (minLength || maxLength !== undefined)
      return new RegExp(`^(?=[\\s\\S]*\\S)${CHARACTER}{${minLength},${maxLength ?? ""}}$`)
    return TEXT
  },
  means: field => {
    if (field.oneOf?.length === 1) return `${field.oneOf[0]}, which the site fixes`
    if (field.oneOf) return `one of ${field.oneOf.join(", ")}`
    return hasLengthBounds(field) ? `text of ${lengthBounds(field)} characters` : "text, not only spaces"
  },
  explain: (value, field) =>
    !field.oneOf && hasLengthBounds(field) && TEXT.test(value)
      ? `is ${[...value].length} characters long, but should be ${lengthBounds(field)}`
      : undefined,
  // A value with one choice is the site's, not the editor's: a page's path.
  cms: field => {
    if (field.oneOf?.length === 1) return { widget: "hidden", default: field.oneOf[0] }
    if (field.oneOf) return { widget: "select", options: [...field.oneOf] }
    return { widget: field.multiline ? "text" : "string" }
  },
  json: (field, patterned) => (field.oneOf ? { type: "string", enum: [...field.oneOf] } : patterned),
  samples: [
    { options: {}, accepted: ["Brightwell Physiotherapy", " spaced ", "x"], rejected: ["   ", 12, true, ["a"]] },
    { options: { multiline: true }, accepted: ["One line.\nAnother line."], rejected: ["\n\n", { a: "b" }] },
    { options: { oneOf: ["group", "article"] }, accepted: ["group", "article"], rejected: ["grid", "Group", "group "] },
    { options: { oneOf: ["/about"] }, accepted: ["/about"], rejected: ["/abuot", "/"] },
    {
      options: { minLength: 5, maxLength: 10 },
      accepted: ["x".repeat(5), "x".repeat(10), "    x    "],
      rejected: ["x".repeat(4), "x".repeat(11), " ".repeat(6)],
    },
    { options: { maxLength: 3 }, accepted: ["abc", "a", "ab😀", "é😀ü"], rejected: ["abcd", "abc😀", "😀😀😀😀"] },
  ],
})

export const FIELD_KINDS: { [K in FieldKind]: FieldKindEntry<K> } = {
  string,
  slug: patternKind(
    SLUG,
    "lowercase words joined by hyphens, like neck-pain",
    {
      options: {},
      accepted: ["neck-pain", "tmj", "a1-b2"],
      rejected: ["Neck Pain", "neck_pain", "-neck", "neck-", "neck--pain", "néck", 12],
    },
    {
      explain: value =>
        kebabCase(value)
          ? `is ${describe(value)}, but should be lowercase words joined by hyphens: "${kebabCase(value)}"`
          : undefined,
    },
  ),
  url: patternKind(/^https?:\/\/\S+$/, "a web address starting with https://", {
    options: {},
    accepted: ["https://www.example.com", "http://example.org/a?b=c#d"],
    rejected: ["www.example.com", "https://exa mple.com", "mailto:desk@example.org", "https://"],
  }),
  sourceUrl: patternKind(
    SOURCE_ADDRESS,
    "the address where the publisher itself serves the page, starting with https://",
    {
      options: {},
      accepted: [
        "https://www.healthlinkbc.ca/illnesses-conditions/bones-joints-and-muscles/tennis-elbow",
        "https://pmc.ncbi.nlm.nih.gov/articles/PMC7905504/",
        "https://www.msdmanuals.com/en-ca/home/injuries-and-poisoning",
        "https://www.testosterone.ca/page",
      ],
      rejected: [
        "https://www.scribd.com/document/546491052/x",
        "https://docslib.org/doc/13414563/arm-dvt",
        "https://test.myhealth.alberta.ca/health/pages/conditions.aspx?Hwid=hw213308",
        "https://preview-www.nature.com/articles/s41415-024-7283-1",
        "https://myhealth.alberta.ca:443/gca-pathway",
        "https://www.msdmanuals.com/en-sg/home/injuries",
        "http://www.physio-pedia.com/Page?utm_source=newsletter",
        "www.healthlinkbc.ca/tennis-elbow",
      ],
    },
    { explain: sourceAddressProblem },
  ),
  path: textKind<"path">({
    pattern: () => /^\/(?!\/)\S*$/,
    means: () => "an address on this site starting with /, like /contact",
    cms: () => ({ widget: "string" }),
    lookup: (value, field, at, context) => {
      if (field.page) context.linkTo(value, at)
    },
    samples: [
      {
        options: {},
        accepted: ["/", "/contact", "/faq#referral", "/conditions/spinal-conditions#neck-pain"],
        rejected: ["contact", "//example.org/x", "/two words", "https://example.org/contact"],
      },
      // Whether the page is there is looked up once every file is read; its form is checked as any address's.
      { options: { page: true }, accepted: ["/contact", "/faq#referral"], rejected: ["contact", "/two words"] },
    ],
  }),
  pageAddress: patternKind(
    PAGE_ADDRESS,
    "/ then lowercase words joined by hyphens, like /virtual-care or /services/virtual-care",
    {
      options: {},
      accepted: ["/virtual-care", "/services/virtual-care", "/a1"],
      rejected: ["virtual-care", "/Virtual-Care", "/virtual care", "/virtual-care/", "/", "/virtual_care", "//x", 12],
    },
    {
      explain: value => {
        const address = `/${value.split("/").map(kebabCase).filter(Boolean).join("/")}`
        return address === "/"
          ? undefined
          : `is ${describe(value)}, but should be / then lowercase words joined by hyphens, with no capitals, spaces or other signs: "${address}"`
      },
    },
  ),
  registration: patternKind(/^\d{3,7}$/, "the College's registration number, digits only, like 12345", {
    options: {},
    accepted: ["123", "12345", "1234567"],
    rejected: ["12", "12345678", "CPO 1234", "12 345", 12345],
  }),
  collegeRegister: patternKind(
    /^https:\/\/portal\.collegept\.org\/\S*$/,
    "a page of the College's public register, starting with https://portal.collegept.org/",
    {
      options: {},
      accepted: ["https://portal.collegept.org/en-US/public-register/display-member-contact/?id=abc"],
      rejected: [
        "http://portal.collegept.org/en-US/public-register/",
        "https://collegept.example.org/register/sam",
        "https://portal.collegept.org.example.com/x",
      ],
    },
  ),
  time: patternKind(/^([01]\d|2[0-3]):[0-5]\d$/, "a 24-hour time like 09:00 or 19:00", {
    options: {},
    accepted: ["00:00", "09:00", "23:59"],
    rejected: ["9:00", "24:00", "12:60", "10am", "09:00:00"],
  }),
  // One form everywhere: year-month-day, a real month and day in the site's years. The content check's YAML reader
  // (yaml, YAML 1.2), the code editors' and Decap's all read an unquoted 2026-10-14 as this text; Gatsby's (js-yaml
  // 4) reads a Date, which GraphQL's Date takes as well. Anything else Date.parse would read ("October 14, 2026") is
  // refused. The CMS edits it in a widget of the site's own (src/cms/previews/date-widget.ts): Decap's datetime
  // widget read a date typed digit by digit, 12/04/2026, as 1906-12-04 (decaporg/decap-cms#7939). Its window (a
  // closure's, a review's, a post's) moves with the day, so only the widget checks it, on the day of the edit: the
  // build and the JSON Schema check what is wrong on every day (a day that does not exist, a year outside the
  // site's), so no build and no schema can go out of date as the days go by.
  date: {
    graphql: (_field, nonNull) => `Date${nonNull} @dateformat`,
    jsonSchema: () => ({ type: "string", pattern: ISO_DATE.source, patternErrorMessage: capitalized(DATE_MEANS) }),
    cms: (field, { opened }) => ({
      widget: "isodate",
      ...(field.window ? { window: field.window } : {}),
      ...(field.window === "sinceOpened" ? { opened } : {}),
    }),
    check: (value, _field, at, { report, today }) => {
      const problem =
        typeof value === "string" ? dateProblem(value, today) : `is ${describe(value)}, but should be ${DATE_MEANS}`
      if (problem) report(at, problem)
    },
    samples: [
      {
        options: {},
        accepted: ["2026-10-14", "2024-02-29", "2000-02-29", "2025-12-31", "2025-04-30", "2027-02-28", "1950-01-01"],
        rejected: [
          "2027-02-29",
          "2100-02-29",
          "2026-13-01",
          "2026-02-30",
          "2026-04-31",
          "2026-1-4",
          "14/10/2026",
          "October 14, 2026",
          "2026-10-14T10:00:00Z",
          "1906-12-04",
          "2100-01-01",
        ],
      },
    ],
  },
  phone: patternKind(
    PHONE_NUMBER,
    "a phone number of 10 digits, like (905) 555-0123",
    {
      options: {},
      accepted: ["(905) 555-0123", "905-555-0123", "905.555.0123", "9055550123", "+1 905 555 0123", "1-905-555-0123"],
      rejected: [
        "(905) 555-CALL",
        "+1905555CALL",
        "555-0123",
        "(905) 555-01234",
        "905 555 0123 ext 4",
        "+44 20 7946 0958",
      ],
    },
    { explain: phoneProblem, graphql: (_field, nonNull) => `PhoneNumber${nonNull}` },
  ),
  number: {
    graphql: (field, nonNull) => `${field.integer ? "Int" : "Float"}${nonNull}`,
    jsonSchema: ({ min, integer }) => ({
      type: integer ? "integer" : "number",
      ...(min === undefined ? {} : { minimum: min }),
    }),
    // Decap's number widget checks `min` before saving; with value_type int it makes whole numbers only.
    cms: ({ min, integer }) => ({ widget: "number", value_type: integer ? "int" : "float", min }),
    check: (value, field, at, { report }) => {
      const fits =
        typeof value === "number" &&
        Number.isFinite(value) &&
        (!field.integer || Number.isInteger(value)) &&
        (field.min === undefined || value >= field.min)
      if (fits) return
      // "$130" or "130" in quotes: the number is there, written as text.
      const written = typeof value === "string" ? /^\$?\s*(\d+(?:\.\d+)?)$/.exec(value.trim()) : null
      const hint = written ? `; write the number alone, without quotes or a $ sign: ${written[1]}` : ""
      report(at, `is ${describe(value)}, but should be ${numberMeans(field)}${hint}`)
    },
    samples: [
      { options: {}, accepted: [0, 3, 2.5, -1], rejected: ["3", "three", true, [3], Infinity] },
      { options: { min: 0 }, accepted: [0, 130, 92.5], rejected: [-1, -0.5, "130", "$130"] },
      { options: { min: 1, integer: true }, accepted: [1, 60], rejected: [0, 45.5, -30, "60"] },
    ],
  },
  boolean: {
    graphql: (_field, nonNull) => `Boolean${nonNull}`,
    jsonSchema: () => ({ type: "boolean" }),
    cms: () => ({ widget: "boolean" }),
    check: (value, _field, at, { report }) => {
      if (typeof value !== "boolean") report(at, `is ${describe(value)}, but should be true or false`)
    },
    samples: [{ options: {}, accepted: [true, false], rejected: ["true", "yes", 1] }],
  },
  languages: {
    graphql: (_field, nonNull) => `[String!]${nonNull}`,
    jsonSchema: () => ({ type: "array", items: { type: "string", enum: [...LANGUAGE_NAMES] }, uniqueItems: true }),
    cms: () => ({ widget: "select", multiple: true, options: [...LANGUAGE_NAMES] }),
    check: (value, _field, at, { report }) => {
      if (!Array.isArray(value)) {
        report(at, `is ${describe(value)}, but should be a list of languages`)
        return
      }
      value.forEach((name, i) => {
        const where = `${at}[${i + 1}]`
        if (typeof name !== "string" || !languageNamed(name)) report(where, notALanguage(name))
        else if (value.indexOf(name) < i) report(where, `"${name}" is listed twice; give each language once`)
      })
    },
    samples: [
      {
        options: {},
        accepted: [["English"], ["English", "Punjabi", "Hindi"], ["American Sign Language"]],
        rejected: ["English", ["Panjabi"], ["english"], ["English", "English"], ["English", 3], [["English"]]],
      },
    ],
  },
  // Picked in the CMS by its name, "Punjabi (ਪੰਜਾਬੀ)"; the file keeps its code, the page's address (/pa).
  languageCode: patternKind(
    new RegExp(`^(?:${OTHER_LANGUAGES.map(language => escapeRegExp(language.code)).join("|")})$`),
    "the code of a language on the site's list other than English, like pa for Punjabi",
    {
      options: {},
      accepted: ["pa", "hi", "ur", "fa-AF"],
      rejected: ["en", "Punjabi", "PA", "pa-IN", "xx", 3],
    },
    {
      explain: value => notALanguageCode(value),
      cms: () => ({
        widget: "select",
        options: OTHER_LANGUAGES.map(language => ({ label: languageLabel(language), value: language.code })),
      }),
    },
  ),
  strings: {
    ...listOf<"strings", "string">(string, field => ({ kind: "string", multiline: field.multiline })),
    cms: (field, context) => ({
      widget: "list",
      min: requiredMin(field),
      field: { label: "Item", name: "item", ...string.cms({ kind: "string", multiline: field.multiline }, context) },
    }),
    samples: [
      {
        options: {},
        accepted: [["One"], ["One", "Two"]],
        rejected: ["One", ["One", ""], ["One", "  "], ["One", 2], [["One"]]],
      },
    ],
  },
  markdown: {
    ...textKind<"markdown">({
      pattern: () => TEXT,
      means: () => "text, not only spaces",
      cms: field => markdownEditor(field.headings === true),
      samples: [
        {
          options: { headings: true },
          accepted: ["Plain text.", "## A heading\n\n**Bold** and [a link](/book)"],
          rejected: [" \n ", 42, ["text"]],
        },
      ],
    }),
    html: true,
  },
  reference: {
    graphql: (field, nonNull) => (field.multiple ? `[String!]${nonNull}` : `String${nonNull}`),
    jsonSchema: (field, group) => (field.multiple ? manyReferences : oneReference).jsonSchema(field, group),
    cms: (field, context) =>
      field.multiple
        ? {
            ...referencePicker(field, context.recordsAt),
            // Decap's relation widget checks min and max before saving, as its list widget does.
            min: field.minItems,
            max: field.maxItems,
            pattern: [SLUGS.source, `Each should be ${referenceMeans(field)}`],
          }
        : oneReference.cms(field, context),
    check: (value, field, at, context) =>
      (field.multiple ? manyReferences : oneReference).check(value, field, at, context),
    samples: [
      { options: { to: "teamMember" }, accepted: ["priya-sharma"], rejected: ["Priya Sharma", ["priya-sharma"], 3] },
      {
        options: { to: "conditionCategory" },
        accepted: ["spinal-conditions"],
        rejected: ["Spinal Conditions", ["spinal-conditions"], 1],
      },
      {
        options: { to: "condition", multiple: true },
        accepted: [["whiplash"], ["spinal-conditions", "whiplash"]],
        rejected: ["whiplash", ["Whip Lash"], ["whiplash", "neck pain"], ["whiplash", 3]],
      },
      {
        options: { to: "healthSource", multiple: true, minItems: 2, maxItems: 3 },
        accepted: [
          ["a-source", "b-source"],
          ["a-source", "b-source", "c-source"],
        ],
        rejected: [["a-source"], ["a-source", "b-source", "c-source", "d-source"], ["a-source", "B Source"]],
      },
    ],
  },
  image: textKind<"image">({
    pattern: () => TEXT,
    means: field => `the path of a picture in ${IMAGES_FOLDER}/${field.folder}, written from this file`,
    json: (field, patterned) => ({
      ...patterned,
      description: `${field.hint ? `${field.hint}. ` : ""}A picture in ${IMAGES_FOLDER}/${field.folder}, as a path from this file`,
    }),
    // Uploads go to content/images/<folder>; the YAML keeps the path from the file, as the build reads it.
    cms: (field, { yamlDir }) => {
      const folder = path.posix.join(IMAGES_FOLDER, field.folder)
      return {
        widget: "image",
        media_folder: `/${folder}`,
        public_folder: path.posix.relative(yamlDir, folder),
        choose_url: false,
      }
    },
    graphql: (_field, nonNull) => `File${nonNull} @fileByRelativePath`,
    lookup: (value, _field, at, context) => {
      const { found, lookedFor } = context.findImage(value)
      if (!found) context.report(at, `image "${value}" was not found (looked for ${lookedFor})`)
    },
    samples: [
      {
        options: { folder: "team" },
        accepted: ["../images/team/priya.jpg", "photo.jpg"],
        rejected: ["  ", 42, ["a.jpg"]],
      },
    ],
  }),
  object: {
    graphql: (field, nonNull) => `${field.type}${nonNull}`,
    jsonSchema: (field, group) => group(field.fields),
    // Decap requires an optional object's required fields even when the object is left out, so no file without
    // it could be saved (decaporg/decap-cms#2103, #7748). In the CMS its fields are optional; the build's content
    // check still names any that are missing from an object that is there.
    cms: (field, context) => ({
      widget: "object",
      collapsed: field.open !== true,
      fields: context.fields(field.fields, field.optional === true),
    }),
    check: (value, field, at, context) => {
      if (isPlainObject(value)) context.record(value, field.fields, at)
      else context.report(at, `is ${describe(value)}, but should be a group of fields`)
    },
    samples: [
      {
        options: sampleGroup,
        accepted: [{ label: "Contact", path: "/contact" }],
        rejected: ["Contact", ["Contact"], { label: "Contact" }, { label: "Contact", path: "contact" }],
      },
    ],
  },
  list: {
    graphql: (field, nonNull) => `[${field.type}!]${nonNull}`,
    jsonSchema: (field, group) => ({ type: "array", items: group(field.fields), ...bounds(field) }),
    // Decap's list widget checks min and max before saving.
    cms: (field, context) => ({
      widget: "list",
      collapsed: true,
      summary: summaryOf(field.fields),
      fields: context.fields(field.fields),
      min: requiredMin(field),
      max: field.maxItems,
      ...(field.fixed ? { allow_add: false, allow_remove: false, allow_reorder: false } : {}),
    }),
    check: (value, field, at, context) => {
      if (!Array.isArray(value)) {
        context.report(at, `is ${describe(value)}, but should be a list`)
        return
      }
      const { minItems = 0, maxItems = Infinity } = field
      if (value.length < minItems || value.length > maxItems)
        context.report(
          at,
          `has ${value.length} item${value.length === 1 ? "" : "s"}, but should have ${itemBounds(field)}`,
        )
      context.list(value, field.fields, at)
    },
    samples: [
      {
        options: sampleGroup,
        accepted: [
          [{ label: "Contact", path: "/contact" }],
          [
            { label: "A", path: "/a" },
            { label: "B", path: "/b" },
          ],
        ],
        rejected: [{ label: "Contact", path: "/contact" }, [{ label: "Contact" }], [{ label: "A", path: "a" }], ["A"]],
      },
      {
        options: { ...sampleGroup, minItems: 2, maxItems: 3 },
        accepted: [
          [
            { label: "A", path: "/a" },
            { label: "B", path: "/b" },
          ],
          [
            { label: "A", path: "/a" },
            { label: "B", path: "/b" },
            { label: "C", path: "/c" },
          ],
        ],
        rejected: [
          [{ label: "A", path: "/a" }],
          [
            { label: "A", path: "/a" },
            { label: "B", path: "/b" },
            { label: "C", path: "/c" },
            { label: "D", path: "/d" },
          ],
        ],
      },
    ],
  },
}

/** The entry of a field's kind. (TypeScript cannot pair a field's kind with its entry's type by itself.) */
export const kindOf = (field: Field) => FIELD_KINDS[field.kind] as unknown as FieldKindEntry<FieldKind>
