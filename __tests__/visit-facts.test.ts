/** @jest-environment node */
// What /contact tells search engines (src/node/visit-facts.ts): the front desk in the team's languages, the
// building's access and the special hours of the year ahead, from content/, with no Gatsby. "Today" is an input.
import { addDays, yearAhead } from "../src/lib/calendar"
import { telOf } from "../src/lib/phone"
import { buildCalendar, type HolidaysContent } from "../src/node/holidays"
import type { SiteRecord, TeamRecord } from "../src/node/node-records"
import { accessFeaturesOf, contactPointOf, specialHoursAhead, type AccessRecord } from "../src/node/visit-facts"
import { readContent } from "./support/content-records"

const site = readContent<SiteRecord>("site.yaml")
const { members } = readContent<TeamRecord>("team.yaml")
const access = readContent<AccessRecord>("getting-here.yaml")
const holidays = readContent<HolidaysContent>("holidays.yaml")

test("the front desk: site.yaml's phone for tap-to-call and email, in every language the team speaks, English first", () => {
  const spoken = [...new Set(members.flatMap(member => member.languages))]
  const expected = ["English", ...spoken.filter(name => name !== "English").sort()]
  expect(contactPointOf(site, members)).toEqual({
    "@type": "ContactPoint",
    contactType: "reservations",
    telephone: telOf(site.phone),
    email: site.email,
    availableLanguage: expected.map(name => expect.objectContaining({ "@type": "Language", name })),
  })
})

test("the building's access, yes or no as getting-here.yaml says it", () => {
  expect(accessFeaturesOf(access).map(feature => feature.value)).toEqual([
    access.entrance.stepFree,
    access.parking.free,
    access.washroom.accessible,
  ])
  const flipped = { entrance: { stepFree: false }, parking: { free: true }, washroom: { accessible: false } }
  expect(accessFeaturesOf(flipped).map(feature => feature.value)).toEqual([false, true, false])
})

describe.each(["2026-11-15", "2027-06-30", "2028-12-31"])("the special hours told on %s", today => {
  const days = buildCalendar(holidays, today).days
  const told = specialHoursAhead(holidays, today)

  test("are the calendar's changes starting within a year and a day, each as Google reads special hours", () => {
    const ahead = days.filter(special => special.from <= addDays(today, 366))
    expect(told).toEqual(
      ahead.map(special => ({
        "@type": "OpeningHoursSpecification",
        opens: special.opens ?? "00:00",
        closes: special.closes ?? "00:00",
        validFrom: special.from,
        validThrough: special.to,
      })),
    )
    // the calendar, in date order, goes further: search engines are told only the year ahead
    for (const later of days.slice(ahead.length)) expect(later.from > addDays(today, 366)).toBe(true)
  })
})

test("the year ahead ends a year and a day after today", () => {
  const day = (from: string) => ({ from })
  expect(yearAhead([day("2026-01-01"), day("2027-01-02"), day("2027-01-03")], "2026-01-01")).toEqual([
    day("2026-01-01"),
    day("2027-01-02"),
  ])
})
