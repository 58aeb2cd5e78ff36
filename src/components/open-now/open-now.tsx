import * as React from "react"
import { describeOpenStatus, openStatus } from "../../lib/open-now"
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
  const [status, setStatus] = React.useState<{ text: string; open: boolean } | null>(null)
  React.useEffect(() => {
    const update = () => {
      const current = openStatus(site.hours, new Date(), calendar.days)
      setStatus({ text: describeOpenStatus(current), open: current.open })
    }
    update()
    const timer = setInterval(update, 60_000)
    return () => clearInterval(timer)
  }, [site, calendar])
  return (
    <p className={styles.status} data-open={status?.open} data-open-now="">
      {status?.text}
    </p>
  )
}

export default OpenNow
