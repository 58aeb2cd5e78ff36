import fs from "fs"
import path from "path"
import { baseUrl, browserSession, visit } from "./support/browser"

// The spec's route table: every condition each group page must show, in order.
const GROUPS: Record<string, string[]> = {
  "spinal-conditions": [
    "Neck Pain",
    "Whiplash",
    "Cervicogenic Headache",
    "Upper Cross Syndrome",
    "Mid Back Pain",
    "Lower Cross Syndrome",
    "SIJ Dysfunction",
  ],
  "upper-extremity": [
    "Thoracic Outlet Syndrome",
    "Rotator Cuff Injury",
    "Bicipital Tendonitis",
    "Tennis and Golfer's Elbow",
    "Olecranon Bursitis",
    "TFCC",
    "Carpal Tunnel Syndrome",
    "De Quervain's Tenosynovitis",
  ],
  "lower-extremity": [
    "Hip Impingement",
    "Hip Bursitis",
    "IT Band Syndrome",
    "Knee Ligament Injuries",
    "Knee Osteoarthritis",
    "Patellofemoral Pain Syndrome",
    "Shin Splints",
    "Achilles Tendonitis",
    "Ankle Sprain",
    "Plantar Fasciitis",
  ],
}
const ARTICLES = ["post-operative", "vestibular-conditions", "tmj-dysfunction"]
const CAPITAL_C = ["spinal-conditions", "upper-extremity", "lower-extremity", "post-operative", "vestibular-conditions"]
const CARDS = [
  ["Spinal Conditions", "spinal-conditions"],
  ["Upper Extremity", "upper-extremity"],
  ["Lower Extremity", "lower-extremity"],
  ["Post-Operative Conditions", "post-operative"],
  ["Vestibular Conditions", "vestibular-conditions"],
  ["TMJ Dysfunction", "tmj-dysfunction"],
]

const session = browserSession()

describe.each(Object.entries(GROUPS))("/conditions/%s", (slug, titles) => {
  test(`shows its ${titles.length} conditions, each with description, symptoms, treatments and a loaded image`, async () => {
    const { page } = await visit(session.desktop, `/conditions/${slug}`)
    const sections = page.locator("main section[id]")
    await expect(sections.locator("h2").allInnerTexts()).resolves.toEqual(titles)
    for (let i = 0; i < titles.length; i++) {
      const section = sections.nth(i)
      await expect(section.locator("h2 + p").innerText()).resolves.toMatch(/\w.{40,}/)
      const lists = section.locator("h3 + ul")
      await expect(lists.count()).resolves.toBe(2)
      await expect(lists.nth(0).locator("li").count()).resolves.toBeGreaterThanOrEqual(3)
      await expect(lists.nth(1).locator("li").count()).resolves.toBeGreaterThanOrEqual(3)
      const image = section.locator("img")
      await image.scrollIntoViewIfNeeded()
      await expect(
        image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
      ).resolves.toBeGreaterThan(0)
    }
    await expect(page.locator('nav[aria-labelledby="on-this-page"] a').allInnerTexts()).resolves.toEqual(titles)
    await page.close()
  })
})

