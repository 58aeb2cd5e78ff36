import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import ExternalLink from "../external-link"
import type { HomeContent } from "./types"
import * as styles from "./home-blocks.module.css"

/** The invitation to book: the booking portal in a new tab, or a call. */
const BookingCta = ({ heading, body, buttonLabel }: HomeContent["cta"]) => {
  const { site } = useSiteFacts()
  return (
    <section aria-labelledby="book-cta" className={`${styles.block} ${styles.cta}`}>
      <h2 id="book-cta">{heading}</h2>
      <p>{body}</p>
      <div className={styles.actions}>
        <ExternalLink href={site.bookingUrl} className={styles.primaryButton}>
          {buttonLabel}
        </ExternalLink>
        <a href={`tel:${site.phone.e164}`} className={styles.lightButton}>
          {site.labels.call} {site.phone.display}
        </a>
      </div>
    </section>
  )
}

export default BookingCta
