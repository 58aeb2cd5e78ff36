/** @jest-environment node */
// What the build hands a page of health information besides its own fields (src/node/health-page-facts.ts): its
// sources, its words cut at the glossary's terms, and its JSON-LD, read against the site's own content, with no
// Gatsby. What each page must show is taken from its file.
import { conditionPageTitle } from "../src/lib/condition-wording"
import type { TextPart } from "../src/lib/glossary"
import { absoluteUrl, conditionPagePath, conditionPath } from "../src/lib/paths"
import {
  categoryJsonLd,
  categoryWords,
  conditionJsonLd,
  healthFactsOf,
  healthSourcesOf,
} from "../src/node/health-page-facts"
import type {
  CategoryRecord,
  ConditionPageRecord,
  GlossaryRecord,
  SignRecord,
  SiteRecord,
  SourceRecord,
  TeamRecord,
} from "../src/node/node-records"
import { readContent, readFolder, referencedFromContent } from "./support/content-records"

const { siteUrl } = readContent<SiteRecord>("site.yaml")
const { members } = readContent<TeamRecord>("team.yaml")
const { signs } = readContent<{ signs: SignRecord[] }>("warning-signs.yaml")
const { sources } = readContent<{ sources: SourceRecord[] }>("health-sources.yaml")
const { terms } = readContent<GlossaryRecord>("glossary.yaml")
const categories = readFolder<CategoryRecord & { layout: string }>("conditions")
const conditionPages = readFolder<ConditionPageRecord & { order: number }>("condition-pages")
const conditions = referencedFromContent("condition")
const lists = { members, sources }

const groups = categories.filter(category => category.layout === "group")
const articles = categories.filter(category => category.layout === "article")
/** Every page of health information: each condition's own page and each category written as an article. */
const healthPages: Array<[string, ConditionPageRecord | CategoryRecord]> = [
  ...conditionPages.map(page => [`condition-pages/${page.slug}`, page] as [string, ConditionPageRecord]),
  ...articles.map(category => [`conditions/${category.slug}`, category] as [string, CategoryRecord]),
]

const sourceNamed = (slug: string) => sources.find(source => source.slug === slug)
const memberNamed = (slug?: string | null) => members.find(member => member.slug === slug)

test("the content has pages of both kinds, and group pages", () => {
  expect(conditionPages.length).toBeGreaterThan(0)
  expect(articles.length).toBeGreaterThan(0)
  expect(groups.length).toBeGreaterThan(0)
})

describe.each(healthPages)("%s", (_file, page) => {
  test("lists its own sources in its order, then its signs' others, each once", () => {
    const found = healthSourcesOf(page, signs, sources)!
    expect(found.page.map(source => source.slug)).toEqual(page.sources)
    const ofSigns = page.whenToGetHelp!.signs.flatMap(slug => signs.find(sign => sign.slug === slug)!.sources)
    expect(found.signs.map(source => source.slug)).toEqual(
      [...new Set(ofSigns)].filter(slug => !page.sources!.includes(slug)),
    )
    for (const source of [...found.page, ...found.signs]) expect(source).toBe(sourceNamed(source.slug))
  })

  test("says who reviewed it and when, who wrote it, and its own sources", () => {
    const review = page.review!
    const facts = healthFactsOf(page, lists)!
    const reviewer = memberNamed(review.reviewedBy)!
    const writer = memberNamed(review.writtenBy)
    expect(facts.review).toEqual({
      lastReviewedIso: String(review.lastReviewed),
      reviewer: { slug: reviewer.slug, name: reviewer.name, role: reviewer.role },
      writer: writer ? { slug: writer.slug, name: writer.name, role: writer.role } : null,
    })
    expect(facts.sources.map(source => source.url)).toEqual(page.sources!.map(slug => sourceNamed(slug)!.url))
  })

  test("says nothing of a review by someone not on the team", () => {
    expect(healthFactsOf({ ...page, review: { ...page.review!, reviewedBy: "no-one" } }, lists)).toBeUndefined()
  })
})

