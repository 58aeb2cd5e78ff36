// Structured data for search engines (schema.org as JSON-LD), typed by schema-dts so a wrong property
// or type fails the typecheck. Every value comes from content/; these functions only shape it.
import type {
  Blog,
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  Graph,
  MedicalCondition,
  MedicalTherapy,
  MedicalWebPage,
  OpeningHoursSpecification,
  Person,
  PhysiotherapyLeaf,
  Thing,
} from "schema-dts"
import type { Crumb } from "./breadcrumbs"
import type { DayHours } from "./hours"
import { absoluteUrl, BLOG_PATH, postPath, teamMemberPath } from "./paths"

/** Where the manifest plugin writes its largest icon, which doubles as the clinic's logo. */
const CLINIC_LOGO_PATH = "/icons/icon-512x512.png"

/** The clinic's facts from content/site.yaml that search engines are given. */
export interface ClinicFacts {
  name: string
  description: string
  siteUrl: string
  address: { street: string; city: string; province: string; postalCode: string; country: string }
  areaServed: readonly string[]
  priceRange?: string | null
  mapUrl: string
  phone: { e164: string }
  email: string
  hours: readonly DayHours[]
  social: { facebook: string; linkedin: string; instagram: string }
  /** The share image's published path, e.g. /static/…/social-card.jpg */
  image?: string | null
}

/** The clinic's node id: every other node points at the clinic with it rather than repeating it. */
const clinicId = (siteUrl: string) => absoluteUrl(siteUrl, "/#clinic")

/**
 * One specification per run of days with the same hours; a closed day opens and closes at 00:00,
 * which is how Google reads "closed all day".
 */
export function buildOpeningHours(week: readonly DayHours[]): OpeningHoursSpecification[] {
  const runs: Array<{ days: DayOfWeek[]; opens: string; closes: string }> = []
  for (const { day, opens, closes } of week) {
    const [from, to] = opens && closes ? [opens, closes] : ["00:00", "00:00"]
    const previous = runs[runs.length - 1]
    if (previous && previous.opens === from && previous.closes === to) previous.days.push(day as DayOfWeek)
    else runs.push({ days: [day as DayOfWeek], opens: from, closes: to })
  }
  return runs.map(({ days, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }))
}

export function buildClinicJsonLd(clinic: ClinicFacts): PhysiotherapyLeaf {
  const { siteUrl, address, social } = clinic
  return {
    "@type": "Physiotherapy",
    "@id": clinicId(siteUrl),
    name: clinic.name,
    description: clinic.description,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, CLINIC_LOGO_PATH),
    ...(clinic.image ? { image: absoluteUrl(siteUrl, clinic.image) } : {}),
    telephone: clinic.phone.e164,
    email: clinic.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.province,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: clinic.areaServed.map(city => ({ "@type": "City", name: city })),
    hasMap: clinic.mapUrl,
    sameAs: [social.facebook, social.linkedin, social.instagram],
    ...(clinic.priceRange ? { priceRange: clinic.priceRange } : {}),
    openingHoursSpecification: buildOpeningHours(clinic.hours),
  }
}

/** The visible breadcrumb trail, as search engines show it under a result. */
export function buildBreadcrumbJsonLd(trail: readonly Crumb[], siteUrl: string): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

/** A page's own address and words, from which the nodes about it are built. */
export interface PageFacts {
  siteUrl: string
  path: string
  title: string
  description: string
}

const medicalWebPage = (page: PageFacts, about: MedicalWebPage["about"]): MedicalWebPage => ({
  "@type": "MedicalWebPage",
  "@id": absoluteUrl(page.siteUrl, page.path),
  url: absoluteUrl(page.siteUrl, page.path),
  name: page.title,
  description: page.description,
  isPartOf: { "@id": absoluteUrl(page.siteUrl, "/#website") },
  publisher: { "@id": clinicId(page.siteUrl) },
  about,
})

export interface ConditionFacts {
  name: string
  /** The condition's anchor on the page, if it has its own */
  slug?: string
  symptoms: readonly string[]
  treatments: readonly string[]
}

/**
 * A What We Treat page: the conditions it describes, with their symptoms and the care offered. Their long
 * descriptions are on the page already and are left out, to keep the page light.
 */
/** What a condition category's page describes, from either layout (see content/conditions/*.yaml). */
export interface ConditionCategoryFacts {
  title: string
  entries: readonly { slug: string; title: string; symptoms: readonly string[]; treatments: readonly string[] }[] | null
  article: { symptoms: readonly string[]; treatmentGroups: readonly { title: string }[] } | null
}

/**
 * A group page describes each of its entries, anchored by slug; an article page describes one condition:
 * its symptoms, and the care its numbered groups set out.
 */
export function conditionsOnPage(category: ConditionCategoryFacts): ConditionFacts[] {
  const entries = (category.entries ?? []).map(({ slug, title, symptoms, treatments }) => ({
    name: title,
    slug,
    symptoms,
    treatments,
  }))
  const article = category.article
    ? [
        {
          name: category.title,
          symptoms: category.article.symptoms,
          treatments: category.article.treatmentGroups.map(group => group.title),
        },
      ]
    : []
  return [...entries, ...article]
}

