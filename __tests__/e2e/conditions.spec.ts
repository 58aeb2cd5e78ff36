// What We Treat in use: each card leads to its page, a condition's old address on its category's page lands on it
// clear of the sticky header, each condition leads to its own page, whose link under its heading reaches when to
// get help and which reads in full without JavaScript, the old capital-C addresses that categories list lead to
// the lowercase pages, whether typed or followed in the app, and "On this page" reaches each condition; the service
// pages' links into the library too.
import fs from "fs"
import path from "path"
import { conditionPath } from "../../src/lib/paths"
import { categories, conditions, conditionsOf, healthShown, pageAt, readContent } from "./support/content"
import { expect, expectClearOfHeader, test } from "./support/fixtures"

const PUBLIC = path.resolve(__dirname, "../../public")
/** Each old address a category lists under redirectFrom, with the category's own. */
const moves = categories.flatMap(category =>
  (category.redirectFrom ?? []).map(from => ({ from, to: conditionPath(category.slug), title: category.title })),
)
/** The group pages, the one that lists the most conditions first. */
const groups = categories
  .filter(category => conditionsOf(category.slug).length > 0)
  .sort((a, b) => conditionsOf(b.slug).length - conditionsOf(a.slug).length)

test("each card on /conditions opens its page", async ({ page, visit }) => {
  const listHeading = pageAt("/conditions").heading
  await visit("/conditions")
  for (const { title, slug } of categories) {
    await page.locator("main article").filter({ hasText: title }).locator("h2 a").click()
    await expect(page).toHaveURL(new RegExp(`${conditionPath(slug)}$`))
    // The address changes a moment before the new page renders; wait for its heading.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    await page.goBack()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listHeading)
  }
})

// On the longest list, its last condition: the farthest down a page one can be.
for (const group of groups.slice(0, 1)) {
  const last = conditionsOf(group.slug).at(-1)!

  test("a condition's old address on its category's page lands on it, clear of the sticky header", async ({
    page,
    visit,
  }) => {
    await visit(conditionPath(group.slug, last.slug))
    await expectClearOfHeader(page, `#${last.slug} h2`)
  })

  test("'On this page' scrolls to the chosen condition", async ({ page, visit }) => {
    await visit(conditionPath(group.slug))
    await page.locator('nav[aria-labelledby="on-this-page"] a', { hasText: last.title }).click()
    await expect(page).toHaveURL(new RegExp(`#${last.slug}$`))
    await expectClearOfHeader(page, `#${last.slug} h2`)
  })

  test("choosing a condition's title opens its own page", async ({ page, visit }) => {
    await visit(conditionPath(group.slug))
    await page.locator(`#${last.slug} h2 a`).click()
    await expect(page).toHaveURL(new RegExp(`${last.path}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title)
  })
}

test(
  "on a phone, the link under a condition's heading reaches when to get help, clear of the sticky header",
  {
    tag: "@phone",
  },
  async ({ page, visit }) => {
    const condition = conditions.at(-1)!
    await visit(condition.path)
    await page.getByRole("link", { name: "See when to get help" }).click()
    await expect(page).toHaveURL(new RegExp(`${condition.path}#when-to-get-help$`))
    await expectClearOfHeader(page, "#when-to-get-help h2")
  },
)

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("every condition's page reads in full: each part, the signs to act on, its sources and the way to book", async ({
    page,
  }) => {
    for (const condition of conditions) {
      const response = await page.goto(condition.path)
      expect([condition.path, response?.status()]).toEqual([condition.path, 200])
      await expect(page.locator("h1")).toHaveText(condition.title)
      await expect(page.locator("main h2").first()).toHaveText("What it is")
      const help = page.getByRole("region", { name: "When to get help" })
      await expect(help.getByRole("region")).toHaveCount(3)
      const shown = healthShown(condition)
      await expect(help.getByRole("listitem")).toHaveCount(
        shown.emergency.length + shown.today.length + shown.physiotherapy.length,
      )
      await expect(page.getByRole("region", { name: "Sources" }).getByRole("link")).toHaveCount(shown.sources.length)
      await expect(page.getByRole("link", { name: /^Book an assessment/ })).toBeVisible()
      await expect(page.locator("main p", { hasText: /^Written by/ })).toBeVisible()
    }
  })
})

for (const { from, to } of moves) {
  test(`${from} answers 301, and the browser lands on the lowercase page`, async ({ page, request }) => {
    const direct = await request.get(from, { maxRedirects: 0 })
    expect([direct.status(), direct.headers().location]).toEqual([301, to])
    const response = await page.goto(from)
    // The first answer is the redirect itself, so no "not found" page is ever drawn.
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${from}$`))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    await expect(page.locator("h1")).not.toHaveText(/find that page/i)
  })
}

for (const move of moves.slice(-1)) {
  test("following an old capital-C address inside the site lands on the lowercase page", async ({
    page,
    visit,
    errors,
  }) => {
    await visit("/conditions")
    await page.evaluate(
      from => (window as unknown as { ___navigate: (to: string) => void }).___navigate(from),
      move.from,
    )
    await expect(page).toHaveURL(new RegExp(`${move.to}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(move.title)
    expect(errors).toEqual([])
  })
}

test("a category that lists no old address has none: its capital-C spelling is not a page", async ({ request }) => {
  const unmoved = categories.filter(category => !category.redirectFrom?.length)
  for (const { slug } of unmoved) {
    const capitalC = conditionPath(slug).replace("/conditions/", "/Conditions/")
    expect([capitalC, (await request.get(capitalC, { maxRedirects: 0 })).status()]).toEqual([capitalC, 404])
  }
})

test("the build writes each category's permanent redirects for Netlify into _redirects", () => {
  const rules = fs
    .readFileSync(path.join(PUBLIC, "_redirects"), "utf8")
    .split("\n")
    .filter(line => line.startsWith("/Conditions/"))
    .map(line => line.trim().split(/\s+/))
  expect(rules.sort()).toEqual(moves.map(({ from, to }) => [from, to, "301"]).sort())
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

  test("every common condition's link on /services/physiotherapy reaches its page", async ({ request }) => {
    for (const { title, path: href } of linked) {
      const [pathname, hash] = String(href).split("#")
      const response = await request.get(pathname)
      expect([title, response.status()]).toEqual([title, 200])
      if (hash) expect([title, (await response.text()).includes(`id="${hash}"`)]).toEqual([title, true])
    }
  })

  test("choosing a common condition opens its own page", async ({ page, visit }) => {
    await visit("/services/physiotherapy")
    const target = linked.find(condition => conditions.some(each => each.path === condition.path))!
    await page.locator("main a", { hasText: target.title }).click()
    await expect(page).toHaveURL(new RegExp(`${target.path}$`))
    const condition = conditions.find(each => each.path === target.path)!
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(condition.title)
  })

  test("'On this page' on /treatment reaches a treatment far down, clear of the sticky header", async ({
    page,
    visit,
  }) => {
    const { treatments } = readContent<{ treatments: Array<{ slug: string; title: string }> }>("treatments.yaml")
    const target = treatments.at(-3) ?? treatments[0]
    await visit("/treatment")
    await page.locator('nav[aria-labelledby="on-this-page"] a', { hasText: target.title }).click()
    await expect(page).toHaveURL(new RegExp(`#${target.slug}$`))
    await expectClearOfHeader(page, `#${target.slug} h2`)
  })
})
