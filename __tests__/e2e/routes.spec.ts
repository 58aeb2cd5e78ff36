// Every route of the site, loaded at 375 px, and one page of each template at 1280 px as well, and every check
// that only reads a page run on that load: first what holds for every page (its status and head, its JSON-LD, that
// nothing shifts or overflows, its largest paint, no other host reached, the scripts the size budgets measure and
// that they start after the first paint, the CSS inlined, accessibility), then what the page itself must show
// (pages/*.ts), and last, scrolled to its end, that every image and frame loads under the Content-Security-Policy
// with no error in the console.
import fs from "fs"
import path from "path"
import { buildPages, htmlFileOf, runtimeFiles, sharedCssFiles } from "../../scripts/build-report.mjs"
import { PRELOADED_FONT, scriptFontOf, scriptFontPath } from "../../src/lib/font"
import { languageOfCode } from "../../src/lib/languages"
import { languagePagePath } from "../../src/lib/language-page"
import { allViolations } from "./support/axe"
import { languagePages, PAGE_ROUTES, POST_ROUTES, site } from "./support/content"
import { expect, horizontalOverflow, OUTSIDE_TITLE, test, vitalsOf } from "./support/fixtures"
import { jsonLdGraph, mergeChecks, nodesOfType, type LoadedPage, type Width } from "./support/page-checks"
import { beforeBookingChecks } from "./pages/before-booking"
import { blogChecks } from "./pages/blog"
import { conditionChecks } from "./pages/conditions"
import { extraPageChecks } from "./pages/extra-pages"
import { homeChecks } from "./pages/home"
import { languageChecks } from "./pages/languages"
import { questionChecks } from "./pages/questions"
import { serviceChecks } from "./pages/services"
import { statementChecks } from "./pages/statements"
import { teamChecks } from "./pages/team"

const NOT_FOUND = "/no-such-page"
const ROUTES = [...PAGE_ROUTES, ...POST_ROUTES, NOT_FOUND]

const PAGE_CHECKS = mergeChecks(
  homeChecks,
  serviceChecks,
  conditionChecks,
  teamChecks,
  blogChecks,
  questionChecks,
  statementChecks,
  beforeBookingChecks,
  extraPageChecks,
  languageChecks,
)

/** The language of each page in another language, by its route: its <html> says so, and it may need a script's font. */
const LANGUAGE_OF = new Map(languagePages.map(page => [languagePagePath(page.language), page.language]))

const origin = site.siteUrl.replace(/\/$/, "")
const canonicalOf = (route: string) => `${origin}${route}`

const PUBLIC = path.resolve(__dirname, "../../public")
/** The build's pages by route: the not-found page is /404 whatever the address it answers. */
const builtPages = new Map(buildPages(PUBLIC).map(page => [page.route, page]))
const builtRoute = (route: string) => (route === NOT_FOUND ? "/404" : route)
const builtPage = (route: string) => builtPages.get(builtRoute(route))
const runtime = runtimeFiles(PUBLIC)
const sharedCss = sharedCssFiles(PUBLIC)

/**
 * The routes loaded at 1280 px as well as at 375 px, where every route is: of each template, its longest page (a
 * template lays out every page of its kind alike, and the longest has the most to lay out), and any route with a
 * check of its wide layout. The checks of what a page says, at any width, run once: at 1280 px on these routes.
 */
const longestOfTemplate = new Map<string, { route: string; bytes: number }>()
for (const route of ROUTES) {
  const page = builtPage(route)
  if (!page) continue // named by the test of the build's pages
  const bytes = fs.statSync(htmlFileOf(PUBLIC, page.route)).size
  if (bytes > (longestOfTemplate.get(page.chunk)?.bytes ?? -1)) longestOfTemplate.set(page.chunk, { route, bytes })
}
const WIDE_ROUTES = new Set([
  ...[...longestOfTemplate.values()].map(({ route }) => route),
  ...Object.entries(PAGE_CHECKS)
    .filter(([, checks]) => checks.some(check => check.width === 1280))
    .map(([route]) => route),
])

test("every page's own checks name a route the suite loads", () => {
  expect(Object.keys(PAGE_CHECKS).filter(route => !ROUTES.includes(route))).toEqual([])
})

test("the build made a page for every route content/ names, and no other", () => {
  expect([...builtPages.keys()].sort()).toEqual(ROUTES.map(builtRoute).sort())
})

// So that the checks at 1280 px see more than one layout, and the check of the inline CSS a template's own sheet.
test("more than one template is loaded at both widths, and some carry CSS of their own", () => {
  expect(longestOfTemplate.size).toBeGreaterThan(1)
  expect([...builtPages.values()].filter(page => page.styles.length > 0).length).toBeGreaterThan(0)
})

