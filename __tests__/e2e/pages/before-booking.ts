// What a patient needs before booking, read on the pages that show it: what each visit costs and how each way of
// paying works (/fees), who speaks their language (/our-team, /contact), how to get here and get in (/contact),
// and the ways to those answers from the booking notes, the FAQ and the accessibility statement. Everything
// expected is read from content/, so an editor's change never breaks these checks.
import { readContent, site } from "../support/content"
import { expect } from "../support/fixtures"
import {
  hrefsOf,
  jsonLdGraph,
  nodesOfType,
  reads,
  readsAt,
  type JsonLdNode,
  type LoadedPage,
  type PageChecks,
} from "../support/page-checks"
import { LANGUAGES } from "../../../src/lib/languages"

interface Visit {
  slug: string
  name: string
  minutes: number
  price: number
}
interface Way {
  slug: string
  choice: string
  title: string
  insurers?: string[]
}
const fees = readContent<{ visits: Visit[]; ways: Way[]; payment: { cancellation: string } }>("fees.yaml")
const access = readContent<{
  entrance: { stepFree: boolean }
  parking: { note: string; free: boolean }
  transit: Array<{ name: string; stop: string }>
  washroom: { accessible: boolean }
}>("getting-here.yaml")
const { members } = readContent<{ members: Array<{ slug: string; name: string; languages: string[] }> }>("team.yaml")
const faq = readContent<{ groups: Array<{ questions: Array<{ slug: string; link?: { path: string } }> }> }>("faq.yaml")

const origin = site.siteUrl.replace(/\/$/, "")
/** "$1,250" or "$92.50", as a Canadian reads a fee */
const dollars = (price: number) =>
  new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
  }).format(price)
/** "English, Hindi and Punjabi" */
const inWords = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items[0]
/** Every language someone on the team speaks, once, English first, then alphabetical. */
const clinicLanguages = [...new Set(members.flatMap(member => member.languages))].sort((a, b) =>
  a === "English" ? -1 : b === "English" ? 1 : a.localeCompare(b),
)
const codeOf = (name: string) => LANGUAGES.find(language => language.name === name)?.code

const clinicOn = async ({ page }: LoadedPage) => nodesOfType(await jsonLdGraph(page), "Physiotherapy")[0]

/** The first visit's fee and the way to every fee, beside the booking buttons. */
const expectFeeBesideBooking = async ({ page }: LoadedPage) => {
  const [first] = fees.visits
  const main = page.locator("main")
  await expect(main).toContainText(`${first.name}: ${first.minutes}\u00a0min, ${dollars(first.price)}`)
  await expect(main.getByRole("link", { name: "Fees and coverage" })).toHaveAttribute("href", "/fees")
}

