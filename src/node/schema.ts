// createSchemaCustomization: declares every content type from the content model, @dontInfer,
// required fields non-null and images as File @fileByRelativePath, so a YAML typo never becomes a field; each
// field's GraphQL type is its kind's (field-kinds.ts). Every page is its own type (the extra pages share one), and
// all of them a PagesYaml.
// Markdown fields gain their HTML (made here at build time, so the browser never loads a Markdown parser), and
// references gain what they name, found as references.ts declares: a post's author and conditions, a category's
// conditions and posts, a condition's category and posts, a review's reviewer and writer. What is derived from the
// content is resolved here too, so pages get it ready to show: each language's code and own name, the clinic's
// languages from its team's, the price range of its fees, a health page's warning signs in their tiers and its
// sources, its text cut where it first uses a term of the glossary (for its links to the term's explanation), and
// what /contact tells search engines (the front desk's languages, the building's access) as JSON-LD, so that page
// ships no code to build it.
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
import { conditionPageTitle } from "../lib/condition-wording"
import { priceRange } from "../lib/fees"
import { buildConditionJsonLd, buildConditionPageJsonLd, conditionsOnPage } from "../lib/json-ld/conditions"
import { mapLinksOf, type MapSite } from "../lib/map-links"
import { conditionPagePath, conditionPath } from "../lib/paths"
import {
  articleWords,
  conditionPageWords,
  type ArticleTexts,
  type ConditionPageTexts,
  type GlossaryTerm,
} from "../lib/glossary"
import { signsByTier, sourcesOfPage, type WarningSign } from "../lib/warning-signs"
import { buildAccessFeatures, buildContactPoint, buildSpecialOpeningHours } from "../lib/json-ld/visit"
import { addDays } from "../lib/calendar"
import { buildDayOf } from "./build-day"
import { buildCalendar, isoDay, type HolidaysContent } from "./holidays"
import { noticesAhead, type NoticesContent } from "./notices"
import { kindOf } from "./field-kinds"
import { telOf } from "../lib/phone"
import { clinicLanguages, languageNamed, LANGUAGES } from "./languages"
import { directionOf, languagePagePath } from "../lib/language-page"
import { writeFacts } from "../lib/language-format"
import type { DayHours } from "../lib/hours"
import { markdownToHtml, readingMinutes } from "./markdown"
import { placesOf, REFERENCE_KINDS, referencedIn, type Referenced, type ReferenceTarget } from "./references"

const graphqlType = (field: Field) => kindOf(field).graphql(field, field.optional ? "" : "!")

const fieldLines = (fields: Fields) => Object.entries(fields).map(([key, field]) => `  ${key}: ${graphqlType(field)}`)

