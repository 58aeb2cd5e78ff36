// The suite's `test`: Playwright's, with every page watched as a patient's browser would be. Requests to any
// other host are answered here (nothing needs the network) and recorded; console errors, uncaught exceptions and
// Content-Security-Policy violations are collected; the page's layout shifts and largest paint are recorded
// from its first byte.
import { test as base, expect, type BrowserContext, type Page, type Response } from "@playwright/test"

export { expect }

/** What a page reported about its own loading, recorded by the script every page gets first (see `watchVitals`). */
export interface Vitals {
  /** Cumulative layout shift so far, as CLS counts it (shifts right after input excluded) */
  cls: number
  /** The latest largest-contentful-paint candidate */
  lcp: { url: string; lazy: boolean; text: string } | null
}

/** Runs in every page before its own scripts. */
function watchPage() {
  const vitals: Vitals = { cls: 0, lcp: null }
  ;(window as unknown as { __vitals: Vitals }).__vitals = vitals
  new PerformanceObserver(list => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) vitals.cls += entry.value
  }).observe({ type: "layout-shift", buffered: true })
  new PerformanceObserver(list => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null; url: string }) | undefined
    if (last)
      vitals.lcp = {
        url: last.url,
        lazy: last.element?.getAttribute("loading") === "lazy",
        text: last.element?.textContent ?? "",
      }
  }).observe({ type: "largest-contentful-paint", buffered: true })
  // A script, frame, fetch or form post the policy refuses becomes a console error, which `errors` collects.
  document.addEventListener("securitypolicyviolation", event => {
    console.error(`CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || "an inline script"}`)
  })
}

/** The answer every other host gets: a page of its own, so a popup, a frame or a link lands somewhere. */
export const OUTSIDE_TITLE = "Outside page"
const OUTSIDE_PAGE = `<!doctype html><title>${OUTSIDE_TITLE}</title>`

/** Answers every request to a host other than the site's inside the test, and records it. */
export async function answerOutsideRequests(context: BrowserContext, siteUrl: string, record: string[] = []) {
  const local = new URL(siteUrl).host
  await context.route(
    url => url.host !== local,
    route => {
      record.push(route.request().url())
      return route.fulfill({ status: 200, contentType: "text/html", body: OUTSIDE_PAGE })
    },
  )
  return record
}

/** React has claimed the page's container (see `hydrated`), checked inside the page. */
export const reactAttached = () =>
  Object.keys(document.getElementById("___gatsby") ?? {}).some(key => key.startsWith("__reactContainer$"))

/**
 * React has taken over the server's HTML: hydrateRoot has claimed the page's container, so a tap now reaches
 * React (one made while it is still attaching is replayed once it has). Gatsby hydrates inside a transition
 * (src/lib/hydrate.ts), so the page looks finished well before this. (On a stopped clock, whose animation frames
 * this waits on, use `runClockUntil(page, reactAttached)`.)
 */
export const hydrated = (page: Page) => page.waitForFunction(reactAttached)

interface Fixtures {
  /** Requests to hosts other than the site, in order */
  outside: string[]
  /** Console errors, uncaught exceptions and Content-Security-Policy violations on `page` */
  errors: string[]
  /** Opens a path of the site in `page` and waits until React has taken it over. */
  visit: (path: string) => Promise<Response | null>
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  outside: async ({}, use) => use([]),
  context: async ({ context, baseURL, outside }, use) => {
    await context.addInitScript(watchPage)
    await answerOutsideRequests(context, String(baseURL), outside)
    await use(context)
  },
  errors: async ({ page }, use) => {
    const errors: string[] = []
    page.on("console", message => message.type() === "error" && errors.push(message.text()))
    page.on("pageerror", error => errors.push(error.message))
    await use(errors)
  },
  visit: async ({ page }, use) =>
    use(async path => {
      const response = await page.goto(path)
      await hydrated(page)
      return response
    }),
})

/**
 * Gives the page a fake clock that stands still until the test runs it forward, so its timers fire at moments the
 * test chooses, however long the machine takes meanwhile. Call before the page loads.
 */
export async function stoppedClock(page: Page) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
}

/** Runs a stopped clock forward a tenth of a second at a time until the page shows what `condition` looks for. */
export async function runClockUntil(page: Page, condition: () => boolean) {
  await expect
    .poll(async () => {
      await page.clock.runFor(100)
      return page.evaluate(condition)
    })
    .toBe(true)
}

/** The page's own record of its layout shifts and largest paint. */
export const vitalsOf = (page: Page) => page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals)

/** How far the page is wider than the window, in CSS pixels (0 or less: nothing to scroll sideways). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** The element is on screen, below the sticky header rather than hidden under it. */
export async function expectClearOfHeader(page: Page, selector: string) {
  await expect
    .poll(() =>
      page.evaluate(s => {
        const box = document.querySelector(s)?.getBoundingClientRect()
        const header = document.querySelector("header")?.getBoundingClientRect()
        return Boolean(box && header && box.top >= header.bottom && box.bottom <= window.innerHeight)
      }, selector),
    )
    .toBe(true)
}
