// Reads the shipped content, so the browser tests expect what an editor wrote: the clinic's facts, the pages and
// the routes content/ makes, the condition categories and the posts. What the product's spec fixes in that
// content is checked once, in __tests__/spec-content.test.ts.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { planBlogPages } from "../../../src/lib/blog-pages"
import { conditionPath, postPath } from "../../../src/lib/paths"

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

export const site = readContent<SiteContent>("site.yaml")

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

/** The route of the page the server answers an unknown address with: it is no route of the site. */
const NOT_FOUND_PAGE = "/404"

/** A condition category of content/conditions/: a group page lists its entries, an article page is one long text. */
export interface CategoryContent {
  slug: string
  title: string
  order: number
  layout: "group" | "article"
  redirectFrom?: string[]
  entries?: Array<{ slug: string; title: string; symptoms: string[]; treatments: string[] }>
  article?: { symptoms: string[]; treatmentGroups: Array<{ title: string; points: string[] }> }
}

/** The condition categories, in the order What We Treat shows them. */
export const categories = readFolder<CategoryContent>("conditions").sort((a, b) => a.order - b.order)

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

/**
 * Every other route content/ makes: each page of content/pages/, each condition category's page, and the blog's
 * list pages after /blogs when the posts fill more than one.
 */
export const PAGE_ROUTES = [
  ...pages.map(page => page.path).filter(route => route !== NOT_FOUND_PAGE),
  ...categories.map(category => conditionPath(category.slug)),
  ...planBlogPages(posts.length)
    .slice(1)
    .map(list => list.path),
]
