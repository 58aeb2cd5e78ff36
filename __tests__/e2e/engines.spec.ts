// The journeys a patient takes, in WebKit (every iPhone browser) and Gecko (Firefox): at 375 px, every route comes
// alive (of the conditions' own pages, one) and the banner moves and stops; at 375 and 1280 px, the menu, the
// contact form, both before the page's scripts have run and after, an old /Conditions/ address, a link to a
// question, and open now on Christmas Day. The Chromium projects check each page in depth; these check that what
// the site does by script works in the other engines too. What the tests expect comes from content/ and from the
// build.
import fs from "fs"
import path from "path"
import { setTimeout as sleep } from "timers/promises"
import { buildPages, runtimeFiles } from "../../scripts/build-report.mjs"
import { AUTOPLAY_INTERVAL_MS } from "../../src/lib/carousel"
import { MESSAGES } from "../../src/lib/contact-form"
import { filledMessage } from "../fixtures/contact-message"
import { elevenOn, expectedOn, MOMENTS } from "./support/calendar"
import { CONDITION_ROUTES, LANGUAGE_ROUTES, PAGE_ROUTES, POST_ROUTES, readContent, site } from "./support/content"
import { waitInPage } from "./support/engines/engine"
import { reactAttached } from "./support/fixtures"
import { expect, test } from "./support/engines/fixtures"

const PUBLIC = path.resolve(__dirname, "../../public")
const NOT_FOUND = "/no-such-page"
/** The longest a page may take, from its navigation's start, before a tap on it reaches React. */
const INTERACTIVE_WITHIN_MS = 5000

const runtime = runtimeFiles(PUBLIC)
const chunksOf = new Map(buildPages(PUBLIC).map(page => [page.route, page.files]))
/**
 * Every route, but of the conditions' own pages and of the pages in other languages only the first: each kind comes
 * from one template, with the same scripts, and the Chromium projects load each one in depth.
 */
const SAME_TEMPLATE = [...CONDITION_ROUTES.slice(1), ...LANGUAGE_ROUTES.slice(1)]
const ROUTES = [...PAGE_ROUTES.filter(route => !SAME_TEMPLATE.includes(route)), ...POST_ROUTES, NOT_FOUND]

// At a phone's width, where most patients are: what is checked here does not change with the width, and the
// journeys below check each width's layout.
for (const route of ROUTES) {
  test(
    `${route} loads without a script error, asks for its scripts and is interactive within 5 s`,
    { tag: "@phone" },
    async ({ engine, visit, pageErrors }) => {
      const { interactiveAt, scripts: requested } = await visit(route)
      test
        .info()
        .annotations.push({ type: engine.version, description: `interactive at ${Math.round(interactiveAt)} ms` })
      expect(interactiveAt).toBeLessThan(INTERACTIVE_WITHIN_MS)
      const scripts = [...runtime, ...(chunksOf.get(route === NOT_FOUND ? "/404" : route) ?? [])]
      expect(scripts.length).toBeGreaterThan(runtime.length)
      expect(scripts.filter(file => !requested.includes(`/${file}`))).toEqual([])
      expect(await pageErrors()).toEqual([])
    },
  )
}

/** In the page: the index of the slide on show, once react-slick has taken the banner over. */
function slideOnShow() {
  return document.querySelector(".slick-initialized .slick-slide.slick-active")?.getAttribute("data-index") ?? null
}

// At a phone's width only: the banner's timing is the same at every width, and waiting out its interval is the
// longest wait of the suite.
test(
  "the home banner moves on by itself, and holds still once paused",
  { tag: "@phone" },
  async ({ engine, visit, pageErrors }) => {
    await visit("/")
    const first = await waitInPage(engine, "the slider", slideOnShow)
    await waitInPage(
      engine,
      "the next slide",
      shown => document.querySelector(".slick-slide.slick-active")?.getAttribute("data-index") !== shown,
      first,
    )
    await engine.click('section[aria-roledescription="carousel"] > button')
    await engine.click("h1") // pointer and focus leave the banner: only the Pause button holds it still now
    expect(await engine.run(() => document.querySelector("[data-playing]")?.getAttribute("data-playing"))).toBe("false")
    const held = await engine.run(slideOnShow)
    await sleep(AUTOPLAY_INTERVAL_MS + 1000)
    expect(await engine.run(slideOnShow)).toBe(held)
    expect(await pageErrors()).toEqual([])
  },
)

