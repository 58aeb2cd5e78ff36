// Whether the clinic is open at a moment, on its own wall clock in Toronto, from the hours in site.yaml and the
// special days of holidays.yaml (src/lib/calendar.ts).
import { addDays, clinicClock, formatDay, utcOf, type SpecialHours } from "./calendar"
import { formatTime, type DayHours } from "./hours"
import * as wording from "./wording"

/** The days of the week as site.yaml names them, in its order: the one list the content model and the pages use. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const

/** 0 for Monday to 6 for Sunday: a day's place in WEEKDAYS. */
export const weekdayOf = (day: string) => (new Date(utcOf(day)).getUTCDay() + 6) % 7

/** "Monday": the day of the week of a day, year-month-day, as site.yaml names it. */
export const weekdayNameOf = (day: string) => WEEKDAYS[weekdayOf(day)]

/** The special day `day` falls in, if any. */
export const specialOn = (days: readonly SpecialHours[], day: string) =>
  days.find(special => special.from <= day && day <= special.to)

/** The hours on `day`: its special day's, with the reason, or the regular week's. */
export function hoursOn(
  week: readonly DayHours[],
  days: readonly SpecialHours[],
  day: string,
): { opens?: string | null; closes?: string | null; reason?: string } {
  const special = specialOn(days, day)
  if (special) return special
  return week.find(regular => regular.day === weekdayNameOf(day)) ?? {}
}

/** How far the next opening is looked for: past any closure a clinic would make. */
const MAX_DAYS_AHEAD = 60

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number)
  return hours * 60 + minutes
}

export type OpenStatus =
  | { open: true; closes: string }
  | {
      open: false
      /** Why it is closed all day today, when a holiday or closure closes it */
      closedFor?: string
      /** Its day in words ("tomorrow", "Saturday", "Friday, December 25"), and its date for another language's */
      opens: { time: string; day: "today" | "tomorrow" | string; date: string; daysAhead: number } | null
    }

/** "tomorrow", a weekday within the week, or the date beyond it. */
function nameDay(day: string, ahead: number) {
  if (ahead === 1) return "tomorrow"
  return ahead < 7 ? weekdayNameOf(day) : formatDay(day)
}

/**
 * Open from `opens` up to but not including `closes`: at 10:00 a 10:00 opening is open, at 19:00 a 19:00 closing
 * is closed. A special day's hours replace its weekday's. When closed, the next opening, past closed days: later
 * today, tomorrow, a weekday, or a date more than a week on.
 */
export function openStatus(
  week: readonly DayHours[],
  instant: Date,
  special: readonly SpecialHours[] = [],
): OpenStatus {
  const { day, minutes } = clinicClock(instant)
  const today = hoursOn(week, special, day)
  if (today.opens && today.closes) {
    if (minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes))
      return { open: true, closes: today.closes }
    if (minutes < minutesOf(today.opens))
      return { open: false, opens: { time: today.opens, day: "today", date: day, daysAhead: 0 } }
  }
  const closedFor = !today.opens && today.reason ? { closedFor: today.reason } : {}
  for (let ahead = 1; ahead <= MAX_DAYS_AHEAD; ahead++) {
    const next = addDays(day, ahead)
    const hours = hoursOn(week, special, next)
    if (hours.opens && hours.closes)
      return {
        open: false,
        ...closedFor,
        opens: { time: hours.opens, day: nameDay(next, ahead), date: next, daysAhead: ahead },
      }
  }
  return { open: false, ...closedFor, opens: null }
}

/**
 * "Open now · closes at 7:00 PM", "Closed now · opens tomorrow at 9:00 AM", "Closed today for Christmas Day · opens
 * Saturday at 9:00 AM"
 */
export function describeOpenStatus(status: OpenStatus): string {
  if (status.open) return wording.openClosesAt(formatTime(status.closes))
  const closed = status.closedFor ? wording.closedTodayFor(status.closedFor) : wording.closedNow
  return status.opens ? wording.closedOpensAt(closed, status.opens.day, formatTime(status.opens.time)) : closed
}
