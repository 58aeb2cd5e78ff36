// What a What We Treat page and How We Treat say about themselves: the conditions they describe, and the therapies.
import type { MedicalCondition, MedicalTherapy, MedicalWebPage } from "schema-dts"
import { absoluteUrl } from "../paths"
import { clinicId, type PageFacts } from "./core"

const medicalWebPage = (page: PageFacts, about: MedicalWebPage["about"]): MedicalWebPage => ({
  "@type": "MedicalWebPage",
  "@id": absoluteUrl(page.siteUrl, page.path),
  url: absoluteUrl(page.siteUrl, page.path),
  name: page.title,
  description: page.description,
  isPartOf: { "@id": absoluteUrl(page.siteUrl, "/#website") },
  publisher: { "@id": clinicId(page.siteUrl) },
  about,
})

export interface ConditionFacts {
  name: string
  /** The condition's anchor on the page, if it has its own */
  slug?: string
  symptoms: readonly string[]
  treatments: readonly string[]
}

/**
 * A What We Treat page: the conditions it describes, with their symptoms and the care offered. Their long
 * descriptions are on the page already and are left out, to keep the page light.
 */
/** What a condition category's page describes, from either layout (see content/conditions/*.yaml). */
export interface ConditionCategoryFacts {
  title: string
  entries: readonly { slug: string; title: string; symptoms: readonly string[]; treatments: readonly string[] }[] | null
  article: { symptoms: readonly string[]; treatmentGroups: readonly { title: string }[] } | null
}

/**
 * A group page describes each of its entries, anchored by slug; an article page describes one condition:
 * its symptoms, and the care its numbered groups set out.
 */
export function conditionsOnPage(category: ConditionCategoryFacts): ConditionFacts[] {
  const entries = (category.entries ?? []).map(({ slug, title, symptoms, treatments }) => ({
    name: title,
    slug,
    symptoms,
    treatments,
  }))
  const article = category.article
    ? [
        {
          name: category.title,
          symptoms: category.article.symptoms,
          treatments: category.article.treatmentGroups.map(group => group.title),
        },
      ]
    : []
  return [...entries, ...article]
}

export function buildConditionPageJsonLd(page: PageFacts, conditions: readonly ConditionFacts[]): MedicalWebPage {
  const about: MedicalCondition[] = conditions.map(condition => ({
    "@type": "MedicalCondition",
    name: condition.name,
    ...(condition.slug ? { url: absoluteUrl(page.siteUrl, `${page.path}#${condition.slug}`) } : {}),
    signOrSymptom: condition.symptoms.map(symptom => ({ "@type": "MedicalSignOrSymptom", name: symptom })),
    possibleTreatment: condition.treatments.map(treatment => ({ "@type": "MedicalTherapy", name: treatment })),
  }))
  return medicalWebPage(page, about)
}

interface TherapyFacts {
  slug: string
  title: string
  abbreviation?: string | null
  description: string
}

/** How We Treat: each component of care as a therapy. */
export function buildTherapiesPageJsonLd(page: PageFacts, therapies: readonly TherapyFacts[]): MedicalWebPage {
  const about: MedicalTherapy[] = therapies.map(therapy => ({
    "@type": "MedicalTherapy",
    name: therapy.title,
    ...(therapy.abbreviation ? { alternateName: therapy.abbreviation } : {}),
    url: absoluteUrl(page.siteUrl, `${page.path}#${therapy.slug}`),
    description: therapy.description,
  }))
  return medicalWebPage(page, about)
}
