// createSchemaCustomization: declares every content type from the content model, @dontInfer,
// required fields non-null and images as File @fileByRelativePath, so a YAML typo never becomes a field.
// A post's content and an FAQ answer also arrive as blocks, parsed here at build time so the browser never loads
// the parser.
import type { GatsbyNode } from "gatsby"
import { parsePostContent, type PostBlock } from "../lib/post-content"
import { contentTypes, type Field, type Fields } from "./content-model"

function graphqlType(field: Field): string {
  const nonNull = field.optional ? "" : "!"
  switch (field.kind) {
    case "string":
    case "slug":
    case "url":
    case "path":
    case "registration":
    case "collegeRegister":
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

/** The GraphQL type of each kind of block the parser makes, with the same fields as the block. */
const POST_BLOCK_TYPES: Record<PostBlock["type"], string> = {
  heading: "PostHeading",
  paragraph: "PostParagraph",
  list: "PostList",
}

const postBlockTypeDefs = `type PostHeading {
  text: String!
}

type PostParagraph {
  text: String!
}

type PostList {
  items: [String!]!
}`

/** The types whose long text is written in the post format, and the field it is in: each gains `blocks`. */
const TEXT_FIELDS = { PostsYaml: "content", FaqQuestion: "answer" }

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes([
    buildTypeDefs(),
    postBlockTypeDefs,
    schema.buildUnionType({
      name: "PostBlock",
      types: Object.values(POST_BLOCK_TYPES),
      resolveType: (block: PostBlock) => POST_BLOCK_TYPES[block.type],
    }),
    // Adds a field to the types declared above; Gatsby merges the two.
    ...Object.entries(TEXT_FIELDS).map(([name, field]) =>
      schema.buildObjectType({
        name,
        fields: {
          blocks: {
            type: "[PostBlock!]!",
            resolve: (record: Record<string, string>) => parsePostContent(record[field]),
          },
        },
      }),
    ),
  ])
}
