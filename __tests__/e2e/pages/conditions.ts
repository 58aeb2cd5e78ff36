// What We Treat: the six cards, each group page's conditions in the product's order, each article
// page's symptoms and numbered treatment groups, their JSON-LD, and the blog posts each page lists.
import type { Page } from "@playwright/test"
import { conditionPages } from "../support/conditions"
import { posts } from "../support/content"
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

// The product's route table: every condition each group page must show, in order.
export const GROUPS: Record<string, string[]> = {
  "spinal-conditions": [
    "Neck Pain",
    "Whiplash",
    "Cervicogenic Headache",
    "Upper Cross Syndrome",
    "Mid Back Pain",
    "Lower Cross Syndrome",
    "SIJ Dysfunction",
  ],
  "upper-extremity": [
    "Thoracic Outlet Syndrome",
    "Rotator Cuff Injury",
    "Bicipital Tendonitis",
    "Tennis and Golfer's Elbow",
    "Olecranon Bursitis",
    "TFCC",
    "Carpal Tunnel Syndrome",
    "De Quervain's Tenosynovitis",
  ],
  "lower-extremity": [
    "Hip Impingement",
    "Hip Bursitis",
    "IT Band Syndrome",
    "Knee Ligament Injuries",
    "Knee Osteoarthritis",
    "Patellofemoral Pain Syndrome",
    "Shin Splints",
    "Achilles Tendonitis",
    "Ankle Sprain",
    "Plantar Fasciitis",
  ],
}
export const ARTICLES = ["post-operative", "vestibular-conditions", "tmj-dysfunction"]
export const CARDS = [
  ["Spinal Conditions", "spinal-conditions"],
  ["Upper Extremity", "upper-extremity"],
  ["Lower Extremity", "lower-extremity"],
  ["Post-Operative Conditions", "post-operative"],
  ["Vestibular Conditions", "vestibular-conditions"],
  ["TMJ Dysfunction", "tmj-dysfunction"],
]

type MedicalCondition = JsonLdNode & {
  name: string
  url: string
  signOrSymptom: JsonLdNode[]
  possibleTreatment: JsonLdNode[]
}

const conditionsInJsonLd = async (page: Page) =>
  nodesOfType(await jsonLdGraph(page), "MedicalWebPage")[0].about as MedicalCondition[]

const groupChecks = (titles: string[]): PageCheck[] => [
  readsAt(
    1280,
    `shows its ${titles.length} conditions, each with description, symptoms, treatments and image`,
    async ({ page }) => {
      const sections = page.locator("main section[id]")
      await expect(sections.locator("h2")).toHaveText(titles)
      for (let i = 0; i < titles.length; i++) {
        const section = sections.nth(i)
        await expect(section.locator("h2 + p")).toHaveText(/\w.{40,}/)
        const lists = section.locator("h3 + ul")
        await expect(lists).toHaveCount(2)
        expect(await lists.nth(0).locator("li").count()).toBeGreaterThanOrEqual(3)
        expect(await lists.nth(1).locator("li").count()).toBeGreaterThanOrEqual(3)
        await expect(section.locator("img")).toHaveCount(1)
      }
      await expect(page.locator('nav[aria-labelledby="on-this-page"] a')).toHaveText(titles)
    },
  ),
  readsAt(
    1280,
    "its JSON-LD is a MedicalWebPage about each condition, with symptoms and treatments, as shown",
    async ({ page }) => {
      const conditions = await conditionsInJsonLd(page)
      expect(conditions).toHaveLength(titles.length)
      for (const condition of conditions) {
        expect(condition["@type"]).toBe("MedicalCondition")
        expect(condition.signOrSymptom.length).toBeGreaterThan(0)
        expect(condition.possibleTreatment.every(treatment => treatment["@type"] === "MedicalTherapy")).toBe(true)
      }
      await expectAnchoredOnPage(page, conditions)
    },
  ),
]

const articleChecks: PageCheck[] = [
  readsAt(
    1280,
    "shows its description, symptoms, four or five numbered treatment groups and its image",
    async ({ page }) => {
      const article = page.locator("main article").first()
      expect(await article.locator("h1 ~ p").count()).toBeGreaterThan(0)
      expect(await article.locator('section[aria-labelledby="symptoms"] li').count()).toBeGreaterThanOrEqual(4)
      const groups = article.locator('section[aria-labelledby="how-we-help"] ol > li')
      const count = await groups.count()
      expect(count >= 4 && count <= 5).toBe(true)
      for (let i = 0; i < count; i++) {
        await expect(groups.nth(i).locator("h3")).not.toBeEmpty()
        expect(await groups.nth(i).locator("ul > li").count()).toBeGreaterThanOrEqual(2)
        // The number a sighted visitor sees comes from the list's counter.
        expect(await groups.nth(i).evaluate(li => getComputedStyle(li, "::before").content)).toBe("counter(group)")
      }
      await expect(article.locator("img")).toHaveCount(1)
    },
  ),
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
const relatedChecks = (route: string): PageCheck => {
  const named = new Map(conditionPages(posts)).get(route) ?? []
  return readsAt(
    1280,
    named.length
      ? "lists the posts about its conditions under Related articles"
      : "has no Related articles: no post names its conditions",
    async ({ page }) => {
      const related = page.getByRole("region", { name: "Related articles" })
      if (!named.length) return expect(related).toHaveCount(0)
      expect(await hrefsOf(related.getByRole("link"))).toEqual(named.map(slug => `/blogs/${slug}`))
    },
  )
}

export const conditionChecks: PageChecks = {
  "/conditions": [
    readsAt(1280, "shows six cards, each with title, image, short description and link", async ({ page }) => {
      const cards = page.locator("main article")
      await expect(cards.locator("h2")).toHaveText(CARDS.map(([title]) => title))
      for (const [title, slug] of CARDS) {
        const card = cards.filter({ hasText: title })
        await expect(card.locator("p")).toHaveText(/\w.{20,}/)
        await expect(card.locator("img")).toHaveCount(1)
        await expect(card.locator("h2 a")).toHaveAttribute("href", `/conditions/${slug}`)
      }
    }),
  ],
  ...Object.fromEntries(
    Object.entries(GROUPS).map(([slug, titles]) => {
      const route = `/conditions/${slug}`
      return [route, [...groupChecks(titles), relatedChecks(route)]]
    }),
  ),
  ...Object.fromEntries(
    ARTICLES.map(slug => {
      const route = `/conditions/${slug}`
      return [route, [...articleChecks, relatedChecks(route)]]
    }),
  ),
}
