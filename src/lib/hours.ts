// Opening hours as the clinic states them in content/site.yaml, grouped for display.

export interface DayHours {
  day: string
  /** 24-hour "HH:MM"; absent on a closed day */
  opens?: string | null
  closes?: string | null
}

export interface HoursRow {
  /** "Monday – Friday" or "Saturday" */
  days: string
  /** "10:00 AM – 7:00 PM", or null when closed */
  hours: string | null
}

/** "19:00" → "7:00 PM" */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number)
  const suffix = hours < 12 ? "AM" : "PM"
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12
  return `${twelveHour}:${String(minutes).padStart(2, "0")} ${suffix}`
}

/** "10:00 AM – 7:00 PM", or null when closed */
export const hoursOf = ({ opens, closes }: { opens?: string | null; closes?: string | null }) =>
  opens && closes ? `${formatTime(opens)} – ${formatTime(closes)}` : null

/**
 * Consecutive days with the same hours become one row: Monday – Friday, Saturday, Sunday. In English by default;
 * a page in another language passes its own words for a day's hours and a weekday's name.
 */
export function groupHours(
  week: readonly DayHours[],
  words: { hours: (day: DayHours) => string | null; day: (englishDay: string) => string } = {
    hours: hoursOf,
    day: englishDay => englishDay,
  },
): HoursRow[] {
  const rows: Array<{ first: string; last: string; hours: string | null }> = []
  for (const day of week) {
    const hours = words.hours(day)
    const previous = rows[rows.length - 1]
    if (previous && previous.hours === hours) previous.last = day.day
    else rows.push({ first: day.day, last: day.day, hours })
  }
  return rows.map(({ first, last, hours }) => ({
    days: first === last ? words.day(first) : `${words.day(first)} – ${words.day(last)}`,
    hours,
  }))
}
