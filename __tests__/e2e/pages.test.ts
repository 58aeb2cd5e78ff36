import type { Locator } from "playwright-core"
import { baseUrl, browserSession, expectClearOfHeader, visit } from "./support/browser"
import { readContent, site } from "./support/content"

// What an editor wrote, so the pages are checked against the shipped content.
const claims = readContent<{ claims: { experience: string; clinicalExpertise: string } }>("site.yaml").claims
const services = readContent<{
  cards: Array<{ title: string; path: string }>
  physiotherapy: { conditionsHeading: string; conditions: Array<{ title: string; path?: string }> }
  devices: Array<{ slug: string; title: string; benefits: string[] }>
}>("services.yaml")
const { treatments } = readContent<{
  treatments: Array<{ slug: string; title: string; abbreviation?: string }>
}>("treatments.yaml")
const { members } = readContent<{ members: Array<{ name: string; role: string }> }>("team.yaml")

const ROUTES = [
  "/about",
  "/services",
  "/services/physiotherapy",
  "/services/supportive-devices",
  "/treatment",
  "/blogs",
  "/our-team",
  "/book",
  "/faq",
  "/accessibility",
  "/privacy",
]

const session = browserSession()

/** The image has really loaded: decoded, with pixels. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect(
    image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
  ).resolves.toBeGreaterThan(0)
}

describe.each(ROUTES)("%s at 375 px", route => {
  test("nothing overflows the page horizontally", async () => {
    const { page, errors } = await visit(session.phone, route)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
    await page.close()
  })
})

test("/about says the clinic is based in Toronto and shows both experience claims", async () => {
  const { page } = await visit(session.desktop, "/about")
  const main = page.locator("main")
  await expect(main.locator("h1 ~ p").first().innerText()).resolves.toMatch(/based in Toronto/)
  await expect(main.locator("li").allInnerTexts()).resolves.toEqual([claims.experience, claims.clinicalExpertise])
  await expect(main.locator("p").count()).resolves.toBeGreaterThanOrEqual(3)
  await expectLoaded(main.locator("img"))
  await page.close()
})

test("/services shows two cards that lead to Physiotherapy and Supportive Devices", async () => {
  const { page } = await visit(session.desktop, "/services")
  const cards = page.locator("main article")
  await expect(cards.count()).resolves.toBe(2)
  await expect(cards.locator("h2").allInnerTexts()).resolves.toEqual(services.cards.map(card => card.title))
  await expect(cards.locator("h2 a").evaluateAll(links => links.map(a => a.getAttribute("href")))).resolves.toEqual([
    "/services/physiotherapy",
    "/services/supportive-devices",
  ])
  for (let i = 0; i < 2; i++) {
    await expectLoaded(cards.nth(i).locator("img"))
    await expect(cards.nth(i).locator("p").innerText()).resolves.toMatch(/\w.{30,}/)
  }
  await cards.locator("h2 a").first().click()
  await page.waitForURL("**/services/physiotherapy")
  await page.close()
})

describe("/services/physiotherapy", () => {
  const linked = services.physiotherapy.conditions.filter(condition => condition.path)

  test("shows its text and the common conditions, linked where the library has them", async () => {
    const { page } = await visit(session.desktop, "/services/physiotherapy")
    const main = page.locator("main")
    await expect(main.locator("p").count()).resolves.toBeGreaterThanOrEqual(3)
    const section = main.locator("section", {
      has: page.locator("h2", { hasText: services.physiotherapy.conditionsHeading }),
    })
    await expect(section.locator("li").allInnerTexts()).resolves.toEqual(
      services.physiotherapy.conditions.map(condition => condition.title),
    )
    const links = section.locator("a")
    await expect(links.evaluateAll(as => as.map(a => a.getAttribute("href")))).resolves.toEqual(linked.map(c => c.path))
    await page.close()
  })

  test("every condition link reaches its page, and its entry where it names one", async () => {
    for (const { title, path } of linked) {
      const [pathname, hash] = path!.split("#")
      const response = await fetch(`${baseUrl()}${pathname}`)
      expect([title, response.status]).toEqual([title, 200])
      if (hash) expect([title, (await response.text()).includes(`id="${hash}"`)]).toEqual([title, true])
    }
  })

  test("choosing a condition lands on its entry, clear of the sticky header", async () => {
    const { page } = await visit(session.desktop, "/services/physiotherapy")
    const target = linked.find(condition => condition.path!.includes("#"))!
    const [pathname, hash] = target.path!.split("#")
    await page.locator("main a", { hasText: target.title }).click()
    await page.waitForURL(`**${pathname}#${hash}`)
    await expectClearOfHeader(page, `#${hash} h2`)
    await page.close()
  })
})

