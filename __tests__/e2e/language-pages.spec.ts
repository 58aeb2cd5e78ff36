// The pages in other languages (content/language-pages/), as a patient who reads that language meets them: each
// page in its language and direction, the clinic's own phone to call, exactly the team members who speak it, the
// other languages' pages and English named as alternates by every one of them alike, nothing axe finds wrong; and
// the way to each from the footer, Our Team and Contact, each link in the language it leads to.
import { LANGUAGES } from "../../src/node/languages"
import { directionOf, languagePagePath } from "../../src/lib/language-page"
import { allViolations } from "./support/axe"
import { languagePages, readContent, site } from "./support/content"
import { expect, test } from "./support/fixtures"

const origin = site.siteUrl.replace(/\/$/, "")
const { members } = readContent<{ members: Array<{ slug: string; name: string; languages: string[] }> }>("team.yaml")

const nameOf = (code: string) => LANGUAGES.find(language => language.code === code)?.name
const ownNameOf = (code: string) => {
  const language = LANGUAGES.find(each => each.code === code)
  return language?.ownName ?? language?.name ?? code
}

/** Every alternate a page in another language, or the home page, names: each language's page, English, the default. */
const ALTERNATES = [
  ...languagePages.map(page => [page.language, `${origin}${languagePagePath(page.language)}`]),
  ["en", `${origin}/`],
  ["x-default", `${origin}/`],
].sort()

/** A page's hreflang alternates as [language, address], sorted. */
const alternatesIn = async (page: import("@playwright/test").Page) =>
  (
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll(links => links.map(link => [link.getAttribute("hreflang"), link.getAttribute("href")]))
  ).sort()

test("there is at least one page in another language to check", () => {
  expect(languagePages.length).toBeGreaterThan(0)
})

for (const { language } of languagePages) {
  const route = languagePagePath(language)
  const speakers = members.filter(member => member.languages.includes(nameOf(language) ?? "")).map(m => m.name)

  test(route, { tag: "@each-width" }, async ({ page, visit, errors }) => {
    const response = await visit(route)
    const content = page.locator("main [lang]").first()

    await test.step("answers 200, in its language and direction", async () => {
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", language)
      await expect(page.locator("html")).toHaveAttribute("dir", directionOf(language))
      await expect(content).toHaveAttribute("lang", language)
      await expect(content).toHaveAttribute("dir", directionOf(language))
    })

    await test.step("the site's frame around it stays English and left to right", async () => {
      for (const frame of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
        await expect(frame.locator("xpath=ancestor::*[@lang][1]")).toHaveAttribute("lang", "en")
        await expect(frame.locator("xpath=ancestor::*[@dir][1]")).toHaveAttribute("dir", "ltr")
      }
    })

    await test.step("its number to call is site.yaml's", async () => {
      const call = page.locator(`main a[href^="tel:+"]`)
      await expect(call).toHaveCount(1)
      await expect(call).toHaveAttribute("href", `tel:${site.phone.e164}`)
      await expect(call).toHaveText(site.phone.display)
      await expect(page.locator('main a[href="tel:911"]')).toHaveCount(1)
      await expect(page.locator('main a[href="tel:811"]')).toHaveCount(1)
    })

    await test.step("it names exactly the team members who speak the language, each linked to their profile", async () => {
      const named = page.locator("#speakers-heading ~ ul li a")
      await expect(named).toHaveText(speakers)
      expect(await named.evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(
        members.filter(member => speakers.includes(member.name)).map(member => `/our-team#${member.slug}`),
      )
    })

    await test.step("it names every language's page, English and the default as alternates", async () => {
      expect(await alternatesIn(page)).toEqual(ALTERNATES)
      await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", /^[a-z]{2,3}_[A-Z]{2}$/)
    })

    await test.step("no accessibility violation (axe)", async () => {
      expect(await allViolations(page)).toEqual([])
    })
    expect(errors).toEqual([])
  })
}

test("the home page names the same alternates as every page in another language", async ({ page }) => {
  await page.goto("/")
  expect(await alternatesIn(page)).toEqual(ALTERNATES)
})

for (const route of ["/", "/our-team", "/contact"]) {
  test(`${route} links to each page in another language, named in it and marked as it`, async ({ page }) => {
    await page.goto(route)
    // The footer's list on every page; Our Team's and Contact's own in the page.
    const places =
      route === "/" ? [page.getByRole("contentinfo")] : [page.getByRole("contentinfo"), page.locator("main")]
    for (const place of places)
      for (const { language } of languagePages) {
        const link = place.locator(`a[href="${languagePagePath(language)}"]`)
        await expect(link).toHaveCount(1)
        await expect(link).toHaveText(ownNameOf(language))
        // In the language it names, on the link or around it, so a screen reader reads it so.
        expect(await link.evaluate(a => a.closest("[lang]")?.getAttribute("lang"))).toBe(language)
        await expect(link).toHaveAttribute("hreflang", language)
      }
  })
}

test("a link in the footer leads to the page in its language", async ({ page, visit }) => {
  const { language } = languagePages[0]
  await visit("/")
  await page
    .getByRole("contentinfo")
    .locator(`a[href="${languagePagePath(language)}"]`)
    .click()
  await expect(page).toHaveURL(new RegExp(`${languagePagePath(language)}$`))
  await expect(page.locator("html")).toHaveAttribute("lang", language)
})
