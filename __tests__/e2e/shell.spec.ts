// What every page's frame does when used: the header's links and mobile menu, Book Now, the skip link, the
// footer's year, and the menu without JavaScript.
import { pageAt, site } from "./support/content"
import { expect, test } from "./support/fixtures"

/** A link from the middle of the menu, and the last one. */
const middle = site.navigation[Math.floor(site.navigation.length / 2)]
const last = site.navigation[site.navigation.length - 1]

test("a header link opens its page in the app, and the new page is marked current", async ({ page, visit }) => {
  await visit("/")
  await page.locator(`nav[aria-label="Main"] a[href="${middle.path}"]`).click()
  await expect(page).toHaveURL(new RegExp(`${middle.path}$`))
  await expect(page.locator('nav[aria-label="Main"] a[aria-current="page"]')).toHaveText(middle.label)
  await expect(page.locator("h1")).toHaveText(pageAt(middle.path).heading)
})

test(
  "the menu starts closed, opens with its button and closes when a link is chosen",
  { tag: "@phone" },
  async ({ page, visit }) => {
    await visit("/")
    const toggle = page.locator("button[aria-controls]")
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(list).toBeHidden()
    await expect(toggle).toContainText("Menu")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(list).toBeVisible()
    await list.locator(`a[href="${last.path}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${last.path}$`))
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(list).toBeHidden()
  },
)

test("Book Now opens the booking portal in a new tab and leaves the page where it was", async ({
  page,
  context,
  visit,
}) => {
  await visit("/")
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page.locator("header a", { hasText: "Book Now" }).click(),
  ])
  await expect(popup).toHaveURL(site.bookingUrl)
  await expect(page).toHaveURL(/\/$/)
})

test("the skip link is the first thing a keyboard reaches and moves focus to the main content", async ({
  page,
  visit,
}) => {
  await visit("/about")
  await page.keyboard.press("Tab")
  const skip = page.locator(":focus")
  await expect(skip).toHaveText("Skip to main content")
  await expect(skip).toBeVisible()
  await page.keyboard.press("Enter")
  await expect(page.locator("#main")).toBeFocused()
})

test("the footer shows the visitor's current year even when the build is from an earlier year", async ({
  page,
  visit,
  request,
}) => {
  await page.clock.setFixedTime(new Date("2031-06-15T12:00:00-04:00"))
  await visit("/")
  // The static HTML carries the build year; the client corrects it once hydrated.
  await expect(page.locator("footer [data-footer-year]")).toHaveText("2031")
  await expect(page.locator("footer")).toContainText("© 2031")
  const html = await (await request.get("/")).text()
  expect(html).toContain(`© <span data-footer-year="">${new Date().getFullYear()}</span>`)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test(
    "the menu's links are all there to use, without a menu button that could not work",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/")
      await expect(page.locator(`nav[aria-label="Main"] a[href="${last.path}"]`)).toBeVisible()
      await expect(page.locator("header button[aria-controls]")).toBeHidden()
      // The header, taller with every link in it, scrolls away rather than cover the page.
      await page.evaluate(() => window.scrollTo(0, 1200))
      expect(await page.getByRole("banner").evaluate(header => header.getBoundingClientRect().bottom)).toBeLessThan(0)
    },
  )
})
