// Reads the shipped content, so the browser tests expect what an editor wrote.
import fs from "fs"
import path from "path"
import { parse } from "yaml"

const contentDir = path.resolve(__dirname, "../../../content")

export const readContent = <T>(file: string): T => parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T

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
  navigation: Array<{ label: string; path: string }>
}

export const site = readContent<SiteContent>("site.yaml")

// Every route of the product: its route table, then the pages added to it: the questions
// patients ask, the accessibility and privacy statements, fees and coverage.
export const SPEC_ROUTES = [
  "/",
  "/about",
  "/services",
  "/services/physiotherapy",
  "/services/supportive-devices",
  "/conditions",
  "/conditions/spinal-conditions",
  "/conditions/upper-extremity",
  "/conditions/lower-extremity",
  "/conditions/post-operative",
  "/conditions/vestibular-conditions",
  "/conditions/tmj-dysfunction",
  "/treatment",
  "/blogs",
  "/our-team",
  "/book",
  "/contact",
  "/faq",
  "/accessibility",
  "/privacy",
  "/fees",
]

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
export const posts = fs
  .readdirSync(path.join(contentDir, "posts"))
  .filter(file => file.endsWith(".yaml"))
  .map(file => readContent<PostContent>(`posts/${file}`))
  .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime())

/** Each post's own page. */
export const POST_ROUTES = posts.map(post => `/blogs/${post.slug}`)
