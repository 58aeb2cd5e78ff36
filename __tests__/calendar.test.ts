/** @jest-environment node */
import { addDays, formatDays, upcomingChanges, type SpecialHours } from "../src/lib/calendar"
import { buildSpecialOpeningHours } from "../src/lib/json-ld/visit"
import { describeOpenStatus, hoursOn, openStatus, weekdayNameOf } from "../src/lib/open-now"
import { buildCalendar, HOLIDAY_NAMES, holidaysIn, type HolidaysContent } from "../src/node/holidays"
import { specWeek } from "./fixtures/hours"

// Ontario's statutory holidays and the Civic Holiday, with their dates in 2026 and 2027 as the province's calendar
// gives them: the facts the library must reproduce.
const ONTARIO_2026: Record<string, string> = {
  "New Year's Day": "2026-01-01",
  "Family Day": "2026-02-16",
  "Good Friday": "2026-04-03",
  "Victoria Day": "2026-05-18",
  "Canada Day": "2026-07-01",
  "Civic Holiday": "2026-08-03",
  "Labour Day": "2026-09-07",
  Thanksgiving: "2026-10-12",
  "Christmas Day": "2026-12-25",
  "Boxing Day": "2026-12-26",
}

const ONTARIO_2027: Record<string, string> = {
  "New Year's Day": "2027-01-01",
  "Family Day": "2027-02-15",
  "Good Friday": "2027-03-26",
  "Victoria Day": "2027-05-24",
  "Canada Day": "2027-07-01",
  "Civic Holiday": "2027-08-02",
  "Labour Day": "2027-09-06",
  Thanksgiving: "2027-10-11",
  "Christmas Day": "2027-12-25",
  "Boxing Day": "2027-12-26",
}

/** A clinic that closes on every statutory holiday and opens 10 to 2 on Christmas Eve, with one closure. */
const content: HolidaysContent = {
  holidays: [
    ...Object.keys(ONTARIO_2026).map(holiday => ({ holiday })),
    { holiday: "Christmas Eve", opens: "10:00", closes: "14:00" },
  ],
  closures: [{ from: new Date("2027-02-05T00:00:00Z"), reason: "staff training" }],
}

describe("Ontario's holidays, from the date-holidays library", () => {
  test.each([
    [2026, ONTARIO_2026],
    [2027, ONTARIO_2027],
  ])("%s: each statutory holiday and the Civic Holiday on its date", (year, expected) => {
    const dates = Object.fromEntries(holidaysIn(year).map(({ name, date }) => [name, date]))
    for (const [name, date] of Object.entries(expected)) expect([name, dates[name]]).toEqual([name, date])
  })

  test("Easter Monday and Remembrance Day are there to choose, and no observance such as Valentine's Day", () => {
    expect(HOLIDAY_NAMES).toEqual(expect.arrayContaining(["Easter Monday", "Remembrance Day", "Christmas Eve"]))
    expect(HOLIDAY_NAMES).not.toContain("Valentine's Day")
    expect(HOLIDAY_NAMES).not.toContain("Halloween")
  })
})

describe("the calendar a build hands the pages", () => {
  test("a build on January 2 holds every chosen holiday of that year still to come, and of the next", () => {
    const { builtOn, days } = buildCalendar(content, "2026-01-02")
    expect(builtOn).toBe("2026-01-02")
    const dates = days.map(day => day.from)
    for (const [name, date] of [...Object.entries(ONTARIO_2026), ...Object.entries(ONTARIO_2027)]) {
      if (date < "2026-01-02") expect(dates).not.toContain(date)
      else expect([name, dates.includes(date)]).toEqual([name, true])
    }
  })

  test("a build on December 31 still covers the whole of the next year", () => {
    const { days } = buildCalendar(content, "2026-12-31")
    for (const [name, date] of Object.entries(ONTARIO_2027))
      expect([name, days.some(day => day.from === date)]).toEqual([name, true])
  })

  test("built in January, viewed in December: next Christmas and the eve's short hours are coming up", () => {
    const { days } = buildCalendar(content, "2026-01-02")
    expect(upcomingChanges(days, "2026-12-01")).toMatchObject([
      {
        from: "2026-12-24",
        to: "2026-12-24",
        opens: "10:00",
        closes: "14:00",
        reason: "Christmas Eve",
        dates: "Thursday, December 24",
        change: "10:00 AM – 2:00 PM (Christmas Eve)",
      },
      { from: "2026-12-25", to: "2026-12-25", reason: "Christmas Day", change: "closed (Christmas Day)" },
      { from: "2026-12-26", to: "2026-12-26", reason: "Boxing Day" },
      { from: "2027-01-01", to: "2027-01-01", reason: "New Year's Day", dates: "Friday, January 1" },
    ])
    expect(upcomingChanges(days, "2026-12-01")[1]).not.toHaveProperty("opens")
    const christmas = new Date("2026-12-25T16:00:00Z") // 11:00 in Toronto
    expect(describeOpenStatus(openStatus(specWeek, christmas, days))).toBe(
      "Closed today for Christmas Day · opens Monday at 10:00 AM", // Boxing Day Saturday, then Sunday
    )
  })

  test("a closure is listed from its first day; one that covers a holiday wins over it; one that is over is left out", () => {
    const closures = [
      { from: "2026-12-24", to: "2026-12-31", reason: "the holidays" },
      { from: "2026-06-01", reason: "a flood" },
    ]
    const { days } = buildCalendar({ ...content, closures }, "2026-11-25")
    expect(days.slice(0, 2)).toMatchObject([
      {
        from: "2026-12-24",
        to: "2026-12-31",
        reason: "the holidays",
        dates: "Thursday, December 24 – Thursday, December 31",
        change: "closed (the holidays)",
      },
      { from: "2027-01-01", to: "2027-01-01", reason: "New Year's Day" },
    ])
    expect(days.some(day => day.reason === "a flood")).toBe(false)
  })

  test("a holiday the clinic does not list is an ordinary day", () => {
    const { days } = buildCalendar({ holidays: [{ holiday: "Christmas Day" }], closures: null }, "2026-11-25")
    expect(days.map(day => day.reason)).not.toContain("Boxing Day")
  })
})

