import * as React from "react"
import { upcomingChanges } from "../../lib/calendar"
import { useClinicDay } from "../../hooks/use-clinic-day"
import { useSiteFacts } from "../../hooks/use-site-facts"
import HoursView from "./hours-view"

/**
 * The clinic's opening hours, then the holidays and closures of the next five weeks, counted from the visitor's day:
 * the build's in the static HTML.
 */
const HoursList = ({ className }: { className?: string }) => {
  const { site, calendar } = useSiteFacts()
  const today = useClinicDay(calendar.builtOn)
  return <HoursView week={site.hours} changes={upcomingChanges(calendar.days, today)} className={className} />
}

export default HoursList
