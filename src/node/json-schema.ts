// JSON Schemas for the content files, made from the content model, so a code editor (VS Code with the YAML
// extension, or any editor using yaml-language-server) completes field names and flags mistakes while typing.
// Each YAML file names its schema on its first line: `# yaml-language-server: $schema=<path>`. A field's schema
// comes from its kind's entry in field-kinds.ts, including the message a code editor shows for a value of the
// wrong form (`patternErrorMessage`, which yaml-language-server and VS Code read), the same words as the CMS's.
// Each build and `npm run develop` write them to content/schemas/, and VS Code's map of files to schemas to
// .vscode/settings.json (commit both); a unit test fails when the committed ones are out of date.
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

/** VS Code's workspace settings, relative to the project: yaml.schemas is the build's, any other setting yours. */
export const EDITOR_SETTINGS_FILE = ".vscode/settings.json"

/** yaml.schemas: each schema, from the project, and the files it is for (one file, or a folder's), in model order. */
export const editorYamlSchemas = (): Record<string, string> =>
  Object.fromEntries(
    contentTypes.map(type => [
      `./content/${schemaFile(type)}`,
      type.folder ? `content/${type.folder}/*.yaml` : `content/${type.file}`,
    ]),
  )

/**
 * The settings file's text with yaml.schemas made from the model and every other setting kept, or undefined when
 * `current` already has them. The file is plain JSON: VS Code reads comments in it, but this would drop them.
 */
export function editorSettingsText(current: string | undefined): string | undefined {
  let settings: Record<string, unknown> = {}
  try {
    if (current !== undefined) settings = JSON.parse(current) as Record<string, unknown>
  } catch (error) {
    throw new Error(
      `${EDITOR_SETTINGS_FILE} is not plain JSON (${(error as Error).message}); each build rewrites its ` +
        `"yaml.schemas", so keep it without comments or trailing commas`,
    )
  }
  const schemas = editorYamlSchemas()
  if (JSON.stringify(settings["yaml.schemas"]) === JSON.stringify(schemas)) return undefined
  return `${JSON.stringify({ ...settings, "yaml.schemas": schemas }, null, 2)}\n`
}

/** Writes yaml.schemas into `projectDir`'s VS Code settings when it differs from the model. */
export function writeEditorSettings(projectDir: string) {
  const target = path.join(projectDir, EDITOR_SETTINGS_FILE)
  const text = editorSettingsText(fs.existsSync(target) ? fs.readFileSync(target, "utf8") : undefined)
  if (text === undefined) return
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, text)
}
