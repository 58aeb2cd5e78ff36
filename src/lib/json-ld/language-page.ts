// A page in another language (/pa, /hi, …) as schema.org's WebPage: its language, the clinic it is about, and the
// English site it belongs to. A module of its own, so only those pages load it.
import type { WebPage } from "schema-dts"
import { absoluteUrl } from "../paths"
import { clinicId, type PageFacts } from "./core"

/** The page in `language` (its BCP 47 code), about the clinic, and who on the team checked it, when someone has. */
export const buildLanguagePageJsonLd = (
  page: PageFacts,
  language: string,
  checked?: { on: string } | null,
): WebPage => ({
  "@type": "WebPage",
  "@id": absoluteUrl(page.siteUrl, page.path),
  url: absoluteUrl(page.siteUrl, page.path),
  name: page.title,
  description: page.description,
  inLanguage: language,
  isPartOf: { "@id": absoluteUrl(page.siteUrl, "/#website") },
  about: { "@id": clinicId(page.siteUrl) },
  publisher: { "@id": clinicId(page.siteUrl) },
  ...(checked ? { lastReviewed: checked.on } : {}),
})
