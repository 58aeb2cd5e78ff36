import * as React from "react"
import ExternalLink from "../external-link"
import * as health from "../../lib/health-wording"
import * as wording from "../../lib/wording"
import * as buttons from "../../styles/buttons.module.css"
import * as styles from "./book-assessment.module.css"

interface BookAssessmentProps {
  /** The condition's own booking page, or the clinic's */
  bookingUrl: string
  phone: Queries.PhoneNumber
}

/** The way from a page of health information to an appointment: the booking portal, and the phone beside it. */
const BookAssessment = ({ bookingUrl, phone }: BookAssessmentProps) => (
  <div className={styles.actions}>
    <ExternalLink href={bookingUrl} className={`${buttons.button} ${buttons.primary}`}>
      {health.bookAssessment}
    </ExternalLink>
    <a href={`tel:${phone.e164}`} className={`${buttons.button} ${buttons.secondary}`}>
      {wording.callNumber(phone.display)}
    </a>
  </div>
)

export default BookAssessment
