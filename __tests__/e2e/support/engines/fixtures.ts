// The journeys' `test`: each worker starts its engine once, at its project's width, behind a front server of its
// own (front-server.ts); a test opens pages of the site through it.
import { test as base } from "@playwright/test"
import { site } from "../content"
import { reactAttached } from "../fixtures"
import type { Engine, EngineName } from "./engine"
import { waitInPage } from "./engine"
import { startFrontServer, type FrontServer } from "./front-server"
import { launchGecko } from "./gecko"
import { launchWebKit } from "./webkit"

export { expect } from "@playwright/test"

const LAUNCH = { gecko: launchGecko, webkit: launchWebKit }

/** A page of the site open in the engine. */
export interface Opened {
  /** By when React had taken the page over (a poll later), in ms from the start of its navigation, page clock */
  interactiveAt: number
  /** The scripts the page has asked for, from the server or its cache, as paths */
  scripts: string[]
}

interface TestFixtures {
  /** Opens a path of the site and waits until React has taken the page over. */
  visit: (path: string) => Promise<Opened>
  /** The script errors, rejected promises, console errors and policy violations of the page open now */
  pageErrors: () => Promise<string[]>
  /** A failed test keeps a picture of what the engine showed, as Playwright's own projects do */
  screenshotOnFailure: void
  /** Each test starts with no message sent to the form provider, and with the page's scripts let through */
  freshFront: void
}

interface WorkerFixtures {
  engineName: EngineName
  front: FrontServer
  engine: Engine
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ["gecko", { option: true, scope: "worker" }],
  front: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const front = await startFrontServer(String(workerInfo.project.use.baseURL), site.formEndpoint)
      await use(front)
      await front.close()
    },
    { scope: "worker" },
  ],
  engine: [
    async ({ engineName, front }, use, workerInfo) => {
      const viewport = workerInfo.project.use.viewport ?? { width: 1280, height: 900 }
      const engine = await LAUNCH[engineName](viewport, front.proxy)
      await use(engine)
      await engine.close()
    },
    { scope: "worker", timeout: 60_000 },
  ],
  visit: async ({ engine, front }, use) =>
    use(async path => {
      await engine.open(`${front.origin}${path}`)
      await waitInPage(engine, `React to take over ${path}`, reactAttached)
      const interactiveAt = await engine.run(() => performance.now())
      const scripts = await engine.run(() =>
        performance
          .getEntriesByType("resource")
          .map(entry => new URL(entry.name).pathname)
          .filter(pathname => pathname.endsWith(".js")),
      )
      return { interactiveAt, scripts }
    }),
  screenshotOnFailure: [
    async ({ engine }, use, testInfo) => {
      await use()
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach("screenshot", { body: await engine.screenshot(), contentType: "image/png" })
    },
    { auto: true },
  ],
  freshFront: [
    async ({ front }, use) => {
      front.formPosts.length = 0
      await use()
      front.holdScripts(false)
    },
    { auto: true },
  ],
  pageErrors: async ({ engine }, use) =>
    use(() => engine.run(() => (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? ["no probe"])),
})
