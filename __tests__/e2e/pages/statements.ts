// What the clinic states about itself: /about, the accessibility statement, the privacy statement, and the
// notice beside the contact form's send button (on / and /contact) that leads to it.
import { readContent, site } from "../support/content"
import { expect } from "../support/fixtures"
import { reads, readsAt, type LoadedPage, type PageChecks } from "../support/page-checks"

const { claims, privacyContact, formProvider } = readContent<{
  claims: { experience: string; clinicalExpertise: string }
  privacyContact: { name: string; email: string; phone: { e164: string } }
  formProvider: { name: string; privacyUrl: string }
}>("site.yaml")
const privacy = readContent<{ heading: string; sections: Array<{ heading: string }> }>("pages/privacy.yaml")

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
    readsAt(1280, "says the clinic is based in Toronto and shows both experience claims", async ({ page }) => {
      const main = page.locator("main")
      await expect(main.locator("h1 ~ p").first()).toContainText(/based in Toronto/)
      await expect(main.locator("li")).toHaveText([claims.experience, claims.clinicalExpertise])
      expect(await main.locator("p").count()).toBeGreaterThanOrEqual(3)
      await expect(main.locator("img")).toHaveCount(1)
    }),
  ],
  "/accessibility": [
    readsAt(
      1280,
      "states the WCAG 2.2 AA target, other formats on request, and every way to give feedback",
      async ({ page }) => {
        const main = page.locator("main")
        await expect(main).toContainText(/WCAG\) 2\.2 at level AA/)
        await expect(main).toContainText(/another format/i)
        await expect(main.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(1)
        await expect(main.locator(`a[href="mailto:${site.email}"]`)).toHaveCount(1)
        await expect(main.locator('a[href="/contact"]')).toHaveCount(1)
      },
    ),
  ],
  "/privacy": [
    reads("states every section of privacy.yaml under its heading", async ({ page }) => {
      await expect(page.locator("h1")).toHaveText(privacy.heading)
      await expect(page.locator("main h2")).toHaveText(privacy.sections.map(section => section.heading))
    }),
    readsAt(
      1280,
      "names the privacy contact, the form provider and the Information and Privacy Commissioner",
      async ({ page }) => {
        const main = page.locator("main")
        await expect(main).toContainText(privacyContact.name)
        await expect(main.locator(`a[href="mailto:${privacyContact.email}"]`)).toHaveCount(1)
        await expect(main.locator(`a[href="tel:${privacyContact.phone.e164}"]`)).toHaveCount(1)
        await expect(main).toContainText(`delivered to us by ${formProvider.name}`)
        await expect(main.locator(`a[href="${formProvider.privacyUrl}"]`)).toHaveAttribute("target", "_blank")
        await expect(
          main.getByRole("link", { name: /Information and Privacy Commissioner of Ontario/ }),
        ).toHaveAttribute("href", /^https:\/\/www\.ipc\.on\.ca/)
      },
    ),
  ],
  "/contact": [reads("the contact form's notice sits right before its send button", expectContactFormNotice)],
}
