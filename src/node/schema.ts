// createSchemaCustomization: declares every content type from the content model, @dontInfer,
// required fields non-null and images as File @fileByRelativePath, so a YAML typo never becomes a field; each
// field's GraphQL type is its kind's (field-kinds.ts). Every page is its own type (the extra pages share one), and
// all of them a PagesYaml.
// It also declares the fields the build adds, each resolved by fetching the nodes it needs and handing their records
// to a plain function: Markdown's HTML (markdown.ts), what references name (relations.ts, as references.ts
// declares), a page of health information's sources, glossary terms and JSON-LD (health-page-facts.ts), a page in
// another language's names, speakers and facts written for it (language-page-facts.ts), what /contact tells search
// engines (visit-facts.ts), and the clinic's calendar and notices from the day of the build.
import type { GatsbyNode } from "gatsby"
import {
  contentTypes,
  nestedType,
  SIGN_TIERS,
  typeAt,
  type ContentGroup,
  type ContentType,
  type Field,
  type Fields,
} from "./content-model"
import { priceRange } from "../lib/fees"
import { conditionPageWords } from "../lib/glossary"
import { languagePagePath } from "../lib/language-page"
import { clinicLanguages, directionOf, languageNamed, languageOfCode } from "../lib/languages"
import { mapLinksOf, type MapSite } from "../lib/map-links"
import { conditionPagePath } from "../lib/paths"
import { telOf } from "../lib/phone"
import { signsByTier } from "../lib/warning-signs"
import { buildDayOf } from "./build-day"
import { kindOf } from "./field-kinds"
import { categoryJsonLd, categoryWords, conditionJsonLd, healthSourcesOf } from "./health-page-facts"
import { buildCalendar, type HolidaysContent } from "./holidays"
import { languageNames, pageSpeakers, writtenFactsOf, type LanguagePageRecord } from "./language-page-facts"
import { markdownToHtml, readingMinutes } from "./markdown"
import {
  isSign,
  isSource,
  isTeamMember,
  type CategoryRecord,
  type ConditionPageRecord,
  type FeesRecord,
  type NodeRecords,
  type PostRecord,
  type SiteRecord,
  type TeamMemberRecord,
  type TeamRecord,
} from "./node-records"
import { noticesAhead, type NoticesContent } from "./notices"
import { placesOf, REFERENCE_KINDS, referencedIn, type Referenced, type ReferenceTarget } from "./references"
import { conditionLinks, conditionsOfCategory, memberNamed, postsNaming, postsOfCategory } from "./relations"
import { accessFeaturesOf, contactPointOf, specialHoursAhead, type AccessRecord } from "./visit-facts"

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

