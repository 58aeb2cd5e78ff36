import * as React from "react"
import type { SpecialDays } from "../../lib/calendar"
import { groupHours, type DayHours } from "../../lib/hours"
import * as wording from "../../lib/wording"
import * as styles from "./hours-list.module.css"

interface HoursViewProps {
  week: readonly DayHours[]
  /** The holidays and closures to list under the week, in date order */
  changes: ReadonlyArray<Pick<SpecialDays, "from" | "dates" | "change">>
  className?: string
}

/** The regular week as day ranges (Monday – Friday, Saturday, Sunday), then the changes coming up, if any. */
const HoursView = ({ week, changes, className }: HoursViewProps) => (
  <>
    <dl className={className ? `${styles.hours} ${className}` : styles.hours}>
      {groupHours(week).map(row => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours ?? wording.closed}</dd>
        </div>
      ))}
    </dl>
    {changes.length > 0 && (
      <div className={styles.changes} data-hours-changes="">
        <p className={styles.changesHeading}>{wording.hoursChanges}</p>
        <ul>
          {changes.map(change => (
            <li key={change.from}>
              <span className={styles.day}>{change.dates}</span>: {change.change}
            </li>
          ))}
        </ul>
      </div>
    )}
  </>
)

export default HoursView