export function buildConditionPageJsonLd(page: PageFacts, conditions: readonly ConditionFacts[]): MedicalWebPage {
  const about: MedicalCondition[] = conditions.map(condition => ({
    "@type": "MedicalCondition",
    name: condition.name,
    ...(condition.slug ? { url: absoluteUrl(page.siteUrl, `${page.path}#${condition.slug}`) } : {}),
    signOrSymptom: condition.symptoms.map(symptom => ({ "@type": "MedicalSignOrSymptom", name: symptom })),
    possibleTreatment: condition.treatments.map(treatment => ({ "@type": "MedicalTherapy", name: treatment })),
  }))
  return medicalWebPage(page, about)
}

interface TherapyFacts {
  slug: string
  title: string
  abbreviation?: string | null
  description: string
}

/** How We Treat: each component of care as a therapy. */
export function buildTherapiesPageJsonLd(page: PageFacts, therapies: readonly TherapyFacts[]): MedicalWebPage {
  const about: MedicalTherapy[] = therapies.map(therapy => ({
    "@type": "MedicalTherapy",
    name: therapy.title,
    ...(therapy.abbreviation ? { alternateName: therapy.abbreviation } : {}),
    url: absoluteUrl(page.siteUrl, `${page.path}#${therapy.slug}`),
    description: therapy.description,
  }))
  return medicalWebPage(page, about)
}

interface PostFacts {
  slug: string
  title: string
  /** ISO date, YYYY-MM-DD */
  isoDate: string
  excerpt: string
  author: { slug: string; name: string; role: string }
  /** The cover's published path, if any */
  image?: string | null
}

/** A post's node id: its own page, which the blog's list pages point at rather than repeat. */
const postId = (siteUrl: string, slug: string) => absoluteUrl(siteUrl, `${postPath(slug)}#article`)

/** A post on its own page: the article, its author (the same Person as on Our Team) and the clinic publishing it. */
export function buildBlogPostingJsonLd({ siteUrl, path, description }: PageFacts, post: PostFacts): BlogPosting {
  const authorPath = teamMemberPath(post.author.slug)
  return {
    "@type": "BlogPosting",
    "@id": postId(siteUrl, post.slug),
    url: absoluteUrl(siteUrl, path),
    mainEntityOfPage: absoluteUrl(siteUrl, path),
    headline: post.title,
    description,
    abstract: post.excerpt,
    datePublished: post.isoDate,
    inLanguage: "en-CA",
    ...(post.image ? { image: absoluteUrl(siteUrl, post.image) } : {}),
    author: {
      "@type": "Person",
      "@id": absoluteUrl(siteUrl, authorPath),
      name: post.author.name,
      jobTitle: post.author.role,
      url: absoluteUrl(siteUrl, authorPath),
    },
    publisher: { "@id": clinicId(siteUrl) },
    isPartOf: { "@id": blogId(siteUrl) },
  }
}

const blogId = (siteUrl: string) => absoluteUrl(siteUrl, `${BLOG_PATH}#blog`)

/** The blog's list pages: the blog, and the posts the page shows, each pointing at its own page. */
export function buildBlogJsonLd({ siteUrl, title }: PageFacts, posts: readonly PostFacts[]): Blog {
  return {
    "@type": "Blog",
    "@id": blogId(siteUrl),
    url: absoluteUrl(siteUrl, BLOG_PATH),
    name: title,
    publisher: { "@id": clinicId(siteUrl) },
    blogPost: posts.map(post => ({
      "@type": "BlogPosting",
      "@id": postId(siteUrl, post.slug),
      url: absoluteUrl(siteUrl, postPath(post.slug)),
      headline: post.title,
      datePublished: post.isoDate,
      author: { "@id": absoluteUrl(siteUrl, teamMemberPath(post.author.slug)) },
    })),
  }
}

interface StaffFacts {
  slug: string
  name: string
  role: string
  /** The portrait's published path, if any */
  photo?: string | null
}

/** Our Team: each person, working for the clinic. */
export function buildStaffJsonLd({ siteUrl, path }: PageFacts, staff: readonly StaffFacts[]): Person[] {
  return staff.map(person => ({
    "@type": "Person",
    "@id": absoluteUrl(siteUrl, `${path}#${person.slug}`),
    name: person.name,
    jobTitle: person.role,
    ...(person.photo ? { image: absoluteUrl(siteUrl, person.photo) } : {}),
    worksFor: { "@id": clinicId(siteUrl) },
  }))
}

/** The site itself, so pages can say they belong to it. */
export function buildWebSiteJsonLd(siteUrl: string, name: string): Thing {
  return {
    "@type": "WebSite",
    "@id": absoluteUrl(siteUrl, "/#website"),
    url: absoluteUrl(siteUrl, "/"),
    name,
    inLanguage: "en-CA",
    publisher: { "@id": clinicId(siteUrl) },
  }
}

export function buildGraph(nodes: readonly Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes }
}

/** JSON for a <script> element: "<" is escaped so no text from content can close the element. */
export function serializeJsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, "\\u003c")
}
