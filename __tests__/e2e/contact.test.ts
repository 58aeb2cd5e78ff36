import type { Page, Request } from "playwright-core"
import { baseUrl, browserSession, newContext, visit } from "./support/browser"
import { filledMessage } from "../fixtures/contact-message"
import { site } from "./support/content"

const session = browserSession()

/** The provider, answered inside the test: every request it would have received is recorded. */
async function interceptProvider(page: Page, answer: "ok" | "error" | "abort" | "hang") {
  const requests: Request[] = []
  await page.route(site.formEndpoint, route => {
    requests.push(route.request())
    if (answer === "ok") return route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' })
    if (answer === "error") return route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
    if (answer === "abort") return route.abort("failed")
    return undefined // never answers
  })
  return requests
}

const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" })
const input = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true })

async function fill(page: Page) {
  await input(page, "Full Name").fill(filledMessage.name)
  await input(page, "Subject").fill(filledMessage.subject)
  await input(page, "Email").fill(filledMessage.email)
  await input(page, "Phone Number").fill(filledMessage.phone)
  await input(page, "Message").fill(filledMessage.message)
}

const values = (page: Page) =>
  Promise.all(["Full Name", "Subject", "Email", "Phone Number", "Message"].map(name => input(page, name).inputValue()))

/**
 * Alerts the page raises, accepted as they appear (an alert left open would block the page,
 * and with it the click that caused it).
 */
function collectAlerts(page: Page) {
  const alerts: string[] = []
  page.on("dialog", dialog => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.accept()
  })
  return {
    alerts,
    next: (count = 1) => waitUntil(() => alerts.length >= count),
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for an alert")
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

/** Submits and returns the text of the alert it raises. */
async function submitExpectingAlert(page: Page): Promise<string> {
  const { alerts, next } = collectAlerts(page)
  await form(page).getByRole("button", { name: "Send Message" }).click()
  await next()
  return alerts[0]
}

test("the page shows the address, a tel: link, a mailto: link, the hours and a link back home", async () => {
  const { page } = await visit(session.desktop, "/contact")
  const main = page.locator("main")
  await expect(main.getByText(site.address.street).count()).resolves.toBeGreaterThan(0)
  await expect(main.locator(`a[href="tel:${site.phone.e164}"]`).innerText()).resolves.toBe(site.phone.display)
  await expect(main.locator(`a[href="mailto:${site.email}"]`).innerText()).resolves.toBe(site.email)
  await expect(main.locator("dl dt").allInnerTexts()).resolves.toEqual(
    expect.arrayContaining(["Monday – Friday", "Saturday", "Sunday"]),
  )
  await expect(main.getByText("10:00 AM – 7:00 PM").count()).resolves.toBe(1)
  await expect(main.getByRole("link", { name: "Back to Home" }).getAttribute("href")).resolves.toBe("/")
  await expect(main.getByRole("heading", { name: "Send Us a Message" }).count()).resolves.toBe(1)
  await expect(input(page, "Message").getAttribute("rows")).resolves.toBe("4")
  await page.close()
})

test("an empty submit shows the three messages in red under their fields and sends nothing", async () => {
  const { page, errors } = await visit(session.desktop, "/contact")
  const requests = await interceptProvider(page, "ok")
  await form(page).getByRole("button", { name: "Send Message" }).click()
  for (const [name, message] of [
    ["Full Name", "Full Name is required"],
    ["Email", "Email is required"],
    ["Phone Number", "Phone Number is required"],
  ]) {
    const error = form(page).getByText(message, { exact: true })
    await expect(error.isVisible()).resolves.toBe(true)
    await expect(error.evaluate(el => getComputedStyle(el).color)).resolves.toBe("rgb(180, 35, 24)")
    await expect(input(page, name).getAttribute("aria-invalid")).resolves.toBe("true")
  }
  await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("name")
  expect(requests).toHaveLength(0)
  expect(errors).toEqual([])
  await page.close()
})

test("a valid submit sends one POST with the six JSON fields and both headers, then thanks the visitor", async () => {
  const { page } = await visit(session.desktop, "/contact")
  const requests = await interceptProvider(page, "ok")
  await fill(page)
  await form(page).getByRole("button", { name: "Send Message" }).dblclick()
  await page.getByText("Thank you! Your message has been sent.").waitFor()
  expect(requests).toHaveLength(1)
  const [request] = requests
  expect(request.method()).toBe("POST")
  const headers = await request.allHeaders()
  expect(headers["content-type"]).toBe("application/json")
  expect(headers.accept).toBe("application/json")
  // Email is the way to reply until the visitor picks another.
  expect(request.postDataJSON()).toEqual({ ...filledMessage, contactBy: "Email" })
  await expect(page.getByRole("form", { name: "Send Us a Message" }).count()).resolves.toBe(0)
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
    "Thank you! Your message has been sent.",
  )
  await page.close()
})

