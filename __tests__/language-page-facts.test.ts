/** @jest-environment node */
// What the build hands a page in another language besides its sentences (src/node/language-page-facts.ts): its
// language's names, who speaks it and the clinic's facts written for it, from the same records as the English pages,
// read from content/ with no Gatsby.
import { addDays } from "../src/lib/calendar"
import { formatDateIn, formatNumberIn, formatPriceIn, formatTimeIn, groupHoursIn } from "../src/lib/language-format"
import { buildCalendar, type HolidaysContent } from "../src/node/holidays"
import { languageNames, pageSpeakers, writtenFactsOf } from "../src/node/language-page-facts"
import type { FeesRecord, SiteRecord, TeamRecord } from "../src/node/node-records"
import { readContent, readFolder } from "./support/content-records"

const site = readContent<SiteRecord>("site.yaml")
const holidays = readContent<HolidaysContent>("holidays.yaml")
const fees = readContent<FeesRecord>("fees.yaml")
const { members } = readContent<TeamRecord>("team.yaml")
const pages = readFolder<{ language: string }>("language-pages")

test("a language by its English name and its own, as the page's GraphQL fields describe them", () => {
  expect(languageNames("pa")).toEqual({ languageName: "Punjabi", ownName: "ਪੰਜਾਬੀ" })
  // English has no name of its own on the list: its English name stands for it.
  expect(languageNames("en")).toEqual({ languageName: "English", ownName: "English" })
  // A code off the list (the content check refuses it) names nothing, and is its own name.
  expect(languageNames("xx")).toEqual({ languageName: "", ownName: "xx" })
})

describe.each(pages.map(page => [page.language, page]))("the page in %s", (code, page) => {
  const { languageName } = languageNames(code)

  test("names its language, and the team members who speak it in Our Team's order", () => {
    expect(languageName).not.toBe("")
    const speakers = pageSpeakers(code, members)
    expect(speakers.length).toBeGreaterThan(0)
    expect(speakers).toEqual(members.filter(member => member.languages.includes(languageName)))
  })

  test("writes the clinic's week, first visit and calendar from site.yaml, fees.yaml and holidays.yaml", () => {
    const today = "2026-12-01"
    const written = writtenFactsOf(page, { site, holidays, fees, today })
    expect(written.hours).toEqual(groupHoursIn(code, site.hours))
    expect(written.firstVisit).toEqual({
      price: formatPriceIn(code, fees.visits[0].price),
      minutes: formatNumberIn(code, fees.visits[0].minutes),
    })
    // Each time the week and the calendar from `today` name, in the language, and the days after each change.
    const { days } = buildCalendar(holidays, today)
    for (const hours of [...site.hours, ...days])
      for (const time of [hours.opens, hours.closes].filter((each): each is string => Boolean(each)))
        expect(written.times).toContainEqual({ of: time, text: formatTimeIn(code, time) })
    for (const special of days) expect(written.days.map(day => day.of)).toContain(addDays(special.to, 1))
    expect(written.checkedOn).toBeNull()
  })

  test("writes the day it was checked in full, as the YAML reader gives it or as text", () => {
    const checked = { ...page, confirmedBy: members[0].slug }
    const facts = { site, holidays, fees, today: "2026-12-01" }
    const expected = formatDateIn(code, "2026-11-20")
    expect(writtenFactsOf({ ...checked, confirmedOn: new Date("2026-11-20") }, facts).checkedOn).toBe(expected)
    expect(writtenFactsOf({ ...checked, confirmedOn: "2026-11-20" }, facts).checkedOn).toBe(expected)
  })
})

test("with no holidays.yaml, only the week's times are written", () => {
  const written = writtenFactsOf({ language: "pa" }, { site, holidays: null, fees, today: "2026-12-01" })
  expect(written.days).toEqual([])
  expect(written.times.map(time => time.of).sort()).toEqual(
    [...new Set(site.hours.flatMap(day => [day.opens, day.closes]).filter(Boolean))].sort(),
  )
})

test("a language no one on the team speaks has no speakers", () => {
  expect(pageSpeakers("xx", members)).toEqual([])
})
