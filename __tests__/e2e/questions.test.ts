// What patients ask before booking (issue 13): the FAQ and its disclosures, the notes beside the booking
// buttons, the patients' quotes, the accessibility statement and the team's registration and booking links,
// in the production build, against the shipped content.
import type { Page } from "playwright-core"
import { baseUrl, browserSession, expectClearOfHeader, visit } from "./support/browser"
import { readContent, site } from "./support/content"

interface Link {
  label: string
  path: string
}

const faq = readContent<{
  firstVisit: { heading: string; points: string[]; link: Link }
  directBilling: { heading: string; note: string; link: Link }
  groups: Array<{
    title: string
    questions: Array<{ slug: string; question: string; answer: string; featured?: boolean }>
  }>
}>("faq.yaml")
const questions = faq.groups.flatMap(group => group.questions)
const featured = questions.filter(question => question.featured)
const { testimonials } = readContent<{
  testimonials: { quotes: Array<{ quote: string; name: string; condition: string }> }
}>("home.yaml")
const { members } = readContent<{
  members: Array<{ slug: string; name: string; registrationNumber?: string; registerUrl?: string; bookingUrl?: string }>
}>("team.yaml")

const session = browserSession()

/** Whether each question's answer is open, in page order. */
const openStates = (page: Page) =>
  page
    .locator("main details")
    .evaluateAll(all => all.map(details => [details.id, (details as HTMLDetailsElement).open]))

describe("/faq", () => {
  test("asks every question of faq.yaml, under its group's heading, each closed until chosen", async () => {
    const { page } = await visit(session.desktop, "/faq")
    await expect(page.locator("main section:has(details) > h2").allInnerTexts()).resolves.toEqual(
      faq.groups.map(group => group.title),
    )
    // and beside them, how to ask another
    const ask = page.locator('section[aria-labelledby="ask-us"]')
    await expect(ask.locator(`a[href="tel:${site.phone.e164}"]`).count()).resolves.toBe(1)
    await expect(ask.locator('a[href="/contact"]').count()).resolves.toBe(1)
    await expect(page.locator("main summary").allInnerTexts()).resolves.toEqual(questions.map(q => q.question))
    await expect(openStates(page)).resolves.toEqual(questions.map(q => [q.slug, false]))
    // The topics the issue names are all answered.
    const text = (await page.locator("main").textContent()) ?? ""
    for (const topic of [/referral/i, /direct/i, /car accident/i, /WSIB/, /OHIP/, /wear/i, /how long/i, /cancel/i])
      expect(text).toMatch(topic)
    await page.close()
  })

  test("works from the keyboard: Tab reaches each question, Enter opens its answer and Space closes it", async () => {
    const { page } = await visit(session.desktop, "/faq")
    const first = questions[0]
    const answer = page.locator(`#${first.slug} > div`)
    await page.locator("main h1").click()
    // Tab from the heading reaches the first question, then the next.
    await page.keyboard.press("Tab")
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(first.question)
    await expect(answer.isVisible()).resolves.toBe(false)
    await page.keyboard.press("Enter")
    await expect(answer.isVisible()).resolves.toBe(true)
    await expect(page.locator(`#${first.slug}`).evaluate(d => (d as HTMLDetailsElement).open)).resolves.toBe(true)
    await page.keyboard.press("Space")
    await expect(answer.isVisible()).resolves.toBe(false)
    await page.keyboard.press("Tab")
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(questions[1].question)
    // A closed answer's links are not in the way: the next Tab after a closed question is the next question.
    await page.keyboard.press("Tab")
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(questions[2].question)
    await page.close()
  })

  test("an address naming a question opens its answer, clear of the sticky header, at both widths", async () => {
    const target = questions.find(q => q.slug === "direct-billing") ?? questions[questions.length - 1]
    for (const context of [session.desktop, session.phone]) {
      const { page, errors } = await visit(context, `/faq#${target.slug}`)
      await page.waitForFunction(s => (document.getElementById(s) as HTMLDetailsElement | null)?.open, target.slug)
      await expect(openStates(page)).resolves.toEqual(questions.map(q => [q.slug, q.slug === target.slug]))
      await expect(page.locator(`#${target.slug} > div`).isVisible()).resolves.toBe(true)
      await expectClearOfHeader(page, `#${target.slug} > summary`)
      expect(errors).toEqual([])
      await page.close()
    }
  })

  test("an address with a malformed #fragment still shows the page, without an error", async () => {
    const page = await session.desktop.newPage()
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    await page.goto(`${baseUrl()}/faq#%E0`)
    await page.waitForURL(/\/faq$/)
    await page.waitForFunction(() => document.querySelector("#___gatsby")?.hasChildNodes())
    await page.waitForLoadState("networkidle")
    await expect(page.locator("main summary").count()).resolves.toBe(questions.length)
    expect(errors).toEqual([])
    await page.close()
  })

  test("a link to words inside a closed answer (a text fragment, as search results make) opens it", async () => {
    const { page } = await visit(session.desktop, "/faq")
    // The last answer's first four words. Chromium opens a closed details when find-in-page or a text fragment
    // lands inside it; the page's own script sees no #question here (the fragment directive is not in the hash).
    const last = questions[questions.length - 1]
    const words = last.answer.split(/\s+/).slice(0, 4).join(" ")
    await page.goto(`${page.url()}#:~:text=${encodeURIComponent(words)}`)
    await page.waitForFunction(s => (document.getElementById(s) as HTMLDetailsElement | null)?.open, last.slug)
    await page.close()
  })
})