describe.each(ARTICLES)("/conditions/%s", slug => {
  test("shows its description, symptoms, four or five numbered treatment groups and its image", async () => {
    const { page } = await visit(session.desktop, `/conditions/${slug}`)
    const article = page.locator("main article").first()
    await expect(article.locator("h1 ~ p").count()).resolves.toBeGreaterThan(0)
    await expect(article.locator('section[aria-labelledby="symptoms"] li').count()).resolves.toBeGreaterThanOrEqual(4)
    const groups = article.locator('section[aria-labelledby="how-we-help"] ol > li')
    const count = await groups.count()
    expect(count >= 4 && count <= 5).toBe(true)
    for (let i = 0; i < count; i++) {
      await expect(groups.nth(i).locator("h3").innerText()).resolves.not.toBe("")
      await expect(groups.nth(i).locator("ul > li").count()).resolves.toBeGreaterThanOrEqual(2)
      // The number a sighted visitor sees comes from the list's counter.
      await expect(groups.nth(i).evaluate(li => getComputedStyle(li, "::before").content)).resolves.toBe(
        "counter(group)",
      )
    }
    const image = article.locator("img")
    await expect(
      image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBeGreaterThan(0)
    await page.close()
  })
})

describe.each(CAPITAL_C)("/Conditions/%s", slug => {
  test("answers 301 and the browser lands on the lowercase page with its content", async () => {
    const direct = await fetch(`${baseUrl()}/Conditions/${slug}`, { redirect: "manual" })
    expect(direct.status).toBe(301)
    expect(direct.headers.get("location")).toBe(`/conditions/${slug}`)

    const page = await session.desktop.newPage()
    const response = await page.goto(`${baseUrl()}/Conditions/${slug}`)
    // The first answer is the redirect itself, so no "not found" page is ever drawn.
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseUrl()}/Conditions/${slug}`)
    expect(response?.status()).toBe(200)
    expect(page.url()).toBe(`${baseUrl()}/conditions/${slug}`)
    await expect(page.locator("h1").innerText()).resolves.not.toMatch(/find that page/i)
    await expect(page.locator("main section, main article").count()).resolves.toBeGreaterThan(0)
    await page.close()
  })
})

test("navigating inside the site to an old capital-C address lands on the lowercase page", async () => {
  const { page, errors } = await visit(session.desktop, "/conditions")
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate("/Conditions/lower-extremity"),
  )
  await page.waitForURL("**/conditions/lower-extremity")
  await page.getByRole("heading", { level: 1, name: "Lower Extremity", exact: true }).waitFor()
  expect(errors).toEqual([])
  await page.close()
})

test("TMJ is lowercase only: /Conditions/tmj-dysfunction is not a page", async () => {
  const response = await fetch(`${baseUrl()}/Conditions/tmj-dysfunction`, { redirect: "manual" })
  expect(response.status).toBe(404)
})

test("the build writes the five permanent redirects for Netlify into _redirects", () => {
  const redirects = fs.readFileSync(path.resolve(__dirname, "../../public/_redirects"), "utf8")
  const rules = redirects
    .split("\n")
    .filter(line => line.startsWith("/Conditions/"))
    .map(line => line.trim().split(/\s+/))
  expect(rules.sort()).toEqual(CAPITAL_C.map(slug => [`/Conditions/${slug}`, `/conditions/${slug}`, "301"]).sort())
})

test("no emitted page differs from another only by letter case", () => {
  const publicDir = path.resolve(__dirname, "../../public")
  const pages = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter(file => file.endsWith(".html"))
  const lower = pages.map(file => file.toLowerCase())
  expect(new Set(lower).size).toBe(lower.length)
})

test("each card on /conditions reaches its page", async () => {
  const { page } = await visit(session.desktop, "/conditions")
  const cards = page.locator("main article")
  await expect(cards.locator("h2").allInnerTexts()).resolves.toEqual(CARDS.map(([title]) => title))
  for (const [title, slug] of CARDS) {
    const card = cards.filter({ hasText: title })
    await expect(card.locator("p").innerText()).resolves.toMatch(/\w.{20,}/)
    await expect(card.locator("img").count()).resolves.toBe(1)
    await card.locator("h2 a").click()
    await page.waitForURL(`**/conditions/${slug}`)
    // The address changes a moment before the new page renders; wait for its heading.
    await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor()
    await page.goBack()
    await page.waitForURL("**/conditions")
  }
  await page.close()
})

test("an anchor link lands on its entry, clear of the sticky header", async () => {
  const { page } = await visit(session.desktop, "/conditions/lower-extremity#plantar-fasciitis")
  await page.waitForFunction(() => {
    const heading = document.querySelector("#plantar-fasciitis h2")?.getBoundingClientRect()
    return heading && heading.top >= 0 && heading.bottom <= window.innerHeight
  })
  const { headingTop, headerBottom } = await page.evaluate(() => ({
    headingTop: document.querySelector("#plantar-fasciitis h2")!.getBoundingClientRect().top,
    headerBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
  }))
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom)
  await page.close()
})

test("the 'On this page' list scrolls to the chosen entry", async () => {
  const { page } = await visit(session.desktop, "/conditions/spinal-conditions")
  await page.locator('nav[aria-labelledby="on-this-page"] a', { hasText: "SIJ Dysfunction" }).click()
  await page.waitForFunction(() => location.hash === "#sij-dysfunction")
  await page.waitForFunction(() => {
    const box = document.querySelector("#sij-dysfunction h2")?.getBoundingClientRect()
    return box && box.top >= 0 && box.top < window.innerHeight / 2
  })
  await page.close()
})