/** In the page: the menu button's state, and whether the list it opens is shown. */
function menuState() {
  const toggle = document.querySelector("[data-site-menu-toggle]")
  const list = document.getElementById(toggle?.getAttribute("aria-controls") ?? "")
  return { expanded: toggle?.getAttribute("aria-expanded"), shown: Boolean(list?.checkVisibility()) }
}

test(
  "the menu opens with its button and closes when a link is chosen",
  { tag: "@phone" },
  async ({ engine, visit, pageErrors }) => {
    await visit("/")
    expect(await engine.run(menuState)).toEqual({ expanded: "false", shown: false })
    await engine.click("[data-site-menu-toggle]")
    expect(await engine.run(menuState)).toEqual({ expanded: "true", shown: true })
    const target = site.navigation.at(-1)!
    await engine.click(`[data-site-menu] a[href="${target.path}"]`)
    await waitInPage(engine, `${target.path} to open`, to => location.pathname === to, target.path)
    expect(await engine.run(menuState)).toEqual({ expanded: "false", shown: false })
    expect(await pageErrors()).toEqual([])
  },
)

test(
  "the contact form names the three missing fields, then sends",
  { tag: "@each-width" },
  async ({ engine, front, visit, pageErrors }) => {
    const form = "main form[action]"
    const formText = () => document.querySelector("main form[action]")?.textContent ?? ""
    await visit("/contact")
    await engine.click(`${form} button[type="submit"]`)
    const required = [MESSAGES.nameRequired, MESSAGES.emailRequired, MESSAGES.phoneRequired]
    const shown = await engine.run(formText)
    expect(required.filter(message => !shown.includes(message))).toEqual([])
    expect(front.formPosts).toEqual([])
    for (const field of ["name", "subject", "email", "phone"] as const)
      await engine.type(`${form} input[name="${field}"]`, filledMessage[field])
    await engine.type(`${form} textarea[name="message"]`, filledMessage.message)
    await engine.click(`${form} button[type="submit"]`)
    await waitInPage(engine, "the form's thanks", sent => document.body.innerText.includes(sent), MESSAGES.sent)
    expect(front.formPosts).toHaveLength(1)
    const sent = decodeURIComponent(front.formPosts[0].body.replace(/\+/g, " "))
    expect(sent).toContain(filledMessage.email)
    expect(sent).toContain(filledMessage.message)
    expect(await pageErrors()).toEqual([])
  },
)

test(
  "before the page's scripts have run, the menu opens and closes, and a message typed and sent is sent once they have",
  { tag: "@phone" },
  async ({ engine, front, pageErrors }) => {
    const form = "main form[action]"
    front.holdScripts(true)
    await engine.open(`${front.origin}/contact`)
    expect(await engine.run(reactAttached)).toBe(false)
    expect(await engine.run(menuState)).toEqual({ expanded: "false", shown: false })
    await engine.click("[data-site-menu-toggle]")
    expect(await engine.run(menuState)).toEqual({ expanded: "true", shown: true })
    await engine.click("[data-site-menu-toggle]")
    expect(await engine.run(menuState)).toEqual({ expanded: "false", shown: false })

    for (const field of ["name", "subject", "email", "phone"] as const)
      await engine.type(`${form} input[name="${field}"]`, filledMessage[field])
    await engine.type(`${form} textarea[name="message"]`, filledMessage.message)
    await engine.click(`${form} input[name="contactBy"][value="${filledMessage.contactBy}"]`)
    await engine.click(`${form} button[type="submit"]`)
    // Held for the page's scripts, not posted away to the provider's own page.
    expect(await engine.run(() => location.pathname)).toBe("/contact")
    expect(front.formPosts).toEqual([])
    expect(await engine.run(reactAttached)).toBe(false)

    await engine.run(() => (window as unknown as { __letScriptsThrough: () => void }).__letScriptsThrough())
    await waitInPage(engine, "the form's thanks", sent => document.body.innerText.includes(sent), MESSAGES.sent)
    expect(front.formPosts).toHaveLength(1)
    expect(JSON.parse(front.formPosts[0].body)).toEqual(filledMessage)
    expect(await engine.run(menuState)).toEqual({ expanded: "false", shown: false })
    await engine.click("[data-site-menu-toggle]")
    expect(await engine.run(menuState)).toEqual({ expanded: "true", shown: true })
    expect(await pageErrors()).toEqual([])
  },
)

