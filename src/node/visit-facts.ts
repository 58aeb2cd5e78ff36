// What /contact tells search engines besides the clinic's node, for the GraphQL resolvers (schema.ts): the front
// desk in every language the team speaks, the building's access, and the holidays and closures of the year ahead.
// Made at build time from the records, so the page carries the result and no code to make it.
import { yearAhead } from "../lib/calendar"
import { buildAccessFeatures, buildContactPoint, buildSpecialOpeningHours } from "../lib/json-ld/visit"
import { telOf } from "../lib/phone"
import { buildCalendar, type HolidaysContent } from "./holidays"
import { clinicLanguages } from "../lib/languages"
import type { SiteRecord, TeamMemberRecord } from "./node-records"

/** schema.org's ContactPoint: the front desk's phone and email, in every language someone on the team speaks. */
export const contactPointOf = (site: Pick<SiteRecord, "phone" | "email">, members: readonly TeamMemberRecord[]) =>
  buildContactPoint({ phone: { e164: telOf(site.phone) }, email: site.email }, clinicLanguages(members))

/** getting-here.yaml's access, as far as search engines are told it: yes or no for each. */
export interface AccessRecord {
  entrance: { stepFree: boolean }
  parking: { free: boolean }
  washroom: { accessible: boolean }
}

/** schema.org's amenityFeature: the entrance, parking and washroom. */
export const accessFeaturesOf = ({ entrance, parking, washroom }: AccessRecord) =>
  buildAccessFeatures({
    stepFreeEntrance: entrance.stepFree,
    freeParking: parking.free,
    accessibleWashroom: washroom.accessible,
  })

/** schema.org's specialOpeningHoursSpecification: the holidays and closures of the clinic's calendar in the year ahead. */
export const specialHoursAhead = (holidays: HolidaysContent, today: string) =>
  buildSpecialOpeningHours(yearAhead(buildCalendar(holidays, today).days, today))
