// What the performance budgets rest on, checked in a real browser against the production build: the
// JavaScript a page loads first is what the size budgets measure (scripts/build-report.mjs), nothing
// reaches a third party until the visitor asks for it, and nothing shifts while the page settles.
import path from "path"
import type { Page } from "playwright-core"
import { buildPages, runtimeFiles } from "../../scripts/build-report.mjs"
import { baseUrl, browserSession, newContext } from "./support/browser"
import { SPEC_ROUTES } from "./support/content"

const PUBLIC = path.resolve(__dirname, "../../public")

const session = browserSession()

/** Opens a page and records every request it makes, with the host it went to. */
async function openRecording(width: number, route: string) {
  const context = await newContext(session.browser, width)
  const page = await context.newPage()
  const requests: URL[] = []
  page.on("request", request => {
    requests.push(new URL(request.url()))
  })
  await page.goto(baseUrl() + route, { waitUntil: "load" })
  await page.waitForLoadState("networkidle")
  return { page, requests, close: () => context.close() }
}

/** Total layout shift so far, as CLS counts it (shifts right after input excluded). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>(resolve => {
        let total = 0
        new PerformanceObserver(list => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(total), 200)
      }),
  )

describe("first-load JavaScript", () => {
  const pages = new Map(buildPages(PUBLIC).map(page => [page.route, page.files]))
  const runtime = runtimeFiles(PUBLIC)

  test.each([...SPEC_ROUTES, "/no-such-page"])(
    "%s loads Gatsby's runtime and its own chunks, as measured",
    async route => {
      const { page, requests, close } = await openRecording(375, route)
      const scripts = new Set(
        requests
          .filter(url => url.host === new URL(baseUrl()).host && url.pathname.endsWith(".js"))
          .map(url => url.pathname.slice(1)),
      )
      const own = pages.get(route === "/no-such-page" ? "/404" : route)
      expect(own).toBeDefined()
      for (const file of [...runtime, ...(own ?? [])]) expect(scripts).toContain(file)
      await page.close()
      await close()
    },
  )
})

describe("nothing reaches a third party before the visitor asks", () => {
  test.each([375, 1280])("the home page at %i px, map and all, until scrolled to the map", async width => {
    const { page, requests, close } = await openRecording(width, "/")
    await page.waitForSelector(".slick-slider.slick-initialized")
    await page.waitForTimeout(500)
    expect(requests.filter(url => url.host !== new URL(baseUrl()).host).map(String)).toEqual([])
    // Scrolling to the map is what loads it.
    await page.getByTitle(/map/i).scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    expect(requests.some(url => url.host !== new URL(baseUrl()).host)).toBe(true)
    await close()
  })

  test.each(SPEC_ROUTES.filter(route => route !== "/"))("%s at 375 px", async route => {
    const { requests, close } = await openRecording(375, route)
    expect(requests.filter(url => url.host !== new URL(baseUrl()).host).map(String)).toEqual([])
    await close()
  })
})

describe("the largest paint on a phone's first screen", () => {
  test.each(SPEC_ROUTES)("%s: is in the page as sent, never an image that waits to be scrolled to", async route => {
    const { page, close } = await openRecording(375, route)
    const lcp = await page.evaluate(
      () =>
        new Promise<{ url: string; lazy: boolean; text: string } | null>(resolve => {
          new PerformanceObserver(list => {
            const last = list.getEntries().at(-1) as
              (PerformanceEntry & { element: Element | null; url: string }) | undefined
            // On the home page react-slick has replaced the first slide's markup by now: the entry keeps its URL.
            const element = last?.element
            if (last)
              resolve({
                url: last.url,
                lazy: element?.getAttribute("loading") === "lazy",
                text: element?.textContent ?? "",
              })
          }).observe({ type: "largest-contentful-paint", buffered: true })
          setTimeout(() => resolve(null), 2000)
        }),
    )
    expect(lcp).not.toBeNull()
    expect(lcp?.lazy).toBe(false)
    // As the server sent it: React's entities decoded, the comments it puts between text nodes dropped.
    const sent = (await (await fetch(baseUrl() + route)).text())
      .replaceAll("<!-- -->", "")
      .replaceAll("&#x27;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&")
    if (lcp?.url) {
      // The browser picked one of the picture's files; that picture is the one the page loads first.
      const file = new URL(lcp.url).pathname
      const picture = sent.match(/<picture>[\s\S]*?<\/picture>/g)?.find(markup => markup.includes(file))
      expect(picture).toContain('fetchpriority="high"')
    } else {
      expect(sent).toContain(lcp?.text.slice(0, 40))
    }
    await close()
  })
})

describe("nothing shifts while a page settles", () => {
  test.each([375, 1280])("the home page at %i px, react-slick taking over the banner included", async width => {
    const { page, close } = await openRecording(width, "/")
    await page.waitForSelector(".slick-slider.slick-initialized")
    await expect(layoutShift(page)).resolves.toBeLessThanOrEqual(0.01)
    await close()
  })

  test.each(["/about", "/our-team", "/conditions/spinal-conditions", "/services/supportive-devices"])(
    "%s at 375 px, its images and the web font loaded",
    async route => {
      const { page, close } = await openRecording(375, route)
      await page.evaluate(() => document.fonts.ready)
      await expect(page.evaluate(() => document.fonts.check('1rem "Source Sans 3 Variable"'))).resolves.toBe(true)
      await expect(layoutShift(page)).resolves.toBeLessThanOrEqual(0.01)
      await close()
    },
  )
})
