import { formatTime, groupHours } from "../src/lib/hours"
import { specWeek } from "./fixtures/hours"

describe("formatTime", () => {
  test.each([
    ["10:00", "10:00 AM"],
    ["19:00", "7:00 PM"],
    ["12:00", "12:00 PM"],
    ["00:30", "12:30 AM"],
    ["09:05", "9:05 AM"],
    ["23:59", "11:59 PM"],
    ["11:59", "11:59 AM"],
  ])("%s is shown as %s", (time, shown) => {
    expect(formatTime(time)).toBe(shown)
  })
})

describe("groupHours", () => {
  test("the clinic's week is three rows: weekdays, Saturday, and a closed Sunday", () => {
    expect(groupHours(specWeek)).toEqual([
      { days: "Monday – Friday", hours: "10:00 AM – 7:00 PM" },
      { days: "Saturday", hours: "9:00 AM – 2:00 PM" },
      { days: "Sunday", hours: null },
    ])
  })

  test("a day with null times, or only one of them, is closed", () => {
    expect(
      groupHours([
        { day: "Saturday", opens: null, closes: null },
        { day: "Sunday", opens: "10:00" },
      ]),
    ).toEqual([{ days: "Saturday – Sunday", hours: null }])
  })

  test("days with the same hours that are not next to each other are not merged", () => {
    expect(
      groupHours([
        { day: "Monday", opens: "10:00", closes: "19:00" },
        { day: "Tuesday", opens: "09:00", closes: "14:00" },
        { day: "Wednesday", opens: "10:00", closes: "19:00" },
        { day: "Thursday" },
        { day: "Friday", opens: "10:00", closes: "19:00" },
      ]),
    ).toEqual([
      { days: "Monday", hours: "10:00 AM – 7:00 PM" },
      { days: "Tuesday", hours: "9:00 AM – 2:00 PM" },
      { days: "Wednesday", hours: "10:00 AM – 7:00 PM" },
      { days: "Thursday", hours: null },
      { days: "Friday", hours: "10:00 AM – 7:00 PM" },
    ])
  })

  test("an empty week has no rows", () => {
    expect(groupHours([])).toEqual([])
  })
})
