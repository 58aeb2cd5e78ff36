// JSON Schemas for the content files, made from the content model, so a code editor (VS Code with the YAML
// extension, or any editor using yaml-language-server) completes field names and flags mistakes while typing.
// Each YAML file names its schema on its first line: `# yaml-language-server: $schema=<path>`. A field's schema
// comes from its kind's entry in field-kinds.ts, including the message a code editor shows for a value of the
// wrong form (`patternErrorMessage`, which yaml-language-server and VS Code read), the same words as the CMS's.
// Each build and `npm run develop` write them to content/schemas/ (commit them); a unit test fails when the
// committed ones are out of date.
import fs from "fs"
import path from "path"
import { contentTypeName, contentTypes, type ContentType, type Field, type Fields } from "./content-model"
import { EMPTY_VALUES, kindOf, type JsonSchema } from "./field-kinds"

/** Where the schemas live, relative to content/. */
const SCHEMA_FOLDER = "schemas"

/** The schema's file, relative to content/. */
export const schemaFile = (type: ContentType) => `${SCHEMA_FOLDER}/${contentTypeName(type)}.schema.json`

/** The first line of a YAML file of this type: where its schema is, relative to the file. */
export function schemaModeline(type: ContentType): string {
  const fromFile = path.posix.relative(type.folder ?? path.posix.dirname(type.file ?? ""), schemaFile(type))
  return `# yaml-language-server: $schema=${fromFile.startsWith("../") ? fromFile : `./${fromFile}`}`
}

function fieldSchema(field: Field): JsonSchema {
  const { description = field.hint, ...schema } = kindOf(field).jsonSchema(field, objectSchema)
  const described = (own: JsonSchema) => (description ? { description, ...own } : own)
  // A required list needs an item, as the build and the CMS say; an optional field may be left empty, as they say.
  if (!field.optional)
    return described(
      schema.type === "array" ? { ...schema, minItems: Math.max(1, Number(schema.minItems ?? 1)) } : schema,
    )
  return described({ anyOf: [schema, { enum: EMPTY_VALUES }] })
}

/** The schema of a group of fields: an object with exactly these keys, the required ones required. */
export function objectSchema(fields: Fields): JsonSchema {
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
