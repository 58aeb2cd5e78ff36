// What the service pages and How We Treat show, against services.yaml and treatments.yaml;
// the header's menu and the breadcrumb trail are read on two of them.
import { currentState } from "../../../src/lib/paths"
import { readContent, site } from "../support/content"
import { expect } from "../support/fixtures"
import {
  expectAnchoredOnPage,
  hrefsOf,
  jsonLdGraph,
  nodesOfType,
  readsAt,
  type PageChecks,
} from "../support/page-checks"

const services = readContent<{
  cards: Array<{ title: string; path: string; description: string }>
  physiotherapy: { conditionsHeading: string; conditions: Array<{ title: string; path?: string }> }
  devices: Array<{ slug: string; title: string; description: string; benefits: string[] }>
}>("services.yaml")
const { treatments } = readContent<{
  treatments: Array<{ slug: string; title: string; abbreviation?: string; description: string }>
}>("treatments.yaml")

export const serviceChecks: PageChecks = {
  "/services": [
    readsAt(1280, "shows a card for each service, leading to its page", async ({ page }) => {
      const cards = page.locator("main article")
      await expect(cards).toHaveCount(services.cards.length)
      await expect(cards.locator("h2")).toHaveText(services.cards.map(card => card.title))
      expect(await hrefsOf(cards.locator("h2 a"))).toEqual(services.cards.map(card => card.path))
      for (let i = 0; i < services.cards.length; i++) {
        await expect(cards.nth(i).locator("img")).toHaveCount(1)
        await expect(cards.nth(i).locator("p")).toHaveText(services.cards[i].description)
      }
    }),
  ],
  "/services/physiotherapy": [
    readsAt(1280, "shows its text and the common conditions, linked where the library has them", async ({ page }) => {
      const main = page.locator("main")
      expect(await main.locator("p").count()).toBeGreaterThanOrEqual(3)
      const section = main.locator("section", {
        has: page.locator("h2", { hasText: services.physiotherapy.conditionsHeading }),
      })
      await expect(section.locator("li")).toHaveText(
        services.physiotherapy.conditions.map(condition => condition.title),
      )
      expect(await hrefsOf(section.locator("a"))).toEqual(
        services.physiotherapy.conditions.filter(condition => condition.path).map(condition => condition.path),
      )
    }),
    readsAt(
      1280,
      "the header's menu carries site.yaml's labels and paths, this page's section marked current",
      async ({ page, route }) => {
        const links = page.locator('nav[aria-label="Main"] a')
        expect(await links.evaluateAll(anchors => anchors.map(a => [a.textContent, a.getAttribute("href")]))).toEqual(
          site.navigation.map(link => [link.label, link.path]),
        )
        const current = site.navigation.filter(link => currentState(link.path, route))
        await expect(page.locator('nav[aria-label="Main"] a[aria-current]')).toHaveText(current.map(l => l.label))
      },
    ),
  ],
  "/services/supportive-devices": [
    readsAt(1280, "shows each device of services.yaml with text, benefits and image", async ({ page }) => {
      const sections = page.locator("main section[id]")
      await expect(sections.locator("h2")).toHaveText(services.devices.map(device => device.title))
      for (const [i, device] of services.devices.entries()) {
        const section = sections.nth(i)
        await expect(section).toHaveAttribute("id", device.slug)
        await expect(section.locator("h2 + p")).toHaveText(device.description)
        await expect(section.locator("ul li")).toHaveText(device.benefits)
        await expect(section.locator("img")).toHaveCount(1)
      }
    }),
    readsAt(
      1280,
      "the breadcrumb starts at the clinic's name, linking home, and ends at this page",
      async ({ page }) => {
        const crumbs = page.locator('nav[aria-label="Breadcrumb"] li')
        await expect(crumbs.first()).toHaveText(site.name)
        await expect(crumbs.first().locator("a")).toHaveAttribute("href", "/")
        await expect(crumbs.nth(1).locator("a")).toHaveAttribute("href", "/services")
        await expect(crumbs.last().locator('[aria-current="page"]')).toHaveCount(1)
      },
    ),
  ],
  "/treatment": [
    readsAt(1280, "shows each component of care with its benefits, short forms expanded", async ({ page }) => {
      const items = page.locator("main li[id]")
      await expect(items).toHaveCount(treatments.length)
      const expected = treatments.map(t => (t.abbreviation ? `${t.title} (${t.abbreviation})` : t.title))
      await expect(items.locator("h2")).toHaveText(expected)
      for (const [i, treatment] of treatments.entries())
        await expect(items.nth(i).locator("h2 + p")).toHaveText(treatment.description)
    }),
    readsAt(1280, "'On this page' lists each treatment, short forms explained", async ({ page }) => {
      const nav = page.locator('nav[aria-labelledby="on-this-page"]')
      expect(await hrefsOf(nav.locator("a"))).toEqual(treatments.map(t => `#${t.slug}`))
      const short = treatments.filter(t => t.abbreviation)
      await expect(nav.locator("abbr")).toHaveText(short.map(t => t.abbreviation!))
      expect(await nav.locator("abbr").evaluateAll(all => all.map(abbr => abbr.getAttribute("title")))).toEqual(
        short.map(t => t.title),
      )
    }),
    readsAt(
      1280,
      "its JSON-LD lists each as a MedicalTherapy entry, each at its place on the page",
      async ({ page }) => {
        const [medicalPage] = nodesOfType(await jsonLdGraph(page), "MedicalWebPage")
        const therapies = medicalPage.about as Array<{ "@type": string; name: string; url: string }>
        expect(therapies).toHaveLength(treatments.length)
        expect(new Set(therapies.map(therapy => therapy["@type"]))).toEqual(new Set(["MedicalTherapy"]))
        await expectAnchoredOnPage(page, therapies)
      },
    ),
  ],
}
