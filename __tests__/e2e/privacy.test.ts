// Going live safely (issue 21): the privacy statement at /privacy, the notice beside the contact form's send
// button on / and /contact, and the footer's link, in the production build, against the shipped content.
import { allViolations } from "./support/axe"
import { browserSession, visit } from "./support/browser"
import { readContent } from "./support/content"

const privacy = readContent<{ heading: string; sections: Array<{ heading: string }> }>("pages/privacy.yaml")
const site = readContent<{
  privacyContact: { name: string; email: string; phone: { display: string; e164: string } }
  formProvider: { name: string; privacyUrl: string }
}>("site.yaml")

const session = browserSession()

describe.each([
  ["375 px", () => session.phone],
  ["1280 px", () => session.desktop],
])("/privacy at %s", (_, context) => {
  test("states every section of privacy.yaml under its heading, with no accessibility violation at all", async () => {
    const { page, errors } = await visit(context(), "/privacy")
    await expect(page.locator("h1").innerText()).resolves.toBe(privacy.heading)
    await expect(page.locator("main h2").allInnerTexts()).resolves.toEqual(privacy.sections.map(s => s.heading))
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await allViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

test("/privacy names the privacy contact, the form provider and the Information and Privacy Commissioner", async () => {
  const { page } = await visit(session.desktop, "/privacy")
  const main = page.locator("main")
  await expect(main.innerText()).resolves.toContain(site.privacyContact.name)
  await expect(main.locator(`a[href="mailto:${site.privacyContact.email}"]`).count()).resolves.toBe(1)
  await expect(main.locator(`a[href="tel:${site.privacyContact.phone.e164}"]`).count()).resolves.toBe(1)
  await expect(main.innerText()).resolves.toContain(`delivered to us by ${site.formProvider.name}`)
  const policy = main.locator(`a[href="${site.formProvider.privacyUrl}"]`)
  await expect(policy.getAttribute("target")).resolves.toBe("_blank")
  const commissioner = main.getByRole("link", { name: /Information and Privacy Commissioner of Ontario/ })
  await expect(commissioner.getAttribute("href")).resolves.toMatch(/^https:\/\/www\.ipc\.on\.ca/)
  await page.close()
})

describe.each(["/", "/contact"])("the contact form on %s", route => {
  test.each([
    ["375 px", () => session.phone],
    ["1280 px", () => session.desktop],
  ])("at %s, a notice right before the send button says what not to send and links to /privacy", async (_, context) => {
    const { page } = await visit(context(), route)
    const send = page.getByRole("button", { name: "Send Message" })
    const notice = page.locator(`#${await send.getAttribute("aria-describedby")}`)
    await expect(notice.isVisible()).resolves.toBe(true)
    const text = await notice.innerText()
    expect(text).toContain("Please don't include health details in your message.")
    expect(text).toMatch(/We'll reply by email or phone/)
    expect(text).toContain(`delivered to us by ${site.formProvider.name}`)
    // Just above the button, in the same column.
    const [noticeBox, sendBox] = await Promise.all([notice.boundingBox(), send.boundingBox()])
    expect(sendBox!.y - (noticeBox!.y + noticeBox!.height)).toBeGreaterThanOrEqual(0)
    expect(sendBox!.y - (noticeBox!.y + noticeBox!.height)).toBeLessThan(40)
    expect(Math.abs(sendBox!.x - noticeBox!.x)).toBeLessThan(2)
    expect(await allViolations(page)).toEqual([])
    await page.close()
  })
})

test("the notice's link and the footer's last line both lead to the privacy statement", async () => {
  const { page } = await visit(session.desktop, "/contact")
  await expect(page.locator('footer a[href="/privacy"]').innerText()).resolves.toBe("Privacy")
  await page.getByRole("link", { name: "Read our privacy statement" }).click()
  await page.waitForURL(/\/privacy$/)
  await page.getByRole("heading", { level: 1, name: privacy.heading }).waitFor()
  await page.close()
})
