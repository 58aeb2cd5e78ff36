/** @jest-environment node */
// Each field kind's samples (src/node/field-kinds.ts) go through the three checks an editor meets: the build's
// content check, the JSON Schema a code editor applies and the CMS's check before it saves. All three must
// accept every accepted sample and refuse every rejected one, so no value passes one and fails another.
import fs from "fs"
import os from "os"
import path from "path"
import Ajv from "ajv"
import { cmsFields } from "../src/cms/cms-config"
import { dateProblem, type DateWindowKind } from "../src/lib/dates"
import { type Field, type FieldKind } from "../src/node/content-model"
import { clinicDay } from "../src/lib/calendar"
import { readContent } from "../src/node/content"
import { recordsIn } from "../src/node/content-check"
import { EMPTY_VALUES, FIELD_KINDS, type CmsField } from "../src/node/field-kinds"
import { isPlainObject } from "../src/node/item-label"
import { objectSchema } from "../src/node/json-schema"
import { recordProblems } from "../src/node/validate-content"

const kinds = Object.keys(FIELD_KINDS) as FieldKind[]

// A content folder with one condition category and one of its conditions: what a reference's picker offers in the
// samples.
const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "field-kinds-"))
fs.mkdirSync(path.join(contentDir, "conditions"))
fs.mkdirSync(path.join(contentDir, "condition-pages"))
fs.writeFileSync(
  path.join(contentDir, "conditions", "spinal-conditions.yaml"),
  "slug: spinal-conditions\ntitle: Spinal\norder: 1\nlayout: group\n",
)
fs.writeFileSync(
  path.join(contentDir, "condition-pages", "whiplash.yaml"),
  "slug: whiplash\ntitle: Whiplash\ncategory: spinal-conditions\norder: 1\n",
)
afterAll(() => fs.rmSync(contentDir, { recursive: true, force: true }))

const ajv = new Ajv({ allErrors: true, keywords: ["patternErrorMessage"] })

/** The build: a file whose only field is `value`; a picture is there whatever its path (its form is checked). */
const build = (field: Field, value: unknown) =>
  recordProblems(value === undefined ? {} : { value }, { value: field }, contentDir, () => ({
    found: true,
    lookedFor: "",
  })).length === 0

/** The JSON Schema of the same file. */
const jsonSchema = (field: Field, value: unknown) =>
  ajv.validate(objectSchema({ value: field }), value === undefined ? {} : { value })

/** Decap's isEmpty (decap-cms-core, EditorControlPane/Widget.js). */
const decapEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  ((typeof value === "string" || Array.isArray(value)) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0)

const isText = (value: unknown) => typeof value === "string"

/** A list no shorter than the widget's min and no longer than its max. */
const withinBounds = (value: unknown[], field: CmsField) =>
  (typeof field.min !== "number" || value.length >= field.min) &&
  (typeof field.max !== "number" || value.length <= field.max)

/** A select's choices: its options, each a value or a { label, value } pair. */
const choicesOf = (field: CmsField) =>
  (field.options as Array<string | { value: string }>).map(option =>
    typeof option === "string" ? option : option.value,
  )

/**
 * What an editor can save through each widget: a text box makes text, a checkbox true or false, a select one of
 * its options (a multiple select each option at most once), a number widget a number, whole with value_type int,
 * and no less than its min (Decap checks min before saving), and so on.
 */
const HOLDS: Record<string, (value: unknown, field: CmsField) => boolean> = {
  string: isText,
  text: isText,
  hidden: isText,
  // The site's date widget (src/cms/previews/date-widget.ts) refuses what dateProblem finds wrong, as the build does.
  isodate: (value, field) =>
    isText(value) &&
    !dateProblem(value, clinicDay(), field.window as DateWindowKind | undefined, field.opened as string | undefined),
  richtext: isText,
  image: isText,
  select: (value, field) => {
    const picked = field.multiple ? value : [value]
    return (
      Array.isArray(picked) &&
      picked.every(item => isText(item) && choicesOf(field).includes(item)) &&
      new Set(picked).size === picked.length
    )
  },
  // Decap's relation widget checks its min and max too, when it takes several (RelationControl's isValid).
  relation: (value, field) =>
    field.multiple ? Array.isArray(value) && value.every(isText) && withinBounds(value, field) : isText(value),
  number: (value, field) =>
    typeof value === "number" &&
    Number.isFinite(value) &&
    (field.value_type !== "int" || Number.isInteger(value)) &&
    (typeof field.min !== "number" || value >= field.min),
  boolean: value => typeof value === "boolean",
  // Decap's list widget checks its min and max before saving (ListControl's validateSize).
  list: (value, field) => Array.isArray(value) && withinBounds(value, field),
  object: isPlainObject,
}

