// The site on the clinic's calendar, on a page clock set to each moment of support/calendar.ts: the open-now line
// and the holidays and closures under the hours on /contact and in the footer, as content/holidays.yaml makes them
// on that day (not the build's); and the dated notice of content/notices.yaml, inside and outside its days.
import { addDays } from "../../src/lib/calendar"
import { seriousViolations } from "./support/axe"
import { elevenOn, expectedOn, MOMENTS, notices } from "./support/calendar"
import { expect, test, vitalsOf } from "./support/fixtures"

test.describe("open now and the hours, on the clinic's calendar", () => {
  for (const { name, day } of MOMENTS) {
    const expected = expectedOn(day)
    test(`${name} (${day}): "${expected.status}"`, { tag: "@each-width" }, async ({ page, visit }) => {
      await page.clock.setFixedTime(elevenOn(day))
      await visit("/contact")
      await expect(page.locator("[data-open-now]")).toHaveText(expected.status)
      // The line fills in once React has read the clock, in the room kept for it: nothing below it moves.
      expect((await vitalsOf(page)).cls).toBe(0)
      if (expected.closedFor) expect(expected.status).toMatch(new RegExp(`^Closed today for ${expected.closedFor} · `))
      for (const where of ["main", "footer"]) {
        const changes = page.locator(`${where} [data-hours-changes] li`)
        await expect(changes).toHaveText(expected.changes)
      }
    })
  }
})

test.describe("the dated notice", () => {
  const notice = notices[0]
  test.skip(!notice, "content/notices.yaml has no notice ahead")
  const bar = "aside[data-notices]"

  for (const [when, day, shown] of [
    ["the day before its first", notice && addDays(notice.from, -1), false],
    ["its first day", notice?.from, true],
    ["its last day", notice?.to, true],
    ["the day after its last", notice && addDays(notice.to, 1), false],
  ] as const) {
    test(`on ${when} it is ${shown ? "shown from the first paint" : "not there"}, and nothing moves`, async ({
      page,
      visit,
    }) => {
      await page.clock.setFixedTime(elevenOn(day!))
      await page.goto("/")
      // Before React: the page as the browser first paints it.
      expect(await page.locator(bar).isVisible()).toBe(shown)
      await visit("/")
      await expect(page.getByRole("complementary", { name: "Notice" })).toHaveCount(shown ? 1 : 0)
      if (shown) await expect(page.getByRole("complementary", { name: "Notice" })).toContainText(notice!.text)
      expect((await vitalsOf(page)).cls).toBe(0)
    })
  }

  test("it reads as plain content near the top, with no live region, and passes axe", async ({ page, visit }) => {
    await page.clock.setFixedTime(elevenOn(notice!.from))
    await visit("/")
    const region = page.getByRole("complementary", { name: "Notice" })
    await expect(region).toBeVisible()
    await expect(page.locator("[aria-live]", { hasText: notice!.text })).toHaveCount(0)
    // It steals no focus: the page keeps it where a page starts.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-notices]")))).toBe(false)
    const order = await page.evaluate(() => {
      const notice = document.querySelector("aside[data-notices]")!
      return notice.compareDocumentPosition(document.querySelector("header")!) & Node.DOCUMENT_POSITION_FOLLOWING
    })
    expect(order).toBeTruthy()
    expect(await seriousViolations(page)).toEqual([])
  })

  test("dismissed, it stays gone on the next page and after a reload, until its text changes", async ({
    page,
    visit,
  }) => {
    await page.clock.setFixedTime(elevenOn(notice!.from))
    await visit("/")
    // The notice is the server's HTML, which the browser keeps from page to page.
    await page.getByRole("navigation").first().getByRole("link", { name: "Contact" }).first().click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole("complementary", { name: "Notice" })).toContainText(notice!.text)
    await page.getByRole("button", { name: "Dismiss this notice" }).click()
    await expect(page.getByRole("complementary", { name: "Notice" })).toHaveCount(0)
    await expect(page.locator("main")).toBeFocused()
    await page.goBack()
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe("/")
    await expect(page.getByRole("complementary", { name: "Notice" })).toHaveCount(0)
    await page.reload()
    expect(await page.locator("aside[data-notices]").isVisible()).toBe(false)
    // Another text is another notice: stored keys are its text's, so an old dismissal does not hide a new one.
    await page.evaluate(() => localStorage.setItem("dismissed-notices", "another-notice"))
    await page.reload()
    await expect(page.getByRole("complementary", { name: "Notice" })).toBeVisible()
  })
})
