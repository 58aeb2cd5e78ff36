// What the service pages and How We Treat show, against services.yaml and treatments.yaml;
// the header's menu and the breadcrumb trail are read on two of them.
import { MAIN_MENU } from "../../fixtures/main-menu"
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
  cards: Array<{ title: string; path: string }>
  physiotherapy: { conditionsHeading: string; conditions: Array<{ title: string; path?: string }> }
  devices: Array<{ slug: string; title: string; benefits: string[] }>
}>("services.yaml")
const { treatments } = readContent<{
  treatments: Array<{ slug: string; title: string; abbreviation?: string }>
}>("treatments.yaml")

export const serviceChecks: PageChecks = {
  "/services": [
    readsAt(1280, "shows two cards that lead to Physiotherapy and Supportive Devices", async ({ page }) => {
      const cards = page.locator("main article")
      await expect(cards).toHaveCount(2)
      await expect(cards.locator("h2")).toHaveText(services.cards.map(card => card.title))
      expect(await hrefsOf(cards.locator("h2 a"))).toEqual(["/services/physiotherapy", "/services/supportive-devices"])
      for (let i = 0; i < 2; i++) {
        await expect(cards.nth(i).locator("img")).toHaveCount(1)
        await expect(cards.nth(i).locator("p")).toHaveText(/\w.{30,}/)
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
      "the header's menu carries the spec's paths and labels, Services marked current",
      async ({ page }) => {
        const links = page.locator('nav[aria-label="Main"] a')
        expect(await links.evaluateAll(anchors => anchors.map(a => [a.textContent, a.getAttribute("href")]))).toEqual(
          MAIN_MENU,
        )
        await expect(page.locator('nav[aria-label="Main"] a[aria-current]')).toHaveText(["Services"])
      },
    ),
  ],
  "/services/supportive-devices": [
    readsAt(
      1280,
      "shows braces, custom orthotics and compression stockings with text, benefits and images",
      async ({ page }) => {
        const sections = page.locator("main section[id]")
        await expect(sections.locator("h2")).toHaveText(["Braces", "Custom Orthotics", "Compression Stockings"])
        for (const [i, device] of services.devices.entries()) {
          const section = sections.nth(i)
          await expect(section).toHaveAttribute("id", device.slug)
          await expect(section.locator("h2 + p")).toHaveText(/\w.{80,}/)
          await expect(section.locator("ul li")).toHaveText(device.benefits)
          await expect(section.locator("img")).toHaveCount(1)
        }
        const coverage = await sections.evaluateAll(all => all.map(s => /may be covered/i.test(s.textContent ?? "")))
        expect(coverage).toEqual([false, true, true])
      },
    ),
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
    readsAt(
      1280,
      "shows the sixteen components of care, each with its benefits, short forms expanded",
      async ({ page }) => {
        const items = page.locator("main li[id]")
        await expect(items).toHaveCount(16)
        const expected = treatments.map(t => (t.abbreviation ? `${t.title} (${t.abbreviation})` : t.title))
        await expect(items.locator("h2")).toHaveText(expected)
        for (const name of ["TENS", "IFC", "MET", "PNF"])
          expect(expected.some(e => e.endsWith(` (${name})`))).toBe(true)
        for (let i = 0; i < 16; i++) await expect(items.nth(i).locator("h2 + p")).toHaveText(/\w.{100,}/)
      },
    ),
    readsAt(1280, "'On this page' lists each treatment, short forms explained", async ({ page }) => {
      const nav = page.locator('nav[aria-labelledby="on-this-page"]')
      expect(await hrefsOf(nav.locator("a"))).toEqual(treatments.map(t => `#${t.slug}`))
      await expect(nav.locator('abbr[title="Transcutaneous Electrical Nerve Stimulation"]')).toHaveText("TENS")
    }),
    readsAt(
      1280,
      "its JSON-LD lists the sixteen as MedicalTherapy entries, each at its place on the page",
      async ({ page }) => {
        const [medicalPage] = nodesOfType(await jsonLdGraph(page), "MedicalWebPage")
        const therapies = medicalPage.about as Array<{ "@type": string; name: string; url: string }>
        expect(therapies).toHaveLength(16)
        expect(new Set(therapies.map(therapy => therapy["@type"]))).toEqual(new Set(["MedicalTherapy"]))
        await expectAnchoredOnPage(page, therapies)
      },
    ),
  ],
}