test("/services/supportive-devices shows braces, custom orthotics and compression stockings with benefits and images", async () => {
  const { page } = await visit(session.desktop, "/services/supportive-devices")
  const sections = page.locator("main section[id]")
  await expect(sections.locator("h2").allInnerTexts()).resolves.toEqual([
    "Braces",
    "Custom Orthotics",
    "Compression Stockings",
  ])
  for (const [i, device] of services.devices.entries()) {
    const section = sections.nth(i)
    await expect(section.getAttribute("id")).resolves.toBe(device.slug)
    await expect(section.locator("h2 + p").innerText()).resolves.toMatch(/\w.{80,}/)
    await expect(section.locator("ul li").allInnerTexts()).resolves.toEqual(device.benefits)
    await expectLoaded(section.locator("img"))
  }
  const coverage = await sections.evaluateAll(all => all.map(s => /may be covered/i.test(s.textContent ?? "")))
  expect(coverage).toEqual([false, true, true])
  await page.close()
})

describe("/treatment", () => {
  test("shows the sixteen components of care, each with its benefits, short forms expanded", async () => {
    const { page } = await visit(session.desktop, "/treatment")
    const items = page.locator("main li[id]")
    await expect(items.count()).resolves.toBe(16)
    const expected = treatments.map(t => (t.abbreviation ? `${t.title} (${t.abbreviation})` : t.title))
    await expect(items.locator("h2").allInnerTexts()).resolves.toEqual(expected)
    for (const name of ["TENS", "IFC", "MET", "PNF"]) expect(expected.some(e => e.endsWith(` (${name})`))).toBe(true)
    for (let i = 0; i < 16; i++) await expect(items.nth(i).locator("h2 + p").innerText()).resolves.toMatch(/\w.{100,}/)
    await page.close()
  })

  test("the 'On this page' list reaches each treatment, clear of the sticky header", async () => {
    const { page } = await visit(session.desktop, "/treatment")
    const links = page.locator('nav[aria-labelledby="on-this-page"] a')
    await expect(links.evaluateAll(as => as.map(a => a.getAttribute("href")))).resolves.toEqual(
      treatments.map(t => `#${t.slug}`),
    )
    await expect(
      page
        .locator('nav[aria-labelledby="on-this-page"] abbr[title="Transcutaneous Electrical Nerve Stimulation"]')
        .innerText(),
    ).resolves.toBe("TENS")
    await links.filter({ hasText: "McKenzie" }).click()
    await page.waitForFunction(() => location.hash === "#mckenzie-method")
    await expectClearOfHeader(page, "#mckenzie-method h2")
    await page.close()
  })
})

test("/our-team shows three profiles with photo, name, role and biography", async () => {
  const { page } = await visit(session.desktop, "/our-team")
  const profiles = page.locator("main article")
  await expect(profiles.count()).resolves.toBe(3)
  await expect(profiles.locator("h2").allInnerTexts()).resolves.toEqual(members.map(m => m.name))
  for (const [i, member] of members.entries()) {
    const profile = profiles.nth(i)
    await expect(profile.innerText()).resolves.toContain(member.role)
    await expect(profile.locator("p").count()).resolves.toBeGreaterThanOrEqual(2)
    await expectLoaded(profile.locator("img"))
  }
  // At 1280 px the photo sits beside the text, and the biography follows the role without a gap.
  const first = profiles.first()
  const photo = await first.locator("img").boundingBox()
  const role = await first.getByText(members[0].role, { exact: true }).boundingBox()
  const bio = await first.locator("p").nth(1).boundingBox()
  expect(photo && role && role.x >= photo.x + photo.width).toBe(true)
  expect(role && bio && bio.y - (role.y + role.height)).toBeLessThan(48)
  const roles = members.map(m => m.role).join(" | ")
  expect(roles).toMatch(/Registered Physiotherapist/)
  expect(roles).toMatch(/Owner.*Dentist/)
  expect(roles).toMatch(/Administrator/)
  await page.close()
})

describe("/book", () => {
  test("the Book online button opens the booking portal in a new tab; the phone number is a tel: link", async () => {
    const { page } = await visit(session.desktop, "/book")
    const button = page.locator("main a", { hasText: "Book online" })
    await expect(button.getAttribute("href")).resolves.toBe(site.bookingUrl)
    await expect(button.getAttribute("target")).resolves.toBe("_blank")
    await expect(button.getAttribute("rel")).resolves.toBe("noopener noreferrer")
    const call = page.locator(`main a[href="tel:${site.phone.e164}"]`)
    await expect(call.innerText()).resolves.toContain(site.phone.display)
    const [popup] = await Promise.all([session.desktop.waitForEvent("page"), button.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(site.bookingUrl)
    await popup.close()
    await page.close()
  })

  test("says what happens next", async () => {
    const { page } = await visit(session.desktop, "/book")
    await expect(page.locator("main").innerText()).resolves.toMatch(/what happens next/i)
    await page.close()
  })

  test("at 375 px both ways to book are easy to tap", async () => {
    const { page } = await visit(session.phone, "/book")
    for (const selector of ['main a[target="_blank"]', 'main a[href^="tel:"]']) {
      const box = await page.locator(selector).boundingBox()
      expect(box!.height).toBeGreaterThanOrEqual(44)
      expect(box!.width).toBeGreaterThanOrEqual(300)
    }
    await page.close()
  })
})
