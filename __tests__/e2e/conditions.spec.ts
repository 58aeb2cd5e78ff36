// What We Treat in use: each card leads to its page, an entry's address lands on it clear of the sticky header,
// the old capital-C addresses lead to the lowercase pages, whether typed or followed in the app,
// and "On this page" reaches each entry; the service pages' links into the library too.
import fs from "fs"
import path from "path"
import { readContent } from "./support/content"
import { expect, expectClearOfHeader, test } from "./support/fixtures"
import { CARDS } from "./pages/conditions"

const CAPITAL_C = ["spinal-conditions", "upper-extremity", "lower-extremity", "post-operative", "vestibular-conditions"]
const PUBLIC = path.resolve(__dirname, "../../public")

test("each card on /conditions opens its page", async ({ page, visit }) => {
  await visit("/conditions")
  for (const [title, slug] of CARDS) {
    await page.locator("main article").filter({ hasText: title }).locator("h2 a").click()
    await expect(page).toHaveURL(new RegExp(`/conditions/${slug}$`))
    // The address changes a moment before the new page renders; wait for its heading.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    await page.goBack()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/what we treat/i)
  }
})

test("an entry's address lands on it, clear of the sticky header", async ({ page, visit }) => {
  await visit("/conditions/lower-extremity#plantar-fasciitis")
  await expectClearOfHeader(page, "#plantar-fasciitis h2")
})

test("'On this page' scrolls to the chosen entry", async ({ page, visit }) => {
  await visit("/conditions/spinal-conditions")
  await page.locator('nav[aria-labelledby="on-this-page"] a', { hasText: "SIJ Dysfunction" }).click()
  await expect(page).toHaveURL(/#sij-dysfunction$/)
  await expectClearOfHeader(page, "#sij-dysfunction h2")
})

for (const slug of CAPITAL_C) {
  test(`/Conditions/${slug} answers 301, and the browser lands on the lowercase page`, async ({ page, request }) => {
    const direct = await request.get(`/Conditions/${slug}`, { maxRedirects: 0 })
    expect([direct.status(), direct.headers().location]).toEqual([301, `/conditions/${slug}`])
    const response = await page.goto(`/Conditions/${slug}`)
    // The first answer is the redirect itself, so no "not found" page is ever drawn.
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/Conditions/${slug}$`))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`/conditions/${slug}$`))
    await expect(page.locator("h1")).not.toHaveText(/find that page/i)
  })
}

test("following an old capital-C address inside the site lands on the lowercase page", async ({
  page,
  visit,
  errors,
}) => {
  await visit("/conditions")
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate("/Conditions/lower-extremity"),
  )
  await expect(page).toHaveURL(/\/conditions\/lower-extremity$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lower Extremity")
  expect(errors).toEqual([])
})

test("TMJ is lowercase only: /Conditions/tmj-dysfunction is not a page", async ({ request }) => {
  expect((await request.get("/Conditions/tmj-dysfunction", { maxRedirects: 0 })).status()).toBe(404)
})

test("the build writes the five permanent redirects for Netlify into _redirects", () => {
  const rules = fs
    .readFileSync(path.join(PUBLIC, "_redirects"), "utf8")
    .split("\n")
    .filter(line => line.startsWith("/Conditions/"))
    .map(line => line.trim().split(/\s+/))
  expect(rules.sort()).toEqual(CAPITAL_C.map(slug => [`/Conditions/${slug}`, `/conditions/${slug}`, "301"]).sort())
})

test("no page of the build differs from another only by letter case", () => {
  const pages = fs.readdirSync(PUBLIC, { recursive: true, encoding: "utf8" }).filter(file => file.endsWith(".html"))
  const lower = pages.map(file => file.toLowerCase())
  expect(new Set(lower).size).toBe(lower.length)
})

test.describe("from the service pages", () => {
  const { physiotherapy } = readContent<{
    physiotherapy: { conditions: Array<{ title: string; path?: string }> }
  }>("services.yaml")
  const linked = physiotherapy.conditions.filter(condition => condition.path)

  test("every common condition's link on /services/physiotherapy reaches its page and entry", async ({ request }) => {
    for (const { title, path: href } of linked) {
      const [pathname, hash] = String(href).split("#")
      const response = await request.get(pathname)
      expect([title, response.status()]).toEqual([title, 200])
      if (hash) expect([title, (await response.text()).includes(`id="${hash}"`)]).toEqual([title, true])
    }
  })

  test("choosing a common condition lands on its entry, clear of the sticky header", async ({ page, visit }) => {
    await visit("/services/physiotherapy")
    const target = linked.find(condition => condition.path?.includes("#"))!
    const [pathname, hash] = target.path!.split("#")
    await page.locator("main a", { hasText: target.title }).click()
    await expect(page).toHaveURL(new RegExp(`${pathname}#${hash}$`))
    await expectClearOfHeader(page, `#${hash} h2`)
  })

  test("'On this page' on /treatment reaches each treatment, clear of the sticky header", async ({ page, visit }) => {
    await visit("/treatment")
    await page.locator('nav[aria-labelledby="on-this-page"] a', { hasText: "McKenzie" }).click()
    await expect(page).toHaveURL(/#mckenzie-method$/)
    await expectClearOfHeader(page, "#mckenzie-method h2")
  })
})