/**
 * The CMS: Decap's check before saving (Widget.js): a required field must not be empty; a field with a pattern
 * is tested as `new RegExp(pattern).test(value)`, a list's value joined by commas first; each field inside an
 * object or a list's items is checked the same way. A value the field's widget cannot make is refused.
 */
function decapAccepts(field: CmsField, value: unknown): boolean {
  if (decapEmpty(value)) return field.required === false
  const holds = HOLDS[field.widget]
  if (!holds) throw new Error(`no model of Decap's ${field.widget} widget`)
  if (!holds(value, field)) return false
  const pattern = field.pattern as [string, string] | undefined
  if (pattern && !new RegExp(pattern[0]).test(String(Array.isArray(value) ? value.join(",") : value))) return false
  const group = (item: unknown) =>
    isPlainObject(item) && (field.fields as CmsField[]).every(child => decapAccepts(child, item[child.name]))
  if (field.widget === "object") return group(value)
  if (field.widget === "list" && Array.isArray(value))
    return value.every(item => (field.field ? decapAccepts(field.field as CmsField, item) : group(item)))
  return true
}

const cms = (field: Field, value: unknown) =>
  decapAccepts(
    cmsFields({ value: field }, { yamlDir: "content", recordsAt: recordsIn(readContent(contentDir).files) })[0],
    value,
  )

/** Each sample as [kind, options, value, expected, build, JSON Schema, CMS]; a row that disagrees is a bug. */
function verdicts(kind: FieldKind) {
  return FIELD_KINDS[kind].samples.flatMap(({ options, accepted, rejected }) => {
    const field = { kind, ...options } as Field
    const row = (value: unknown, expected: boolean) => [
      kind,
      JSON.stringify(options),
      value,
      expected,
      build(field, value),
      jsonSchema(field, value),
      cms(field, value),
    ]
    return [...accepted.map(value => row(value, true)), ...rejected.map(value => row(value, false))]
  })
}

/** The rows where a check does not give the expected answer. */
const disagreements = (kind: FieldKind) =>
  verdicts(kind).filter(([, , , expected, ...answers]) => answers.some(answer => answer !== expected))

describe("every field kind", () => {
  test.each(kinds)("%s has samples that are accepted and samples that are refused", kind => {
    const { samples } = FIELD_KINDS[kind]
    expect(samples.flatMap(sample => sample.accepted).length).toBeGreaterThan(0)
    expect(samples.flatMap(sample => sample.rejected).length).toBeGreaterThan(0)
  })

  test.each(kinds)("%s: the build, the JSON Schema and the CMS accept and refuse the same samples", kind => {
    expect(disagreements(kind)).toEqual([])
  })

  test.each(kinds)("%s: an empty value is missing when required and left out when optional, in all three", kind => {
    const { options } = FIELD_KINDS[kind].samples[0]
    const answers = (optional: boolean) =>
      [undefined, ...EMPTY_VALUES].map(value => {
        const field = { kind, ...options, optional } as Field
        return [value, build(field, value), jsonSchema(field, value), cms(field, value)]
      })
    expect(answers(false)).toEqual([undefined, ...EMPTY_VALUES].map(value => [value, false, false, false]))
    expect(answers(true)).toEqual([undefined, ...EMPTY_VALUES].map(value => [value, true, true, true]))
  })
})

describe("a kind whose outputs disagree fails the test above", () => {
  afterEach(() => jest.restoreAllMocks())

  test("a build check that takes any date Date.parse reads, as the build once did", () => {
    jest.spyOn(FIELD_KINDS.date, "check").mockImplementation((value, _field, at, { report }) => {
      if (typeof value !== "string" || Number.isNaN(Date.parse(value))) report(at, "is not a date")
    })
    expect(disagreements("date").map(([, , value]) => value)).toEqual(
      expect.arrayContaining(["October 14, 2026", "2026-10-14T10:00:00Z"]),
    )
  })

  test("a JSON Schema that takes any text for a time", () => {
    jest.spyOn(FIELD_KINDS.time, "jsonSchema").mockReturnValue({ type: "string" })
    expect(disagreements("time").map(([, , value]) => value)).toEqual(expect.arrayContaining(["24:00", "10am"]))
  })

  test("a CMS pattern that lets capitals into a slug", () => {
    jest
      .spyOn(FIELD_KINDS.slug, "cms")
      .mockReturnValue({ widget: "string", pattern: ["^[A-Za-z0-9-]+$", "Letters, digits and hyphens"] })
    expect(disagreements("slug").map(([, , value]) => value)).toEqual(expect.arrayContaining(["neck--pain"]))
  })

  test("a CMS widget that makes text where the build wants a number", () => {
    jest.spyOn(FIELD_KINDS.number, "cms").mockReturnValue({ widget: "string" })
    expect(disagreements("number").length).toBeGreaterThan(0)
  })
})
