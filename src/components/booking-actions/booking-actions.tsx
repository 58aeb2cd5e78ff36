import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as wording from "../../lib/wording"
import ExternalLink from "../external-link"
import Icon from "../icon"
import PhoneLink from "../phone-link"
import * as styles from "./booking-actions.module.css"

type Variant = "hero" | "band" | "page"

interface BookingActionsProps {
  /**
   * hero: beside the home page's heading; band: on the home page's dark call-to-action band; page: the Book
   * page's main action, larger, with icons
   */
  variant: Variant
  /** The booking button's text, when not the variant's own (Book Now; Book online on the Book page) */
  bookLabel?: string
}

const BOOK_LABELS: Record<Variant, string> = { hero: wording.bookNow, band: wording.bookNow, page: wording.bookOnline }

/** The two ways to book: the online portal in a new tab, or a call to the front desk. */
const BookingActions = ({ variant, bookLabel = BOOK_LABELS[variant] }: BookingActionsProps) => {
  const { site } = useSiteFacts()
  const icons = variant === "page"
  return (
    <div className={styles[variant]}>
      <ExternalLink href={site.bookingUrl} className={styles.book}>
        {bookLabel}
        {icons && <Icon name="external" />}
      </ExternalLink>
      <PhoneLink className={variant === "band" ? styles.callOnDark : styles.call}>
        {icons && <Icon name="phone" />}
        {wording.callNumber(site.phone.display)}
      </PhoneLink>
    </div>
  )
}

export default BookingActions
