/** @jest-environment node */
// The tests that read content/ take what they expect from it, so an edit staff make in the CMS breaks none of them.
// Here content/ is copied, edited as staff edit it (each file saved as the CMS saves one), and those suites are run
// on the copy (CONTENT_DIR, read by __tests__/support/content-dir.ts), as a separate jest run; the build's content
// check must pass on it too. Two suites that read content/ are not run here: spec-content.test.ts, whose purpose
// is to name where content/ departs from the product's spec, so a new category is meant to fail it; and
// check-deploy.test.ts, which reads the repository's content/ as the command it tests does, and none of what it
// reads (the site's address, the old addresses, the not-found heading) is edited here. The size budgets pass on such
// a copy with no build of it: they measure the code, not the content, as __tests__/size-budgets.test.tsx shows on
// pages rendered before and after these edits (and __tests__/e2e/cms.spec.ts on its build of an edited copy).
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { clinicLanguages, LANGUAGES } from "../src/lib/languages"
import { validateContent } from "../src/node/validate-content"
import { readAsTheCms, saveAsTheCms } from "./support/cms-yaml"
import { contentDir } from "./support/content-dir"

// A jest run of nine suites: about 30 s on two cores, nearer 40 s inside `npm run check`'s own jest, and `npm test`
// runs that beside the production build.
jest.setTimeout(180_000)

const repository = path.resolve(__dirname, "..")

/** The suites that read content/ to decide what to expect. */
const CONTENT_READING_SUITES = [
  "health-content.test.ts",
  "launch-check.test.ts",
  "validate-content.test.ts",
  "cms-config.test.ts",
  "cms-previews.test.tsx",
  "content-links.test.ts",
  "references.test.ts",
  "schema.test.ts",
  "glossary.test.ts",
]

interface Entry {
  slug: string
  title: string
  order: number
  category?: string
  layout?: string
  redirectFrom?: string[]
}
interface Link {
  label: string
  path: string
}

let dir: string
beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-edits-"))))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** content/, copied whole (images too, which the checks look for), then edited as staff edit it in the CMS. */
function editAsStaff() {
  const copy = path.join(dir, "content")
  fs.cpSync(contentDir, copy, { recursive: true })
  const at = (file: string) => path.join(copy, file)
  const folder = (name: string) =>
    fs
      .readdirSync(at(name))
      .filter(file => file.endsWith(".yaml"))
      .map(file => readAsTheCms<Entry>(at(`${name}/${file}`)))

  // An article, added as staff add one: a category written as one page (the first in What We Treat's order)
  // duplicated, then given a new slug, title and place at the end of What We Treat. Why: it is a page of health
  // information with no list in content/samples/, which a test that counted every such page as a sample failed
  // on; and a new category, which every per-file test and What We Treat's order must take in. The old addresses
  // the original answers for stay its own (two pages cannot both answer one), so the copy takes none of them.
  const categories = folder("conditions").sort((a, b) => a.order - b.order)
  const { redirectFrom: _theOriginals, ...article } = categories.find(category => category.layout === "article")!
  saveAsTheCms(at("conditions/jaw-clenching.yaml"), {
    ...article,
    slug: "jaw-clenching",
    title: "Jaw Clenching",
    order: categories[categories.length - 1].order + 1,
  })

  // A condition page, duplicated from one and given its own slug, title and place at the end of its category.
  // Why: another health page with no list of samples, and one more condition its category's page, the CMS's
  // pickers and the previews list, in the order staff gave it.
  const [page] = folder("condition-pages")
  const pageSlug = `${page.slug}-in-runners`
  saveAsTheCms(at(`condition-pages/${pageSlug}.yaml`), {
    ...page,
    slug: pageSlug,
    title: `${page.title} in Runners`,
    order:
      Math.max(
        ...folder("condition-pages")
          .filter(other => other.category === page.category)
          .map(other => other.order),
      ) + 1,
  })

  // A post, duplicated from one and given its own slug and title. Why: a post is the edit staff make most; the
  // blog's teasers beside the health pages, and the previews, take in every post there is.
  const [postFile] = fs.readdirSync(at("posts")).filter(file => file.endsWith(".yaml"))
  saveAsTheCms(at("posts/what-to-wear-to-physiotherapy.yaml"), {
    ...readAsTheCms<Record<string, unknown>>(at(`posts/${postFile}`)),
    slug: "what-to-wear-to-physiotherapy",
    title: "What to wear to physiotherapy",
  })

  // A page deleted: an extra page (Extra pages in the CMS), with the menu links to it, as staff remove them so
  // that no link leads nowhere. Why: a folder may be left empty, a link may go, and the page's list in
  // content/samples/ stays behind, since the CMS keeps it (staff cannot delete one there). With no extra page
  // left, there is none to delete.
  const [extraFile] = fs.readdirSync(at("extra-pages")).filter(file => file.endsWith(".yaml"))
  const site = readAsTheCms<Record<"navigation" | "quickLinks" | "legalLinks", Link[] | undefined>>(at("site.yaml"))
  const menus = ["navigation", "quickLinks", "legalLinks"] as const
  if (extraFile) {
    const { path: gone } = readAsTheCms<{ path: string }>(at(`extra-pages/${extraFile}`))
    fs.rmSync(at(`extra-pages/${extraFile}`))
    for (const menu of menus) site[menu] = site[menu]?.filter(link => link.path !== gone)
  }
  // A label of the main menu and one of Quick Links renamed. Why: a label is the clinic's own words for a page; no
  // test may expect the shipped one, and every page carries both menus.
  const renamed = (links: Link[] | undefined) =>
    links?.map((link, i) => (i === 0 ? { ...link, label: `${link.label} at a glance` } : link))
  site.navigation = renamed(site.navigation)
  site.quickLinks = renamed(site.quickLinks)
  saveAsTheCms(at("site.yaml"), site)

  // A page in another language, duplicated from one and given a language the team speaks that has no page yet
  // (with every one paged, a member is first given another, as staff add a language in Our Team). Why: every page
  // links to each page in another language and names it in its head, and the new page gets its font, direction
  // and alternates from its language alone. The CMS writes `listedAs` at its save; the copy leaves it out.
  const paged = fs
    .readdirSync(at("language-pages"))
    .filter(file => file.endsWith(".yaml"))
    .map(file => path.basename(file, ".yaml"))
  const unpaged = ({ code }: { code: string }) => code !== "en" && !paged.includes(code)
  const team = readAsTheCms<{ members: Array<{ name: string; languages?: string[] }> }>(at("team.yaml"))
  const language = clinicLanguages(team.members).find(unpaged) ?? LANGUAGES.find(unpaged)!
  if (!team.members.some(member => member.languages?.includes(language.name))) {
    team.members[0].languages = [...(team.members[0].languages ?? []), language.name]
    saveAsTheCms(at("team.yaml"), team)
  }
  const { listedAs: _itsLanguage, ...languagePage } = readAsTheCms<Record<string, unknown>>(
    at(`language-pages/${paged[0]}.yaml`),
  )
  saveAsTheCms(at(`language-pages/${language.code}.yaml`), { ...languagePage, language: language.code })

  return {
    copy,
    added: [
      "conditions/jaw-clenching.yaml",
      `condition-pages/${pageSlug}.yaml`,
      `language-pages/${language.code}.yaml`,
    ],
    deleted: extraFile ? [`extra-pages/${extraFile}`] : [],
  }
}

