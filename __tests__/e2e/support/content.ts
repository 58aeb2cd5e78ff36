// Reads the shipped content, so the browser tests expect what an editor wrote: the clinic's facts, the pages and
// the routes content/ makes, the condition categories and the posts. What the product's spec fixes in that
// content is checked once, in __tests__/spec-content.test.ts.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { planBlogPages } from "../../../src/lib/blog-pages"
import { languagePagePath } from "../../../src/lib/language-page"
import { mapLinksOf, type MapSite } from "../../../src/lib/map-links"
import { conditionPagePath, conditionPath, postPath } from "../../../src/lib/paths"
import { telOf } from "../../../src/lib/phone"

const contentDir = path.resolve(__dirname, "../../../content")

export const readContent = <T>(file: string): T => parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T

/** Every record of a content folder that holds one file per record, in file name order. */
const readFolder = <T>(folder: string): T[] =>
  fs
    .readdirSync(path.join(contentDir, folder))
    .filter(file => file.endsWith(".yaml"))
    .sort()
    .map(file => readContent<T>(`${folder}/${file}`))

export interface Link {
  label: string
  path: string
}

export interface SiteContent {
  name: string
  siteUrl: string
  mapEmbedUrl: string
  hours: Array<{ day: string; opens?: string; closes?: string }>
  bookingUrl: string
  phone: { display: string; e164: string }
  email: string
  mapUrl: string
  reviewsUrl: string
  formEndpoint: string
  contactForm: { heading: string }
  address: { street: string; city: string; province: string; postalCode: string }
  areaServed: string[]
  navigation: Link[]
  quickLinks: Link[]
  legalLinks: Link[]
}

/** A phone number as site.yaml writes it, with the tap-to-call number the site makes from it. */
export const phoneOf = (display: string) => ({ display, e164: telOf(display) })

const siteFile = readContent<Omit<SiteContent, "phone" | "mapUrl" | "mapEmbedUrl"> & { phone: string } & MapSite>(
  "site.yaml",
)
/** The clinic's facts as the pages show them: the phone's tap-to-call number, the map links made from the address. */
export const site: SiteContent = { ...siteFile, phone: phoneOf(siteFile.phone), ...mapLinksOf(siteFile) }

/** A page of content/pages/: where it is, its browser tab title and its main heading. */
export interface PageContent {
  path: string
  title: string
  heading: string
}

export const pages = readFolder<PageContent>("pages")

/** The page content/pages/ puts at `route`. */
export function pageAt(route: string): PageContent {
  const page = pages.find(candidate => candidate.path === route)
  if (!page) throw new Error(`no file in content/pages/ has path ${route}`)
  return page
}

/** A page staff added in content/extra-pages/, at the address it gives. */
export interface ExtraPageContent extends PageContent {
  description: string
  intro: string
  sections: Array<{ heading: string; body: string }>
  image?: string
  imageAlt?: string
  booking?: boolean
}

export const extraPages = readFolder<ExtraPageContent>("extra-pages")

/** The route of the page the server answers an unknown address with: it is no route of the site. */
const NOT_FOUND_PAGE = "/404"

/** What every page of health information closes with: when to get help, sources and the review. */
export interface HealthContent {
  regions: string[]
  whenToGetHelp: {
    signs: string[]
    otherEmergencies?: string
    setAside?: Array<{ sign: string; reason: string }>
    physiotherapy: string[]
  }
  sources: string[]
  review: { reviewedBy: string; writtenBy?: string; lastReviewed: string; nextReview: string }
}

export interface HealthSource {
  slug: string
  title: string
  publisher: string
  country: string
  url: string
}

/** The shared warning signs and regions, and the sources they and the pages name. */
export const warningSigns = readContent<{
  signs: Array<{ slug: string; text: string; tier: "emergency" | "today"; sources: string[] }>
  regions: Array<{ slug: string; title: string; mustNotMiss: string[] }>
}>("warning-signs.yaml")
export const healthSources = readContent<{ sources: HealthSource[] }>("health-sources.yaml").sources
export const glossary = readContent<{
  terms: Array<{ slug: string; term: string; matches?: string[]; explanation: string; treatment?: string }>
}>("glossary.yaml").terms

const sourceNamed = (slug: string) => {
  const source = healthSources.find(each => each.slug === slug)
  if (!source) throw new Error(`health-sources.yaml has no source ${slug}`)
  return source
}

/**
 * A page's warning signs' words in each tier, in the page's order, and its sources as it lists them: its own,
 * then those of its signs that it does not cite itself.
 */
