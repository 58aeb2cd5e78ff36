// What the build hands a page of health information (a condition's own page, a category written as one article)
// besides its own fields, for the GraphQL resolvers (schema.ts): its sources, its texts cut where it first uses a
// term of the glossary, and what it tells search engines (schema.org's MedicalWebPage: who checked it, when, and on
// what evidence), made at build time so these pages ship no code to make them. Plain functions of the records.
import { conditionPageTitle } from "../lib/condition-wording"
import { articleWords, type GlossaryTerm } from "../lib/glossary"
import {
  buildConditionJsonLd,
  buildConditionPageJsonLd,
  conditionsOnPage,
  type HealthPageFacts,
} from "../lib/json-ld/conditions"
import { conditionPagePath, conditionPath } from "../lib/paths"
import { sourcesOfPage } from "../lib/warning-signs"
import { isoDay } from "./holidays"
import type {
  CategoryRecord,
  ConditionPageRecord,
  HealthPageRecord,
  SignRecord,
  SourceRecord,
  TeamMemberRecord,
} from "./node-records"
import type { Referenced } from "./references"
import { conditionPageOf, conditionsOfCategory, memberNamed, namedIn } from "./relations"

/** The shared lists a page of health information names things in, as their records. */
export interface HealthLists {
  members: readonly TeamMemberRecord[]
  sources: readonly SourceRecord[]
}

/**
 * The sources of a page of health information: those its own text rests on, then those of its warning signs that
 * it does not cite itself; none for a page with no sources of its own (a category's group page).
 */
export function healthSourcesOf(
  { sources, whenToGetHelp }: HealthPageRecord,
  signs: readonly SignRecord[],
  records: readonly SourceRecord[],
) {
  if (!sources) return null
  const signSlugs = whenToGetHelp?.signs ?? []
  const slugs = sourcesOfPage(sources, signSlugs, namedIn(signSlugs, signs))
  return { page: namedIn(slugs.page, records), signs: namedIn(slugs.signs, records) }
}

/** A member as a page's JSON-LD names them. */
const person = ({ slug, name, role }: TeamMemberRecord) => ({ slug, name, role })

/**
 * Who reviewed a page of health information and when, and the sources its own text rests on, as its JSON-LD says
 * them; none for a page that is not one, or whose reviewer is not on the team. Its warning signs' sources are the
 * shared list's, shown on the page but not repeated here: each would weigh on every page that shows the sign.
 */
export function healthFactsOf(page: HealthPageRecord, { members, sources }: HealthLists): HealthPageFacts | undefined {
  const { review } = page
  if (!review || !page.sources) return undefined
  const reviewer = memberNamed(review.reviewedBy, members)
  if (!reviewer) return undefined
  const writer = memberNamed(review.writtenBy, members)
  return {
    review: {
      lastReviewedIso: isoDay(review.lastReviewed),
      reviewer: person(reviewer),
      writer: writer ? person(writer) : null,
    },
    sources: namedIn(page.sources, sources),
  }
}

/** A category's page as search engines read it: the conditions it describes, and, for an article, its review. */
export function categoryJsonLd(
  category: CategoryRecord,
  { siteUrl, conditions, ...lists }: HealthLists & { siteUrl: string; conditions: readonly Referenced[] },
) {
  const page = {
    siteUrl,
    path: conditionPath(category.slug),
    title: category.title,
    description: category.shortDescription,
  }
  const listed = conditionsOfCategory(category.slug, conditions).map(thing => ({
    title: thing.name,
    path: conditionPageOf(thing),
  }))
  const about = conditionsOnPage({ title: category.title, conditions: listed, article: category.article ?? null })
  return buildConditionPageJsonLd(page, about, healthFactsOf(category, lists))
}

/** A condition's own page as search engines read it: the condition in full, and who checked the page, when, and why. */
export function conditionJsonLd(
  condition: ConditionPageRecord,
  { siteUrl, ...lists }: HealthLists & { siteUrl: string },
) {
  const path = conditionPagePath(condition.category, condition.slug)
  const page = { siteUrl, path, title: conditionPageTitle(condition.title), description: condition.shortDescription }
  const health = healthFactsOf(condition, lists)
  if (!health) throw new Error(`${path}: its review names no member of Our Team`)
  const facts = {
    name: condition.title,
    description: condition.description,
    symptoms: condition.symptoms,
    riskFactors: condition.causes,
    treatments: condition.treatments,
  }
  return buildConditionJsonLd(page, facts, health)
}

/** An article's texts cut where the page first uses each term of the glossary; none for a group page. */
export const categoryWords = <Term extends GlossaryTerm>(category: CategoryRecord, terms: readonly Term[]) =>
  category.article ? articleWords({ ...category.article, description: category.description }, terms) : null
