// createSchemaCustomization: declares every content type from the content model, @dontInfer,
// required fields non-null and images as File @fileByRelativePath, so a YAML typo never becomes a field.
import type { GatsbyNode } from "gatsby"
import { contentTypes, type Field, type Fields } from "./content-model"

function graphqlType(field: Field): string {
  const nonNull = field.optional ? "" : "!"
  switch (field.kind) {
    case "string":
    case "slug":
    case "url":
    case "time":
      return `String${nonNull}`
    case "date":
      return `Date${nonNull} @dateformat`
    case "image":
      return `File${nonNull} @fileByRelativePath`
    case "number":
      return `Float${nonNull}`
    case "boolean":
      return `Boolean${nonNull}`
    case "strings":
      return `[String!]${nonNull}`
    case "object":
      return `${field.type}${nonNull}`
    case "list":
      return `[${field.type}!]${nonNull}`
  }
}

function declare(name: string, fields: Fields, isNode: boolean, out: string[]) {
  const lines = Object.entries(fields).map(([key, field]) => `  ${key}: ${graphqlType(field)}`)
  out.push(`type ${name}${isNode ? " implements Node @dontInfer" : ""} {\n${lines.join("\n")}\n}`)
  for (const field of Object.values(fields)) {
    if (field.kind === "object" || field.kind === "list") declare(field.type, field.fields, false, out)
  }
}

/** GraphQL SDL for every content type, nested types included. */
export function buildTypeDefs(): string {
  const out: string[] = []
  for (const type of contentTypes) declare(type.type, type.fields, true, out)
  return out.join("\n\n")
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(buildTypeDefs())
}
