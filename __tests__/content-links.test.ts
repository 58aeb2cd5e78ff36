/** @jest-environment node */
// The shipped content's internal links lead somewhere: a typo in a path would otherwise only show as a
// link that lands on the top of a page, or on the 404 page. Every address on this site that content/ writes is
// checked, in a link's path field or in a Markdown link, against the pages and places content/ makes.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { planBlogPages } from "../src/lib/blog-pages"
import { feeRowId } from "../src/lib/fees"
import {
  conditionPagePath,
  conditionPath,
  FAQ_PATH,
  FEES_PATH,
  GETTING_HERE_ID,
  OPENING_HOURS_ID,
  postPath,
} from "../src/lib/paths"
import { contentTypes, PAGES } from "../src/node/content-model"
import { filesUnder } from "../src/node/files-under"
import { contentDir } from "./support/content-dir"

const read = <T>(file: string): T => parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T

/** Every record in a content folder with one file per record. */
const readFolder = <T>(folder: string): T[] =>
  fs
    .readdirSync(path.join(contentDir, folder))
    .filter(file => file.endsWith(".yaml"))
    .map(file => read<T>(`${folder}/${file}`))

const categories = readFolder<{ slug: string }>("conditions")
const conditionPages = readFolder<{ slug: string; category: string }>("condition-pages")
const posts = readFolder<{ slug: string }>("posts")
/** Every page's address: each file of a type that is a page (a PagesYaml), one of content/pages/ or a folder's. */
const pagePaths = contentTypes
  .filter(type => (type.group ?? type.implements) === PAGES)
  .flatMap(({ file, folder = "" }) =>
    file
      ? [read<{ path: string }>(file)]
      : fs.existsSync(path.join(contentDir, folder))
        ? readFolder<{ path: string }>(folder)
        : [],
  )
  .map(page => page.path)
const faq = read<{ groups: Array<{ questions: Array<{ slug: string }> }> }>("faq.yaml")
const fees = read<{ visits: Array<{ slug: string }>; ways: Array<{ slug: string; insurers?: string[] }> }>("fees.yaml")
const { members } = read<{ members: Array<{ slug: string }> }>("team.yaml")
const { treatments } = read<{ treatments: Array<{ slug: string }> }>("treatments.yaml")
const { devices } = read<{ devices: Array<{ slug: string }> }>("services.yaml")

/** The places on a page a link may name after its #, by the page. */
const places = new Map<string, string[]>([
  [FAQ_PATH, faq.groups.flatMap(group => group.questions.map(question => question.slug))],
  [
    FEES_PATH,
    [...fees.ways.map(way => way.slug), ...fees.visits.map(visit => feeRowId(visit.slug)), "payment", "cancellation"],
  ],
  ["/contact", [GETTING_HERE_ID, OPENING_HOURS_ID]],
  ["/our-team", members.map(member => member.slug)],
  ["/treatment", treatments.map(treatment => treatment.slug)],
  ["/services/supportive-devices", devices.map(device => device.slug)],
  // A category's page has a section for each of its conditions, so the old addresses of its conditions still land.
  ...categories.map(
    category =>
      [
        conditionPath(category.slug),
        conditionPages.filter(page => page.category === category.slug).map(page => page.slug),
      ] as [string, string[]],
  ),
])

/**
 * Every page content/ makes: the pages of content/pages/, each category and each condition's own page, each post
 * and the blog's list pages.
 */
const routes = new Set([
  ...pagePaths,
  ...categories.map(category => conditionPath(category.slug)),
  ...conditionPages.map(page => conditionPagePath(page.category, page.slug)),
  ...posts.map(post => postPath(post.slug)),
  ...planBlogPages(posts.length).map(list => list.path),
])

/** Why `address` leads nowhere, or null when it leads to a page of the site or a place on one. */
function deadEnd(address: string): string | null {
  const [route, place] = address.split("#")
  if (!routes.has(route)) return "no page of the site is there"
  if (place !== undefined && !(places.get(route) ?? []).includes(place)) return `${route} has no #${place} on it`
  return null
}

/** Each address on this site a value writes, as a sentence's start: a path field, or a link in a Markdown text. */
function addressesIn(value: unknown, at: string): Array<{ says: string; address: string }> {
  if (typeof value === "string")
    return [...value.matchAll(/\]\((\/[^)\s]*)\)/g)].map(([, address]) => ({
      says: `${at} links to ${address}`,
      address,
    }))
  if (Array.isArray(value)) return value.flatMap((item, i) => addressesIn(item, `${at}[${i + 1}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, field]) => {
      const where = at ? `${at}.${key}` : key
      return key === "path" && typeof field === "string"
        ? [{ says: `${where} is ${field}`, address: field }]
        : addressesIn(field, where)
    })
  return []
}

test("every address on this site that content/ writes leads to a page, or to a place on one", () => {
  const deadEnds = filesUnder(contentDir, /\.ya?ml$/).flatMap(file => {
    const data = read<Record<string, unknown>>(file)
    // A page's own path is where it is, not a link.
    const links = file.startsWith("pages/") ? { ...data, path: undefined } : data
    return addressesIn(links, "").flatMap(({ says, address }) => {
      const why = deadEnd(address)
      return why ? [`content/${file}: ${says}, and ${why}`] : []
    })
  })
  expect(deadEnds).toEqual([])
})

test("the FAQ lists no insurer: /fees lists them, once", () => {
  const insurers = fees.ways.flatMap(way => way.insurers ?? [])
  const faqText = JSON.stringify(faq)
  for (const insurer of insurers) expect([insurer, faqText.includes(insurer)]).toEqual([insurer, false])
})
