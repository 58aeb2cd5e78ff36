// The pages in other languages (content/language-pages/), as a patient who reads that language meets them: each
// page in its language and direction, the clinic's own phone to call, exactly the team members who speak it, the
// other languages' pages and English named as alternates by every one of them and by the home page alike; and the
// way to each from the footer, Our Team and Contact, each link in the language it leads to.
import type { Locator, Page } from "@playwright/test"
import { directionOf, LANGUAGES } from "../../../src/lib/languages"
import { languagePagePath } from "../../../src/lib/language-page"
import { languagePages, readContent, site } from "../support/content"
import { expect } from "../support/fixtures"
import { reads, readsAt, readsOnce, type PageChecks } from "../support/page-checks"

const origin = site.siteUrl.replace(/\/$/, "")
const { members } = readContent<{ members: Array<{ slug: string; name: string; languages: string[] }> }>("team.yaml")

const languageOf = (code: string) => LANGUAGES.find(language => language.code === code)

/** Every alternate a page in another language, or the home page, names: each language's page, English, the default. */
const ALTERNATES = [
  ...languagePages.map(page => [page.language, `${origin}${languagePagePath(page.language)}`]),
  ["en", `${origin}/`],
  ["x-default", `${origin}/`],
].sort()

/** A page's hreflang alternates as [language, address], sorted. */
const alternatesIn = async (page: Page) =>
  (
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll(links => links.map(link => [link.getAttribute("hreflang"), link.getAttribute("href")]))
  ).sort()

const namesEveryAlternate = reads(
  "it names every language's page, English and the default as alternates",
  async ({ page }) => {
    expect(await alternatesIn(page)).toEqual(ALTERNATES)
  },
)

/** A link to each page in another language in this part of the page, named in its language and marked as it. */
async function expectLanguageLinks(place: Locator) {
  for (const { language } of languagePages) {
    const link = place.locator(`a[href="${languagePagePath(language)}"]`)
    await expect(link).toHaveCount(1)
    const named = languageOf(language)
    await expect(link).toHaveText(named?.ownName ?? named?.name ?? language)
    // In the language it names, on the link or around it, so a screen reader reads it so.
    expect(await link.evaluate(a => a.closest("[lang]")?.getAttribute("lang"))).toBe(language)
    await expect(link).toHaveAttribute("hreflang", language)
  }
}

/** Each page in another language's own checks. */
const languagePageChecks = (language: string) => {
  const speakers = members.filter(member => member.languages.includes(languageOf(language)?.name ?? ""))
  return [
    reads("it is in its language and direction", async ({ page }) => {
      await expect(page.locator("html")).toHaveAttribute("lang", language)
      await expect(page.locator("html")).toHaveAttribute("dir", directionOf(language))
      const content = page.locator("main [lang]").first()
      await expect(content).toHaveAttribute("lang", language)
      await expect(content).toHaveAttribute("dir", directionOf(language))
      await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", /^[a-z]{2,3}_[A-Z]{2}$/)
    }),
    readsAt(375, "the site's frame around it stays English and left to right", async ({ page }) => {
      for (const frame of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
        await expect(frame.locator("xpath=ancestor-or-self::*[@lang][1]")).toHaveAttribute("lang", "en")
        await expect(frame.locator("xpath=ancestor-or-self::*[@dir][1]")).toHaveAttribute("dir", "ltr")
      }
    }),
    reads("its number to call is site.yaml's, with 911 and 811 a tap away", async ({ page }) => {
      const call = page.locator(`main a[href^="tel:+"]`)
      await expect(call).toHaveCount(1)
      await expect(call).toHaveAttribute("href", `tel:${site.phone.e164}`)
      await expect(call).toHaveText(site.phone.display)
      await expect(page.locator('main a[href="tel:911"]')).toHaveCount(1)
      await expect(page.locator('main a[href="tel:811"]')).toHaveCount(1)
    }),
    readsOnce(
      "it names exactly the team members who speak the language, each linked to their profile",
      async ({ page }) => {
        const named = page.locator("#speakers-heading ~ ul li a")
        await expect(named).toHaveText(speakers.map(member => member.name))
        expect(await named.evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(
          speakers.map(member => `/our-team#${member.slug}`),
        )
      },
    ),
    readsOnce(namesEveryAlternate.name, namesEveryAlternate.run),
  ]
}

export const languageChecks: PageChecks = {
  ...Object.fromEntries(
    languagePages.map(({ language }) => [languagePagePath(language), languagePageChecks(language)]),
  ),
  "/": [
    readsOnce("it names the same alternates as every page in another language", namesEveryAlternate.run),
    readsOnce("its footer links to each page in another language, named in it and marked as it", ({ page }) =>
      expectLanguageLinks(page.getByRole("contentinfo")),
    ),
  ],
  ...Object.fromEntries(
    ["/our-team", "/contact"].map(route => [
      route,
      [
        readsOnce(
          "it and its footer link to each page in another language, named in it and marked as it",
          async ({ page }) => {
            await expectLanguageLinks(page.locator("main"))
            await expectLanguageLinks(page.getByRole("contentinfo"))
          },
        ),
      ],
    ]),
  ),
}
