import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import ExternalLink from "../external-link"
import Icon from "../icon"
import * as styles from "./booking-actions.module.css"

/** The two ways to book: the online portal in a new tab, or a call to the front desk. */
const BookingActions = () => {
  const { site } = useSiteFacts()
  return (
    <div className={styles.actions}>
      <ExternalLink href={site.bookingUrl} className={styles.primary}>
        {site.labels.bookOnline}
        <Icon name="external" />
      </ExternalLink>
      <a href={`tel:${site.phone.e164}`} className={styles.secondary}>
        <Icon name="phone" />
        {site.labels.call} {site.phone.display}
      </a>
    </div>
  )
}

export default BookingActions
