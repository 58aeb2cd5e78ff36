// What patients ask, in use: the FAQ from the keyboard, an address naming a question opening its answer (also a
// malformed one, and a text fragment from a search result), the common questions on /book and /contact, and the
// links to the two statements.
import type { Page } from "@playwright/test"
import { pageAt, readContent, site } from "./support/content"
import { expect, expectClearOfHeader, hydrated, test } from "./support/fixtures"
import { questions } from "./pages/questions"

const featured = questions.filter(question => question.featured)
const privacy = readContent<{ heading: string }>("pages/privacy.yaml")

/** The answer to the question `slug` is open. */
const expectOpen = (page: Page, slug: string) =>
  expect
    .poll(() => page.evaluate(s => (document.getElementById(s) as HTMLDetailsElement | null)?.open, slug))
    .toBe(true)

test("the FAQ works from the keyboard: Tab reaches each question, Enter opens its answer and Space closes it", async ({
  page,
  visit,
}) => {
  await visit("/faq")
  const [first, second, third] = questions
  const answer = page.locator(`#${first.slug} > div`)
  await page.locator("main h1").click()
  await page.keyboard.press("Tab")
  await expect(page.locator(":focus")).toHaveText(first.question)
  await expect(answer).toBeHidden()
  await page.keyboard.press("Enter")
  await expect(answer).toBeVisible()
  await page.keyboard.press("Space")
  await expect(answer).toBeHidden()
  await page.keyboard.press("Tab")
  await expect(page.locator(":focus")).toHaveText(second.question)
  // A closed answer's links are not in the way: the next Tab after a closed question is the next question.
  await page.keyboard.press("Tab")
  await expect(page.locator(":focus")).toHaveText(third.question)
})

test(
  "an address naming a question opens that answer only, clear of the sticky header",
  { tag: "@each-width" },
  async ({ page, visit, errors }) => {
    // One from the middle of the page, with questions before and after it.
    const target = questions[Math.floor(questions.length / 2)]
    await visit(`/faq#${target.slug}`)
    await expectOpen(page, target.slug)
    const open = await page
      .locator("main details")
      .evaluateAll(all => all.map(details => [details.id, (details as HTMLDetailsElement).open]))
    expect(open).toEqual(questions.map(question => [question.slug, question.slug === target.slug]))
    await expect(page.locator(`#${target.slug} > div`)).toBeVisible()
    await expectClearOfHeader(page, `#${target.slug} > summary`)
    expect(errors).toEqual([])
  },
)

test("an address with a malformed #fragment still shows the page, without an error", async ({ page, errors }) => {
  await page.goto("/faq#%E0")
  await expect(page).toHaveURL(/\/faq$/)
  await hydrated(page)
  await expect(page.locator("main summary")).toHaveCount(questions.length)
  expect(errors).toEqual([])
})

test("a link to words inside a closed answer (a text fragment, as search results make) opens it", async ({
  page,
  visit,
}) => {
  await visit("/faq")
  // The last answer's first four words. Chromium opens a closed details when find-in-page or a text fragment
  // lands inside it; the page's own script sees no #question here (the fragment directive is not in the hash).
  const last = questions[questions.length - 1]
  const words = last.answer.split(/\s+/).slice(0, 4).join(" ")
  await page.goto(`/faq#:~:text=${encodeURIComponent(words)}`)
  await expectOpen(page, last.slug)
})

for (const route of ["/book", "/contact"]) {
  test(`choosing a common question on ${route} opens its answer on /faq`, async ({ page, visit }) => {
    await visit(route)
    const chosen = featured[featured.length - 1]
    await page.locator(`section[aria-labelledby="common-questions"] a[href="/faq#${chosen.slug}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/faq#${chosen.slug}$`))
    await expectOpen(page, chosen.slug)
    await expectClearOfHeader(page, `#${chosen.slug} > summary`)
  })
}

for (const { label, path } of site.legalLinks) {
  test(`the footer's ${label} link opens its statement`, async ({ page, visit }) => {
    await visit("/")
    await page.locator(`footer a[href="${path}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageAt(path).heading)
  })
}

test("the notice beside the send button leads to the privacy statement", async ({ page, visit }) => {
  await visit("/contact")
  await page.getByRole("link", { name: "Read our privacy statement" }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.heading)
})
