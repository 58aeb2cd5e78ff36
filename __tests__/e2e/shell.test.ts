import { MAIN_MENU } from "../fixtures/main-menu"
import { browserSession, newContext, visit } from "./support/browser"
import { site } from "./support/content"

const session = browserSession()

test("the header links carry the spec's paths and labels and mark the current page", async () => {
  const { page } = await visit(session.desktop, "/services/physiotherapy")
  const links = page.locator('nav[aria-label="Main"] a')
  const found = await links.evaluateAll(anchors => anchors.map(a => [a.textContent, a.getAttribute("href")]))
  expect(found).toEqual(MAIN_MENU)
  await expect(page.locator('nav[aria-label="Main"] a[aria-current]').allInnerTexts()).resolves.toEqual(["Services"])
  await page.close()
})

test("a header link navigates and the new page is marked current", async () => {
  const { page } = await visit(session.desktop, "/")
  await page.locator('nav[aria-label="Main"] a', { hasText: "How We Treat" }).click()
  await page.waitForURL("**/treatment")
  await page.locator('nav[aria-label="Main"] a[aria-current="page"]', { hasText: "How We Treat" }).waitFor()
  await page.close()
})

test("at 375 px the menu starts closed, opens with its button and closes when a link is chosen", async () => {
  const { page } = await visit(session.phone, "/")
  const toggle = page.locator("button[aria-controls]")
  const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`)
  await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
  await expect(list.isVisible()).resolves.toBe(false)
  await expect(toggle.evaluate(button => button.textContent)).resolves.toContain("Menu")
  await toggle.click()
  await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true")
  await expect(list.isVisible()).resolves.toBe(true)
  await list.locator("a", { hasText: "Contact" }).click()
  await page.waitForURL("**/contact")
  await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
  await expect(list.isVisible()).resolves.toBe(false)
  await page.close()
})

test("at 375 px nothing overflows the page horizontally", async () => {
  const { page } = await visit(session.phone, "/contact")
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.close()
})

test("Book Now opens the booking portal in a new tab", async () => {
  const { page } = await visit(session.desktop, "/")
  const book = page.locator("header a", { hasText: "Book Now" })
  await expect(book.getAttribute("rel")).resolves.toBe("noopener noreferrer")
  const [popup] = await Promise.all([session.desktop.waitForEvent("page"), book.click()])
  await popup.waitForLoadState()
  expect(popup.url()).toBe(site.bookingUrl)
  expect(page.url()).toMatch(/\/$/)
  await popup.close()
  await page.close()
})

test("the breadcrumb starts at the clinic name linking home and ends at the current page", async () => {
  const { page } = await visit(session.desktop, "/services/supportive-devices")
  const crumbs = page.locator('nav[aria-label="Breadcrumb"] li')
  await expect(crumbs.first().innerText()).resolves.toBe(site.name)
  await expect(crumbs.first().locator("a").getAttribute("href")).resolves.toBe("/")
  await expect(crumbs.nth(1).locator("a").getAttribute("href")).resolves.toBe("/services")
  await expect(crumbs.last().locator('[aria-current="page"]').count()).resolves.toBe(1)
  await page.close()
})

test("the info strip offers directions, parking, a tel: link and a mailto: link", async () => {
  const { page } = await visit(session.desktop, "/")
  const strip = page.getByRole("complementary", { name: "Visit and contact" }).locator("a").first()
  await expect(strip.getAttribute("href")).resolves.toBe(site.mapUrl)
  await expect(strip.getAttribute("target")).resolves.toBe("_blank")
  await expect(
    page.getByRole("complementary").getByText("Free parking at the rear of the building").isVisible(),
  ).resolves.toBe(true)
  await expect(page.locator(`a[href="tel:${site.phone.e164}"]`).count()).resolves.toBeGreaterThan(0)
  await expect(page.locator(`a[href="mailto:${site.email}"]`).count()).resolves.toBeGreaterThan(0)
  await page.close()
})

test("the skip link is the first thing a keyboard reaches and moves focus to the main content", async () => {
  const { page } = await visit(session.desktop, "/about")
  await page.keyboard.press("Tab")
  const skip = page.locator(":focus")
  await expect(skip.innerText()).resolves.toBe("Skip to main content")
  await expect(skip.isVisible()).resolves.toBe(true)
  await page.keyboard.press("Enter")
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main")
  await page.close()
})

test("the footer shows the visitor's current year even when the build is from an earlier year", async () => {
  const context = await newContext(session.browser, 1280)
  const page = await context.newPage()
  await page.clock.setFixedTime(new Date("2031-06-15T12:00:00-04:00"))
  await page.goto(`${process.env.E2E_BASE_URL}/`)
  // The static HTML carries the build year; the client corrects it once hydrated.
  await page.waitForFunction(() => document.querySelector("footer [data-footer-year]")?.textContent === "2031")
  await expect(page.locator("footer").innerText()).resolves.toContain("© 2031")
  const html = await (await fetch(`${process.env.E2E_BASE_URL}/`)).text()
  expect(html).toContain(`© <span data-footer-year="">${new Date().getFullYear()}</span>`)
  await context.close()
})

test("without JavaScript the menu links are still there to use", async () => {
  const context = await newContext(session.browser, 375, { javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${process.env.E2E_BASE_URL}/`)
  await expect(page.locator('nav[aria-label="Main"] a', { hasText: "Contact" }).isVisible()).resolves.toBe(true)
  await context.close()
})