/** Gatsby's nodeModel, its nodes typed by their type's name (node-records.ts); a type read by name, untyped. */
interface NodeModel {
  findOne<T extends keyof NodeRecords>(args: { type: T; query?: object }): Promise<NodeRecords[T] | null>
  findOne(args: { type: string; query?: object }): Promise<Record<string, unknown> | null>
  findAll<T extends keyof NodeRecords>(args: { type: T }): Promise<{ entries: Iterable<NodeRecords[T]> }>
  findAll(args: { type: string }): Promise<{ entries: Iterable<Record<string, unknown>> }>
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

/** The records of everything `to` may name, of the shape `is` checks (the content check refuses any other). */
const referencedRecords = async <T>(to: ReferenceTarget, nodeModel: NodeModel, is: (value: unknown) => value is T) =>
  (await referencedNodes(to, nodeModel)).flatMap(({ record }) => (is(record) ? [record] : []))

const teamMembers = (nodeModel: NodeModel) => referencedRecords("teamMember", nodeModel, isTeamMember)
const signs = (nodeModel: NodeModel) => referencedRecords("warningSign", nodeModel, isSign)
const sources = (nodeModel: NodeModel) => referencedRecords("healthSource", nodeModel, isSource)
const conditions = (nodeModel: NodeModel) => referencedNodes("condition", nodeModel)

/** Everyone on Our Team, as team.yaml lists them. */
const team = async (nodeModel: NodeModel) => (await nodeModel.findOne({ type: "TeamYaml" }))?.members ?? []

/** The glossary's terms, as glossary.yaml lists them. */
const glossaryTerms = async (nodeModel: NodeModel) => (await nodeModel.findOne({ type: "GlossaryYaml" }))?.terms ?? []

const posts = async (nodeModel: NodeModel) => (await nodeModel.findAll({ type: "PostsYaml" })).entries

/** The clinic's facts a page in another language writes: its week, its calendar from the day of the build, its fees. */
const clinicFacts = async (nodeModel: NodeModel) => ({
  site: await nodeModel.findOne({ type: "SiteYaml" }),
  holidays: await nodeModel.findOne({ type: "HolidaysYaml" }),
  fees: await nodeModel.findOne({ type: "FeesYaml" }),
  today: await buildDayOf(nodeModel),
})

/** What a page of health information's JSON-LD names: the site's address, the team and the sources. */
const healthLists = async (nodeModel: NodeModel) => ({
  siteUrl: (await nodeModel.findOne({ type: "SiteYaml" }))?.siteUrl ?? "",
  members: await teamMembers(nodeModel),
  sources: await sources(nodeModel),
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
          resolve: async (post: PostRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            memberNamed(post.author, await teamMembers(nodeModel)),
        },
        conditionLinks: {
          type: "[PostCondition!]!",
          resolve: async (post: PostRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            conditionLinks(post.conditions ?? [], await conditions(nodeModel)),
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
          resolve: (member: TeamMemberRecord) => member.languages.flatMap(name => languageNamed(name) ?? []),
        },
      },
    }),
    schema.buildObjectType({
      name: "TeamYaml",
      fields: {
        clinicLanguages: {
          type: "[ClinicLanguage!]!",
          description: "Every language someone on the team speaks, with who: English first, then alphabetical",
          resolve: (team: TeamRecord) => clinicLanguages(team.members),
        },
      },
    }),
    schema.buildObjectType({
      name: "LanguagePagesYaml",
      fields: {
        path: {
          type: "String!",
          description: "Its address: /pa for Punjabi",
          resolve: (page: LanguagePageRecord) => languagePagePath(page.language),
        },
        languageName: {
          type: "String!",
          description: "The language's English name, e.g. Punjabi",
          resolve: (page: LanguagePageRecord) => languageNames(page.language).languageName,
        },
        ownName: {
          type: "String!",
          description: "The language's name in itself, e.g. ਪੰਜਾਬੀ",
          resolve: (page: LanguagePageRecord) => languageNames(page.language).ownName,
        },
        dir: {
          type: "String!",
          description: "The direction it is written in: rtl (Urdu, Arabic) or ltr",
          resolve: (page: LanguagePageRecord) => directionOf(page.language),
        },
        ogLocale: {
          type: "String!",
          description: "Open Graph's locale for it, e.g. pa_IN",
          resolve: (page: LanguagePageRecord) => languageOfCode(page.language)?.ogLocale ?? "",
        },
        scriptFont: {
          type: "String",
          description:
            "The script (ISO 15924) whose web font it needs, when Source Sans 3 does not draw it: Guru, Deva, Arab",
          resolve: (page: LanguagePageRecord) => languageOfCode(page.language)?.scriptFont ?? null,
        },
        speakers: {
          type: "[TeamMember!]!",
          description: "Who on the team speaks it, in Our Team's order",
          resolve: async (page: LanguagePageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            pageSpeakers(page.language, await team(nodeModel)),
        },
        written: {
          type: "WrittenFacts!",
          description:
            "The clinic's facts it shows, written for its language by Intl at the build: the week's hours, the times and days open-now names, the first visit's fee and length, the day it was checked",
          resolve: async (page: LanguagePageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            writtenFactsOf(page, await clinicFacts(nodeModel)),
        },
        checker: {
          type: "TeamMember",
          description: "The team member who checked it, when someone has",
          resolve: async (page: LanguagePageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            memberNamed(page.confirmedBy, await teamMembers(nodeModel)),
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
          resolve: async (site: SiteRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            contactPointOf(site, await team(nodeModel)),
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
          resolve: (access: AccessRecord) => accessFeaturesOf(access),
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
          resolve: async (content: HolidaysContent, _args: unknown, { nodeModel }: ResolverContext) =>
            specialHoursAhead(content, await buildDayOf(nodeModel)),
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
          resolve: (fees: FeesRecord) => priceRange(fees.visits.map(visit => visit.price)),
        },
      },
    }),
    schema.buildObjectType({
      name: "ConditionsYaml",
      fields: {
        conditions: {
          type: "[ConditionPageYaml!]!",
          description: "The conditions with a page of their own that this category lists, in its order",
          resolve: async (category: CategoryRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            conditionsOfCategory(category.slug, await conditions(nodeModel)).map(thing => thing.record),
        },
        medicalWebPage: {
          type: "JSON!",
          description:
            "What its page tells search engines (schema.org's MedicalWebPage), made here so it ships no code",
          resolve: async (category: CategoryRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            categoryJsonLd(category, { ...(await healthLists(nodeModel)), conditions: await conditions(nodeModel) }),
        },
        words: {
          type: "ConditionArticleWords",
          description: "An article's texts cut where the page first uses each term of the glossary; null for a group",
          resolve: async (category: CategoryRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            categoryWords(category, await glossaryTerms(nodeModel)),
        },
        healthSources: {
          type: "HealthSources",
          description:
            "An article's sources: those its text rests on, then its warning signs' others; null for a group",
          resolve: async (category: CategoryRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            healthSourcesOf(category, await signs(nodeModel), await sources(nodeModel)),
        },
        relatedPosts: {
          type: "[PostsYaml!]!",
          description: "The posts that name this category or one of its conditions, newest first",
          resolve: async (category: CategoryRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            postsOfCategory(category.slug, await conditions(nodeModel), await posts(nodeModel)),
        },
      },
    }),
    schema.buildObjectType({
      name: "ConditionPageYaml",
      fields: {
        path: {
          type: "String!",
          description: "Its own page, under its category's",
          resolve: (condition: ConditionPageRecord) => conditionPagePath(condition.category, condition.slug),
        },
        categoryPage: {
          type: "ConditionsYaml!",
          description: "The category whose page lists it",
          resolve: (condition: ConditionPageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            nodeModel.findOne({ type: "ConditionsYaml", query: { filter: { slug: { eq: condition.category } } } }),
        },
        relatedPosts: {
          type: "[PostsYaml!]!",
          description: "The posts that name it, newest first",
          resolve: async (condition: ConditionPageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            postsNaming([condition.slug], await posts(nodeModel)),
        },
        medicalWebPage: {
          type: "JSON!",
          description:
            "What its page tells search engines (schema.org's MedicalWebPage), made here so it ships no code",
          resolve: async (condition: ConditionPageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            conditionJsonLd(condition, await healthLists(nodeModel)),
        },
        words: {
          type: "ConditionPageWords!",
          description: "Its texts cut where the page first uses each term of the glossary, and those terms",
          resolve: async (condition: ConditionPageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            conditionPageWords(condition, await glossaryTerms(nodeModel)),
        },
        healthSources: {
          type: "HealthSources!",
          description: "The sources its text rests on, then its warning signs' others",
          resolve: async (condition: ConditionPageRecord, _args: unknown, { nodeModel }: ResolverContext) =>
            healthSourcesOf(condition, await signs(nodeModel), await sources(nodeModel)),
        },
      },
    }),
    schema.buildObjectType({
      name: "WhenToGetHelp",
      fields: Object.fromEntries(
        SIGN_TIERS.map(tier => [
          tier,
          {
            type: "[String!]!",
            description: `The words of its signs whose tier is ${tier}, in the page's order`,
            resolve: async (help: { signs: readonly string[] }, _args: unknown, { nodeModel }: ResolverContext) =>
              signsByTier(help.signs, await signs(nodeModel))[tier],
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
          resolve: async (review: { reviewedBy: string }, _args: unknown, { nodeModel }: ResolverContext) =>
            memberNamed(review.reviewedBy, await teamMembers(nodeModel)),
        },
        writer: {
          type: "TeamMember",
          description: "Who wrote it, as Our Team lists them; null when the clinic wrote it",
          resolve: async (review: { writtenBy?: string | null }, _args: unknown, { nodeModel }: ResolverContext) =>
            memberNamed(review.writtenBy, await teamMembers(nodeModel)) ?? null,
        },
      },
    }),
  ])
}