/** A node type and the types nested in it, each declared once (two pages may share a type, as a section). */
function declare(type: ContentType, out: Map<string, string>) {
  const group = type.group ?? type.implements
  const interfaces = ["Node", ...(group ? [group.interface] : [])].join(" & ")
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

/** The types a kind of field reads as (field-kinds.ts): a phone field's text is its display, e164 made from it. */
const KIND_TYPES = `"A phone number as patients read it (the content's text), and the same number for tap-to-call (src/lib/phone.ts)"
type PhoneNumber {
  "(905) 555-0123"
  display: String!
  "+19055550123"
  e164: String!
}`

/** GraphQL SDL for every content type, nested types and the groups' interfaces included. */
export function buildTypeDefs(): string {
  const out = new Map<string, string>([["PhoneNumber", KIND_TYPES]])
  for (const group of new Set(contentTypes.flatMap(type => type.group ?? type.implements ?? [])))
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
  const found = new Map<string, unknown[]>()
  for (const place of placesOf(REFERENCE_KINDS[to])) {
    const holder = typeAt(place.endsWith(".yaml") ? { file: place } : { folder: place })
    if (!holder) throw new Error(`No content type reads ${place}, where a ${REFERENCE_KINDS[to].humanName} is`)
    const { entries } = await nodeModel.findAll({ type: holder.type })
    found.set(place, [...entries])
  }
  return referencedIn(to, place => found.get(place) ?? [])
}

/** What each slug names, in the slugs' order; one that names nothing is left out (the content check names it). */
async function resolveReferences(to: ReferenceTarget, slugs: readonly string[], nodeModel: NodeModel) {
  const things = await referencedNodes(to, nodeModel)
  return slugs.flatMap(slug => things.find(thing => thing.value === slug) ?? [])
}

/** A condition's page: its category's, or its own under its category's when it has one. */
const pathOf = ({ value, parent }: Referenced) =>
  parent ? conditionPagePath(String(parent[REFERENCE_KINDS.condition.valueField]), value) : conditionPath(value)

/** A condition a post names, and the page about it. */
const postCondition = (thing: Referenced) => ({ slug: thing.value, title: thing.name, path: pathOf(thing) })

/** The posts that name any of `slugs`, newest first. */
async function postsNaming(slugs: ReadonlySet<string>, nodeModel: NodeModel) {
  const { entries } = await nodeModel.findAll({ type: "PostsYaml" })
  return [...entries]
    .filter(post => ((post.conditions as string[] | null) ?? []).some(slug => slugs.has(slug)))
    .sort((a, b) => new Date(String(b.date)).getTime() - new Date(String(a.date)).getTime())
}

/** The team member a slug names, as Our Team lists them. */
const teamMember = async (slug: string | null | undefined, nodeModel: NodeModel) =>
  slug ? (await resolveReferences("teamMember", [slug], nodeModel))[0]?.record : undefined

/** The conditions with a page of their own that a category lists, in its order. */
const conditionsOf = async (category: string, nodeModel: NodeModel) =>
  (await referencedNodes("condition", nodeModel)).filter(thing => thing.parent?.slug === category)

interface HealthPageRecord {
  review?: { reviewedBy: string; writtenBy?: string | null; lastReviewed: unknown } | null
  sources?: string[] | null
  whenToGetHelp?: { signs: string[] } | null
}

interface SourceRecord {
  slug: string
  title: string
  publisher: string
  url: string
}

/** The records of what `slugs` name, in their order. */
const recordsOf = async <T>(to: ReferenceTarget, slugs: readonly string[], nodeModel: NodeModel) =>
  (await resolveReferences(to, slugs, nodeModel)).map(thing => thing.record as unknown as T)

/**
 * The sources of a page of health information: those its own text rests on, then those of its warning signs that
 * it does not cite itself.
 */
async function healthSourcesOf({ sources, whenToGetHelp }: HealthPageRecord, nodeModel: NodeModel) {
  const signSlugs = whenToGetHelp?.signs ?? []
  const signs = await recordsOf<{ slug: string; sources: string[] }>("warningSign", signSlugs, nodeModel)
  const slugs = sourcesOfPage(sources ?? [], signSlugs, signs)
  return {
    page: await recordsOf<SourceRecord>("healthSource", slugs.page, nodeModel),
    signs: await recordsOf<SourceRecord>("healthSource", slugs.signs, nodeModel),
  }
}

/** The glossary's terms, as glossary.yaml lists them. */
const glossaryTerms = async (nodeModel: NodeModel) =>
  ((await nodeModel.findOne({ type: "GlossaryYaml" }))?.terms ?? []) as GlossaryTerm[]

/**
 * Who reviewed a page of health information and when, and the sources its own text rests on, as its JSON-LD says
 * them. Its warning signs' sources are the shared list's, shown on the page but not repeated here: each would
 * weigh on every page that shows the sign.
 */
async function healthFacts(page: HealthPageRecord, nodeModel: NodeModel) {
  const { review } = page
  if (!review || !page.sources) return undefined
  const sources = (await healthSourcesOf(page, nodeModel)).page
  const member = async (slug: string | null | undefined) => {
    const found = await teamMember(slug, nodeModel)
    return found ? { slug: String(found.slug), name: String(found.name), role: String(found.role) } : null
  }
  const reviewer = await member(review.reviewedBy)
  if (!reviewer) return undefined
  const writer = await member(review.writtenBy)
  return { review: { lastReviewedIso: isoDay(review.lastReviewed), reviewer, writer }, sources }
}

/** The facts of a page that every node about it starts from, the site's address from site.yaml. */
async function pageFacts(nodeModel: NodeModel, path: string, title: string, description: string) {
  const site = await nodeModel.findOne({ type: "SiteYaml" })
  return { siteUrl: String(site?.siteUrl), path, title, description }
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
  "The page about it: a category's, or a condition's own under its category's"
  path: String!
}

"A day or run of days with other hours than the regular week's (src/lib/calendar.ts): closed when it has no hours"
type SpecialDays {
  from: String!
  to: String!
  opens: String
  closes: String
  reason: String!
  "As the hours list shows it: Friday, December 25"
  dates: String!
  "closed (Christmas Day)"
  change: String!
}

type ClinicCalendar {
  "The day of the build in Toronto, year-month-day"
  builtOn: String!
  days: [SpecialDays!]!
}

"A dated notice (src/lib/notices.ts), with the key a browser remembers it was dismissed by"
type NoticeAhead {
  key: String!
  text: String!
  link: ClinicNoticeLink
  from: String!
  to: String!
}

type TextPart {
  text: String!
  "The slug of the glossary's term that this text is the page's first use of; null for the text between"
  term: String
}

"A page of health information's sources: those its own text rests on, then its warning signs' others"
type HealthSources {
  page: [HealthSource!]!
  signs: [HealthSource!]!
}

"A condition's own page's texts, cut where the page first uses each term of the glossary, and those terms"
type ConditionPageWords {
  description: [TextPart!]!
  symptoms: [[TextPart!]!]!
  causes: [[TextPart!]!]!
  selfCare: [[TextPart!]!]!
  treatments: [[TextPart!]!]!
  recovery: [TextPart!]!
  terms: [GlossaryTerm!]!
}

"An article's introduction, symptoms, what to do now and each group's points, cut as a condition's page is, and the terms"
type ConditionArticleWords {
  description: [[TextPart!]!]!
  symptoms: [[TextPart!]!]!
  selfCare: [[TextPart!]!]!
  treatmentGroups: [[[TextPart!]!]!]!
  terms: [GlossaryTerm!]!
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
          resolve: (post: { author: string }, _args: unknown, { nodeModel }: ResolverContext) =>
            teamMember(post.author, nodeModel),
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
}

"A fact of the clinic's as a page in another language writes it: 19:00 as 7:00 PM"
type WrittenWord {
  "As content/ has it: 19:00, Monday, 2026-02-02"
  of: String!
  text: String!
}

type WrittenHoursRow {
  "A run of days with the same hours, in the language"
  days: String!
  "Its hours in the language; null when closed"
  hours: String
}

type WrittenFirstVisit {
  price: String!
  minutes: String!
}

"The clinic's facts a page in another language shows, written for its language by Intl at the build"
type WrittenFacts {
  hours: [WrittenHoursRow!]!
  "Each time of day the week and the holidays and closures name"
  times: [WrittenWord!]!
  "Each weekday, by its English name as site.yaml has it"
  weekdays: [WrittenWord!]!
  "The days a next opening after a long closure can fall on, with their dates in full"
  days: [WrittenWord!]!
  firstVisit: WrittenFirstVisit
  "The day it was checked, in full"
  checkedOn: String
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
      name: "LanguagePagesYaml",
      fields: {
        path: {
          type: "String!",
          description: "Its address: /pa for Punjabi",
          resolve: (page: { language: string }) => languagePagePath(page.language),
        },
        languageName: {
          type: "String!",
          description: "The language's English name, e.g. Punjabi",
          resolve: (page: { language: string }) => LANGUAGES.find(each => each.code === page.language)?.name ?? "",
        },
        ownName: {
          type: "String!",
          description: "The language's name in itself, e.g. ਪੰਜਾਬੀ",
          resolve: (page: { language: string }) => {
            const language = LANGUAGES.find(each => each.code === page.language)
            return language?.ownName ?? language?.name ?? page.language
          },
        },
        dir: {
          type: "String!",
          description: "The direction it is written in: rtl (Urdu, Arabic) or ltr",
          resolve: (page: { language: string }) => directionOf(page.language),
        },
        speakers: {
          type: "[TeamMember!]!",
          description: "Who on the team speaks it, in Our Team's order",
          resolve: async (page: { language: string }, _args: unknown, { nodeModel }: ResolverContext) => {
            const name = LANGUAGES.find(each => each.code === page.language)?.name
            const team = await nodeModel.findOne({ type: "TeamYaml" })
            const members = (team?.members ?? []) as Array<{ languages: string[] }>
            return members.filter(member => name !== undefined && member.languages.includes(name))
          },
        },
        written: {
          type: "WrittenFacts!",
          description:
            "The clinic's facts it shows, written for its language by Intl at the build: the week's hours, the times and days open-now names, the first visit's fee and length, the day it was checked",
          resolve: async (
            page: { language: string; confirmedOn?: unknown },
            _args: unknown,
            { nodeModel }: ResolverContext,
          ) => {
            const site = await nodeModel.findOne({ type: "SiteYaml" })
            const holidays = await nodeModel.findOne({ type: "HolidaysYaml" })
            const fees = await nodeModel.findOne({ type: "FeesYaml" })
            const firstVisit = (fees?.visits as Array<{ price: number; minutes: number }> | undefined)?.[0]
            return writeFacts(page.language, {
              week: (site?.hours ?? []) as DayHours[],
              special: holidays ? buildCalendar(holidays as HolidaysContent, await buildDayOf(nodeModel)).days : [],
              firstVisit,
              checkedOn: page.confirmedOn ? isoDay(page.confirmedOn) : null,
            })
          },
        },
        checker: {
          type: "TeamMember",
          description: "The team member who checked it, when someone has",
          resolve: (page: { confirmedBy?: string | null }, _args: unknown, { nodeModel }: ResolverContext) =>
            teamMember(page.confirmedBy, nodeModel),
        },
      },
    }),
    schema.buildObjectType({
      name: "PhoneNumber",
      fields: {
        display: { type: "String!", resolve: (phone: string) => phone },
        e164: { type: "String!", resolve: (phone: string) => telOf(phone) },
      },
    }),
    schema.buildObjectType({
      name: "SiteYaml",
      fields: {
        contactPoint: {
          type: "JSON!",
          description: "schema.org's ContactPoint: the front desk's phone and email, in every language the team speaks",
          resolve: async (site: { phone: string; email: string }, _args: unknown, { nodeModel }: ResolverContext) => {
            const team = await nodeModel.findOne({ type: "TeamYaml" })
            const members = (team?.members ?? []) as Array<{ name: string; languages: string[] }>
            return buildContactPoint(
              { phone: { e164: telOf(site.phone) }, email: site.email },
              clinicLanguages(members),
            )
          },
        },
        // Optional in site.yaml: made from the address when staff give none (src/lib/map-links.ts).
        mapUrl: {
          type: "String!",
          description: "The link for directions: site.yaml's own, else a map search for the clinic's address",
          resolve: (site: MapSite) => mapLinksOf(site).mapUrl,
        },
        mapEmbedUrl: {
          type: "String!",
          description: "The embedded map: site.yaml's own, else a map of the clinic's address",
          resolve: (site: MapSite) => mapLinksOf(site).mapEmbedUrl,
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
      name: "HolidaysYaml",
      fields: {
        calendar: {
          type: "ClinicCalendar!",
          description:
            "The day of the build and the special days from then on, for two years: each chosen holiday's date and each closure",
          resolve: async (content: HolidaysContent, _args: unknown, { nodeModel }: ResolverContext) =>
            buildCalendar(content, await buildDayOf(nodeModel)),
        },
        specialOpeningHours: {
          type: "JSON!",
          description: "schema.org's specialOpeningHoursSpecification: the holidays and closures in the year ahead",
          resolve: async (content: HolidaysContent, _args: unknown, { nodeModel }: ResolverContext) => {
            const { builtOn, days } = buildCalendar(content, await buildDayOf(nodeModel))
            return buildSpecialOpeningHours(days.filter(special => special.from <= addDays(builtOn, 366)))
          },
        },
      },
    }),
    schema.buildObjectType({
      name: "NoticesYaml",
      fields: {
        ahead: {
          type: "[NoticeAhead!]!",
          description: "Every notice not over on the day of the build, each with the key it is dismissed by",
          resolve: async (content: NoticesContent, _args: unknown, { nodeModel }: ResolverContext) =>
            noticesAhead(content, await buildDayOf(nodeModel)),
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
        conditions: {
          type: "[ConditionPageYaml!]!",
          description: "The conditions with a page of their own that this category lists, in its order",
          resolve: async (category: { slug: string }, _args: unknown, { nodeModel }: ResolverContext) =>
            (await conditionsOf(category.slug, nodeModel)).map(thing => thing.record),
        },
        medicalWebPage: {
          type: "JSON!",
          description:
            "What its page tells search engines (schema.org's MedicalWebPage), made here so it ships no code",
          resolve: async (
            category: HealthPageRecord & {
              slug: string
              title: string
              shortDescription: string
              article?: { symptoms: string[]; treatmentGroups: Array<{ title: string }> } | null
            },
            _args: unknown,
            { nodeModel }: ResolverContext,
          ) => {
            const conditions = (await conditionsOf(category.slug, nodeModel)).map(thing => ({
              title: thing.name,
              path: pathOf(thing),
            }))
            const page = await pageFacts(
              nodeModel,
              conditionPath(category.slug),
              category.title,
              category.shortDescription,
            )
            const about = conditionsOnPage({ title: category.title, conditions, article: category.article ?? null })
            return buildConditionPageJsonLd(page, about, await healthFacts(category, nodeModel))
          },
        },
        words: {
          type: "ConditionArticleWords",
          description: "An article's texts cut where the page first uses each term of the glossary; null for a group",
          resolve: async (
            category: { description: string[]; article?: Omit<ArticleTexts, "description"> | null },
            _args: unknown,
            { nodeModel }: ResolverContext,
          ) =>
            category.article
              ? articleWords({ ...category.article, description: category.description }, await glossaryTerms(nodeModel))
              : null,
        },
        healthSources: {
          type: "HealthSources",
          description:
            "An article's sources: those its text rests on, then its warning signs' others; null for a group",
          resolve: (category: HealthPageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            category.sources ? healthSourcesOf(category, nodeModel) : null,
        },
        relatedPosts: {
          type: "[PostsYaml!]!",
          description: "The posts that name this category or one of its conditions, newest first",
          resolve: async (category: { slug: string }, _args: unknown, { nodeModel }: ResolverContext) => {
            const own = (await conditionsOf(category.slug, nodeModel)).map(thing => thing.value)
            return postsNaming(new Set([category.slug, ...own]), nodeModel)
          },
        },
      },
    }),
    schema.buildObjectType({
      name: "ConditionPageYaml",
      fields: {
        path: {
          type: "String!",
          description: "Its own page, under its category's",
          resolve: (condition: { category: string; slug: string }) =>
            conditionPagePath(condition.category, condition.slug),
        },
        categoryPage: {
          type: "ConditionsYaml!",
          description: "The category whose page lists it",
          resolve: (condition: { category: string }, _args: unknown, { nodeModel }: ResolverContext) =>
            nodeModel.findOne({ type: "ConditionsYaml", query: { filter: { slug: { eq: condition.category } } } }),
        },
        relatedPosts: {
          type: "[PostsYaml!]!",
          description: "The posts that name it, newest first",
          resolve: (condition: { slug: string }, _args: unknown, { nodeModel }: ResolverContext) =>
            postsNaming(new Set([condition.slug]), nodeModel),
        },
        medicalWebPage: {
          type: "JSON!",
          description:
            "What its page tells search engines (schema.org's MedicalWebPage), made here so it ships no code",
          resolve: async (
            condition: HealthPageRecord & {
              slug: string
              category: string
              title: string
              shortDescription: string
              description: string
              symptoms: string[]
              causes: string[]
              treatments: string[]
            },
            _args: unknown,
            { nodeModel }: ResolverContext,
          ) => {
            const path = conditionPagePath(condition.category, condition.slug)
            const title = conditionPageTitle(condition.title)
            const page = await pageFacts(nodeModel, path, title, condition.shortDescription)
            const health = await healthFacts(condition, nodeModel)
            if (!health) throw new Error(`${path}: its review names no member of Our Team`)
            const facts = {
              name: condition.title,
              description: condition.description,
              symptoms: condition.symptoms,
              riskFactors: condition.causes,
              treatments: condition.treatments,
            }
            return buildConditionJsonLd(page, facts, health)
          },
        },
        words: {
          type: "ConditionPageWords!",
          description: "Its texts cut where the page first uses each term of the glossary, and those terms",
          resolve: async (condition: ConditionPageTexts, _args: unknown, { nodeModel }: ResolverContext) =>
            conditionPageWords(condition, await glossaryTerms(nodeModel)),
        },
        healthSources: {
          type: "HealthSources!",
          description: "The sources its text rests on, then its warning signs' others",
          resolve: (condition: HealthPageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            healthSourcesOf(condition, nodeModel),
        },
      },
    }),
    schema.buildObjectType({
      name: "WhenToGetHelp",
      fields: Object.fromEntries(
        (["emergency", "today"] as const).map(tier => [
          tier,
          {
            type: "[String!]!",
            description: `The words of its signs whose tier is ${tier}, in the page's order`,
            resolve: async (help: { signs: string[] }, _args: unknown, { nodeModel }: ResolverContext) => {
              const signs = (await referencedNodes("warningSign", nodeModel)).map(
                thing => thing.record as unknown as WarningSign,
              )
              return signsByTier(help.signs, signs)[tier]
            },
          },
        ]),
      ),
    }),
    schema.buildObjectType({
      name: "HealthReview",
      fields: {
        reviewer: {
          type: "TeamMember!",
          description: "Who checked the page, as Our Team lists them",
          resolve: (review: { reviewedBy: string }, _args: unknown, { nodeModel }: ResolverContext) =>
            teamMember(review.reviewedBy, nodeModel),
        },
        writer: {
          type: "TeamMember",
          description: "Who wrote it, as Our Team lists them; null when the clinic wrote it",
          resolve: async (review: { writtenBy?: string | null }, _args: unknown, { nodeModel }: ResolverContext) =>
            (await teamMember(review.writtenBy, nodeModel)) ?? null,
        },
      },
    }),
  ])
}
