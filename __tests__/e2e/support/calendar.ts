// The clinic's calendar as the build made it today, from content/holidays.yaml and content/notices.yaml, and the
// moments the browser tests set the page's clock to: the next Christmas, New Year's Day and Good Friday, the next
// one-off closure and an ordinary weekday, each at 11:00 in Toronto.
import { addDays, clinicDay, upcomingChanges } from "../../../src/lib/calendar"
import { describeOpenStatus, openStatus, specialOn } from "../../../src/lib/open-now"
import { buildCalendar, holidaysIn, type HolidaysContent } from "../../../src/node/holidays"
import { noticesAhead, type NoticesContent } from "../../../src/node/notices"
import { readContent, site } from "./content"

const today = clinicDay()

export const calendar = buildCalendar(readContent<HolidaysContent>("holidays.yaml"), today)
export const notices = noticesAhead(readContent<NoticesContent>("notices.yaml"), today)

/** 11:00 on `day` in Toronto, in winter or summer time, as the instant it is. */
export function elevenOn(day: string): Date {
  for (const offset of ["-05:00", "-04:00"]) {
    const instant = new Date(`${day}T11:00:00${offset}`)
    if (
      new Intl.DateTimeFormat("en-US", { timeZone: "America/Toronto", hour: "numeric", hourCycle: "h23" }).format(
        instant,
      ) === "11"
    )
      return instant
  }
  throw new Error(`no 11:00 on ${day} in Toronto`)
}

/** The next date of a holiday from `today`, from Ontario's calendar. */
function nextHoliday(name: string): string {
  const year = Number(today.slice(0, 4))
  const found = [year, year + 1].flatMap(holidaysIn).find(holiday => holiday.name === name && holiday.date >= today)
  if (!found) throw new Error(`Ontario's calendar has no ${name} ahead`)
  return found.date
}

/** The first weekday from a week on with no special day: an ordinary day. */
function ordinaryWeekday(): string {
  for (let ahead = 7; ; ahead++) {
    const day = addDays(today, ahead)
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
    if (weekday >= 1 && weekday <= 5 && !specialOn(calendar.days, day)) return day
  }
}

/** The first day of the first one-off closure still ahead in content/holidays.yaml, if there is one. */
const closures = readContent<HolidaysContent>("holidays.yaml").closures ?? []
const closure = calendar.days.find(day => closures.some(entry => entry.reason === day.reason))

export const MOMENTS: Array<{ name: string; day: string; closedFor?: string }> = [
  { name: "Christmas Day", day: nextHoliday("Christmas Day") },
  { name: "New Year's Day", day: nextHoliday("New Year's Day") },
  { name: "Good Friday", day: nextHoliday("Good Friday") },
  ...(closure ? [{ name: `a one-off closure (${closure.reason})`, day: closure.from }] : []),
  { name: "an ordinary weekday", day: ordinaryWeekday() },
]

/** What the page must say at 11:00 on `day`: the open-now line, and the changes listed under the week. */
export function expectedOn(day: string) {
  const special = specialOn(calendar.days, day)
  return {
    status: describeOpenStatus(openStatus(site.hours, elevenOn(day), calendar.days)),
    closedFor: special && !special.opens ? special.reason : undefined,
    changes: upcomingChanges(calendar.days, day).map(change => `${change.dates}: ${change.change}`),
  }
}
