import * as React from "react"
import { describeOpenStatus } from "../../lib/open-now"
import { useOpenStatus } from "../../hooks/use-open-status"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as styles from "./open-now.module.css"

/**
 * "Open now · closes at 7:00 PM", or "Closed today for Christmas Day · opens Saturday at 9:00 AM", worked out in the
 * browser from the visitor's clock, the clinic's time zone and its holidays and closures, so a static page never
 * shows a stale status. Empty in the static HTML; it keeps its
 * space so nothing moves when it fills in.
 */
const OpenNow = () => {
  const { site, calendar } = useSiteFacts()
  const status = useOpenStatus(site.hours, calendar.days)
  return (
    <p className={styles.status} data-open={status?.open} data-open-now="">
      {status && describeOpenStatus(status)}
    </p>
  )
}

export default OpenNow
