// What How We Treat says about itself: each component of care as a therapy.
import type { MedicalTherapy, MedicalWebPage } from "schema-dts"
import { absoluteUrl } from "../paths"
import type { PageFacts } from "./core"
import { medicalWebPage } from "./medical-web-page"

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
