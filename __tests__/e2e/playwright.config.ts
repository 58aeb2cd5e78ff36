// The real-browser suite (`npm run test:browser`): the production build in public/, served on 127.0.0.1 by the
// preview server (Netlify's redirects, headers and compression), driven by Debian's Chromium, and the journeys of
// engines.spec.ts in Debian's WebKitGTK and Firefox. Nothing here downloads a browser; CHROMIUM_PATH points at
// another Chromium or Chrome.
//
// Chromium runs two projects, one per width the site is checked at, and so does each other engine. A test runs at
// 1280 px unless tagged: `@phone` runs it at 375 px only, `@each-width` at both (the one load per route and width
// in routes.spec.ts). The CMS's test, which builds a copy of the site, is a project of its own; `npm run test:cms`
// runs it alone.
import os from "os"
import path from "path"
import { defineConfig } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium"
import type { EngineName } from "./support/engines/engine"

const PORT = Number(process.env.E2E_PORT ?? 9010)
const baseURL = `http://127.0.0.1:${PORT}`
const repository = path.resolve(__dirname, "../..")

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }
// Files whose tests run in projects of their own.
const OWN_PROJECTS = ["cms.spec.ts", "engines.spec.ts"]

/** The journeys of engines.spec.ts in another engine, at both widths. */
const otherEngine = (engineName: EngineName) => [
  {
    name: `${engineName}-phone`,
    use: { engineName, viewport: PHONE },
    testMatch: "engines.spec.ts",
    grep: /@phone|@each-width/,
  },
  {
    name: `${engineName}-desktop`,
    use: { engineName, viewport: DESKTOP },
    testMatch: "engines.spec.ts",
    grepInvert: /@phone/,
  },
]

export default defineConfig<object, { engineName: EngineName }>({
  testDir: ".",
  testMatch: "*.spec.ts",
  fullyParallel: true,
  // A browser per core, and at least two: much of a page's time is spent waiting on the other process.
  workers: Math.max(2, os.availableParallelism()),
  forbidOnly: Boolean(process.env.CI),
  // A failure is a failure: nothing is retried until it passes.
  retries: 0,
  reporter: process.env.CI ? [["list", { printSteps: false }]] : [["list"]],
  outputDir: path.join(repository, "test-results"),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: "only-on-failure",
  },
  globalSetup: "./support/global-setup.ts",
  webServer: {
    command: `node scripts/preview-server.mjs --host 127.0.0.1 --port ${PORT}`,
    cwd: repository,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
  projects: [
    // First, so that its build of an edited copy, the longest test, starts at once on one worker.
    { name: "cms", use: { viewport: DESKTOP }, testMatch: "cms.spec.ts" },
    { name: "phone", use: { viewport: PHONE }, grep: /@phone|@each-width/, testIgnore: OWN_PROJECTS },
    { name: "desktop", use: { viewport: DESKTOP }, grepInvert: /@phone/, testIgnore: OWN_PROJECTS },
    ...otherEngine("webkit"),
    ...otherEngine("gecko"),
  ],
})
