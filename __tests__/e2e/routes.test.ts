import { seriousViolations } from "./support/axe"
import { browserSession, visit } from "./support/browser"
import { site, SPEC_ROUTES } from "./support/content"

const session = browserSession()

describe.each(SPEC_ROUTES)("%s", route => {
  test("answers 200 with one h1, its own title, lang en-CA, no console errors and no serious axe violations", async () => {
    const { page, response, errors } = await visit(session.desktop, route)
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1").count()).resolves.toBe(1)
    await expect(page.locator("h1").innerText()).resolves.not.toBe("")
    const title = await page.title()
    // The home page leads with the clinic's name; every other page with its own title.
    if (route === "/") expect(title.startsWith(`${site.name} | `)).toBe(true)
    else expect(title).toMatch(new RegExp(`^.+ \\| ${site.name}$`))
    await expect(page.getAttribute("html", "lang")).resolves.toBe("en-CA")
    const description = await page.locator('meta[name="description"]').getAttribute("content")
    expect(description?.length).toBeGreaterThanOrEqual(50)
    expect(description?.length).toBeLessThanOrEqual(160)
    await expect(page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]').count()).resolves.toBe(1)
    expect(errors).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })
})

test("every route has a different title", async () => {
  const titles = new Set<string>()
  for (const route of SPEC_ROUTES) {
    const { page } = await visit(session.desktop, route)
    titles.add(await page.title())
    await page.close()
  }
  expect(titles.size).toBe(SPEC_ROUTES.length)
})

test("an unknown route answers 404 with a page that links home and to the main sections", async () => {
  const { page, response } = await visit(session.desktop, "/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.locator("h1").count()).resolves.toBe(1)
  const main = page.locator("main")
  await expect(main.locator('a[href="/"]').count()).resolves.toBeGreaterThan(0)
  for (const path of ["/services", "/conditions", "/contact"]) {
    await expect(main.locator(`a[href="${path}"]`).count()).resolves.toBe(1)
  }
  expect(await seriousViolations(page)).toEqual([])
  await page.close()
})
