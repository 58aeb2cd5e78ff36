// A page about health, as schema.org's MedicalWebPage: what How We Treat, each What We Treat page and each
// condition's own page say about themselves, each from a module of its own (therapies.ts, conditions.ts), so that a
// page loads only its own builder.
import type { MedicalWebPage } from "schema-dts"
import { absoluteUrl } from "../paths"
import { clinicId, type PageFacts } from "./core"

/** The page, what it is about, and what else it says of itself (who reviewed it, its sources). */
export const medicalWebPage = (
  page: PageFacts,
  about: MedicalWebPage["about"],
  more: Partial<MedicalWebPage> = {},
): MedicalWebPage => ({
  "@type": "MedicalWebPage",
  "@id": absoluteUrl(page.siteUrl, page.path),
  url: absoluteUrl(page.siteUrl, page.path),
  name: page.title,
  description: page.description,
  inLanguage: "en-CA",
  isPartOf: { "@id": absoluteUrl(page.siteUrl, "/#website") },
  publisher: { "@id": clinicId(page.siteUrl) },
  ...more,
  about,
})
