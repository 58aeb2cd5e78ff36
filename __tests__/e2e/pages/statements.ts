// What the clinic states about itself: /about, the accessibility statement, the privacy statement, and the
// notice beside the contact form's send button (on / and /contact) that leads to it.
import { phoneOf, readContent, site } from "../support/content"
import { expect } from "../support/fixtures"
import { reads, readsAt, type LoadedPage, type PageChecks } from "../support/page-checks"

const { claims, privacyContact, formProvider } = readContent<{
  claims: { experience: string; clinicalExpertise: string }
  privacyContact: { name: string; email: string; phone: string }
  formProvider: { name: string; privacyUrl: string }
}>("site.yaml")
interface Statement {
  heading: string
  intro?: string
  body?: string[]
  sections?: Array<{ heading: string; body: string[]; contactDetails?: boolean; link?: { label: string; url: string } }>
}
const about = readContent<Statement>("pages/about.yaml")
const accessibility = readContent<Statement>("pages/accessibility.yaml")
const privacy = readContent<Statement>("pages/privacy.yaml")

/** Each section of a statement under its heading, with its paragraphs and its link to another site. */
async function expectSections({ page }: LoadedPage, { sections = [] }: Statement) {
  await expect(page.locator("main h2")).toHaveText(sections.map(section => section.heading))
  for (const [i, section] of sections.entries()) {
    const shown = page.locator("main section").nth(i)
    for (const paragraph of section.body) await expect(shown).toContainText(paragraph.replace(/\s+/g, " ").trim())
    if (section.link) {
      const link = shown.getByRole("link", { name: section.link.label })
      await expect(link).toHaveAttribute("href", section.link.url)
      await expect(link).toHaveAttribute("target", "_blank")
    }
  }
}

/** Right before the send button, in its column: what not to send, who delivers it, and the privacy statement. */
export async function expectContactFormNotice({ page }: LoadedPage) {
  const send = page.getByRole("button", { name: "Send Message" })
  const notice = page.locator(`#${await send.getAttribute("aria-describedby")}`)
  await expect(notice).toBeVisible()
  await expect(notice).toContainText("Please don't include health details in your message.")
  await expect(notice).toContainText(/We'll reply by email or phone/)
  await expect(notice).toContainText(`delivered to us by ${formProvider.name}`)
  await expect(notice.getByRole("link", { name: "Read our privacy statement" })).toHaveAttribute("href", "/privacy")
  const [noticeBox, sendBox] = await Promise.all([notice.boundingBox(), send.boundingBox()])
  const gap = sendBox!.y - (noticeBox!.y + noticeBox!.height)
  expect(gap).toBeGreaterThanOrEqual(0)
  expect(gap).toBeLessThan(40)
  expect(Math.abs(sendBox!.x - noticeBox!.x)).toBeLessThan(2)
}

export const statementChecks: PageChecks = {
  "/about": [
    readsAt(1280, "shows its introduction, both experience claims and its text beside a picture", async ({ page }) => {
      const main = page.locator("main")
      await expect(main.locator("h1 ~ p").first()).toHaveText(about.intro ?? "")
      await expect(main.locator("li")).toHaveText([claims.experience, claims.clinicalExpertise])
      for (const paragraph of about.body ?? []) await expect(main).toContainText(paragraph.replace(/\s+/g, " ").trim())
      await expect(main.locator("img")).toHaveCount(1)
    }),
  ],
  "/accessibility": [
    readsAt(1280, "states every section of accessibility.yaml, and every way to give feedback", async loaded => {
      await expectSections(loaded, accessibility)
      const feedback = accessibility.sections?.filter(section => section.contactDetails).length ?? 0
      const main = loaded.page.locator("main")
      await expect(main.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(feedback)
      await expect(main.locator(`a[href="mailto:${site.email}"]`)).toHaveCount(feedback)
      await expect(main.locator('a[href="/contact"]')).toHaveCount(feedback)
    }),
  ],
  "/privacy": [
    reads("states every section of privacy.yaml under its heading", async loaded => {
      await expect(loaded.page.locator("h1")).toHaveText(privacy.heading)
      await expectSections(loaded, privacy)
    }),
    readsAt(1280, "names the privacy contact and the form provider, from site.yaml", async ({ page }) => {
      const main = page.locator("main")
      await expect(main).toContainText(privacyContact.name)
      await expect(main.locator(`a[href="mailto:${privacyContact.email}"]`)).toHaveCount(1)
      await expect(main.locator(`a[href="tel:${phoneOf(privacyContact.phone).e164}"]`)).toHaveCount(1)
      await expect(main).toContainText(`delivered to us by ${formProvider.name}`)
      await expect(main.locator(`a[href="${formProvider.privacyUrl}"]`)).toHaveAttribute("target", "_blank")
    }),
  ],
  "/contact": [reads("the contact form's notice sits right before its send button", expectContactFormNotice)],
}
