import * as React from "react"
import { addDays, calendarFrom, clinicDay, type CalendarContent } from "../../lib/calendar"
import * as wording from "../../lib/wording"
import HoursView from "../../components/hours-list/hours-view"
import { entryData, type PreviewProps } from "./decap"
import { facts } from "./facts"
import PreviewMain from "./preview-main"

/**
 * holidays.yaml as the hours show it: the regular week, then every change of the coming year, each of which the site
 * lists under the week for the five weeks before it. Holiday dates come from Ontario's calendar, read at the build.
 */
const HolidaysPreview = (props: PreviewProps) => {
  const content = entryData<CalendarContent<string>>(props)
  const today = clinicDay()
  const { days } = calendarFrom(content, today, year => facts.holidays[year] ?? [], String)
  const yearAhead = days.filter(special => special.from <= addDays(today, 366))
  return (
    <PreviewMain>
      <h2>{wording.openingHours}</h2>
      <HoursView week={facts.hours} changes={yearAhead} />
    </PreviewMain>
  )
}

export default HolidaysPreview
