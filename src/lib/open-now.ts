// Whether the clinic is open at a moment, in the clinic's own time zone, from the hours in site.yaml.
import { formatTime, type DayHours } from "./hours"
import * as wording from "./wording"

const CLINIC_TIME_ZONE = "America/Toronto"

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number)
  return hours * 60 + minutes
}

/** The weekday and minutes since midnight on the clinic's wall clock at `instant` (DST included). */
export function clinicClock(instant: Date, timeZone = CLINIC_TIME_ZONE): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant)
  const part = (type: string) => parts.find(p => p.type === type)?.value ?? ""
  return { weekday: WEEKDAYS.indexOf(part("weekday")), minutes: Number(part("hour")) * 60 + Number(part("minute")) }
}

type OpenStatus =
  { open: true; closes: string } | { open: false; opens: { time: string; day: "today" | "tomorrow" | string } | null }

/**
 * Open from `opens` up to but not including `closes`: at 10:00 a 10:00 opening is open, at 19:00 a
 * 19:00 closing is closed. When closed, the next opening: later today, tomorrow, or a named weekday.
 */
export function openStatus(week: readonly DayHours[], instant: Date, timeZone = CLINIC_TIME_ZONE): OpenStatus {
  const { weekday, minutes } = clinicClock(instant, timeZone)
  const hoursOn = (day: number) => week.find(d => d.day === WEEKDAYS[day % 7])
  const today = hoursOn(weekday)
  if (today?.opens && today.closes) {
    if (minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes))
      return { open: true, closes: today.closes }
    if (minutes < minutesOf(today.opens)) return { open: false, opens: { time: today.opens, day: "today" } }
  }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = hoursOn(weekday + ahead)
    if (day?.opens && day.closes) {
      return {
        open: false,
        opens: { time: day.opens, day: ahead === 1 ? "tomorrow" : WEEKDAYS[(weekday + ahead) % 7] },
      }
    }
  }
  return { open: false, opens: null }
}

/** "Open now · closes at 7:00 PM", "Closed now · opens tomorrow at 9:00 AM", "Closed now · opens Monday at 10:00 AM" */
export function describeOpenStatus(status: OpenStatus): string {
  if (status.open) return wording.openClosesAt(formatTime(status.closes))
  if (!status.opens) return wording.closedNow
  return wording.closedOpensAt(status.opens.day, formatTime(status.opens.time))
}