describe("linked where patients look", () => {
  test("the footer's Quick Links lead to /faq, and its last line to /accessibility", async () => {
    const { page } = await visit(session.desktop, "/")
    await expect(page.locator('footer nav a[href="/faq"]').count()).resolves.toBe(1)
    await expect(page.locator('footer a[href="/accessibility"]').count()).resolves.toBe(1)
    await page.click('footer a[href="/accessibility"]')
    await page.waitForURL(/\/accessibility$/)
    // The address changes a moment before the new page renders: wait for its own heading.
    await page.getByRole("heading", { level: 1, name: /accessibility/i }).waitFor()
    await page.close()
  })

  test.each(["/book", "/contact"])("%s lists the featured questions; choosing one opens its answer", async route => {
    const { page } = await visit(session.desktop, route)
    const common = page.locator('section[aria-labelledby="common-questions"]')
    await expect(common.locator("li a").allInnerTexts()).resolves.toEqual(featured.map(q => q.question))
    await expect(common.locator('a[href="/faq"]').count()).resolves.toBe(1)
    const chosen = featured[featured.length - 1]
    await common.locator(`a[href="/faq#${chosen.slug}"]`).click()
    await page.waitForURL(new RegExp(`/faq#${chosen.slug}$`))
    await page.waitForFunction(s => (document.getElementById(s) as HTMLDetailsElement | null)?.open, chosen.slug)
    await expectClearOfHeader(page, `#${chosen.slug} > summary`)
    await page.close()
  })
})

describe("beside the booking buttons", () => {
  test("/book says what happens at the first visit and about direct billing, right under the buttons", async () => {
    const { page } = await visit(session.desktop, "/book")
    const main = page.locator("main")
    const text = await main.innerText()
    for (const point of faq.firstVisit.points) expect(text).toContain(point)
    expect(text).toContain(faq.directBilling.note.replace(/\s+/g, " "))
    const buttons = await main.locator('a[target="_blank"]').boundingBox()
    const notes = await main.getByRole("heading", { name: faq.firstVisit.heading }).boundingBox()
    // The notes start within a short step below the buttons, before anything else on the page.
    expect(notes!.y - (buttons!.y + buttons!.height)).toBeLessThan(120)
    await expect(main.getByRole("link", { name: faq.directBilling.link.label }).getAttribute("href")).resolves.toBe(
      faq.directBilling.link.path,
    )
    await page.close()
  })

  test("the home page's call to action carries the same notes under its buttons", async () => {
    const { page } = await visit(session.phone, "/")
    const cta = page.locator('section[aria-labelledby="book-cta"]')
    await expect(cta.getByRole("heading", { level: 3 }).allInnerTexts()).resolves.toEqual([
      faq.firstVisit.heading,
      faq.directBilling.heading,
    ])
    await expect(cta.innerText()).resolves.toContain(faq.firstVisit.points[0])
    await page.close()
  })
})

