// Dates, times, prices and numbers on the pages in other languages (src/templates/language-page.tsx), written by
// Intl as the language writes them: its weekday and month names, its order and its way of writing a time. Written
// at the build (writeFacts, through the page's query), where Node has every language's data: browsers do not all
// carry it (Debian's Chromium writes a Punjabi Monday as "Mon"), and the page must read the same before and after
// React takes it over. The open-now line, which the browser works out, picks from what the build wrote. Always in Western (Latin) digits and the Gregorian calendar: that is what patients in Canada read on the
// clinic's phone number, its receipts and every sign around them, whatever the language's default elsewhere
// (Intl writes Marathi and Nepali in Devanagari digits, Farsi in Persian digits and its own calendar, and Urdu as
// written in India in Arabic-Indic digits).
import { addDays, utcOf } from "./calendar"
import { groupHours, type DayHours, type HoursRow } from "./hours"
import { WEEKDAYS } from "./open-now"
import type { WrittenFacts, WrittenWord } from "./open-status-in"
import { languageOfCode } from "./languages"

export { describeOpenStatusIn, wordFor, type StatusPart, type WrittenFacts, type WrittenWord } from "./open-status-in"

/** The locale Intl is given for a language, by its code: its record's (Western digits, the Gregorian calendar). */
function intlLocale(code: string) {
  const language = languageOfCode(code)
  if (!language) throw new Error(`"${code}" is not the code of a language on the site's list (src/lib/languages.ts)`)
  return language.intlLocale
}

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

/** One formatter per language and kind, made once. */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  const made = (formats.get(key) as T | undefined) ?? make()
  formats.set(key, made)
  return made
}

const timeFormat = (language: string) =>
  cached(
    `time ${language}`,
    () => new Intl.DateTimeFormat(intlLocale(language), { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  )

/** "19:00" as an instant on a fixed day in UTC, to format as a time of day with no time zone in it. */
const instantOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number)
  return Date.UTC(2024, 0, 1, hours, minutes)
}

/** "19:00" → "7:00 PM" in Punjabi, "19:00" in Spanish. */
export const formatTimeIn = (language: string, time: string) => timeFormat(language).format(instantOf(time))

/** "10:00" to "19:00" → "10:00 am – 7:00 pm" in Hindi, "10:00–19:00" in Spanish. */
export const formatHoursIn = (language: string, opens: string, closes: string) =>
  timeFormat(language).formatRange(instantOf(opens), instantOf(closes))

/** The date of a day, year-month-day, as the language writes it in full: "20 ਨਵੰਬਰ 2026". */
export const formatDateIn = (language: string, day: string) =>
  cached(
    `date ${language}`,
    () => new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeZone: "UTC" }),
  ).format(utcOf(day))

/** A day as the language names it, with its date: "viernes, 25 de diciembre". */
const formatDayIn = (language: string, day: string) =>
  cached(
    `day ${language}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(language), {
        weekday: "long",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }),
  ).format(utcOf(day))

/** A Monday in UTC, and the days after it: where each weekday's name is read from. */
const MONDAY = "2024-01-01"

/** "Monday", as site.yaml names a day, in the language: "ਸੋਮਵਾਰ". */
export function weekdayIn(language: string, englishDay: string): string {
  const index = (WEEKDAYS as readonly string[]).indexOf(englishDay)
  if (index < 0) return englishDay
  return cached(
    `weekday ${language}`,
    () => new Intl.DateTimeFormat(intlLocale(language), { weekday: "long", timeZone: "UTC" }),
  ).format(utcOf(addDays(MONDAY, index)))
}

/** A price in Canadian dollars, whole dollars without cents: "CA$130", "130 CAD". */
export const formatPriceIn = (language: string, price: number) =>
  cached(
    `price ${language} ${Number.isInteger(price)}`,
    () =>
      new Intl.NumberFormat(intlLocale(language), {
        style: "currency",
        currency: "CAD",
        ...(Number.isInteger(price) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
      }),
  ).format(price)

/** A number as the language writes it, in Western digits. */
export const formatNumberIn = (language: string, value: number) =>
  cached(`number ${language}`, () => new Intl.NumberFormat(intlLocale(language))).format(value)

/** Consecutive days with the same hours as one row, as the English pages group them, in the language. */
export const groupHoursIn = (language: string, week: readonly DayHours[]): HoursRow[] =>
  groupHours(week, {
    hours: ({ opens, closes }) => (opens && closes ? formatHoursIn(language, opens, closes) : null),
    day: englishDay => weekdayIn(language, englishDay),
  })

/** Each distinct value, once, with what `write` makes of it. */
const wordsOf = (values: readonly string[], write: (value: string) => string): WrittenWord[] =>
  [...new Set(values)].map(of => ({ of, text: write(of) }))

/** What the build writes for a page in `language`, from the same facts as the English pages. */
export function writeFacts(
  language: string,
  facts: {
    week: readonly DayHours[]
    special: ReadonlyArray<{ to: string; opens?: string | null; closes?: string | null }>
    firstVisit?: { price: number; minutes: number } | null
    checkedOn?: string | null
  },
): WrittenFacts {
  const times = [...facts.week, ...facts.special].flatMap(hours => [hours.opens, hours.closes])
  const afterClosures = facts.special.flatMap(special => [1, 2, 3, 4, 5, 6, 7].map(ahead => addDays(special.to, ahead)))
  return {
    hours: groupHoursIn(language, facts.week),
    times: wordsOf(
      times.filter((time): time is string => Boolean(time)),
      time => formatTimeIn(language, time),
    ),
    weekdays: wordsOf(WEEKDAYS, day => weekdayIn(language, day)),
    days: wordsOf(afterClosures, day => formatDayIn(language, day)),
    firstVisit: facts.firstVisit
      ? {
          price: formatPriceIn(language, facts.firstVisit.price),
          minutes: formatNumberIn(language, facts.firstVisit.minutes),
        }
      : null,
    checkedOn: facts.checkedOn ? formatDateIn(language, facts.checkedOn) : null,
  }
}
