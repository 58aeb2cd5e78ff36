// The days the clinic's hours differ from its regular week: the public holidays it closes on (or opens other hours
// on) and its one-off closures, as content/holidays.yaml lists them. The build works out their dates for two years
// ahead (src/node/holidays.ts); these functions choose, on the day a visitor looks, what applies.
import { formatTime } from "./hours"
import * as wording from "./wording"

/** A day, or a run of days, with other hours than the regular week's; closed when it has no hours. */
export interface SpecialDays extends SpecialHours {
  /** As the hours list shows it, written at the build so the browser need not: "Friday, December 25" */
  dates: string
  /** "closed (Christmas Day)", "10:00 AM – 2:00 PM (Christmas Eve)" */
  change: string
}

/** What a special day's hours are, without its words. */
export interface SpecialHours {
  /** The first day, year-month-day as content dates are written */
  from: string
  /** The last day: the same as `from` for one day */
  to: string
  /** 24-hour "HH:MM"; absent when closed */
  opens?: string | null
  closes?: string | null
  /** What it is for, as it reads after "Closed today for": "Christmas Day", "staff training" */
  reason: string
}

/** What the build hands the pages: the day it was made, and the special days from then on, in date order. */
export interface ClinicCalendar {
  builtOn: string
  days: SpecialDays[]
}

/** How far ahead the hours list shows changes: five weeks, so Christmas shows from late November. */
export const UPCOMING_DAYS = 35

const DAY_MS = 86_400_000

/** A calendar day as the instant it starts in UTC: date arithmetic with no time zone or daylight saving in it. */
export const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number) => new Date(utcOf(day) + count * DAY_MS).toISOString().slice(0, 10)

let clockFormat: Intl.DateTimeFormat | undefined

/** The clinic's wall clock at `instant`: its day (year-month-day in Toronto) and minutes since midnight, DST included. */
export function clinicClock(instant = new Date()): { day: string; minutes: number } {
  clockFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
  const part = Object.fromEntries(clockFormat.formatToParts(instant).map(({ type, value }) => [type, value]))
  return { day: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) }
}

/** The clinic's day at `instant`: what the pages show and hide by. */
export const clinicDay = (instant = new Date()) => clinicClock(instant).day

let dayFormat: Intl.DateTimeFormat | undefined

/** "Friday, December 25" */
export const formatDay = (day: string) =>
  (dayFormat ??= new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  })).format(utcOf(day))

/** "Friday, December 25", or "Monday, December 28 – Thursday, December 31" for a run of days. */
export const formatDays = ({ from, to }: Pick<SpecialDays, "from" | "to">) =>
  from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`

/** The changes from `today` to `ahead` days on, in date order: what the hours list shows under the week. */
export const upcomingChanges = <T extends Pick<SpecialDays, "from" | "to">>(
  days: readonly T[],
  today: string,
  ahead = UPCOMING_DAYS,
) => days.filter(special => special.to >= today && special.from < addDays(today, ahead))

/**
 * The changes that start within a year and a day of `today`: what /contact tells search engines and the CMS's
 * holidays preview lists.
 */
export const yearAhead = <T extends Pick<SpecialDays, "from">>(days: readonly T[], today: string) =>
  days.filter(special => special.from <= addDays(today, 366))

/** How long a build stays right without another: two years, so even a build on December 31 covers the next year. */
const HORIZON_DAYS = 2 * 366

interface Hours {
  opens?: string | null
  closes?: string | null
}

/** content/holidays.yaml, its dates of type `D` as the reader gives them. */
export interface CalendarContent<D> {
  holidays?: ReadonlyArray<Hours & { holiday?: string | null }> | null
  closures?: ReadonlyArray<Hours & { from?: D; to?: D; reason?: string | null }> | null
}

/** A special day with its hours, if it has any, and its words for the hours list. */
function specialDays(from: string, to: string, { opens, closes }: Hours, reason: string): SpecialDays {
  const hours = opens && closes ? { opens, closes } : {}
  const shown = opens && closes ? `${formatTime(opens)} – ${formatTime(closes)}` : null
  return { from, to, ...hours, reason, dates: formatDays({ from, to }), change: wording.changedHours(shown, reason) }
}

/**
 * The special days from `today` on, in date order: each chosen holiday's date in this year and the next two (from
 * `holidaysIn`, Ontario's calendar), and each closure still to come or under way. A closure wins over a holiday it
 * covers, which is then left out. The build makes it (src/node/holidays.ts), and so does the CMS's preview.
 */
export function calendarFrom<D>(
  content: CalendarContent<D>,
  today: string,
  holidaysIn: (year: number) => ReadonlyArray<{ date: string; name: string }>,
  dayOf: (value: D) => string,
): ClinicCalendar {
  const horizon = addDays(today, HORIZON_DAYS)
  const chosen = new Map((content.holidays ?? []).map(entry => [entry.holiday, entry]))
  const closures: SpecialDays[] = (content.closures ?? []).flatMap(closure => {
    if (!closure.from) return []
    const from = dayOf(closure.from)
    return [specialDays(from, closure.to ? dayOf(closure.to) : from, closure, closure.reason ?? "")]
  })
  const year = Number(today.slice(0, 4))
  const holidays: SpecialDays[] = [year, year + 1, year + 2].flatMap(inYear =>
    holidaysIn(inYear).flatMap(({ date, name }) => {
      const entry = chosen.get(name)
      if (!entry || closures.some(closure => closure.from <= date && date <= closure.to)) return []
      return [specialDays(date, date, entry, name)]
    }),
  )
  const days = [...closures, ...holidays]
    .filter(special => special.to >= today && special.from <= horizon)
    .sort((a, b) => a.from.localeCompare(b.from))
  return { builtOn: today, days }
}
