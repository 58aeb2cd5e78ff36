// The records of Gatsby's nodes as the GraphQL resolvers (schema.ts) and the functions they call read them: for each
// content type, the fields of its declaration (content-model.ts) that they read. Gatsby hands nodes over untyped, so
// this is where they get their types; a record found through a reference (references.ts, which reads any kind of
// thing) has a guard that checks it has its type's shape, so it is typed without a cast.
import type { ArticleTexts, ConditionPageTexts, GlossaryTerm } from "../lib/glossary"
import {
  type HealthSourceRecord,
  type SiteRecord as Site,
  type TeamMemberRecord as TeamMember,
  type WarningSignRecord,
} from "./content-model"
import type { Queried } from "./content-types"
import type { HolidaysContent } from "./holidays"
import { isPlainObject } from "./item-label"
import { isWarningSign, type WarningSign } from "../lib/warning-signs"

/** site.yaml's fields the resolvers read, typed from its declaration (SITE in content-model.ts). */
export type SiteRecord = Queried<Pick<Site, "siteUrl" | "phone" | "email" | "hours">>

/** A member of Our Team (team.yaml), typed from its declaration (TEAM). */
export type TeamMemberRecord = Queried<Pick<TeamMember, "slug" | "name" | "role" | "languages">>

export interface TeamRecord {
  members: readonly TeamMemberRecord[]
}

export interface FeesRecord {
  visits: ReadonlyArray<{ price: number; minutes: number }>
}

export interface GlossaryRecord {
  terms: readonly GlossaryTerm[]
}

/** A sign of the shared list (warning-signs.yaml), with the sources that put it in its tier. */
export type SignRecord = WarningSign & Queried<Pick<WarningSignRecord, "sources">>

/** A source of health information (health-sources.yaml), typed from its declaration (HEALTH_SOURCES). */
export type SourceRecord = Queried<Pick<HealthSourceRecord, "slug" | "title" | "publisher" | "url">>

export interface PostRecord {
  author: string
  /** As the YAML reader gives it: a Date, or its text */
  date: unknown
  conditions?: readonly string[] | null
}

/** What a page of health information (a condition's own page, a category written as an article) adds. */
export interface HealthPageRecord {
  review?: { reviewedBy: string; writtenBy?: string | null; lastReviewed: unknown } | null
  /** The sources its own text rests on; none on a category's group page */
  sources?: readonly string[] | null
  whenToGetHelp?: { signs: readonly string[] } | null
}

/** A category of What We Treat (conditions/): a group page that lists conditions, or one article. */
export interface CategoryRecord extends HealthPageRecord {
  slug: string
  title: string
  shortDescription: string
  /** Its introduction's paragraphs */
  description: readonly string[]
  article?:
    | (Omit<ArticleTexts, "description" | "treatmentGroups"> & {
        treatmentGroups: ReadonlyArray<{ title: string; points: readonly string[] }>
      })
    | null
}

/** A condition with a page of its own (condition-pages/), under its category's. */
export interface ConditionPageRecord extends HealthPageRecord, ConditionPageTexts {
  slug: string
  category: string
  title: string
  shortDescription: string
}

/** The nodes resolvers ask Gatsby's nodeModel for by their type's name. */
export interface NodeRecords {
  SiteYaml: SiteRecord
  TeamYaml: TeamRecord
  FeesYaml: FeesRecord
  GlossaryYaml: GlossaryRecord
  HolidaysYaml: HolidaysContent
  PostsYaml: PostRecord
  ConditionsYaml: CategoryRecord
}

const isText = (value: unknown): value is string => typeof value === "string"

const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText)

/** Whether a record has each of `fields` as text. */
const hasTexts = (value: unknown, fields: readonly string[]): value is Record<string, string> =>
  isPlainObject(value) && fields.every(field => isText(value[field]))

export const isTeamMember = (value: unknown): value is TeamMemberRecord =>
  hasTexts(value, ["slug", "name", "role"]) && isTexts(value.languages)

export const isSign = (value: unknown): value is SignRecord =>
  isWarningSign(value) && "sources" in value && isTexts(value.sources)

export const isSource = (value: unknown): value is SourceRecord =>
  hasTexts(value, ["slug", "title", "publisher", "url"])