test("the home page quotes three patients by first name or initials and condition, with no rating", async () => {
  const { page } = await visit(session.desktop, "/")
  const reviews = page.locator('section[aria-labelledby="testimonials"]')
  const figures = reviews.locator("figure")
  await expect(figures.count()).resolves.toBe(3)
  for (const [i, { quote, name, condition }] of testimonials.quotes.entries()) {
    await expect(figures.nth(i).locator("blockquote").innerText()).resolves.toContain(quote.replace(/\s+/g, " "))
    await expect(figures.nth(i).locator("figcaption").textContent()).resolves.toBe(`${name}, ${condition}`)
  }
  // At 1280 px the three quotes stand side by side.
  const tops = await figures.evaluateAll(all => all.map(figure => Math.round(figure.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)
  await expect(reviews.locator(`a[href="${site.reviewsUrl}"]`).count()).resolves.toBe(1)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.join("")).not.toMatch(/aggregateRating|"Review"|ratingValue/)
  await expect(reviews.innerText()).resolves.not.toMatch(/★|☆/)
  await page.close()
})

test("/accessibility states the WCAG 2.2 AA target, other formats on request, and every way to give feedback", async () => {
  const { page } = await visit(session.desktop, "/accessibility")
  const main = page.locator("main")
  const text = await main.innerText()
  expect(text).toMatch(/WCAG\) 2\.2 at level AA/)
  expect(text).toMatch(/another format/i)
  await expect(main.locator(`a[href="tel:${site.phone.e164}"]`).count()).resolves.toBe(1)
  await expect(main.locator(`a[href="mailto:${site.email}"]`).count()).resolves.toBe(1)
  await expect(main.locator('a[href="/contact"]').count()).resolves.toBe(1)
  await page.close()
})

test("/our-team shows a physiotherapist's College registration, their page on its register and a link to book with them", async () => {
  const { page } = await visit(session.desktop, "/our-team")
  const registered = members.filter(member => member.registrationNumber)
  const bookable = members.filter(member => member.bookingUrl)
  expect(registered.length).toBeGreaterThan(0)
  for (const member of members) {
    const profile = page.locator(`article#${member.slug}`)
    const text = await profile.innerText()
    if (member.registrationNumber)
      expect(text).toContain(`College of Physiotherapists of Ontario, registration number ${member.registrationNumber}`)
    else expect(text).not.toContain("College of Physiotherapists of Ontario, registration")
    const register = profile.getByRole("link", { name: /public register/ })
    await expect(register.count()).resolves.toBe(member.registerUrl ? 1 : 0)
    if (member.registerUrl) {
      await expect(register.getAttribute("href")).resolves.toBe(member.registerUrl)
      await expect(register.getAttribute("target")).resolves.toBe("_blank")
    }
    const book = profile.getByRole("link", { name: /^Book with/ })
    await expect(book.count()).resolves.toBe(member.bookingUrl ? 1 : 0)
    if (member.bookingUrl) {
      await expect(book.getAttribute("href")).resolves.toBe(member.bookingUrl)
      await expect(book.innerText()).resolves.toContain(`Book with ${member.name}`)
    }
  }
  expect(bookable.length).toBeGreaterThan(0)
  expect(members.filter(member => member.registerUrl).length).toBeGreaterThan(0)
  await page.close()
})
