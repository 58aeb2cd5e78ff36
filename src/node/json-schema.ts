// JSON Schemas for the content files, made from the content model, so a code editor (VS Code with the YAML
// extension, or any editor using yaml-language-server) completes field names and flags mistakes while typing.
// Each YAML file names its schema on its first line: `# yaml-language-server: $schema=<path>`.
// Each build and `npm run develop` write them to content/schemas/ (commit them); a unit test fails when the
// committed ones are out of date.
import fs from "fs"
import path from "path"
import { contentTypeName, contentTypes, type ContentType, type Field, type Fields } from "./content-model"
import { PATTERNS } from "./patterns"

/** Where the schemas live, relative to content/. */
const SCHEMA_FOLDER = "schemas"

type JsonSchema = Record<string, unknown>

/** The schema's file, relative to content/. */
export const schemaFile = (type: ContentType) => `${SCHEMA_FOLDER}/${contentTypeName(type)}.schema.json`

/** The first line of a YAML file of this type: where its schema is, relative to the file. */
export function schemaModeline(type: ContentType): string {
  const fromFile = type.folder ? `../${schemaFile(type)}` : `./${schemaFile(type)}`
  return `# yaml-language-server: $schema=${fromFile}`
}

const withHint = (field: Field, schema: JsonSchema): JsonSchema =>
  field.hint ? { description: field.hint, ...schema } : schema

function fieldSchema(field: Field): JsonSchema {
  switch (field.kind) {
    case "string":
      return withHint(field, {
        type: "string",
        ...(field.oneOf ? { enum: [...field.oneOf] } : { minLength: field.minLength ?? 1 }),
        ...(field.maxLength ? { maxLength: field.maxLength } : {}),
      })
    case "slug":
      return withHint(field, { type: "string", pattern: PATTERNS.slug.source })
    case "markdown":
      return withHint(field, { type: "string", minLength: 1 })
    case "reference": {
      const slug = { type: "string", pattern: PATTERNS.slug.source }
      return withHint(field, field.multiple ? { type: "array", items: slug } : slug)
    }
    case "url":
      return withHint(field, { type: "string", pattern: PATTERNS.url.source })
    case "path":
      return withHint(field, { type: "string", pattern: PATTERNS.path.source })
    case "registration":
      return withHint(field, { type: "string", pattern: PATTERNS.registration.source })
    case "collegeRegister":
      return withHint(field, { type: "string", pattern: PATTERNS.collegeRegister.source })
    case "time":
      return withHint(field, { type: "string", pattern: PATTERNS.time.source })
    case "date":
      return withHint(field, { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" })
    case "image":
      return {
        type: "string",
        description: `${field.hint ? `${field.hint}. ` : ""}A picture in content/images/${field.folder}, as a path from this file`,
      }
    case "number":
      return withHint(field, { type: "number" })
    case "boolean":
      return withHint(field, { type: "boolean" })
    case "strings":
      return withHint(field, { type: "array", items: { type: "string", minLength: 1 } })
    case "object":
      return withHint(field, objectSchema(field.fields))
    case "list":
      return withHint(field, { type: "array", items: objectSchema(field.fields) })
  }
}

function objectSchema(fields: Fields): JsonSchema {
  const required = Object.entries(fields)
    .filter(([, field]) => !field.optional)
    .map(([key]) => key)
  return {
    type: "object",
    properties: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  }
}

/** The JSON Schema (draft-07) of one content type's files. */
export function buildJsonSchema(type: ContentType): JsonSchema {
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: `The ${type.label} (${type.folder ? `content/${type.folder}/*.yaml` : `content/${type.file}`})`,
    description:
      "Made from src/node/content-model.ts at every build and `npm run develop`: change the model, not this file.",
    ...objectSchema(type.fields),
  }
}

/** Every schema file's path (relative to content/) and text. */
export const jsonSchemaFiles = (): Array<[string, string]> =>
  contentTypes.map(type => [schemaFile(type), `${JSON.stringify(buildJsonSchema(type), null, 2)}\n`])

/** Writes each schema under `contentDir` when it differs from the model, as Gatsby writes its GraphQL types. */
export function writeJsonSchemas(contentDir: string) {
  for (const [file, text] of jsonSchemaFiles()) {
    const target = path.join(contentDir, file)
    if (fs.existsSync(target) && fs.readFileSync(target, "utf8") === text) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text)
  }
}
