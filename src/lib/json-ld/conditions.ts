// What a What We Treat page and a condition's own page say about themselves: the conditions they describe, and,
// for a page of health information, who checked it, when and on what evidence.
import type { CreativeWork, MedicalCondition, MedicalWebPage, Person } from "schema-dts"
import { absoluteUrl, teamMemberPath } from "../paths"
import { clinicId, type PageFacts } from "./core"
import { medicalWebPage } from "./medical-web-page"

/** A member of Our Team who wrote or checked a page. */
interface TeamMemberFacts {
  slug: string
  name: string
  role: string
}

/** Who wrote a page of health information, who checked it and when; and the pages it rests on. */
export interface HealthPageFacts {
  review: {
    /** Year-month-day */
    lastReviewedIso: string
    reviewer: TeamMemberFacts
    /** Null when the clinic wrote it */
    writer?: TeamMemberFacts | null
  }
  sources: readonly { title: string; publisher: string; url: string }[]
}

/** A member of the team: the same Person as on Our Team, by its id there. */
const person = (siteUrl: string, member: TeamMemberFacts): Person => ({
  "@type": "Person",
  "@id": absoluteUrl(siteUrl, teamMemberPath(member.slug)),
  name: member.name,
  jobTitle: member.role,
  url: absoluteUrl(siteUrl, teamMemberPath(member.slug)),
})

/** The review and the sources of a page, as schema.org's MedicalWebPage holds them. */
function reviewedPage(siteUrl: string, { review, sources }: HealthPageFacts): Partial<MedicalWebPage> {
  const citation: CreativeWork[] = sources.map(source => ({
    "@type": "CreativeWork",
    name: source.title,
    url: source.url,
    publisher: { "@type": "Organization", name: source.publisher },
  }))
  return {
    lastReviewed: review.lastReviewedIso,
    reviewedBy: person(siteUrl, review.reviewer),
    author: review.writer ? person(siteUrl, review.writer) : { "@id": clinicId(siteUrl) },
    citation,
  }
}

export interface ConditionFacts {
  name: string
  /** Its own page, when it has one other than the page describing it */
  path?: string
  description?: string
  symptoms?: readonly string[]
  treatments?: readonly string[]
  /** What makes it more likely: its causes and who gets it */
  riskFactors?: readonly string[]
}

/** A condition as schema.org's MedicalCondition, with what the page says of it. */
function medicalCondition(siteUrl: string, condition: ConditionFacts): MedicalCondition {
  const named = <T extends string>(type: T, names: readonly string[] = []) =>
    names.map(name => ({ "@type": type, name }))
  return {
    "@type": "MedicalCondition",
    name: condition.name,
    ...(condition.path ? { url: absoluteUrl(siteUrl, condition.path) } : {}),
    ...(condition.description ? { description: condition.description } : {}),
    ...(condition.symptoms ? { signOrSymptom: named("MedicalSignOrSymptom", condition.symptoms) } : {}),
    ...(condition.riskFactors ? { riskFactor: named("MedicalRiskFactor", condition.riskFactors) } : {}),
    ...(condition.treatments ? { possibleTreatment: named("MedicalTherapy", condition.treatments) } : {}),
  }
}

/** What a condition category's page describes, from either layout (see content/conditions/*.yaml). */
export interface ConditionCategoryFacts {
  title: string
  /** A group page's conditions, each with a page of its own */
  conditions: readonly { title: string; path: string }[]
  article: { symptoms: readonly string[]; treatmentGroups: readonly { title: string }[] } | null
}

/**
 * A group page lists its conditions, each pointing at its own page, which describes it in full; an article page
 * describes one condition: its symptoms, and the care its numbered groups set out.
 */
export function conditionsOnPage(category: ConditionCategoryFacts): ConditionFacts[] {
  const listed = category.conditions.map(({ title, path }) => ({ name: title, path }))
  const article = category.article
    ? [
        {
          name: category.title,
          symptoms: category.article.symptoms,
          treatments: category.article.treatmentGroups.map(group => group.title),
        },
      ]
    : []
  return [...listed, ...article]
}

/** A What We Treat category's page; an article page also says who checked it, when, and on what evidence. */
export function buildConditionPageJsonLd(
  page: PageFacts,
  conditions: readonly ConditionFacts[],
  health?: HealthPageFacts,
): MedicalWebPage {
  return medicalWebPage(
    page,
    conditions.map(condition => medicalCondition(page.siteUrl, condition)),
    health ? reviewedPage(page.siteUrl, health) : {},
  )
}

/** A condition's own page: the condition in full, who checked the page, when, and on what evidence. */
export function buildConditionJsonLd(page: PageFacts, condition: ConditionFacts, health: HealthPageFacts) {
  return medicalWebPage(
    page,
    medicalCondition(page.siteUrl, { ...condition, path: page.path }),
    reviewedPage(page.siteUrl, health),
  )
}
