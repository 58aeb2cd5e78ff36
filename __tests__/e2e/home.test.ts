import type { BrowserContext, Page } from "playwright-core"
import { baseUrl, browserSession, newContext, outsideRequests, visit } from "./support/browser"
import { readContent, site } from "./support/content"

interface HomeContent {
  slides: Array<{ caption: string; alt: string }>
  whyChoose: { points: Array<{ title: string }> }
  care: { services: Array<{ title: string; path: string }> }
}
const home = readContent<HomeContent>("home.yaml")
const mapEmbedUrl = readContent<{ mapEmbedUrl: string }>("site.yaml").mapEmbedUrl
const reviewsUrl = readContent<{ reviewsUrl: string }>("site.yaml").reviewsUrl

const session = browserSession()

/** Waits until slide `index` is the active one and has finished sliding into place. */
const settledOn = (page: Page, index: number) =>
  page.waitForFunction(i => {
    const banner = document.querySelector("section[aria-roledescription=carousel]")?.getBoundingClientRect()
    const active = document.querySelector(".slick-slide.slick-active")
    const box = active?.getBoundingClientRect()
    return active?.getAttribute("data-index") === String(i) && box && banner && Math.abs(box.left - banner.left) < 1
  }, index)

/** react-slick arrives after the page is idle and takes over the banner. */
const sliderReady = (page: Page) => page.waitForSelector(".slick-slider.slick-initialized")

const activeSlide = (page: Page) =>
  page.locator(".slick-slide.slick-active").first().getAttribute("data-index").then(Number)

/**
 * The home page on a fake clock, so the 5 s autoplay can be run forward instead of waited for.
 * A clock belongs to its whole browser context, so each such test gets a context of its own.
 */
async function homeOnFakeClock(ctx: BrowserContext) {
  const page = await ctx.newPage()
  await page.clock.install()
  await page.goto(`${baseUrl()}/`)
  await page.waitForFunction(() => document.querySelector("#___gatsby")?.hasChildNodes())
  await page.mouse.move(640, 890) // keep the pointer off the banner
  await page.clock.runFor(2_000) // the latest the slider is asked for once the page is idle
  await sliderReady(page)
  return page
}

test("the banner has three real slides with their captions, two named arrows and no dots", async () => {
  const { page } = await visit(session.desktop, "/")
  await sliderReady(page)
  const banner = page.getByRole("region", { name: "Highlights" })
  await expect(banner.locator(".slick-slide:not(.slick-cloned)").count()).resolves.toBe(3)
  const captions = await banner.locator(".slick-slide:not(.slick-cloned) p:first-child").allInnerTexts()
  expect(captions).toEqual(home.slides.map(slide => slide.caption))
  await expect(banner.getByRole("button", { name: "Previous slide" }).isVisible()).resolves.toBe(true)
  await expect(banner.getByRole("button", { name: "Next slide" }).isVisible()).resolves.toBe(true)
  await expect(page.locator(".slick-dots").count()).resolves.toBe(0)
  // Hidden and cloned slides hold nothing a keyboard can reach.
  const focusable = await banner
    .locator('.slick-slide[aria-hidden="true"] :is(a, button, input, [tabindex]:not([tabindex="-1"]))')
    .count()
  expect(focusable).toBe(0)
  await page.close()
})

test("the active slide changes after about 5 s, and stops changing once paused", async () => {
  const own = await newContext(session.browser, 1280)
  const page = await homeOnFakeClock(own)
  await expect(activeSlide(page)).resolves.toBe(0)
  await page.clock.runFor(4_000)
  await expect(activeSlide(page)).resolves.toBe(0)
  await page.clock.runFor(2_000)
  await page.waitForFunction(
    () => document.querySelector(".slick-slide.slick-active")?.getAttribute("data-index") === "1",
  )
  const pause = page.getByRole("button", { name: "Pause slideshow" })
  await pause.click()
  await expect(page.getByRole("button", { name: "Play slideshow" }).count()).resolves.toBe(1)
  await page.mouse.move(640, 890)
  await page.locator("h1").click() // focus leaves the banner; only the Pause button holds it still now
  await page.clock.runFor(20_000)
  await expect(activeSlide(page)).resolves.toBe(1)
  await own.close()
})

test("the arrows move between slides and the loop wraps around", async () => {
  const { page } = await visit(session.desktop, "/")
  await sliderReady(page)
  await page.getByRole("button", { name: "Pause slideshow" }).click()
  await page.getByRole("button", { name: "Previous slide" }).click()
  await settledOn(page, 2)
  await page.getByRole("button", { name: "Next slide" }).click()
  await settledOn(page, 0)
  await page.getByRole("button", { name: "Next slide" }).click()
  await settledOn(page, 1)
  await page.close()
})

