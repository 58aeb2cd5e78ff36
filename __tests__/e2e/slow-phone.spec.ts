// A phone on a slow connection, as a patient meets the site: network and CPU throttled over CDP (150 ms latency,
// 1.6 Mbps down, a CPU 4x slower), at 375 px with a touch screen. A page's scripts start only after its first
// paint (src/node/scripts-after-paint.ts) and take a second or more to arrive and run, while the page already
// looks ready. A tap right after the first paint, and fields filled before the scripts have run, must work as
// they do later (src/lib/early-controls.ts). So that "before" does not depend on how fast this machine is, the
// test holds the page's scripts back until it has acted, then lets them through; it checks that React had not
// taken the page over when it acted.
import type { Page, Request } from "@playwright/test"
import { filledMessage } from "../fixtures/contact-message"
import { CONDITION_ROUTES, site } from "./support/content"
import { expect, hydrated, reactAttached, test } from "./support/fixtures"

/** DevTools' figures for a slow mobile connection, as the issue measured it, and a mid-range phone's CPU. */
const SLOW_PHONE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
}

test.use({ hasTouch: true })

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latency,
    downloadThroughput: SLOW_PHONE.downloadThroughput,
    uploadThroughput: SLOW_PHONE.uploadThroughput,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown })
}

/**
 * Opens `route` on the slow phone, its scripts held back, and returns as soon as the browser reports its first
 * contentful paint, with the function that lets the scripts through.
 */
async function openToFirstPaint(page: Page, route: string) {
  await throttle(page)
  const held: Array<() => Promise<void>> = []
  let holding = true
  const origin = new URL(String(test.info().project.use.baseURL)).host
  await page.route(
    url => url.host === origin && url.pathname.endsWith(".js"),
    route => (holding ? void held.push(() => route.continue()) : route.continue()),
  )
  await page.goto(route, { waitUntil: "commit" })
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 20,
  })
  return async function letScriptsThrough() {
    holding = false
    await Promise.all(held.splice(0).map(go => go()))
    await hydrated(page)
  }
}

/** The scripts have not run yet: what the test did, it did to the page as sent. */
async function expectNoScriptsYet(page: Page, what: string) {
  expect(await page.evaluate(reactAttached), `React had not taken the page over ${what}`).toBe(false)
}

const toggle = (page: Page) => page.locator("[data-site-menu-toggle]")
const menu = (page: Page) => page.locator("[data-site-menu]")

for (const route of ["/", "/contact", CONDITION_ROUTES[0]])
  test(
    `${route}: the menu opens at a tap right after the first paint, and Escape closes it`,
    {
      tag: "@phone",
    },
    async ({ page, errors }) => {
      const letScriptsThrough = await openToFirstPaint(page, route)
      await toggle(page).tap()
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true")
      await expect(menu(page)).toBeVisible()
      await expect(menu(page).getByRole("link", { name: site.navigation[0].label })).toBeVisible()
      await expect(toggle(page).locator("svg:visible")).toHaveCount(1)
      await page.keyboard.press("Escape")
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false")
      await expect(menu(page)).toBeHidden()
      await expect(toggle(page)).toBeFocused()
      await toggle(page).tap()
      await expect(menu(page)).toBeVisible()
      await expectNoScriptsYet(page, "when the taps and Escape were answered")

      // React takes the page over with the menu as the visitor left it, and the button goes on working the same way.
      await letScriptsThrough()
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true")
      await expect(menu(page)).toBeVisible()
      await toggle(page).tap()
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false")
      await expect(menu(page)).toBeHidden()
      await expect(toggle(page).locator("svg:visible")).toHaveCount(1)
      expect(errors).toEqual([])
    },
  )

/** The provider, answered inside the test: every request it received. */
async function interceptProvider(page: Page) {
  const requests: Request[] = []
  await page.route(site.formEndpoint, route => {
    requests.push(route.request())
    return route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' })
  })
  return requests
}

const contactForm = (page: Page) => page.locator("main form[action]")
const sendButton = (page: Page) => contactForm(page).getByRole("button", { name: "Send Message" })
const thanks = (page: Page) => page.getByText("Thank you! Your message has been sent.")

/** Types into every field, and chooses a reply by phone, as a visitor does. */
async function typeMessage(page: Page) {
  const form = contactForm(page)
  for (const name of ["name", "subject", "email", "phone"] as const)
    await form.locator(`input[name="${name}"]`).fill(filledMessage[name])
  await form.locator('textarea[name="message"]').fill(filledMessage.message)
  await form.locator(`input[name="contactBy"][value="${filledMessage.contactBy}"]`).tap()
}

/** Fills every field at once, as a browser's autofill does: each value set, with its input and change events. */
async function autofill(page: Page) {
  await contactForm(page).evaluate((form, message) => {
    for (const [name, value] of Object.entries(message)) {
      const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]:not([type="radio"])`)
      if (!field) continue
      field.value = value
      field.dispatchEvent(new Event("input", { bubbles: true }))
      field.dispatchEvent(new Event("change", { bubbles: true }))
    }
  }, filledMessage)
}

for (const route of ["/contact", "/"])
  test(
    `${route}: a message typed and sent before the scripts have run is sent as typed, and thanks the visitor`,
    {
      tag: "@phone",
    },
    async ({ page, errors }) => {
      const requests = await interceptProvider(page)
      const letScriptsThrough = await openToFirstPaint(page, route)
      await typeMessage(page)
      await sendButton(page).tap()
      await expectNoScriptsYet(page, "when the message was typed and sent")
      // Not posted away to the provider's own page: the send waits for the page's scripts.
      expect(new URL(page.url()).pathname).toBe(route)
      expect(requests).toHaveLength(0)
      await letScriptsThrough()
      await expect(thanks(page)).toBeVisible()
      await expect(thanks(page)).toBeFocused()
      expect(requests).toHaveLength(1)
      expect(requests[0].postDataJSON()).toEqual(filledMessage)
      expect(errors).toEqual([])
    },
  )

test(
  "/contact: fields the browser filled in before the scripts ran are kept, and sent by a tap once they have",
  {
    tag: "@phone",
  },
  async ({ page, errors }) => {
    const requests = await interceptProvider(page)
    const letScriptsThrough = await openToFirstPaint(page, "/contact")
    await autofill(page)
    await contactForm(page).locator(`input[name="contactBy"][value="${filledMessage.contactBy}"]`).tap()
    await expectNoScriptsYet(page, "when the form was filled in")
    await letScriptsThrough()
    await expect(contactForm(page).locator('input[name="phone"]')).toHaveValue(filledMessage.phone)
    await expect(contactForm(page).locator(`input[value="${filledMessage.contactBy}"]`)).toBeChecked()
    await sendButton(page).tap()
    await expect(thanks(page)).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(requests[0].postDataJSON()).toEqual(filledMessage)
    expect(errors).toEqual([])
  },
)

test(
  "/: the banner shows no control before it can answer it, and all of them once it can",
  {
    tag: "@phone",
  },
  async ({ page, errors }) => {
    const letScriptsThrough = await openToFirstPaint(page, "/")
    const banner = page.locator('section[aria-roledescription="carousel"]')
    const controls = banner.locator("button")
    await expect(controls).not.toHaveCount(0)
    await expect(controls.filter({ visible: true })).toHaveCount(0)
    await letScriptsThrough()
    await expect(controls.filter({ visible: true })).toHaveCount(await controls.count())
    await expect(banner.getByRole("button", { name: /pause/i })).toBeVisible()
    expect(errors).toEqual([])
  },
)
