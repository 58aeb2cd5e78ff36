// What staff type in a date or a phone field is what the site says, or it is refused in their words: the same
// words in the build (field-kinds.ts) and the CMS's date widget (src/cms/previews/date-widget.ts).
import { addYears, dateProblem, dateWindow, meantDay } from "../src/lib/dates"
import { phoneProblem, telOf } from "../src/lib/phone"
import { dateFieldProblem } from "../src/cms/previews/date-widget"

const TODAY = "2026-11-27"

describe("a date", () => {
  test("a year slipped in typing is refused, with the day probably meant", () => {
    expect(dateProblem("1906-12-04", TODAY)).toBe(
      "is 1906-12-04, but no date here is before 1950 or after 2099: did you mean 2026-12-04?",
    )
    // A closure is planned ahead: the day meant is the next one with that month and day.
    expect(dateProblem("2062-03-01", TODAY, "calendar")).toBe(
      "is 2062-03-01, but should be a day from a year ago to three years ahead (2025-11-27 to 2029-11-27): did you mean 2027-03-01?",
    )
  })

  test("a day a month does not have is named as one", () => {
    expect(dateProblem("2027-02-30", TODAY, "calendar")).toBe(
      'is "2027-02-30", a day that does not exist (February 2027 has 28 days): give a real date',
    )
    expect(dateProblem("2028-02-29", TODAY, "calendar")).toBeUndefined()
  })

  test("each kind of date has its window: a closure's, a review's, a post's", () => {
    expect(dateProblem("2026-12-28", TODAY, "calendar")).toBeUndefined()
    expect(dateProblem("2024-12-28", TODAY, "calendar")).toMatch(/did you mean 2026-12-28\?$/)
    expect(dateProblem(TODAY, TODAY, "past")).toBeUndefined()
    expect(dateProblem("2026-11-28", TODAY, "past")).toBe(
      "is 2026-11-28, but should be a day that has come (up to 2026-11-27): did you mean 2025-11-28?",
    )
    expect(dateProblem("2016-05-01", TODAY, "sinceOpened", "2016-05-02")).toMatch(
      /^is 2016-05-01, but should be a day from the day the clinic opened to today \(2016-05-02 to 2026-11-27\)/,
    )
    expect(dateProblem("2016-05-02", TODAY, "sinceOpened", "2016-05-02")).toBeUndefined()
  })

  test("anything not written year-month-day is refused as such", () => {
    expect(dateProblem("12/04/2026", TODAY)).toBe(
      'is "12/04/2026", but should be a date written year-month-day, like 2026-10-14, between 1950 and 2099',
    )
  })

  test("29 February moves to the 28th in a year without one; a window runs from a year back", () => {
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28")
    expect(dateWindow("calendar", TODAY)).toMatchObject({ from: "2025-11-27", to: "2029-11-27" })
    expect(meantDay("1906-02-29", dateWindow("calendar", TODAY), TODAY)).toBe("2028-02-29")
  })
})

describe("the CMS's date widget", () => {
  const field = (options: Record<string, string>) => ({ get: (key: string) => options[key] })

  test("says what the build says, after the field's label", () => {
    const closure = field({ label: "First day", window: "calendar" })
    expect(dateFieldProblem("1906-12-04", closure, { today: TODAY })).toBe(
      "First day is 1906-12-04, but no date here is before 1950 or after 2099: did you mean 2026-12-04?",
    )
    expect(dateFieldProblem("2026-12-04", closure, { today: TODAY })).toBeUndefined()
    const post = field({ label: "Date", window: "sinceOpened", opened: "2016-05-02" })
    expect(dateFieldProblem("2015-01-01", post, { today: TODAY })).toMatch(/^Date is 2015-01-01, but should be a day/)
  })

  test("an impossible day typed (its field empty meanwhile) is named as one, not as a missing date", () => {
    const message = dateFieldProblem("", field({ label: "First day" }), { badInput: true, today: TODAY })
    expect(message).toMatch(/^First day is not a day of the calendar/)
    expect(message).not.toMatch(/required/)
    expect(dateFieldProblem("", field({ label: "Last day" }), { today: TODAY })).toBeUndefined()
  })
})

describe("a phone number", () => {
  test("is written as patients read it, and tap-to-call dials the same ten digits", () => {
    for (const written of ["(905) 555-0123", "905-555-0123", "905.555.0123", "+1 905 555 0123", "1-905-555-0123"]) {
      expect([written, phoneProblem(written), telOf(written)]).toEqual([written, undefined, "+19055550123"])
    }
  })

  test("letters are refused, with the number they dial", () => {
    expect(phoneProblem("(905) 555-CALL")).toBe(
      'is "(905) 555-CALL", but should be written in digits, like "(905) 555-2255": a phone cannot dial letters on every device',
    )
    expect(phoneProblem("+1905555CALL")).toMatch(/should be written in digits, like "\+19055552255"/)
  })

  test("a number with too few or too many digits says how many it has", () => {
    expect(phoneProblem("555-0123")).toMatch(/which has 7 digits, but a phone number here has 10/)
    expect(phoneProblem("(905) 555-01234")).toMatch(/which has 11 digits/)
    expect(phoneProblem("905 555 0123 ext 4")).toMatch(/written in digits/)
  })
})
