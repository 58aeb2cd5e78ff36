import * as React from "react"
import { groupHours } from "../../lib/hours"
import * as wording from "../../lib/wording"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as styles from "./hours-list.module.css"

/** The opening hours as day ranges: Monday – Friday, Saturday, Sunday. */
const HoursList = ({ className }: { className?: string }) => {
  const { site } = useSiteFacts()
  return (
    <dl className={className ? `${styles.hours} ${className}` : styles.hours}>
      {groupHours(site.hours).map(row => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours ?? wording.closed}</dd>
        </div>
      ))}
    </dl>
  )
}

export default HoursList