/** What every page's head must say: its own title and description, where it lives, how it is shared. */
async function expectHead({ page, route, response }: LoadedPage) {
  expect(response.status()).toBe(200)
  const language = LANGUAGE_OF.get(route)
  await expect(page.locator("html")).toHaveAttribute("lang", language ?? "en-CA")
  const title = await page.title()
  // The home page leads with the clinic's name; every other page with its own title.
  if (route === "/") expect(title.startsWith(`${site.name} | `)).toBe(true)
  else expect(title).toMatch(new RegExp(`^.+ \\| ${site.name}$`))
  const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content")
  const description = (await meta('name="description"')) ?? ""
  expect(description.length).toBeGreaterThanOrEqual(50)
  expect(description.length).toBeLessThanOrEqual(160)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", canonicalOf(route))
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute("content", title)
  await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute("content", description)
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute("content", canonicalOf(route))
  const type = POST_ROUTES.includes(route) ? "article" : "website"
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", type)
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute("content", /^#[0-9a-f]{6}$/i)
  // Nothing is fetched ahead of the first paint but what it may use: the web font (and on a page in a language
  // written in another script, that script's), and no script.
  await expect(page.locator('head link[rel="modulepreload"], head link[rel="preload"]:not([as="font"])')).toHaveCount(0)
  const scriptFont = scriptFontOf(languageOfCode(language))
  const fonts = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll(links => links.map(link => link.getAttribute("href")))
  expect(fonts.sort()).toEqual([PRELOADED_FONT, ...(scriptFont ? [scriptFontPath(scriptFont)] : [])].sort())
  // Every page names the blog's feed, so a reader finds it from wherever they are.
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/rss.xml",
  )
  // The share image is served by this build at that path, at the size social sites ask for.
  const image = (await meta('property="og:image"')) ?? ""
  expect(image.startsWith(`${origin}/`)).toBe(true)
  const served = await page.request.get(new URL(image).pathname)
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/jpeg"])
  await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute("content", "1200")
  await expect(page.locator('head meta[property="og:image:height"]')).toHaveAttribute("content", "630")
}

/** The clinic on every page; on every page but home, the breadcrumb trail the page shows. */
async function expectJsonLd({ page, route }: LoadedPage) {
  const graph = await jsonLdGraph(page)
  const [clinic] = nodesOfType(graph, "Physiotherapy")
  expect(clinic).toMatchObject({ name: site.name, telephone: site.phone.e164, email: site.email })
  const [breadcrumbs] = nodesOfType(graph, "BreadcrumbList")
  if (route === "/") {
    expect(breadcrumbs).toBeUndefined()
    return
  }
  const listed = (breadcrumbs.itemListElement as Array<{ position: number; name: string; item: string }>).map(crumb => [
    crumb.position,
    crumb.name,
    crumb.item,
  ])
  const shown = await page.locator('nav[aria-label="Breadcrumb"] li').evaluateAll(items =>
    items.map((item, i) => {
      const link = item.querySelector("a")
      return [i + 1, item.textContent?.trim(), link ? new URL(link.href).pathname : location.pathname]
    }),
  )
  expect(listed).toEqual(shown.map(([position, name, pathname]) => [position, name, canonicalOf(String(pathname))]))
}

/** The address no page has: a 404 that search engines leave out, with ways back into the site. */
async function expectNotFound({ page, response }: LoadedPage) {
  expect(response.status()).toBe(404)
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex")
  const main = page.locator("main")
  await expect(main.locator('a[href="/"]').first()).toBeVisible()
  for (const section of ["/services", "/conditions", "/contact"])
    await expect(main.locator(`a[href="${section}"]`)).toHaveCount(1)
}

/**
 * The largest paint on the first screen is in the page as sent, never an image that waits to be scrolled to: the
 * hero picture requested first, or text.
 */
async function expectLargestPaintInHtml({ page, sentHtml }: LoadedPage) {
  await expect.poll(async () => (await vitalsOf(page)).lcp).not.toBeNull()
  const lcp = (await vitalsOf(page)).lcp!
  expect(lcp.lazy).toBe(false)
  // As the server sent it: React's entities decoded, the comments it puts between text nodes dropped.
  const sent = sentHtml
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
  if (lcp.url) {
    // The browser picked one of the picture's files; that picture is the one the page loads first.
    const file = new URL(lcp.url).pathname
    const picture = sent.match(/<picture>[\s\S]*?<\/picture>/g)?.find(markup => markup.includes(file))
    expect(picture).toContain('fetchpriority="high"')
  } else {
    // Its words, read across the inline elements they may hold (a fact set apart in a <bdi>, a link).
    expect(sent.replace(/<[^>]*>/g, "")).toContain(lcp.text.slice(0, 40))
  }
}

/** What the size budgets count for this route is what the browser loads: Gatsby's runtime and the page's chunks. */
function expectMeasuredScripts(route: string, requested: string[]) {
  const own = builtPage(route)?.files
  expect(own, `${route} is not in the build's pages`).toBeDefined()
  const scripts = new Set(requested.map(url => new URL(url).pathname.slice(1)).filter(file => file.endsWith(".js")))
  expect([...runtime, ...(own ?? [])].filter(file => !scripts.has(file))).toEqual([])
}

/**
 * What the build changes in Gatsby's pages: its scripts are asked for only after the first contentful paint
 * (src/node/scripts-after-paint.ts), and the page inlines only the CSS of the app and of its own template
 * (src/node/page-css.ts), each stylesheet exactly as its file.
 */
