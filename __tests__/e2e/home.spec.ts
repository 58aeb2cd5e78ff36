// The home page in use: the banner's autoplay, arrows and loop (on a fake clock, so 5 s are run forward rather
// than waited for), its first slide before any script, a service leading to its page, and the map that loads only
// when the visitor scrolls near it.
import type { Page } from "@playwright/test"
import { readContent, site } from "./support/content"
import { expect, runClockUntil, stoppedClock, test } from "./support/fixtures"

const home = readContent<{
  slides: Array<{ caption: string; alt: string }>
  care: { heading: string; services: Array<{ title: string; path: string }> }
}>("home.yaml")

const activeSlide = (page: Page) => page.locator(".slick-slide.slick-active").first()

/** The slide at `index` is the active one and has finished sliding into place. */
const settledOn = (page: Page, index: number) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const banner = document.querySelector("section[aria-roledescription=carousel]")?.getBoundingClientRect()
        const active = document.querySelector(".slick-slide.slick-active")
        const box = active?.getBoundingClientRect()
        return box && banner && Math.abs(box.left - banner.left) < 1 ? active?.getAttribute("data-index") : null
      }),
    )
    .toBe(String(index))

/**
 * The home page on a stopped clock, run forward until react-slick (asked for once the page is idle) has taken
 * over the banner: its autoplay starts then, within a tenth of a second of the clock's time.
 */
async function homeOnFakeClock(page: Page) {
  await stoppedClock(page)
  await page.goto("/")
  await page.mouse.move(640, 890) // keep the pointer off the banner
  await runClockUntil(page, () => document.querySelector(".slick-slider.slick-initialized") !== null)
}

test("the active slide changes after about 5 s, and stops changing once paused", async ({ page }) => {
  await homeOnFakeClock(page)
  await expect(activeSlide(page)).toHaveAttribute("data-index", "0")
  await page.clock.runFor(4_000)
  await expect(activeSlide(page)).toHaveAttribute("data-index", "0")
  await page.clock.runFor(2_000)
  await expect(activeSlide(page)).toHaveAttribute("data-index", "1")
  await page.getByRole("button", { name: "Pause slideshow" }).click()
  await expect(page.getByRole("button", { name: "Play slideshow" })).toHaveCount(1)
  await page.mouse.move(640, 890)
  await page.locator("h1").click() // focus leaves the banner; only the Pause button holds it still now
  await page.clock.runFor(20_000)
  await expect(activeSlide(page)).toHaveAttribute("data-index", "1")
})

test("the arrows move between slides and the loop wraps around", async ({ page, visit }) => {
  await visit("/")
  await expect(page.locator(".slick-slider.slick-initialized")).toBeAttached()
  await page.getByRole("button", { name: "Pause slideshow" }).click()
  await page.getByRole("button", { name: "Previous slide" }).click()
  await settledOn(page, home.slides.length - 1)
  await page.getByRole("button", { name: "Next slide" }).click()
  await settledOn(page, 0)
  await page.getByRole("button", { name: "Next slide" }).click()
  await settledOn(page, 1)
})

test.describe("with reduced motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } })

  test("the banner does not move by itself", async ({ page }) => {
    await homeOnFakeClock(page)
    await page.clock.runFor(16_000)
    await expect(activeSlide(page)).toHaveAttribute("data-index", "0")
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the banner shows its first slide at full size, and no slider", async ({ page }) => {
    await page.goto("/")
    const banner = await page.locator("section[aria-roledescription=carousel]").boundingBox()
    await expect(page.locator(".slick-slider")).toHaveCount(0)
    await expect(page.getByText(home.slides[0].caption)).toBeVisible()
    const first = await page.getByRole("img", { name: home.slides[0].alt }).boundingBox()
    expect(Math.round(first?.x ?? -1)).toBe(Math.round(banner?.x ?? -2))
    expect(first?.width).toBeCloseTo(banner?.width ?? 0, 0)
    expect(first?.height).toBe(500)
  })
})

test("a service under Comprehensive Care opens its page", async ({ page, visit }) => {
  await visit("/")
  const service = home.care.services[Math.min(2, home.care.services.length - 1)]
  const heading = await page.locator("h1").innerText()
  await page.getByRole("region", { name: home.care.heading }).getByRole("link", { name: service.title }).click()
  await expect(page).toHaveURL(new RegExp(`${service.path.split("#")[0]}(#.*)?$`))
  // The address changes a moment before the new page renders: wait for its own heading.
  await expect(page.locator("h1")).not.toHaveText(heading)
})

test("the map loads only when the visitor scrolls near it", async ({ page, visit, outside }) => {
  await visit("/")
  await expect(page.locator(".slick-slider.slick-initialized")).toBeAttached()
  expect(outside).toEqual([])
  const mapRequest = page.waitForRequest(request => request.url() === site.mapEmbedUrl)
  await page.locator("iframe").scrollIntoViewIfNeeded()
  await mapRequest
  await expect.poll(() => outside).toContain(site.mapEmbedUrl)
})