export function healthShown(health: HealthContent) {
  const signs = health.whenToGetHelp.signs.map(slug => {
    const sign = warningSigns.signs.find(each => each.slug === slug)
    if (!sign) throw new Error(`warning-signs.yaml has no sign ${slug}`)
    return sign
  })
  const inTier = (tier: string) => signs.filter(sign => sign.tier === tier).map(sign => sign.text)
  const ofSigns = [...new Set(signs.flatMap(sign => sign.sources))].filter(slug => !health.sources.includes(slug))
  return {
    emergency: inTier("emergency"),
    otherEmergencies: health.whenToGetHelp.otherEmergencies ?? null,
    today: inTier("today"),
    physiotherapy: health.whenToGetHelp.physiotherapy,
    sources: [...health.sources, ...ofSigns].map(sourceNamed),
  }
}

/**
 * A condition category of content/conditions/: a group page lists the conditions of content/condition-pages/
 * that name it, an article page is one long text with the health information.
 */
export interface CategoryContent extends Partial<HealthContent> {
  slug: string
  title: string
  order: number
  layout: "group" | "article"
  redirectFrom?: string[]
  description: string[]
  article?: { symptoms: string[]; selfCare: string[]; treatmentGroups: Array<{ title: string; points: string[] }> }
}

/** The condition categories, in the order What We Treat shows them. */
export const categories = readFolder<CategoryContent>("conditions").sort((a, b) => a.order - b.order)

/** A condition with a page of its own, as written in content/condition-pages/. */
export interface ConditionContent extends HealthContent {
  slug: string
  title: string
  category: string
  order: number
  shortDescription: string
  description: string
  symptoms: string[]
  causes: string[]
  selfCare: string[]
  treatments: string[]
  recovery: string
  bookingUrl?: string
  /** Its page, under its category's */
  path: string
}

/** Every condition with a page of its own, by category in What We Treat's order, then in the category's. */
export const conditions: ConditionContent[] = categories.flatMap(category =>
  readFolder<Omit<ConditionContent, "path">>("condition-pages")
    .filter(condition => condition.category === category.slug)
    .sort((a, b) => a.order - b.order)
    .map(condition => ({ ...condition, path: conditionPagePath(category.slug, condition.slug) })),
)

/** The conditions a category's page lists, in order. */
export const conditionsOf = (category: string) => conditions.filter(condition => condition.category === category)

/** A member of Our Team, as team.yaml lists them. */
export const teamMember = (slug: string) => {
  const member = readContent<{ members: Array<{ slug: string; name: string; role: string }> }>(
    "team.yaml",
  ).members.find(each => each.slug === slug)
  if (!member) throw new Error(`team.yaml has no member ${slug}`)
  return member
}

/** A post as written in content/posts/. */
export interface PostContent {
  slug: string
  title: string
  date: Date | string
  author: string
  description: string
  excerpt: string
  coverAlt?: string
  conditions?: string[]
  content: string
}

/** The shipped posts, newest first, as the blog shows them. */
export const posts = readFolder<PostContent>("posts").sort(
  (a, b) => new Date(b.date).getTime() - new Date(a.date).getTime(),
)

/** Each post's own page. */
export const POST_ROUTES = posts.map(post => postPath(post.slug))

/** A page in another language, as written in content/language-pages/. */
export interface LanguagePageContent {
  language: string
  translatedBy: string
  confirmedBy?: string
  confirmedOn?: string | Date
  sentences: Record<string, { text: string; from: string }>
}

/** The pages in other languages, in file order. */
export const languagePages = readFolder<LanguagePageContent>("language-pages")

/** Each page in another language. */
export const LANGUAGE_ROUTES = languagePages.map(page => languagePagePath(page.language))

/** Each condition's own page. */
export const CONDITION_ROUTES = conditions.map(condition => condition.path)

/**
 * Every other route content/ makes: each page of content/pages/ and of content/extra-pages/, each condition
 * category's page and each condition's, each page in another language, and the blog's list pages after /blogs
 * when the posts fill more than one.
 */
export const PAGE_ROUTES = [
  ...pages.map(page => page.path).filter(route => route !== NOT_FOUND_PAGE),
  ...extraPages.map(page => page.path),
  ...categories.map(category => conditionPath(category.slug)),
  ...CONDITION_ROUTES,
  ...LANGUAGE_ROUTES,
  ...planBlogPages(posts.length)
    .slice(1)
    .map(list => list.path),
]
