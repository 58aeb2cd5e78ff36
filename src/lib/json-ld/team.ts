// What Our Team says about itself: each person, with the languages they speak.
import type { Person } from "schema-dts"
import { absoluteUrl } from "../paths"
import { clinicId, language, type LanguageFacts, type PageFacts } from "./core"

interface StaffFacts {
  slug: string
  name: string
  role: string
  /** The portrait's published path, if any */
  photo?: string | null
  spokenLanguages: readonly LanguageFacts[]
}

/** Our Team: each person, the languages they speak, working for the clinic. */
export function buildStaffJsonLd({ siteUrl, path }: PageFacts, staff: readonly StaffFacts[]): Person[] {
  return staff.map(person => ({
    "@type": "Person",
    "@id": absoluteUrl(siteUrl, `${path}#${person.slug}`),
    name: person.name,
    jobTitle: person.role,
    ...(person.photo ? { image: absoluteUrl(siteUrl, person.photo) } : {}),
    knowsLanguage: person.spokenLanguages.map(language),
    worksFor: { "@id": clinicId(siteUrl) },
  }))
}
