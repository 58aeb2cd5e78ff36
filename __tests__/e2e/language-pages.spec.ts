// The pages in other languages (content/language-pages/), reached as a patient reaches them: from the footer. What
// each page and the pages linking to them show is read on routes.spec.ts's one load of each (pages/languages.ts).
import { languagePagePath } from "../../src/lib/language-page"
import { languagePages } from "./support/content"
import { expect, test } from "./support/fixtures"

test("there is at least one page in another language to check", () => {
  expect(languagePages.length).toBeGreaterThan(0)
})

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