test("choosing Phone sends contactBy Phone", async () => {
  const { page } = await visit(session.desktop, "/contact")
  const requests = await interceptProvider(page, "ok")
  await fill(page)
  await form(page).getByRole("radio", { name: "Phone" }).check()
  await form(page).getByRole("button", { name: "Send Message" }).click()
  await page.getByText("Thank you! Your message has been sent.").waitFor()
  expect(requests[0].postDataJSON().contactBy).toBe("Phone")
  await page.close()
})

test("a 500 answer raises 'Something went wrong' and leaves every field as typed", async () => {
  const { page } = await visit(session.desktop, "/contact")
  const requests = await interceptProvider(page, "error")
  await fill(page)
  await form(page).getByRole("radio", { name: "Phone" }).check()
  const before = await values(page)
  await expect(submitExpectingAlert(page)).resolves.toBe("alert: Something went wrong. Please try again.")
  expect(requests).toHaveLength(1)
  await expect(values(page)).resolves.toEqual(before)
  await expect(form(page).getByRole("radio", { name: "Phone" }).isChecked()).resolves.toBe(true)
  await expect(form(page).getByRole("button", { name: "Send Message" }).isEnabled()).resolves.toBe(true)
  await page.close()
})

test("an aborted request raises 'Submission failed' and leaves every field as typed", async () => {
  const { page } = await visit(session.desktop, "/contact")
  await interceptProvider(page, "abort")
  await fill(page)
  const before = await values(page)
  await expect(submitExpectingAlert(page)).resolves.toBe(
    "alert: Submission failed. Please check your network and try again.",
  )
  await expect(values(page)).resolves.toEqual(before)
  await page.close()
})

test("while the provider has not answered, the button is disabled and says it is sending; after 15 s it gives up", async () => {
  // A clock belongs to its whole browser context, so this test gets a context of its own.
  const own = await newContext(session.browser, 1280)
  const page = await own.newPage()
  await page.clock.install()
  await page.goto(`${baseUrl()}/contact`)
  await page.waitForFunction(() => document.querySelector("#___gatsby")?.hasChildNodes())
  await interceptProvider(page, "hang")
  await fill(page)
  await form(page).getByRole("button", { name: "Send Message" }).click()
  const sending = form(page).getByRole("button", { name: "Sending…" })
  await sending.waitFor()
  await expect(sending.isDisabled()).resolves.toBe(true)
  const { alerts, next } = collectAlerts(page)
  await page.clock.runFor(14_000)
  expect(alerts).toEqual([])
  await page.clock.runFor(1_000)
  await next()
  expect(alerts).toEqual(["alert: Submission failed. Please check your network and try again."])
  await expect(input(page, "Full Name").inputValue()).resolves.toBe(filledMessage.name)
  await own.close()
})

test("without JavaScript the form posts straight to the provider", async () => {
  const noScript = await newContext(session.browser, 1280, { javaScriptEnabled: false })
  const page = await noScript.newPage()
  await page.goto(`${baseUrl()}/contact`)
  const plain = page.locator("main form")
  await expect(plain.getAttribute("action")).resolves.toBe(site.formEndpoint)
  await expect(plain.getAttribute("method")).resolves.toBe("POST")
  const names = await plain.locator("input, textarea").evaluateAll(els => els.map(el => el.getAttribute("name")))
  expect(new Set(names)).toEqual(new Set(["name", "subject", "email", "phone", "message", "contactBy", "_gotcha"]))
  await noScript.close()
})

describe("the open-now line, in Toronto time", () => {
  const statusAt = async (instant: string) => {
    const own = await newContext(session.browser, 1280)
    const page = await own.newPage()
    await page.clock.setFixedTime(new Date(instant))
    await page.goto(`${baseUrl()}/contact`)
    const line = page.locator("[data-open-now]")
    await page.waitForFunction(() => document.querySelector("[data-open-now]")?.textContent !== "")
    const text = await line.innerText()
    await own.close()
    return text
  }

  test("is empty in the static HTML, so a stale build never shows a wrong status", async () => {
    const html = await (await fetch(`${baseUrl()}/contact`)).text()
    expect(html).toMatch(/<p[^>]*data-open-now=""[^>]*><\/p>/)
  })

  test("says open on a weekday afternoon and closed on Sunday", async () => {
    await expect(statusAt("2026-01-14T20:00:00Z")).resolves.toBe("Open now · closes at 7:00 PM")
    await expect(statusAt("2026-01-18T17:00:00Z")).resolves.toBe("Closed now · opens tomorrow at 10:00 AM")
  })
})