/** The capital-C addresses the build redirects, as [from, to], from its _redirects. */
const capitalC = fs
  .readFileSync(path.join(PUBLIC, "_redirects"), "utf8")
  .split("\n")
  .map(line => line.trim().split(/\s+/))
  .filter(([from]) => from?.startsWith("/Conditions/"))

test("an old /Conditions/ address lands on its page", { tag: "@each-width" }, async ({ engine, visit, pageErrors }) => {
  expect(capitalC.length).toBeGreaterThan(0)
  const [from, to] = capitalC[0]
  const { title } = readContent<{ title: string }>(`conditions/${to.split("/").at(-1)}.yaml`)
  await visit(from)
  expect(await engine.run(() => [location.pathname, document.querySelector("h1")?.textContent])).toEqual([to, title])
  expect(await pageErrors()).toEqual([])
})

interface Faq {
  groups: Array<{ questions: Array<{ slug: string }> }>
}

test(
  "an address naming a question opens it, clear of the header",
  { tag: "@each-width" },
  async ({ engine, visit, pageErrors }) => {
    const questions = readContent<Faq>("faq.yaml").groups.flatMap(group => group.questions)
    const target = questions[questions.length - 1].slug
    // A page opened at a fragment is one Firefox reports no paint of: its scripts must start all the same.
    const { interactiveAt } = await visit(`/faq#${target}`)
    test
      .info()
      .annotations.push({ type: engine.version, description: `interactive at ${Math.round(interactiveAt)} ms` })
    expect(interactiveAt).toBeLessThan(INTERACTIVE_WITHIN_MS)
    await waitInPage(
      engine,
      `#${target} open, below the header`,
      slug => {
        const details = document.getElementById(slug) as HTMLDetailsElement | null
        const summary = details?.querySelector("summary")?.getBoundingClientRect()
        const header = document.querySelector("header")?.getBoundingClientRect()
        return (
          Boolean(details?.open && summary && header && summary.top >= header.bottom - 1) &&
          summary!.bottom <= window.innerHeight
        )
      },
      target,
    )
    const open = await engine.run(() => [...document.querySelectorAll("main details[open]")].map(details => details.id))
    expect(open).toEqual([target])
    expect(await pageErrors()).toEqual([])
  },
)

test(
  "on Christmas Day, open now and the hours say the clinic is closed, and why",
  { tag: "@each-width" },
  async ({ engine, front, visit, pageErrors }) => {
    const christmas = MOMENTS.find(moment => moment.name === "Christmas Day")!
    const expected = expectedOn(christmas.day)
    front.setClock(elevenOn(christmas.day))
    try {
      await visit("/contact")
      // Empty in the static HTML: it fills in once React has read the page's clock.
      const status = await waitInPage(
        engine,
        "the open-now line",
        () => document.querySelector("[data-open-now]")?.textContent?.trim() || null,
      )
      expect(status).toBe(expected.status)
      const changes = await engine.run(() =>
        ["main", "footer"].map(where =>
          [...document.querySelectorAll(`${where} [data-hours-changes] li`)].map(item => item.textContent),
        ),
      )
      expect(changes).toEqual([expected.changes, expected.changes])
      expect(await pageErrors()).toEqual([])
    } finally {
      front.setClock(null)
    }
  },
)
