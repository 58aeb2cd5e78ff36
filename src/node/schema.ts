// createSchemaCustomization: declares every content type from the content model, @dontInfer,
// required fields non-null and images as File @fileByRelativePath, so a YAML typo never becomes a field; each
// field's GraphQL type is its kind's (field-kinds.ts). Every page is its own type, and all of them a PagesYaml.
// Markdown fields gain their HTML (made here at build time, so the browser never loads a Markdown parser), and
// references gain what they name, found as references.ts declares: a post's author and conditions, and a condition
// category's posts. What is derived from the content is resolved here too, so pages get it ready to show: each
// language's code and own name, the clinic's languages from its team's, the price range of its fees, and what
// /contact tells search engines (the front desk's languages, the building's access) as JSON-LD, so that page ships
// no code to build it.
import type { GatsbyNode } from "gatsby"
import {
  contentTypes,
  nestedType,
  typeAt,
  type ContentGroup,
  type ContentType,
  type Field,
  type Fields,
} from "./content-model"
import { priceRange } from "../lib/fees"
import { buildAccessFeatures, buildContactPoint } from "../lib/json-ld/visit"
import { kindOf } from "./field-kinds"
import { clinicLanguages, languageNamed } from "./languages"
import { markdownToHtml, readingMinutes } from "./markdown"
import { REFERENCE_KINDS, referencedIn, type Referenced, type ReferenceTarget } from "./references"

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

/** Everything a reference to `to` may name, found in Gatsby's nodes of the files that hold it (references.ts). */
async function referencedNodes(to: ReferenceTarget, nodeModel: NodeModel): Promise<Referenced[]> {
  const holder = typeAt(REFERENCE_KINDS[to])
  if (!holder) throw new Error(`No content type reads the files a ${REFERENCE_KINDS[to].humanName} is in`)
  const { entries } = await nodeModel.findAll({ type: holder.type })
  return referencedIn(to, [...entries])
}

/** What each slug names, in the slugs' order; one that names nothing is left out (the content check names it). */
async function resolveReferences(to: ReferenceTarget, slugs: readonly string[], nodeModel: NodeModel) {
  const things = await referencedNodes(to, nodeModel)
  return slugs.flatMap(slug => things.find(thing => thing.value === slug) ?? [])
}

/** A condition a post names: the category page it is on, and its own section there when it is an entry. */
const postCondition = ({ value, name, parent }: Referenced) => ({
  slug: value,
  title: name,
  category: parent ? String(parent[REFERENCE_KINDS.condition.valueField]) : value,
  entry: parent ? value : null,
})

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
          resolve: async (post: { author: string }, _args: unknown, { nodeModel }: ResolverContext) =>
            (await resolveReferences("teamMember", [post.author], nodeModel))[0]?.record,
        },
        conditionLinks: {
          type: "[PostCondition!]!",
          resolve: async (post: { conditions?: string[] | null }, _args: unknown, { nodeModel }: ResolverContext) =>
            (await resolveReferences("condition", post.conditions ?? [], nodeModel)).map(postCondition),
        },
      },
    }),
    `type Language {
  name: String!
  "IETF BCP 47, e.g. pa"
  code: String!
  "Its name in itself, e.g. ਪੰਜਾਬੀ; null for a sign language, or where it is the English name"
  ownName: String
}

type ClinicLanguage {
  name: String!
  code: String!
  ownName: String
  "Who on the team speaks it, in Our Team's order"
  speakers: [String!]!
}`,
    schema.buildObjectType({
      name: "TeamMember",
      fields: {
        spokenLanguages: {
          type: "[Language!]!",
          description: "The languages this person speaks, as listed, with each one's code",
          resolve: (member: { languages: string[] }) => member.languages.flatMap(name => languageNamed(name) ?? []),
        },
      },
    }),
    schema.buildObjectType({
      name: "TeamYaml",
      fields: {
        clinicLanguages: {
          type: "[ClinicLanguage!]!",
          description: "Every language someone on the team speaks, with who: English first, then alphabetical",
          resolve: (team: { members: Array<{ name: string; languages: string[] }> }) => clinicLanguages(team.members),
        },
      },
    }),
    schema.buildObjectType({
      name: "SiteYaml",
      fields: {
        contactPoint: {
          type: "JSON!",
          description: "schema.org's ContactPoint: the front desk's phone and email, in every language the team speaks",
          resolve: async (
            site: { phone: { e164: string }; email: string },
            _args: unknown,
            { nodeModel }: ResolverContext,
          ) => {
            const team = await nodeModel.findOne({ type: "TeamYaml" })
            const members = (team?.members ?? []) as Array<{ name: string; languages: string[] }>
            return buildContactPoint(site, clinicLanguages(members))
          },
        },
      },
    }),
    schema.buildObjectType({
      name: "GettingHereYaml",
      fields: {
        amenityFeature: {
          type: "JSON!",
          description: "schema.org's amenityFeature: the entrance, parking and washroom, each yes or no",
          resolve: (access: {
            entrance: { stepFree: boolean }
            parking: { free: boolean }
            washroom: { accessible: boolean }
          }) =>
            buildAccessFeatures({
              stepFreeEntrance: access.entrance.stepFree,
              freeParking: access.parking.free,
              accessibleWashroom: access.washroom.accessible,
            }),
        },
      },
    }),
    schema.buildObjectType({
      name: "FeesYaml",
      fields: {
        priceRange: {
          type: "String!",
          description: 'The lowest and highest fee, e.g. "$80–$480", for search engines',
          resolve: (fees: { visits: Array<{ price: number }> }) => priceRange(fees.visits.map(visit => visit.price)),
        },
      },
    }),
    schema.buildObjectType({
      name: "ConditionsYaml",
      fields: {
        relatedPosts: {
          type: "[PostsYaml!]!",
          description: "The posts that name this category or one of its entries, newest first",
          resolve: async (category: Record<string, unknown>, _args: unknown, { nodeModel }: ResolverContext) => {
            const slugs = new Set(referencedIn("condition", [category]).map(thing => thing.value))
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
