// Before booking, in use: each way of paying on /fees reached from the list of choices and by its own address,
// with JavaScript and without; the way into the clinic reached from the info strip's parking line and from the
// accessibility statement.
import { readContent } from "./support/content"
import { expect, expectClearOfHeader, test } from "./support/fixtures"

const { ways } = readContent<{ ways: Array<{ slug: string; choice: string; title: string }> }>("fees.yaml")
const { note: parkingNote } = readContent<{ parking: { note: string } }>("getting-here.yaml").parking

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled })

    test(
      "each choice on /fees leads to its section, clear of the sticky header",
      { tag: "@each-width" },
      async ({ page, visit }) => {
        if (javaScriptEnabled) await visit("/fees")
        else await page.goto("/fees")
        for (const way of ways) {
          await page
            .getByRole("navigation", { name: "How will you pay?" })
            .getByRole("link", { name: way.choice })
            .click()
          await expect(page).toHaveURL(new RegExp(`/fees#${way.slug}$`))
          await expectClearOfHeader(page, `#${way.slug} h2`)
          await expect(page.locator(`#${way.slug} h2`)).toHaveText(way.title)
        }
      },
    )

    test(
      "an address naming a way of paying, or the cancellation rule, lands on it",
      { tag: "@each-width" },
      async ({ page }) => {
        for (const target of [ways[1] ?? ways[0], ways[ways.length - 1]].map(way => way.slug)) {
          await page.goto(`/fees#${target}`)
          await expectClearOfHeader(page, `#${target} h2`)
        }
        await page.goto("/fees#cancellation")
        await expectClearOfHeader(page, "#cancellation dt")
      },
    )
  })
}

test(
  "the info strip's parking line leads to how to get here and get in",
  { tag: "@each-width" },
  async ({ page, visit }) => {
    await visit("/")
    await page
      .getByRole("complementary", { name: "Visit and contact" })
      .getByRole("link", { name: parkingNote })
      .click()
    await expect(page).toHaveURL(/\/contact#getting-here$/)
    await expectClearOfHeader(page, "#getting-here h2")
  },
)

/** The last of the FAQ's answers that leads to a section of /fees, and the section's id. */
const feeAnswer = readContent<{ groups: Array<{ questions: Array<{ slug: string; link?: { path: string } }> }> }>(
  "faq.yaml",
)
  .groups.flatMap(group => group.questions)
  .filter(question => question.link?.path.startsWith("/fees#"))
  .at(-1)

test("the FAQ's answers and the booking notes lead to their sections of /fees, from wherever the page was", async ({
  page,
  visit,
}) => {
  // An answer near the end of the FAQ leads to its section of /fees.
  if (feeAnswer) {
    const target = feeAnswer.link!.path
    await visit(`/faq#${feeAnswer.slug}`)
    await page.locator(`[id="${feeAnswer.slug}"] a[href="${target}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expectClearOfHeader(page, `${new URL(target, "http://localhost").hash} :is(h2, dt)`)
  }
  // The direct-billing note beside the booking buttons, far down the home page, leads to the insurers.
  await visit("/")
  const note = page.locator('main a[href^="/fees#"]').first()
  const target = new URL(String(await note.getAttribute("href")), "http://localhost").hash
  await note.click()
  await expectClearOfHeader(page, `${target} h2`)
})

test("the accessibility statement leads to how to get here and get in", async ({ page, visit }) => {
  await visit("/accessibility")
  await page.locator('main a[href="/contact#getting-here"]').click()
  await expect(page).toHaveURL(/\/contact#getting-here$/)
  await expectClearOfHeader(page, "#getting-here h2")
})