async function expectScriptsAfterPaintAndOwnCss({ page, route }: LoadedPage) {
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter(entry => entry.name.endsWith(".js"))
      .map(entry => [new URL(entry.name).pathname.slice(1), entry.startTime] as const),
  }))
  expect(timing.paint).not.toBeNull()
  const started = new Map(timing.scripts)
  for (const file of [...runtime, ...(builtPage(route)?.files ?? [])]) {
    expect(started.has(file), `${file} is asked for`).toBe(true)
    expect(started.get(file)!, `${file} starts after the first contentful paint`).toBeGreaterThan(timing.paint!)
  }
  const inlined = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>("head style[data-href]")].map(style => ({
      file: style.dataset.href!.slice(1),
      text: style.textContent,
    })),
  )
  expect(inlined.map(style => style.file)).toEqual([...sharedCss, ...(builtPage(route)?.styles ?? [])])
  for (const { file, text } of inlined) expect(text, file).toBe(fs.readFileSync(path.join(PUBLIC, file), "utf8"))
}

/** Scrolled to its end, with every picture asked for at once: each arrives, and so does each frame. */
async function loadEverything({ page }: LoadedPage) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const broken = await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = "eager"
    await Promise.all(images.map(image => image.decode().catch(() => undefined)))
    return images.filter(image => image.naturalWidth === 0).map(image => image.currentSrc || image.src)
  })
  expect(broken).toEqual([])
  // The map's frame, the only one, shows the page the suite answers other hosts with.
  const frames = await page.locator("iframe").count()
  const titles = () =>
    Promise.all(
      page
        .frames()
        .filter(frame => frame !== page.mainFrame())
        .map(frame => frame.title()),
    )
  await expect.poll(titles).toEqual(Array(frames).fill(OUTSIDE_TITLE))
}

for (const route of ROUTES) {
  test(route, { tag: WIDE_ROUTES.has(route) ? "@each-width" : "@phone" }, async ({ page, visit, errors, outside }) => {
    const width = page.viewportSize()?.width as Width
    // The checks of what the page says, whatever the width, run on this load.
    const once = width === 1280 || !WIDE_ROUTES.has(route)
    const requested: string[] = []
    page.on("request", request => requested.push(request.url()))
    const response = await visit(route)
    if (!response) throw new Error(`${route}: no response`)
    // Settled as a visitor sees it: the web font in, and on the home page the banner's slider in place.
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    if (route === "/") await expect(page.locator(".slick-slider.slick-initialized")).toBeAttached()
    const sentHtml = await (await page.request.get(route)).text()
    const loaded: LoadedPage = { page, route, width, response, sentHtml }

    await test.step("nothing shifts while it settles", async () => {
      expect((await vitalsOf(page)).cls).toBeLessThanOrEqual(0.01)
    })
    // Lighthouse's budgets are a phone's; at 1280 px an image beside the text may be larger than the heading.
    if (width === 375)
      await test.step("its largest paint is in the page as sent", () => expectLargestPaintInHtml(loaded))
    await test.step("it has reached no other host", async () => {
      expect(outside).toEqual([])
    })
    await test.step("it loads the scripts the size budgets measure", async () => {
      expectMeasuredScripts(route, requested)
    })
    await test.step("nothing overflows it sideways", async () => {
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    })
    await test.step("one h1, and the trail or the way back", async () => {
      await expect(page.locator("h1")).toHaveCount(1)
      await expect(page.locator("h1")).not.toBeEmpty()
      if (route !== NOT_FOUND)
        await expect(page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]')).toHaveCount(1)
    })
    if (once) {
      if (route === NOT_FOUND) await test.step("answers 404 with ways back", () => expectNotFound(loaded))
      else {
        await test.step("answers 200 with its own head", () => expectHead(loaded))
        await test.step("its JSON-LD names the clinic and the trail shown", () => expectJsonLd(loaded))
      }
      await test.step("its scripts start after the first contentful paint; the inline CSS is the app's and its own", () =>
        expectScriptsAfterPaintAndOwnCss(loaded))
    }
    await test.step("no accessibility violation (axe)", async () => {
      expect(await allViolations(page)).toEqual([])
    })
    const checks = (PAGE_CHECKS[route] ?? []).filter(
      check => !check.width || check.width === width || (check.width === "once" && once),
    )
    for (const check of checks) await test.step(check.name, () => check.run(loaded))
    await test.step("every image and frame loads under the Content-Security-Policy", async () => {
      // The not-found page, served at any address, has its policy in a <meta> (src/node/post-build.ts).
      const policy =
        route === NOT_FOUND
          ? await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")
          : response.headers()["content-security-policy"]
      expect(policy).toContain("default-src 'self'")
      await loadEverything(loaded)
    })
    // The 404 page is itself a 404, and so is the page data Gatsby looks for at that address.
    const notFound = /^Failed to load resource: the server responded with a status of 404/
    expect(errors.filter(error => !(route === NOT_FOUND && notFound.test(error)))).toEqual([])
  })
}
