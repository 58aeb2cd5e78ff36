// What We Treat, as content/conditions/ writes it: a card per category, each group page's
// conditions in order, each article page's symptoms and numbered treatment groups, their JSON-LD, and the blog
// posts each page lists.
import type { Page } from "@playwright/test"
import { conditionPath, postPath } from "../../../src/lib/paths"
import { categories, posts, type CategoryContent } from "../support/content"
import { expect } from "../support/fixtures"
import {
  expectAnchoredOnPage,
  hrefsOf,
  jsonLdGraph,
  nodesOfType,
  readsAt,
  type JsonLdNode,
  type PageCheck,
  type PageChecks,
} from "../support/page-checks"

type MedicalCondition = JsonLdNode & {
  name: string
  url: string
  signOrSymptom: JsonLdNode[]
  possibleTreatment: JsonLdNode[]
}

const conditionsInJsonLd = async (page: Page) =>
  nodesOfType(await jsonLdGraph(page), "MedicalWebPage")[0].about as MedicalCondition[]

const groupChecks = ({ entries = [] }: CategoryContent): PageCheck[] => [
  readsAt(
    1280,
    "shows each of its conditions with description, symptoms, treatments and image, in order",
    async ({ page }) => {
      const sections = page.locator("main section[id]")
      await expect(sections.locator("h2")).toHaveText(entries.map(entry => entry.title))
      for (const [i, entry] of entries.entries()) {
        const section = sections.nth(i)
        await expect(section).toHaveAttribute("id", entry.slug)
        await expect(section.locator("h2 + p")).toHaveText(/\w.{40,}/)
        const lists = section.locator("h3 + ul")
        await expect(lists).toHaveCount(2)
        await expect(lists.nth(0).locator("li")).toHaveText(entry.symptoms)
        await expect(lists.nth(1).locator("li")).toHaveText(entry.treatments)
        await expect(section.locator("img")).toHaveCount(1)
      }
      await expect(page.locator('nav[aria-labelledby="on-this-page"] a')).toHaveText(entries.map(entry => entry.title))
    },
  ),
  readsAt(
    1280,
    "its JSON-LD is a MedicalWebPage about each condition, with symptoms and treatments, as shown",
    async ({ page }) => {
      const conditions = await conditionsInJsonLd(page)
      expect(conditions).toHaveLength(entries.length)
      for (const condition of conditions) {
        expect(condition["@type"]).toBe("MedicalCondition")
        expect(condition.signOrSymptom.length).toBeGreaterThan(0)
        expect(condition.possibleTreatment.every(treatment => treatment["@type"] === "MedicalTherapy")).toBe(true)
      }
      await expectAnchoredOnPage(page, conditions)
    },
  ),
]

const articleChecks = ({ article }: CategoryContent): PageCheck[] => [
  readsAt(1280, "shows its description, symptoms, numbered treatment groups and its image", async ({ page }) => {
    if (!article) throw new Error("an article page's category has no article")
    const body = page.locator("main article").first()
    expect(await body.locator("h1 ~ p").count()).toBeGreaterThan(0)
    await expect(body.locator('section[aria-labelledby="symptoms"] li')).toHaveText(article.symptoms)
    const groups = body.locator('section[aria-labelledby="how-we-help"] ol > li')
    await expect(groups).toHaveCount(article.treatmentGroups.length)
    for (const [i, group] of article.treatmentGroups.entries()) {
      await expect(groups.nth(i).locator("h3")).toHaveText(group.title)
      await expect(groups.nth(i).locator("ul > li")).toHaveText(group.points)
      // The number a sighted visitor sees comes from the list's counter.
      expect(await groups.nth(i).evaluate(li => getComputedStyle(li, "::before").content)).toBe("counter(group)")
    }
    await expect(body.locator("img")).toHaveCount(1)
  }),
  readsAt(
    1280,
    "its JSON-LD is a MedicalWebPage about its condition, symptoms and treatment groups, as shown",
    async ({ page }) => {
      const [condition] = await conditionsInJsonLd(page)
      await expect(page.locator("h1")).toHaveText(condition.name)
      const symptoms = await page.locator('section[aria-labelledby="symptoms"] li').allInnerTexts()
      expect(condition.signOrSymptom.map(symptom => symptom.name)).toEqual(symptoms)
      const groups = await page.locator('section[aria-labelledby="how-we-help"] h3').allInnerTexts()
      expect(condition.possibleTreatment.map(treatment => treatment.name)).toEqual(groups)
    },
  ),
]

/** Related articles: the posts that name the page's category or one of its entries, newest first; or none. */
const relatedChecks = (category: CategoryContent): PageCheck => {
  const slugs = new Set([category.slug, ...(category.entries ?? []).map(entry => entry.slug)])
  const named = posts.filter(post => (post.conditions ?? []).some(slug => slugs.has(slug)))
  return readsAt(
    1280,
    named.length
      ? "lists the posts about its conditions under Related articles"
      : "has no Related articles: no post names its conditions",
    async ({ page }) => {
      const related = page.getByRole("region", { name: "Related articles" })
      if (!named.length) return expect(related).toHaveCount(0)
      expect(await hrefsOf(related.getByRole("link"))).toEqual(named.map(post => postPath(post.slug)))
    },
  )
}

export const conditionChecks: PageChecks = {
  "/conditions": [
    readsAt(1280, "shows a card per category, each with title, image, short description and link", async ({ page }) => {
      const cards = page.locator("main article")
      await expect(cards.locator("h2")).toHaveText(categories.map(category => category.title))
      for (const [i, category] of categories.entries()) {
        const card = cards.nth(i)
        await expect(card.locator("p")).toHaveText(/\w.{20,}/)
        await expect(card.locator("img")).toHaveCount(1)
        await expect(card.locator("h2 a")).toHaveAttribute("href", conditionPath(category.slug))
      }
    }),
  ],
  ...Object.fromEntries(
    categories.map(category => [
      conditionPath(category.slug),
      [...(category.layout === "group" ? groupChecks(category) : articleChecks(category)), relatedChecks(category)],
    ]),
  ),
}
