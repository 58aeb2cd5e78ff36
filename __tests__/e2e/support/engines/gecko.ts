// Gecko: Debian's firefox-esr (or FIREFOX_PATH), started and driven by puppeteer-core over WebDriver BiDi, the
// W3C protocol Firefox speaks natively, so no geckodriver is needed. Every host but 127.0.0.1 goes through the
// front server's proxy (Firefox never sends 127.0.0.1 through a proxy), whose certificate it is told to accept.
import fs from "fs"
import puppeteer from "puppeteer-core"
import type { Engine, InPage, Json } from "./engine"

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"

export async function launchGecko(viewport: { width: number; height: number }, proxy: string): Promise<Engine> {
  if (!fs.existsSync(FIREFOX_PATH))
    throw new Error(`Firefox was not found at ${FIREFOX_PATH}. Install Debian's firefox-esr, or set FIREFOX_PATH.`)
  const [host, port] = proxy.split(":")
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      "network.proxy.type": 1,
      "network.proxy.http": host,
      "network.proxy.http_port": Number(port),
      "network.proxy.ssl": host,
      "network.proxy.ssl_port": Number(port),
    },
  })
  const page = await browser.newPage()
  await page.setViewport(viewport)
  return {
    name: "gecko",
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, "")}`,
    open: async url => {
      try {
        await page.goto(url, { waitUntil: "load" })
      } catch (error) {
        // Firefox now and then aborts a navigation that starts while the new tab's own first load (about:blank)
        // settles, on a busy machine (microsoft/playwright#20749, puppeteer/puppeteer#12929): the page was never
        // asked for, so asking again is the same visit. Any other failure is the page's.
        if (!String(error).includes("NS_BINDING_ABORTED")) throw error
        await page.goto(url, { waitUntil: "load" })
      }
    },
    run: <Args extends Json[], Result>(fn: InPage<Args, Result>, ...args: Args) =>
      page.evaluate(fn as (...inPage: Json[]) => Result, ...args) as Promise<Result>,
    click: selector => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => browser.close(),
  }
}
