// The clinic's calendar, made at build time from content/holidays.yaml: the dates of the Ontario public holidays
// it closes on (or opens other hours on), from the date-holidays library, and its one-off closures and changed
// hours, for two years from the day of the build. The pages choose from it on the day a visitor looks
// (src/lib/calendar.ts), so a page built in November is still right the next December.
import Holidays from "date-holidays"
import { calendarFrom, type CalendarContent } from "../lib/calendar"

/**
 * Ontario's public holidays (date-holidays' region CA-ON: its public and optional ones, which are the nine statutory
 * holidays, the Civic Holiday, Easter Monday and Remembrance Day), and the two eves clinics often shorten.
 */
function ontarioCalendar() {
  const holidays = new Holidays("CA", "ON", { types: ["public", "optional"] })
  holidays.setHoliday("12-24", { name: "Christmas Eve", type: "optional" })
  holidays.setHoliday("12-31", { name: "New Year's Eve", type: "optional" })
  return holidays
}

const ontario = ontarioCalendar()

/** Every holiday's date in `year`, year-month-day, in date order. */
export const holidaysIn = (year: number) =>
  ontario.getHolidays(year).map(holiday => ({ date: holiday.date.slice(0, 10), name: holiday.name }))

/** The holidays a clinic can choose to close on or open other hours on, in calendar order. */
export const HOLIDAY_NAMES: readonly string[] = holidaysIn(2026).map(holiday => holiday.name)

/** content/holidays.yaml as read: dates as the YAML reader gives them (js-yaml makes them Dates). */
export type HolidaysContent = CalendarContent<unknown>

/** The special days from `today` on, for two years, with Ontario's holidays from the library. */
export const buildCalendar = (content: HolidaysContent, today: string) =>
  calendarFrom(content, today, holidaysIn, isoDay)

/** A date as a content file holds it (js-yaml reads 2026-03-03 as a Date), year-month-day. */
export const isoDay = (value: unknown) =>
  (value instanceof Date ? value : new Date(String(value))).toISOString().slice(0, 10)
