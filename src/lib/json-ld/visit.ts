// What /contact adds to the clinic's node: the languages its front desk answers in, how to get in, and the holidays
// and closures ahead. Built at build time (src/node/schema.ts resolves them for the page's query), so the page
// carries the result, not this.
import type { ContactPoint, LocationFeatureSpecification, OpeningHoursSpecification } from "schema-dts"
import type { SpecialHours } from "../calendar"
import { language, type ClinicFacts, type LanguageFacts } from "./core"

/** The front desk's phone and email, in every language someone on the team speaks (/contact). */
export function buildContactPoint(
  clinic: Pick<ClinicFacts, "phone" | "email">,
  languages: readonly LanguageFacts[],
): ContactPoint {
  return {
    "@type": "ContactPoint",
    contactType: "reservations",
    telephone: clinic.phone.e164,
    email: clinic.email,
    availableLanguage: languages.map(language),
  }
}

/** The building's access as getting-here.yaml states it, yes or no (/contact). */
export interface AccessFacts {
  stepFreeEntrance: boolean
  freeParking: boolean
  accessibleWashroom: boolean
}

export function buildAccessFeatures(access: AccessFacts): LocationFeatureSpecification[] {
  const feature = (name: string, value: boolean): LocationFeatureSpecification => ({
    "@type": "LocationFeatureSpecification",
    name,
    value,
  })
  return [
    feature("Wheelchair-accessible entrance", access.stepFreeEntrance),
    feature("Free parking", access.freeParking),
    feature("Wheelchair-accessible washroom", access.accessibleWashroom),
  ]
}

/**
 * The holidays and closures ahead, as Google reads special hours: one specification per day or run of days, a closed
 * one opening and closing at 00:00 (/contact, which lists them under the week).
 */
export function buildSpecialOpeningHours(days: readonly SpecialHours[]): OpeningHoursSpecification[] {
  return days.map(({ from, to, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    opens: opens ?? "00:00",
    closes: closes ?? "00:00",
    validFrom: from,
    validThrough: to,
  }))
}