describe("choosing on the visitor's day", () => {
  const days: SpecialHours[] = [
    { from: "2026-12-24", to: "2026-12-24", opens: "10:00", closes: "14:00", reason: "Christmas Eve" },
    { from: "2026-12-25", to: "2026-12-25", reason: "Christmas Day" },
    { from: "2026-12-26", to: "2026-12-26", reason: "Boxing Day" },
    { from: "2026-12-28", to: "2026-12-30", reason: "the holidays" },
    { from: "2027-01-01", to: "2027-01-01", reason: "New Year's Day" },
    { from: "2027-03-26", to: "2027-03-26", reason: "Good Friday" },
  ]
  const status = (iso: string) => describeOpenStatus(openStatus(specWeek, new Date(iso), days))

  test("the next five weeks' changes, a run of days listed while any of it is to come", () => {
    expect(upcomingChanges(days, "2026-11-19")).toEqual([]) // December 24 is the 36th day
    expect(upcomingChanges(days, "2026-11-20").map(day => day.from)).toEqual(["2026-12-24"])
    expect(upcomingChanges(days, "2026-11-21").map(day => day.from)).toEqual(["2026-12-24", "2026-12-25"])
    expect(upcomingChanges(days, "2026-12-29").map(day => day.from)).toEqual(["2026-12-28", "2027-01-01"])
    expect(upcomingChanges(days, "2027-01-02")).toEqual([])
  })

  test("a day's hours: its special day's, else its weekday's", () => {
    expect(hoursOn(specWeek, days, "2026-12-24")).toMatchObject({ opens: "10:00", closes: "14:00" })
    expect(hoursOn(specWeek, days, "2026-12-29")).toEqual(days[3])
    expect(hoursOn(specWeek, days, "2026-12-23")).toEqual({ day: "Wednesday", opens: "10:00", closes: "19:00" })
  })

  test("Christmas Day: closed, with the reason, and the next opening past every closed day", () => {
    expect(status("2026-12-25T16:00:00Z")).toBe("Closed today for Christmas Day · opens Thursday at 10:00 AM")
  })

  test("New Year's Day, then an ordinary Saturday", () => {
    expect(status("2027-01-01T16:00:00Z")).toBe("Closed today for New Year's Day · opens tomorrow at 9:00 AM")
    expect(status("2027-01-02T16:00:00Z")).toBe("Open now · closes at 2:00 PM")
  })

  test("Good Friday, before the weekend", () => {
    expect(status("2027-03-26T15:00:00Z")).toBe("Closed today for Good Friday · opens tomorrow at 9:00 AM")
  })

  test("Christmas Eve's short hours: open until 2:00 PM, then closed until after the holidays", () => {
    expect(status("2026-12-24T18:59:00Z")).toBe("Open now · closes at 2:00 PM")
    expect(status("2026-12-24T19:00:00Z")).toBe("Closed now · opens Thursday, December 31 at 10:00 AM")
  })

  test("an ordinary weekday is as the week says", () => {
    expect(status("2026-12-02T16:00:00Z")).toBe("Open now · closes at 7:00 PM")
  })

  test("dates: a run of days, weekdays and months", () => {
    expect(formatDays({ from: "2026-12-28", to: "2026-12-30" })).toBe("Monday, December 28 – Wednesday, December 30")
    expect(formatDays({ from: "2026-12-25", to: "2026-12-25" })).toBe("Friday, December 25")
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09") // the day clocks go forward
    expect(weekdayNameOf("2026-12-25")).toBe("Friday")
    expect(weekdayNameOf("2026-12-28")).toBe("Monday")
  })
})

test("search engines get each special day ahead, a closed one opening and closing at 00:00", () => {
  expect(
    buildSpecialOpeningHours([
      { from: "2026-12-24", to: "2026-12-24", opens: "10:00", closes: "14:00", reason: "Christmas Eve" },
      { from: "2026-12-28", to: "2026-12-30", reason: "the holidays" },
    ]),
  ).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      opens: "10:00",
      closes: "14:00",
      validFrom: "2026-12-24",
      validThrough: "2026-12-24",
    },
    {
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: "2026-12-28",
      validThrough: "2026-12-30",
    },
  ])
})
