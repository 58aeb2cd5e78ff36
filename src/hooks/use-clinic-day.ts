import * as React from "react"
import { clinicDay } from "../lib/calendar"

/** Asks again every minute: the day changes at midnight in Toronto, and a page may stay open past it. */
function everyMinute(onChange: () => void) {
  const timer = setInterval(onChange, 60_000)
  return () => clearInterval(timer)
}

/**
 * The clinic's day (year-month-day in Toronto) as the visitor's clock has it. The static HTML carries the day of
 * the build, and so does hydration (to match it); React then renders again with the visitor's day if it differs.
 */
export function useClinicDay(builtOn: string) {
  return React.useSyncExternalStore(everyMinute, clinicDay, () => builtOn)
}
