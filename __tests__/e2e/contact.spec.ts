// The contact form in every state the product defines, against the form provider answered inside the test:
// missing fields, a successful send, a failed one, a network failure, a provider that never answers, and the
// form without JavaScript; and the open-now line at two moments of the week, Toronto time, for site.yaml's hours.
import type { Page, Request } from "@playwright/test"
import { describeOpenStatus, openStatus } from "../../src/lib/open-now"
import { filledMessage } from "../fixtures/contact-message"
import { site } from "./support/content"
import { expect, reactAttached, runClockUntil, stoppedClock, test } from "./support/fixtures"

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

const form = (page: Page) => page.getByRole("form", { name: site.contactForm.heading })
const input = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true })
const send = (page: Page) => form(page).getByRole("button", { name: "Send Message" })

async function fill(page: Page) {
  await input(page, "Full Name").fill(filledMessage.name)
  await input(page, "Subject").fill(filledMessage.subject)
  await input(page, "Email").fill(filledMessage.email)
  await input(page, "Phone Number").fill(filledMessage.phone)
  await input(page, "Message").fill(filledMessage.message)
}

const values = (page: Page) =>
  Promise.all(["Full Name", "Subject", "Email", "Phone Number", "Message"].map(name => input(page, name).inputValue()))

/** Alerts the page raises, accepted as they appear (an alert left open would hold the page still). */
function collectAlerts(page: Page) {
  const alerts: string[] = []
  page.on("dialog", dialog => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.accept()
  })
  return alerts
}

test("an empty submit shows the three messages in red under their fields and sends nothing", async ({
  page,
  visit,
  errors,
}) => {
  await visit("/contact")
  const requests = await interceptProvider(page, "ok")
  await send(page).click()
  for (const [name, message] of [
    ["Full Name", "Full Name is required"],
    ["Email", "Email is required"],
    ["Phone Number", "Phone Number is required"],
  ]) {
    const error = form(page).getByText(message, { exact: true })
    await expect(error).toBeVisible()
    await expect(error).toHaveCSS("color", "rgb(180, 35, 24)")
    await expect(input(page, name)).toHaveAttribute("aria-invalid", "true")
  }
  await expect(input(page, "Full Name")).toBeFocused()
  expect(requests).toHaveLength(0)
  expect(errors).toEqual([])
})

test("a valid submit sends one POST with the six JSON fields and both headers, then thanks the visitor", async ({
  page,
  visit,
  errors,
}) => {
  await visit("/contact")
  const requests = await interceptProvider(page, "ok")
  await fill(page)
  await send(page).dblclick()
  const thanks = page.getByText("Thank you! Your message has been sent.")
  await expect(thanks).toBeVisible()
  await expect(thanks).toBeFocused()
  await expect(form(page)).toHaveCount(0)
  expect(requests).toHaveLength(1)
  const [request] = requests
  expect(request.method()).toBe("POST")
  const headers = await request.allHeaders()
  expect([headers["content-type"], headers.accept]).toEqual(["application/json", "application/json"])
  // Email is the way to reply until the visitor picks another.
  expect(request.postDataJSON()).toEqual({ ...filledMessage, contactBy: "Email" })
  // The Content-Security-Policy lets the form reach its provider.
  expect(errors).toEqual([])
})

test("choosing Phone sends contactBy Phone", async ({ page, visit }) => {
  await visit("/contact")
  const requests = await interceptProvider(page, "ok")
  await fill(page)
  await form(page).getByRole("radio", { name: "Phone" }).check()
  await send(page).click()
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible()
  expect(requests[0].postDataJSON().contactBy).toBe("Phone")
})

test("a 500 answer raises 'Something went wrong' and leaves every field as typed", async ({ page, visit }) => {
  await visit("/contact")
  const requests = await interceptProvider(page, "error")
  await fill(page)
  await form(page).getByRole("radio", { name: "Phone" }).check()
  const before = await values(page)
  const alerts = collectAlerts(page)
  await send(page).click()
  await expect.poll(() => alerts).toEqual(["alert: Something went wrong. Please try again."])
  expect(requests).toHaveLength(1)
  expect(await values(page)).toEqual(before)
  await expect(form(page).getByRole("radio", { name: "Phone" })).toBeChecked()
  await expect(send(page)).toBeEnabled()
})

test("an aborted request raises 'Submission failed' and leaves every field as typed", async ({ page, visit }) => {
  await visit("/contact")
  await interceptProvider(page, "abort")
  await fill(page)
  const before = await values(page)
  const alerts = collectAlerts(page)
  await send(page).click()
  await expect.poll(() => alerts).toEqual(["alert: Submission failed. Please check your network and try again."])
  expect(await values(page)).toEqual(before)
})

test("while the provider has not answered, the button says it is sending; after 15 s it gives up", async ({ page }) => {
  await stoppedClock(page)
  await page.goto("/contact")
  await runClockUntil(page, reactAttached)
  await interceptProvider(page, "hang")
  await fill(page)
  await send(page).click()
  const sending = form(page).getByRole("button", { name: "Sending…" })
  await expect(sending).toBeDisabled()
  const alerts = collectAlerts(page)
  await page.clock.runFor(14_000)
  expect(alerts).toEqual([])
  await page.clock.runFor(1_000)
  await expect.poll(() => alerts).toEqual(["alert: Submission failed. Please check your network and try again."])
  await expect(input(page, "Full Name")).toHaveValue(filledMessage.name)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the form posts its fields straight to the provider", async ({ page }) => {
    await page.goto("/contact")
    const plain = page.locator("main form")
    await expect(plain).toHaveAttribute("action", site.formEndpoint)
    await expect(plain).toHaveAttribute("method", "POST")
    const names = await plain.locator("input, textarea").evaluateAll(els => els.map(el => el.getAttribute("name")))
    expect(new Set(names)).toEqual(new Set(["name", "subject", "email", "phone", "message", "contactBy", "_gotcha"]))
    await plain.locator('input[name="name"]').fill("Pat Patient")
    await plain.locator('input[name="email"]').fill("pat@example.org")
    await plain.locator('input[name="phone"]').fill("905 555 0100")
    const [request] = await Promise.all([
      page.waitForRequest(candidate => candidate.url() === site.formEndpoint && candidate.method() === "POST"),
      plain.locator('button[type="submit"]').click(),
    ])
    expect(request.postData()).toContain("name=Pat+Patient")
  })
})

test.describe("the open-now line, in Toronto time", () => {
  // What it says at each moment, for site.yaml's hours, is src/lib/open-now.ts's to decide (its unit tests);
  // the page must say it, worked out in the visitor's browser.
  for (const [moment, instant] of [
    ["a Wednesday afternoon", "2026-01-14T20:00:00Z"],
    ["a Sunday noon", "2026-01-18T17:00:00Z"],
  ]) {
    const status = describeOpenStatus(openStatus(site.hours, new Date(instant)))
    test(`on ${moment} says "${status}"`, async ({ page, visit }) => {
      await page.clock.setFixedTime(new Date(instant))
      await visit("/contact")
      await expect(page.locator("[data-open-now]")).toHaveText(status)
    })
  }
})
