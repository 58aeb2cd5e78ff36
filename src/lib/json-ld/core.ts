// Structured data for search engines (schema.org as JSON-LD), typed by schema-dts so a wrong property or type fails
// the typecheck; every value comes from content/, and these functions only shape it. This module is what every page
// carries (the Seo component's: the site, the clinic, the breadcrumb trail); what one page says about itself is in
// a module of its own beside it (medical.ts, blog.ts, team.ts, visit.ts, fees.ts), so that only that page loads it.
import type {
  BreadcrumbList,
  DayOfWeek,
  Graph,
  Language,
  OpeningHoursSpecification,
  PhysiotherapyLeaf,
  Thing,
} from "schema-dts"
import type { Crumb } from "../breadcrumbs"
import type { DayHours } from "../hours"
import { absoluteUrl } from "../paths"

/** Where the manifest plugin writes its largest icon, which doubles as the clinic's logo. */
const CLINIC_LOGO_PATH = "/icons/icon-512x512.png"

/** The clinic's facts that search engines are given on every page: content/site.yaml's, and its fees' range. */
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
export const clinicId = (siteUrl: string) => absoluteUrl(siteUrl, "/#clinic")

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

/**
 * What a page adds to the clinic's node from what that page itself shows: /contact the languages its front desk
 * speaks, how to get in and the holidays and closures ahead, /fees what each visit costs. Every other page describes the clinic without them, so
 * no page carries facts it does not show.
 */
export type ClinicDetails = Pick<
  PhysiotherapyLeaf,
  "contactPoint" | "amenityFeature" | "specialOpeningHoursSpecification" | "hasOfferCatalog"
>

export function buildClinicJsonLd(clinic: ClinicFacts, details: ClinicDetails = {}): PhysiotherapyLeaf {
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
    ...details,
  }
}

/** A language someone speaks: its English name, and its IETF BCP 47 code as schema.org suggests. */
export interface LanguageFacts {
  name: string
  code: string
}

export const language = ({ name, code }: LanguageFacts): Language => ({
  "@type": "Language",
  name,
  alternateName: code,
})

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
