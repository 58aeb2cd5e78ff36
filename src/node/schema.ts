// createSchemaCustomization: declares every content type from the content model, @dontInfer,
// required fields non-null and images as File @fileByRelativePath, so a YAML typo never becomes a field.
// Markdown fields gain their HTML (made here at build time, so the browser never loads a Markdown parser), and
// references gain what they name: a post's author and conditions, and a condition category's posts.
import type { GatsbyNode } from "gatsby"
import { contentTypes, type Field, type Fields } from "./content-model"
import { markdownToHtml, readingMinutes } from "./markdown"

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
    case "markdown":
      return `String${nonNull}`
    case "reference":
      return field.multiple ? `[String!]${nonNull}` : `String${nonNull}`
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

/** The fields of each type written in Markdown, found in the model: each gains `html`, e.g. `contentHtml`. */
function markdownFields(fields: Fields, typeName: string, out: Array<[string, string]> = []) {
  for (const [key, field] of Object.entries(fields)) {
    if (field.kind === "markdown") out.push([typeName, key])
    if (field.kind === "object" || field.kind === "list") markdownFields(field.fields, field.type, out)
  }
  return out
}

interface NodeModel {
  findOne: (args: { type: string; query?: object }) => Promise<Record<string, unknown> | null>
  findAll: (args: { type: string; query?: object }) => Promise<{ entries: Iterable<Record<string, unknown>> }>
}

interface ResolverContext {
  nodeModel: NodeModel
}

interface Member {
  slug: string
}

interface Entry {
  slug: string
  title: string
}

interface Category extends Entry {
  entries?: Entry[] | null
}

interface NamedCondition {
  slug: string
  title: string
  category: string
  entry: string | null
}

/** A condition a post names: the category page it is on, and its own section there when it is an entry. */
async function namedConditions(slugs: readonly string[], nodeModel: NodeModel): Promise<NamedCondition[]> {
  const { entries } = await nodeModel.findAll({ type: "ConditionsYaml" })
  const categories = [...entries] as unknown as Category[]
  return slugs.flatMap((slug): NamedCondition[] => {
    for (const category of categories) {
      if (category.slug === slug) return [{ slug, title: category.title, category: category.slug, entry: null }]
      const entry = category.entries?.find(item => item.slug === slug)
      if (entry) return [{ slug, title: entry.title, category: category.slug, entry: entry.slug }]
    }
    return []
  })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const html = (field: string) => ({
    type: "String!",
    args: { headingLevel: { type: "Int", defaultValue: 2 } },
    resolve: (record: Record<string, string>, { headingLevel }: { headingLevel: number }) =>
      markdownToHtml(record[field] ?? "", headingLevel),
  })
  actions.createTypes([
    buildTypeDefs(),
    `type PostCondition {
  slug: String!
  title: String!
  "The category's slug: the page is /conditions/<category>"
  category: String!
  "An entry's slug, its section on the category's page; null when the condition is the category itself"
  entry: String
}`,
    // Adds fields to the types declared above; Gatsby merges them.
    ...contentTypes
      .flatMap(type => markdownFields(type.fields, type.type))
      .map(([name, field]) => schema.buildObjectType({ name, fields: { [`${field}Html`]: html(field) } })),
    schema.buildObjectType({
      name: "PostsYaml",
      fields: {
        readingMinutes: { type: "Int!", resolve: (post: { content: string }) => readingMinutes(post.content) },
        authorProfile: {
          type: "TeamMember!",
          resolve: async (post: { author: string }, _args: unknown, { nodeModel }: ResolverContext) => {
            const team = await nodeModel.findOne({ type: "TeamYaml" })
            return (team?.members as Member[] | undefined)?.find(member => member.slug === post.author)
          },
        },
        conditionLinks: {
          type: "[PostCondition!]!",
          resolve: (post: { conditions?: string[] | null }, _args: unknown, { nodeModel }: ResolverContext) =>
            namedConditions(post.conditions ?? [], nodeModel),
        },
      },
    }),
    schema.buildObjectType({
      name: "ConditionsYaml",
      fields: {
        relatedPosts: {
          type: "[PostsYaml!]!",
          description: "The posts that name this category or one of its entries, newest first",
          resolve: async (category: Category, _args: unknown, { nodeModel }: ResolverContext) => {
            const slugs = new Set([category.slug, ...(category.entries ?? []).map(entry => entry.slug)])
            const { entries } = await nodeModel.findAll({ type: "PostsYaml" })
            return [...entries]
              .filter(post => ((post.conditions as string[] | null) ?? []).some(slug => slugs.has(slug)))
              .sort((a, b) => new Date(String(b.date)).getTime() - new Date(String(a.date)).getTime())
          },
        },
      },
    }),
  ])
}
