// What a date in the content may be: a real day written year-month-day, in the years the site can mean (the JSON
// Schemas, the CMS and the build all test ISO_DATE), and, for each kind of date, a day that makes sense today: a
// closure or notice from a year back to three years ahead, a review not still to come, a post not before the clinic
// opened. The build (field-kinds.ts, validate-content.ts) and the CMS's date widget (src/cms/previews/date-widget.ts)
// word what is wrong with the same functions, and say what the editor probably meant: "did you mean 2026-12-04?".

/** The first and last years a date of the site can be in; a year outside is a slip (1906 for 2026). */
export const YEARS = { first: 1950, last: 2099 } as const

/**
 * A calendar date written year-month-day (ISO 8601) in YEARS, e.g. 2026-10-14: months 01 to 12, and no day a month
 * does not have that year. 29 February is a day only in a leap year: one divisible by 4, a century only when
 * divisible by 400 (2000, not 2100). Gatsby's YAML reader would turn 2027-02-29 into 1 March without a word.
 */
export const ISO_DATE = new RegExp(
  [
    "^(?=(?:19[5-9]\\d|20\\d\\d)-)(?:",
    "(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29",
    "|\\d{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)",
    ")$",
  ].join(""),
)

/** Written year-month-day, whatever the numbers. */
const SHAPED = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days in a month of a year: February has 29 in a leap year. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

const monthName = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-CA", { month: "long", timeZone: "UTC" })

/** The day `years` years from `day`: 29 February becomes 28 February in a year that has none. */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split("-").map(Number)
  const to = year + years
  return `${to}-${String(month).padStart(2, "0")}-${String(Math.min(date, daysIn(to, month))).padStart(2, "0")}`
}

/** Which days a kind of date may be, from `today` (and the day the clinic opened, for a post). */
export type DateWindowKind = "calendar" | "past" | "sinceOpened"

/** The days a date may be, inclusive, and how a message names them. */
export interface DateWindow {
  from?: string
  to?: string
  /** "a closure or notice is from a year back to three years ahead" */
  means: string
}

/** The window of a kind of date on `today`; a post's needs the day the clinic opened. */
export function dateWindow(kind: DateWindowKind, today: string, opened?: string): DateWindow {
  if (kind === "calendar")
    return {
      from: addYears(today, -1),
      to: addYears(today, 3),
      means: "a day from a year ago to three years ahead",
    }
  if (kind === "past") return { to: today, means: "a day that has come" }
  return {
    from: opened,
    to: today,
    means: opened ? "a day from the day the clinic opened to today" : "a day that has come",
  }
}

/**
 * The day the editor probably meant by a date in the wrong year: the same month and day in a year that falls in
 * the window, the nearest to today on or after it when there is one (a closure is planned ahead), else before it.
 */
export function meantDay(value: string, window: DateWindow, today: string): string | undefined {
  const shaped = SHAPED.exec(value)
  if (!shaped) return undefined
  const [, , month, day] = shaped
  const thisYear = Number(today.slice(0, 4))
  const candidates = [0, 1, -1, 2, -2, 3, -3]
    .map(offset => `${thisYear + offset}-${month}-${day}`)
    .filter(candidate => ISO_DATE.test(candidate))
    .filter(candidate => (!window.from || candidate >= window.from) && (!window.to || candidate <= window.to))
    .sort()
  return candidates.find(candidate => candidate >= today) ?? candidates.at(-1)
}

const meant = (value: string, window: DateWindow, today: string) => {
  const day = meantDay(value, window, today)
  return day && day !== value ? `: did you mean ${day}?` : ""
}

/**
 * What is wrong with a date as written, or undefined when it is a real day in YEARS, for a message after the field's
 * name: a day a month does not have, a year far off, or not year-month-day at all.
 */
export function dateFormProblem(value: string, today: string): string | undefined {
  if (ISO_DATE.test(value)) return undefined
  const shaped = SHAPED.exec(value)
  if (!shaped) return undefined
  const [year, month, day] = shaped.slice(1).map(Number)
  if (month < 1 || month > 12 || day < 1) return undefined
  if (day > daysIn(year, month))
    return `is ${JSON.stringify(value)}, a day that does not exist (${monthName(year, month)} ${year} has ${daysIn(year, month)} days): give a real date`
  const far = { from: `${YEARS.first}-01-01`, to: `${YEARS.last}-12-31`, means: "" }
  return `is ${value}, but no date here is before ${YEARS.first} or after ${YEARS.last}${meant(value, far, today)}`
}

/** What is wrong with a real day for its kind of date, or undefined when it is in the window. */
export function dateWindowProblem(value: string, window: DateWindow, today: string): string | undefined {
  if (!ISO_DATE.test(value)) return undefined
  const tooEarly = window.from && value < window.from
  const tooLate = window.to && value > window.to
  if (!tooEarly && !tooLate) return undefined
  const span =
    window.from && window.to
      ? `${window.from} to ${window.to}`
      : window.to
        ? `up to ${window.to}`
        : `from ${window.from}`
  return `is ${value}, but should be ${window.means} (${span})${meant(value, window, today)}`
}

/** What a date field should hold, in an editor's words. */
export const DATE_MEANS = `a date written year-month-day, like 2026-10-14, between ${YEARS.first} and ${YEARS.last}`

/**
 * What is wrong with a date field's text, for a message after the field's name, or undefined when it is a real day
 * in the site's years and in the window of its kind (if it has one) on `today`.
 */
export function dateProblem(value: string, today: string, kind?: DateWindowKind, opened?: string): string | undefined {
  if (!ISO_DATE.test(value))
    return dateFormProblem(value, today) ?? `is ${JSON.stringify(value)}, but should be ${DATE_MEANS}`
  return kind && dateWindowProblem(value, dateWindow(kind, today, opened), today)
}
