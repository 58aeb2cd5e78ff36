import * as React from "react"
import type { SpecialHours } from "../lib/calendar"
import type { DayHours } from "../lib/hours"
import { openStatus, type OpenStatus } from "../lib/open-now"

/**
 * Whether the clinic is open, from the visitor's clock, the clinic's time zone and its holidays and closures, asked
 * again every minute: null in the static HTML and while React attaches to it, so a static page never shows a stale
 * status.
 */
export function useOpenStatus(week: readonly DayHours[], special: readonly SpecialHours[]): OpenStatus | null {
  const [status, setStatus] = React.useState<OpenStatus | null>(null)
  React.useEffect(() => {
    const update = () => setStatus(openStatus(week, new Date(), special))
    update()
    const timer = setInterval(update, 60_000)
    return () => clearInterval(timer)
  }, [week, special])
  return status
}
