/** @jest-environment node */
// The shipped content's internal links lead somewhere: a typo in a path would otherwise only show as a
// link that lands on the top of a page, or on the 404 page.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { conditionPath, FEES_PATH, GETTING_HERE_PATH } from "../src/lib/paths"

const contentDir = path.resolve(__dirname, "../content")
const read = <T>(file: string): T => parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T

interface Category {
  slug: string
  entries?: Array<{ slug: string }>
}

/** Every record in a content folder with one file per record. */
const readFolder = <T>(folder: string): T[] =>
  fs
    .readdirSync(path.join(contentDir, folder))
    .filter(file => file.endsWith(".yaml"))
    .map(file => read<T>(`${folder}/${file}`))

const categories = readFolder<Category>("conditions")

/** Every address a condition link may use: each category page, and each entry's anchor on it. */
const conditionTargets = new Set(
  categories.flatMap(category => [
    conditionPath(category.slug),
    ...(category.entries ?? []).map(entry => conditionPath(category.slug, entry.slug)),
  ]),
)

const services = read<{
  cards: Array<{ title: string; path: string }>
  physiotherapy: { conditions: Array<{ title: string; path?: string }> }
}>("services.yaml")
const pagePaths = new Set(readFolder<{ path: string }>("pages").map(page => page.path))

test("each common condition on /services/physiotherapy links to a page or entry in What We Treat", () => {
  const linked = services.physiotherapy.conditions.filter(condition => condition.path)
  expect(linked.length).toBeGreaterThanOrEqual(10)
  for (const { title, path: target } of linked) {
    expect([title, conditionTargets.has(target!)]).toEqual([title, true])
  }
})

test("each service card links to a page of the site", () => {
  for (const { title, path: target } of services.cards) expect([title, pagePaths.has(target)]).toEqual([title, true])
})

interface Link {
  label: string
  path: string
}

const faq = read<{
  firstVisit: { link: Link }
  directBilling: { link: Link }
  groups: Array<{ questions: Array<{ slug: string; question: string; answer: string; link?: Link }> }>
}>("faq.yaml")
const faqTargets = new Set(faq.groups.flatMap(group => group.questions.map(question => `/faq#${question.slug}`)))

const fees = read<{ ways: Array<{ slug: string; insurers?: string[] }> }>("fees.yaml")
/** Each way of paying on /fees, and its payment and cancellation rules (src/components/payment-ways). */
const feesTargets = new Set(
  [...fees.ways.map(way => way.slug), "payment", "cancellation"].map(id => `${FEES_PATH}#${id}`),
)

/** A page of the site, a question on /faq, a section of /fees or the way into the clinic on /contact. */
const leadsSomewhere = (target: string) =>
  pagePaths.has(target) || faqTargets.has(target) || feesTargets.has(target) || target === GETTING_HERE_PATH

test("the links in faq.yaml lead to a page or to a question on /faq", () => {
  const links = [
    faq.firstVisit.link,
    faq.directBilling.link,
    ...faq.groups.flatMap(group => group.questions.flatMap(question => (question.link ? [question.link] : []))),
  ]
  expect(links.length).toBeGreaterThanOrEqual(3)
  for (const { label, path: target } of links) expect([label, leadsSomewhere(target)]).toEqual([label, true])
})

test("the FAQ sends coverage questions to /fees, where the insurers are listed, and lists none itself", () => {
  const faqLinks = faq.groups.flatMap(group => group.questions.flatMap(question => question.link ?? []))
  expect(faqLinks.filter(link => link.path.startsWith(`${FEES_PATH}#`)).length).toBeGreaterThanOrEqual(3)
  expect(faq.directBilling.link.path.startsWith(FEES_PATH)).toBe(true)
  const insurers = fees.ways.flatMap(way => way.insurers ?? [])
  expect(insurers.length).toBeGreaterThan(0)
  const faqText = JSON.stringify(faq)
  for (const insurer of insurers) expect([insurer, faqText.includes(insurer)]).toEqual([insurer, false])
})

test("the accessibility statement's links to other pages lead somewhere", () => {
  const statement = read<{ sections: Array<{ pageLink?: Link }> }>("pages/accessibility.yaml")
  const links = statement.sections.flatMap(section => section.pageLink ?? [])
  expect(links.map(link => link.path)).toContain(GETTING_HERE_PATH)
  for (const { label, path: target } of links) expect([label, leadsSomewhere(target)]).toEqual([label, true])
})

test("the menu and the footer's links lead to pages of the site", () => {
  const site = read<{ navigation: Link[]; quickLinks: Link[]; legalLinks: Link[] }>("site.yaml")
  for (const { label, path: target } of [...site.navigation, ...site.quickLinks, ...site.legalLinks])
    expect([label, pagePaths.has(target)]).toEqual([label, true])
})
