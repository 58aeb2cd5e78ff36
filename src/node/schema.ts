// createSchemaCustomization: declares every content type from the content model, @dontInfer,
// required fields non-null and images as File @fileByRelativePath, so a YAML typo never becomes a field; each
// field's GraphQL type is its kind's (field-kinds.ts). Every page is its own type, and all of them a PagesYaml.
// Markdown fields gain their HTML (made here at build time, so the browser never loads a Markdown parser), and
// references gain what they name: a post's author and conditions, and a condition category's posts.
import type { GatsbyNode } from "gatsby"
import { contentTypes, nestedType, type ContentGroup, type ContentType, type Field, type Fields } from "./content-model"
import { kindOf } from "./field-kinds"
import { markdownToHtml, readingMinutes } from "./markdown"

const graphqlType = (field: Field) => kindOf(field).graphql(field, field.optional ? "" : "!")

const fieldLines = (fields: Fields) => Object.entries(fields).map(([key, field]) => `  ${key}: ${graphqlType(field)}`)

/** A node type and the types nested in it, each declared once (two pages may share a type, as a section). */
function declare(type: ContentType, out: Map<string, string>) {
  const interfaces = ["Node", ...(type.group ? [type.group.interface] : [])].join(" & ")
  out.set(
    type.type,
    `type ${type.type} implements ${interfaces} @dontInfer {\n${fieldLines(type.fields).join("\n")}\n}`,
  )
  const declareNested = (fields: Fields) => {
    for (const field of Object.values(fields)) {
      const nested = nestedType(field)
      if (!nested || out.has(nested.type)) continue
      out.set(nested.type, `type ${nested.type} {\n${fieldLines(nested.fields).join("\n")}\n}`)
      declareNested(nested.fields)
    }
  }
  declareNested(type.fields)
}

/** A group's interface (every page is a PagesYaml); as a Node, Gatsby queries it as one: allPagesYaml. */
const declareInterface = (group: ContentGroup) =>
  `interface ${group.interface} implements Node {\n  id: ID!\n${fieldLines(group.fields).join("\n")}\n}`

/** GraphQL SDL for every content type, nested types and the groups' interfaces included. */
export function buildTypeDefs(): string {
  const out = new Map<string, string>()
  for (const group of new Set(contentTypes.flatMap(type => type.group ?? [])))
    out.set(group.interface, declareInterface(group))
  for (const type of contentTypes) declare(type, out)
  return [...out.values()].join("\n\n")
}

/** The fields of each type written in Markdown, found in the model: each gains `html`, e.g. `contentHtml`. */
function markdownFields(fields: Fields, typeName: string, out: Array<[string, string]> = []) {
  for (const [key, field] of Object.entries(fields)) {
    if (kindOf(field).html) out.push([typeName, key])
    const nested = nestedType(field)
    if (nested) markdownFields(nested.fields, nested.type, out)
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