export const beforeBookingChecks: PageChecks = {
  "/fees": [
    reads("its fee table has a caption, column headers and a row per visit of fees.yaml", async ({ page }) => {
      const table = page.getByRole("table")
      await expect(table.locator("caption")).toHaveText("Our fees per visit, in Canadian dollars")
      await expect(table.locator("thead th[scope=col]")).toHaveText(["Visit", "Length", "Fee", "Insurance"])
      await expect(table.locator("tbody th[scope=row]")).toHaveCount(fees.visits.length)
      for (const [i, visit] of fees.visits.entries()) {
        const row = table.locator("tbody tr").nth(i)
        await expect(row.locator("th")).toContainText(visit.name)
        await expect(row.locator("td")).toHaveText([`${visit.minutes}\u00a0min`, dollars(visit.price), /covered/i])
      }
    }),
    readsAt(375, "the fee table fits a phone's width: nothing in it scrolls sideways", async ({ page }) => {
      const fits = await page
        .getByRole("table")
        .evaluate(table => table.scrollWidth <= table.clientWidth && table.getBoundingClientRect().right <= innerWidth)
      expect(fits).toBe(true)
    }),
    reads("asks how the patient will pay at the top, each choice leading to its own section", async ({ page }) => {
      const choices = page.getByRole("navigation", { name: "How will you pay?" }).getByRole("link")
      await expect(choices).toHaveText(fees.ways.map(way => way.choice))
      expect(await hrefsOf(choices)).toEqual(fees.ways.map(way => `#${way.slug}`))
      // before the fee table, right under the introduction
      const [nav, table] = await Promise.all([
        page.getByRole("navigation", { name: "How will you pay?" }).boundingBox(),
        page.getByRole("table").boundingBox(),
      ])
      expect(nav!.y).toBeLessThan(table!.y)
      for (const way of fees.ways) await expect(page.locator(`section#${way.slug} h2`)).toHaveText(way.title)
    }),
    readsAt(1280, "each section says what you pay, what the clinic does and what to bring", async ({ page }) => {
      for (const way of fees.ways) {
        const terms = page.locator(`section#${way.slug} dt`)
        await expect(terms.nth(0)).toHaveText("What you pay")
        await expect(terms.nth(1)).toHaveText("What we do for you")
        await expect(terms.nth(2)).toHaveText("What to bring")
        for (const insurer of way.insurers ?? [])
          await expect(page.locator(`section#${way.slug}`)).toContainText(insurer)
      }
      await expect(page.locator("#cancellation")).toContainText(fees.payment.cancellation.replace(/\s+/g, " ").trim())
    }),
    readsAt(1280, "its JSON-LD offers each visit at its fee, and gives the clinic's price range", async loaded => {
      const clinic = await clinicOn(loaded)
      const prices = fees.visits.map(visit => visit.price)
      expect(clinic.priceRange).toBe(`${dollars(Math.min(...prices))}–${dollars(Math.max(...prices))}`)
      const offers = (clinic.hasOfferCatalog as { itemListElement: JsonLdNode[] }).itemListElement
      expect(
        offers.map(offer => [
          (offer.itemOffered as { name: string }).name,
          offer.price,
          offer.priceCurrency,
          (offer.priceSpecification as { referenceQuantity: { value: number; unitCode: string } }).referenceQuantity,
          offer.url,
        ]),
      ).toEqual(
        fees.visits.map(visit => [
          visit.name,
          visit.price,
          "CAD",
          expect.objectContaining({ value: visit.minutes, unitCode: "MIN" }),
          `${origin}/fees#fee-${visit.slug}`,
        ]),
      )
      for (const offer of offers)
        await expect(loaded.page.locator(`[id="${new URL(String(offer.url)).hash.slice(1)}"]`)).toHaveCount(1)
    }),
  ],
  "/contact": [
    reads("answers, in its own section, how to get here and get in", async ({ page }) => {
      const section = page.locator("section#getting-here")
      await expect(section.locator("h2")).toHaveText("Getting here and getting in")
      await expect(section.locator("h3")).toHaveText([
        "Entrance",
        "Floor and elevator",
        "Parking",
        "Drop-off",
        "By bus or train",
        "Washroom",
        "Service animals",
        "Need a hand getting in?",
      ])
      await expect(section).toContainText(
        access.entrance.stepFree ? "Step-free entrance" : "There is a step at the entrance",
      )
      await expect(section).toContainText(
        access.washroom.accessible ? "Accessible washroom" : "The washroom is not accessible",
      )
      await expect(section).toContainText(access.parking.note)
      for (const route of access.transit) await expect(section).toContainText(`${route.name} ${route.stop}`)
      await expect(section.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(1)
    }),
    readsAt(1280, "lists the languages the team speaks, each in its own name too", async ({ page }) => {
      const list = page.getByRole("region", { name: "Languages we speak" }).locator("li")
      await expect(list).toHaveCount(clinicLanguages.length)
      for (const [i, name] of clinicLanguages.entries()) {
        await expect(list.nth(i)).toContainText(name)
        const speakers = members.filter(member => member.languages.includes(name)).map(member => member.name)
        await expect(list.nth(i)).toContainText(speakers.length === members.length ? "Everyone" : inWords(speakers))
        const own = list.nth(i).locator("bdi")
        if ((await own.count()) > 0) await expect(own).toHaveAttribute("lang", codeOf(name)!)
      }
    }),
    readsAt(1280, "its JSON-LD gives the front desk's languages and the building's access", async loaded => {
      const clinic = await clinicOn(loaded)
      const contactPoint = clinic.contactPoint as {
        telephone: string
        availableLanguage: Array<{ name: string; alternateName: string }>
      }
      expect(contactPoint.telephone).toBe(site.phone.e164)
      expect(contactPoint.availableLanguage).toEqual(
        clinicLanguages.map(name => ({ "@type": "Language", name, alternateName: codeOf(name) })),
      )
      expect(clinic.amenityFeature).toEqual([
        {
          "@type": "LocationFeatureSpecification",
          name: "Wheelchair-accessible entrance",
          value: access.entrance.stepFree,
        },
        { "@type": "LocationFeatureSpecification", name: "Free parking", value: access.parking.free },
        {
          "@type": "LocationFeatureSpecification",
          name: "Wheelchair-accessible washroom",
          value: access.washroom.accessible,
        },
      ])
    }),
  ],
  "/our-team": [
    readsAt(1280, "each profile says which languages the person speaks, as its JSON-LD does", async loaded => {
      const { page } = loaded
      await expect(page.locator("main")).toContainText(`Between us, we speak ${inWords(clinicLanguages)}.`)
      for (const member of members)
        await expect(page.locator(`article#${member.slug}`)).toContainText(`Speaks ${inWords(member.languages)}`)
      const people = nodesOfType(await jsonLdGraph(page), "Person")
      expect(people.map(person => (person.knowsLanguage as Array<{ name: string }>).map(l => l.name))).toEqual(
        members.map(member => member.languages),
      )
    }),
  ],
  "/book": [
    readsAt(1280, "beside the buttons: the first visit's fee and the way to every fee", expectFeeBesideBooking),
  ],
  "/": [
    readsAt(1280, "beside the buttons: the first visit's fee and the way to every fee", expectFeeBesideBooking),
    readsAt(1280, "the footer's Quick Links lead to the fees", async ({ page }) => {
      await expect(page.locator('footer nav a[href="/fees"]')).toHaveCount(1)
    }),
  ],
  "/faq": [
    readsAt(1280, "the answers about coverage and cancelling lead to their sections of /fees", async ({ page }) => {
      const feeLinks = faq.groups.flatMap(group => group.questions).filter(q => q.link?.path.startsWith("/fees"))
      for (const question of feeLinks)
        await expect(page.locator(`details#${question.slug} a[href="${question.link!.path}"]`)).toHaveCount(1)
    }),
  ],
  "/accessibility": [
    readsAt(1280, "links to how to get here and get in", async ({ page }) => {
      await expect(page.locator('main a[href="/contact#getting-here"]')).toHaveCount(1)
    }),
  ],
}