/** The suites, run by jest on `copy` as `npm test` runs them; the result as jest's --json writes it. */
function runSuitesOn(copy: string) {
  const results = path.join(dir, "results.json")
  const run = spawnSync(
    path.join(repository, "node_modules/.bin/jest"),
    [
      "--runTestsByPath",
      ...CONTENT_READING_SUITES.map(suite => `__tests__/${suite}`),
      "--json",
      `--outputFile=${results}`,
    ],
    { cwd: repository, encoding: "utf8", env: { ...process.env, CONTENT_DIR: copy } },
  )
  if (!fs.existsSync(results)) throw new Error(`jest wrote no results:\n${run.stderr}`)
  return JSON.parse(fs.readFileSync(results, "utf8")) as {
    success: boolean
    testResults: Array<{
      name: string
      message: string
      assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>
    }>
  }
}

/** What failed, each test by its suite and name with the start of its message; a suite that did not run, whole. */
const failuresIn = ({ testResults }: ReturnType<typeof runSuitesOn>) =>
  testResults.flatMap(suite => {
    const failed = suite.assertionResults.filter(result => result.status === "failed")
    if (failed.length === 0) return suite.message ? [`${path.basename(suite.name)}: ${suite.message}`] : []
    return failed.map(
      result => `${path.basename(suite.name)}: ${result.fullName}\n${result.failureMessages.join("\n").slice(0, 1500)}`,
    )
  })

test("the content-reading tests and the build's content check pass on content/ after the edits staff make", () => {
  const { copy, added, deleted } = editAsStaff()
  expect(validateContent(copy)).toEqual([])

  const run = runSuitesOn(copy)
  expect(failuresIn(run)).toEqual([])
  expect(run.success).toBe(true)
  const { testResults } = run
  expect(testResults.map(suite => path.basename(suite.name)).sort()).toEqual([...CONTENT_READING_SUITES].sort())
  // They read the copy: its new files are checked by name, and the deleted page is not.
  const titles = testResults.flatMap(suite => suite.assertionResults.map(result => result.fullName))
  for (const file of added) expect([file, titles.some(title => title.includes(file))]).toEqual([file, true])
  expect(titles.filter(title => deleted.some(file => title.includes(file)))).toEqual([])
})
