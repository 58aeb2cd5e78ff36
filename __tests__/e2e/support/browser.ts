// Chromium from Debian, driven by playwright-core. Nothing here downloads a browser.
import fs from "fs"
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "playwright-core"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export function assertChromiumInstalled() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package with ` +
        "`sudo apt-get update && sudo apt-get install -y chromium`, " +
        "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    )
  }
}

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error("E2E_BASE_URL is not set: run the browser suite through its jest config")
  return url
}

export function launchBrowser(): Promise<Browser> {
  assertChromiumInstalled()
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  })
}

/** Requests to anything but the preview server, answered here so no test touches the network. */
export const outsideRequests: string[] = []

export async function newContext(browser: Browser, width = 1280, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  // A script, frame, fetch or form post the Content-Security-Policy refuses becomes a console error,
  // which every test that checks a page's errors then sees.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", event => {
      console.error(`CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || "an inline script"}`)
    })
  })
  const local = new URL(baseUrl()).host
  await context.route(
    url => url.host !== local,
    route => {
      outsideRequests.push(route.request().url())
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Outside page</title>",
      })
    },
  )
  return context
}

/** The browser a test file drives, with a context at each width the site is checked at. */
export interface BrowserSession {
  browser: Browser
  /** 1280 px wide */
  desktop: BrowserContext
  /** 375 px wide */
  phone: BrowserContext
}

/**
 * Launches Chromium before the calling file's tests and closes it after them. Call it at the top of a test
 * file; the session's fields are set in its beforeAll, so read them inside tests and hooks.
 */
export function browserSession(): BrowserSession {
  const session = {} as BrowserSession
  beforeAll(async () => {
    session.browser = await launchBrowser()
    session.desktop = await newContext(session.browser, 1280)
    session.phone = await newContext(session.browser, 375)
  })
  afterAll(() => session.browser?.close())
  return session
}

export interface VisitedPage {
  page: Page
  response: Response | null
  /** Console errors and uncaught exceptions seen on the page */
  errors: string[]
}

export async function visit(context: BrowserContext, path: string): Promise<VisitedPage> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on("console", message => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", error => errors.push(error.message))
  const response = await page.goto(baseUrl() + path, { waitUntil: "load" })
  // Gatsby hydrates after load; wait for the client to take over before judging the page.
  await page.waitForFunction(() => document.querySelector("#___gatsby")?.hasChildNodes())
  await page.waitForLoadState("networkidle")
  return { page, response, errors }
}

/** The element is on screen, below the sticky header rather than hidden under it. */
export async function expectClearOfHeader(page: Page, selector: string) {
  await page.waitForFunction(s => {
    const box = document.querySelector(s)?.getBoundingClientRect()
    return box && box.top >= 0 && box.bottom <= window.innerHeight
  }, selector)
  const { top, headerBottom } = await page.evaluate(s => {
    return {
      top: document.querySelector(s)!.getBoundingClientRect().top,
      headerBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
    }
  }, selector)
  expect(top).toBeGreaterThanOrEqual(headerBottom)
}
