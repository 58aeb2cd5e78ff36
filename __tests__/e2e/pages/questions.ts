// What patients ask before booking, and the pages they book and write from: the FAQ, /book with its notes beside
// the buttons, /contact with the clinic's details and hours; both list the common questions. All as content/
// writes them.
import { groupHours } from "../../../src/lib/hours"
import { closed } from "../../../src/lib/wording"
import { readContent, site } from "../support/content"
import { expect } from "../support/fixtures"
import { hrefsOf, reads, readsAt, type PageCheck, type PageChecks } from "../support/page-checks"

interface Link {
  label: string
  path: string
}

const faq = readContent<{
  firstVisit: { heading: string; points: string[]; link: Link }
  directBilling: { heading: string; note: string; link: Link }
  groups: Array<{
    title: string
    questions: Array<{ slug: string; question: string; answer: string; featured?: boolean }>
  }>
}>("faq.yaml")
export const questions = faq.groups.flatMap(group => group.questions)
const book = readContent<{ body?: string[] }>("pages/book.yaml")
const featured = questions.filter(question => question.featured)

const listsCommonQuestions: PageCheck = readsAt(
  1280,
  "lists the common questions, each linking to its answer",
  async ({ page }) => {
    const common = page.locator('section[aria-labelledby="common-questions"]')
    await expect(common.locator("li a")).toHaveText(featured.map(question => question.question))
    expect(await hrefsOf(common.locator("li a"))).toEqual(featured.map(question => `/faq#${question.slug}`))
    await expect(common.locator('a[href="/faq"]')).toHaveCount(1)
  },
)

export const questionChecks: PageChecks = {
  "/faq": [
    readsAt(
      1280,
      "asks every question of faq.yaml under its group's heading, each closed until chosen",
      async ({ page }) => {
        await expect(page.locator("main section:has(details) > h2")).toHaveText(faq.groups.map(group => group.title))
        await expect(page.locator("main summary")).toHaveText(questions.map(question => question.question))
        const open = await page
          .locator("main details")
          .evaluateAll(all => all.map(details => [details.id, (details as HTMLDetailsElement).open]))
        expect(open).toEqual(questions.map(question => [question.slug, false]))
        // and beside them, how to ask another
        const ask = page.locator('section[aria-labelledby="ask-us"]')
        await expect(ask.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(1)
        await expect(ask.locator('a[href="/contact"]')).toHaveCount(1)
      },
    ),
  ],
  "/book": [
    readsAt(
      1280,
      "the Book online button opens the booking portal in a new tab; the phone number is a tel: link; its text",
      async ({ page }) => {
        const button = page.locator("main a", { hasText: "Book online" })
        await expect(button).toHaveAttribute("href", site.bookingUrl)
        await expect(button).toHaveAttribute("target", "_blank")
        await expect(button).toHaveAttribute("rel", "noopener noreferrer")
        await expect(page.locator(`main a[href="tel:${site.phone.e164}"]`)).toContainText(site.phone.display)
        for (const paragraph of book.body ?? [])
          await expect(page.locator("main")).toContainText(paragraph.replace(/\s+/g, " ").trim())
      },
    ),
    readsAt(1280, "right under the buttons: what happens at the first visit, and direct billing", async ({ page }) => {
      const main = page.locator("main")
      for (const point of faq.firstVisit.points) await expect(main).toContainText(point)
      await expect(main).toContainText(faq.directBilling.note.replace(/\s+/g, " ").trim())
      const buttons = await main.locator('a[target="_blank"]').boundingBox()
      const notes = await main.getByRole("heading", { name: faq.firstVisit.heading }).boundingBox()
      // The notes start within a short step below the buttons, before anything else on the page.
      expect(notes!.y - (buttons!.y + buttons!.height)).toBeLessThan(120)
      await expect(main.getByRole("link", { name: faq.directBilling.link.label })).toHaveAttribute(
        "href",
        faq.directBilling.link.path,
      )
    }),
    listsCommonQuestions,
    readsAt(375, "both ways to book are easy to tap", async ({ page }) => {
      for (const selector of ['main a[target="_blank"]', 'main a[href^="tel:"]']) {
        const box = await page.locator(selector).boundingBox()
        expect(box!.height).toBeGreaterThanOrEqual(44)
        expect(box!.width).toBeGreaterThanOrEqual(300)
      }
    }),
  ],
  "/contact": [
    reads("shows the address, a tel: link, a mailto: link, the hours and a link back home", async ({ page }) => {
      const main = page.locator("main")
      await expect(main.getByText(site.address.street).first()).toBeVisible()
      await expect(main.locator(`dl a[href="tel:${site.phone.e164}"]`)).toHaveText(site.phone.display)
      await expect(main.locator(`dl a[href="mailto:${site.email}"]`)).toHaveText(site.email)
      const rows = groupHours(site.hours)
      const hours = main.locator("dl").filter({ has: page.locator("dt", { hasText: rows[0].days }) })
      await expect(hours.locator("dt")).toHaveText(rows.map(row => row.days))
      await expect(hours.locator("dd")).toHaveText(rows.map(row => row.hours ?? closed))
      await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
      await expect(main.getByRole("heading", { name: site.contactForm.heading })).toHaveCount(1)
      await expect(main.getByRole("textbox", { name: "Message", exact: true })).toHaveAttribute("rows", "4")
    }),
    reads("the open-now line is empty as sent, so a stale build never shows a wrong status", async ({ sentHtml }) => {
      expect(sentHtml).toMatch(/<p[^>]*data-open-now=""[^>]*><\/p>/)
    }),
    listsCommonQuestions,
  ],
}