test("with reduced motion the banner does not move by itself", async () => {
  const calm = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" })
  await calm.route(
    url => url.host !== new URL(baseUrl()).host,
    route => route.fulfill({ status: 200, body: "" }),
  )
  const page = await homeOnFakeClock(calm)
  await page.clock.runFor(16_000)
  await expect(activeSlide(page)).resolves.toBe(0)
  await calm.close()
})

test("the static HTML shows the first slide at full size, its image requested first, and no slider", async () => {
  const html = await (await fetch(`${baseUrl()}/`)).text()
  expect(html).toMatch(
    /<img[^>]*loading="eager"[^>]*fetchpriority="high"|<img[^>]*fetchpriority="high"[^>]*loading="eager"/,
  )
  const noScript = await session.browser.newContext({
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: false,
  })
  const page = await noScript.newPage()
  await page.goto(`${baseUrl()}/`)
  const banner = await page.locator("section[aria-roledescription=carousel]").boundingBox()
  await expect(page.locator(".slick-slider").count()).resolves.toBe(0)
  await expect(page.getByText(home.slides[0].caption).isVisible()).resolves.toBe(true)
  const first = await page.getByRole("img", { name: home.slides[0].alt }).boundingBox()
  expect(first && banner && Math.round(first.x)).toBe(banner && Math.round(banner.x))
  expect(first?.width).toBeCloseTo(banner?.width ?? 0, 0)
  expect(first?.height).toBe(500)
  await noScript.close()
})

test("Why Choose shows its five points and Comprehensive Care its six services, each reaching its page", async () => {
  const { page } = await visit(session.desktop, "/")
  const why = page.getByRole("region", { name: "Why choose us" })
  await expect(why.locator("h3").allInnerTexts()).resolves.toEqual(home.whyChoose.points.map(p => p.title))
  const care = page.getByRole("region", { name: "Comprehensive care" })
  const links = await care
    .locator("h3 a")
    .evaluateAll(anchors => anchors.map(a => [a.textContent, a.getAttribute("href")]))
  expect(links).toEqual(home.care.services.map(s => [s.title, s.path]))
  const homeHeading = await page.locator("h1").innerText()
  await care.locator("h3 a").nth(2).click()
  await page.waitForURL(`**${home.care.services[2].path}`)
  // The address changes a moment before the new page renders: wait for its own heading.
  await page.waitForFunction(previous => {
    const h1 = document.querySelector("h1")?.textContent
    return Boolean(h1) && h1 !== previous
  }, homeHeading)
  await page.close()
})

test("the question form sits beside the About block", async () => {
  const { page } = await visit(session.desktop, "/")
  const about = await page.getByRole("region", { name: "About us" }).boundingBox()
  const form = await page.getByRole("form", { name: "Have a question?" }).boundingBox()
  expect(about && form && form.x > about.x + about.width - 1).toBe(true)
  expect(about && form && Math.abs(form.y - about.y) < 120).toBe(true)
  await page.close()
})

test("reviews and booking links open in new tabs at their outside addresses", async () => {
  const { page } = await visit(session.desktop, "/")
  for (const [name, url] of [
    [/Read our patient reviews/, reviewsUrl],
    [/Book your appointment/, site.bookingUrl],
  ] as const) {
    const link = page.getByRole("link", { name })
    await expect(link.getAttribute("target")).resolves.toBe("_blank")
    const [popup] = await Promise.all([session.desktop.waitForEvent("page"), link.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(url)
    await popup.close()
  }
  await page.close()
})

test("the map is a titled iframe 450 px high that loads only when the visitor scrolls near it", async () => {
  const fresh = await newContext(session.browser, 1280)
  outsideRequests.length = 0
  const { page } = await visit(fresh, "/")
  const requestedMap = () => outsideRequests.some(url => url === mapEmbedUrl)
  expect(requestedMap()).toBe(false)
  const map = page.locator("iframe")
  await expect(map.getAttribute("title")).resolves.toBe("Map showing the clinic's location")
  await expect(map.getAttribute("loading")).resolves.toBe("lazy")
  const mapRequest = page.waitForRequest(request => request.url() === mapEmbedUrl, { timeout: 10_000 })
  await map.scrollIntoViewIfNeeded()
  await expect(mapRequest.then(request => request.url())).resolves.toBe(mapEmbedUrl)
  await expect(map.boundingBox().then(box => box?.height)).resolves.toBe(450)
  await expect(page.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href")).resolves.toBe(site.mapUrl)
  await fresh.close()
})

test("at 375 px nothing on the home page overflows horizontally", async () => {
  const phone = await newContext(session.browser, 375)
  const { page } = await visit(phone, "/")
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await phone.close()
})
