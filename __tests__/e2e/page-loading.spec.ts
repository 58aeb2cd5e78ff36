// What the build changes in Gatsby's pages, checked in the browser on one page of each template: Gatsby's scripts
// are asked for only after the first contentful paint (src/node/scripts-after-paint.ts), and a page inlines only
// the CSS of the app and of its own template (src/node/page-css.ts), each stylesheet exactly as its file.
import fs from "fs"
import path from "path"
import { buildPages, runtimeFiles, sharedCssFiles } from "../../scripts/build-report.mjs"
import { expect, test } from "./support/fixtures"

const PUBLIC = path.resolve(__dirname, "../../public")
const pages = buildPages(PUBLIC)
const runtime = runtimeFiles(PUBLIC)
const shared = sharedCssFiles(PUBLIC)
/** The first route of each template. */
const samples = [...new Map(pages.map(page => [page.chunk, page])).values()]

test("every template's page is sampled, and some carry CSS of their own", () => {
  expect(samples.length).toBeGreaterThan(1)
  expect(samples.filter(page => page.styles.length > 0).length).toBeGreaterThan(0)
})

for (const { route, files, styles } of samples) {
  test(`${route}: scripts start after the first contentful paint; the inline CSS is the app's and its own`, async ({
    page,
    visit,
  }) => {
    await visit(route)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter(entry => entry.name.endsWith(".js"))
        .map(entry => [new URL(entry.name).pathname.slice(1), entry.startTime] as const),
    }))
    expect(timing.paint).not.toBeNull()
    const started = new Map(timing.scripts)
    for (const file of [...runtime, ...files]) {
      expect(started.has(file), `${file} is asked for`).toBe(true)
      expect(started.get(file)!, `${file} starts after the first contentful paint`).toBeGreaterThan(timing.paint!)
    }
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>("head style[data-href]")].map(style => ({
        file: style.dataset.href!.slice(1),
        text: style.textContent,
      })),
    )
    expect(inlined.map(style => style.file)).toEqual([...shared, ...styles])
    for (const { file, text } of inlined) expect(text, file).toBe(fs.readFileSync(path.join(PUBLIC, file), "utf8"))
  })
}
