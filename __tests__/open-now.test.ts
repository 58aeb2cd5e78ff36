/** @jest-environment node */
import { clinicClock } from "../src/lib/calendar"
import { describeOpenStatus, openStatus } from "../src/lib/open-now"
import { specWeek } from "./fixtures/hours"

// Instants are written in UTC; Toronto is UTC-5 in winter (EST) and UTC-4 in summer (EDT).
const at = (iso: string) => openStatus(specWeek, new Date(iso))

describe("weekdays, 10:00 AM to 7:00 PM", () => {
  test("9:59 is closed and opens at 10:00 today; 10:00 is open", () => {
    expect(at("2026-01-14T14:59:00Z")).toMatchObject({ open: false, opens: { time: "10:00", day: "today" } }) // Wed 9:59 EST
    expect(at("2026-01-14T15:00:00Z")).toEqual({ open: true, closes: "19:00" }) // Wed 10:00 EST
  })

  test("6:59 PM is open; 7:00 PM is closed and opens tomorrow", () => {
    expect(at("2026-01-14T23:59:00Z")).toEqual({ open: true, closes: "19:00" }) // Wed 18:59 EST
    expect(at("2026-01-15T00:00:00Z")).toMatchObject({ open: false, opens: { time: "10:00", day: "tomorrow" } }) // Wed 19:00
  })

  test("Friday evening opens Saturday at 9:00 AM (tomorrow)", () => {
    expect(at("2026-01-17T01:30:00Z")).toMatchObject({ open: false, opens: { time: "09:00", day: "tomorrow" } }) // Fri 20:30
  })
})

describe("Saturday, 9:00 AM to 2:00 PM", () => {
  test("1:59 PM is open; 2:00 PM is closed, and the next opening is Monday", () => {
    expect(at("2026-01-17T18:59:00Z")).toEqual({ open: true, closes: "14:00" }) // Sat 13:59 EST
    expect(at("2026-01-17T19:00:00Z")).toMatchObject({ open: false, opens: { time: "10:00", day: "Monday" } }) // Sat 14:00
  })

  test("8:59 AM is closed and opens at 9:00 today", () => {
    expect(at("2026-01-17T13:59:00Z")).toMatchObject({ open: false, opens: { time: "09:00", day: "today" } })
  })
})

test("Sunday is closed all day and opens tomorrow (Monday)", () => {
  expect(at("2026-01-18T17:00:00Z")).toMatchObject({ open: false, opens: { time: "10:00", day: "tomorrow" } }) // Sun noon
})

describe("across daylight-saving changes", () => {
  test("after clocks go forward (8 March 2026), 10:00 AM is 14:00 UTC", () => {
    expect(at("2026-03-09T13:59:00Z")).toMatchObject({ open: false, opens: { time: "10:00", day: "today" } }) // Mon 9:59 EDT
    expect(at("2026-03-09T14:00:00Z")).toEqual({ open: true, closes: "19:00" }) // Mon 10:00 EDT
  })

  test("the Sunday of the change itself is closed, whichever offset applies", () => {
    expect(clinicClock(new Date("2026-03-08T06:59:00Z"))).toEqual({ day: "2026-03-08", minutes: 1 * 60 + 59 }) // 1:59 EST
    expect(clinicClock(new Date("2026-03-08T07:00:00Z"))).toEqual({ day: "2026-03-08", minutes: 3 * 60 }) // 3:00 EDT
    expect(at("2026-03-08T16:00:00Z")).toMatchObject({ open: false, opens: { time: "10:00", day: "tomorrow" } })
  })

  test("after clocks go back (1 November 2026), 10:00 AM is 15:00 UTC again", () => {
    expect(at("2026-11-02T14:59:00Z")).toMatchObject({ open: false, opens: { time: "10:00", day: "today" } }) // Mon 9:59 EST
    expect(at("2026-11-02T15:00:00Z")).toEqual({ open: true, closes: "19:00" })
  })
})

test("the visitor's own time zone does not matter: the clinic's clock does", () => {
  // The tests run far from Toronto (__tests__/mocks/far-time-zone.ts): here 00:30 UTC on Thursday is 14:30.
  expect(new Date("2026-01-15T00:30:00Z").getHours()).toBe(14)
  // 00:30 UTC on Thursday is still Wednesday 19:30 in Toronto: closed, opens tomorrow.
  expect(at("2026-01-15T00:30:00Z")).toMatchObject({ open: false, opens: { time: "10:00", day: "tomorrow" } })
})

test("a week with no opening hours has no next opening", () => {
  expect(openStatus([{ day: "Monday" }], new Date("2026-01-14T15:00:00Z"))).toEqual({ open: false, opens: null })
})

describe("describeOpenStatus", () => {
  const describeAt = (iso: string) => describeOpenStatus(at(iso))

  test("reads as a sentence for each case", () => {
    expect(describeAt("2026-01-14T15:00:00Z")).toBe("Open now · closes at 7:00 PM")
    expect(describeAt("2026-01-14T14:59:00Z")).toBe("Closed now · opens today at 10:00 AM")
    expect(describeAt("2026-01-17T01:30:00Z")).toBe("Closed now · opens tomorrow at 9:00 AM")
    expect(describeAt("2026-01-17T19:00:00Z")).toBe("Closed now · opens Monday at 10:00 AM")
    expect(describeOpenStatus({ open: false, opens: null })).toBe("Closed now")
  })
})