test.each(conditionPages.map(page => [page.slug, page]))(
  "the JSON-LD of %s's page: the condition in full, who checked it and when, its sources",
  (_slug, page) => {
    const url = absoluteUrl(siteUrl, conditionPagePath(page.category, page.slug))
    const reviewer = memberNamed(page.review!.reviewedBy)!
    expect(conditionJsonLd(page, { ...lists, siteUrl })).toMatchObject({
      "@type": "MedicalWebPage",
      url,
      name: conditionPageTitle(page.title),
      description: page.shortDescription,
      lastReviewed: String(page.review!.lastReviewed),
      reviewedBy: { "@type": "Person", name: reviewer.name, jobTitle: reviewer.role },
      citation: page.sources!.map(slug => expect.objectContaining({ url: sourceNamed(slug)!.url })),
      about: {
        "@type": "MedicalCondition",
        name: page.title,
        url,
        description: page.description,
        signOrSymptom: page.symptoms.map(name => ({ "@type": "MedicalSignOrSymptom", name })),
        riskFactor: page.causes.map(name => ({ "@type": "MedicalRiskFactor", name })),
        possibleTreatment: page.treatments.map(name => ({ "@type": "MedicalTherapy", name })),
      },
    })
  },
)

test("a condition's page whose reviewer is not on the team stops the build, naming the page", () => {
  const [page] = conditionPages
  const unknown = { ...page, review: { ...page.review!, reviewedBy: "no-one" } }
  expect(() => conditionJsonLd(unknown, { ...lists, siteUrl })).toThrow(conditionPagePath(page.category, page.slug))
})

test.each(groups.map(category => [category.slug, category]))(
  "the JSON-LD of the group page %s: each of its conditions by its own page, and no review",
  (_slug, category) => {
    const own = conditionPages.filter(page => page.category === category.slug).sort((a, b) => a.order - b.order)
    const node = categoryJsonLd(category, { ...lists, siteUrl, conditions })
    expect(node).toMatchObject({ url: absoluteUrl(siteUrl, conditionPath(category.slug)), name: category.title })
    expect(node.about).toEqual(
      own.map(page => ({
        "@type": "MedicalCondition",
        name: page.title,
        url: absoluteUrl(siteUrl, conditionPagePath(category.slug, page.slug)),
      })),
    )
    expect(node).not.toHaveProperty("lastReviewed")
    expect(healthSourcesOf(category, signs, sources)).toBeNull()
    expect(categoryWords(category, terms)).toBeNull()
  },
)

test.each(articles.map(category => [category.slug, category]))(
  "the JSON-LD of the article %s: the condition it describes, who checked it and when",
  (_slug, category) => {
    const article = category.article!
    expect(categoryJsonLd(category, { ...lists, siteUrl, conditions })).toMatchObject({
      url: absoluteUrl(siteUrl, conditionPath(category.slug)),
      lastReviewed: String(category.review!.lastReviewed),
      about: [
        {
          "@type": "MedicalCondition",
          name: category.title,
          signOrSymptom: article.symptoms.map(name => ({ "@type": "MedicalSignOrSymptom", name })),
          possibleTreatment: article.treatmentGroups.map(group => ({ "@type": "MedicalTherapy", name: group.title })),
        },
      ],
    })
  },
)

/** A cut text put back together. */
const joined = (parts: readonly TextPart[]) => parts.map(part => part.text).join("")

test.each(articles.map(category => [category.slug, category]))(
  "the words of the article %s: its texts as written, cut at the first use of each glossary term it explains",
  (_slug, category) => {
    const article = category.article!
    const words = categoryWords(category, terms)!
    expect(words.description.map(joined)).toEqual(category.description)
    expect(words.symptoms.map(joined)).toEqual(article.symptoms)
    expect(words.selfCare.map(joined)).toEqual(article.selfCare)
    expect(words.treatmentGroups.map(group => group.map(joined))).toEqual(
      article.treatmentGroups.map(group => group.points),
    )
    const linked = [words.description, words.symptoms, words.selfCare, words.treatmentGroups]
      .flat(3)
      .flatMap(part => part.term ?? [])
    expect(words.terms.map(term => term.slug)).toEqual(linked)
    for (const term of words.terms) expect(terms).toContain(term)
  },
)
