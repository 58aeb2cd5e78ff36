import * as React from "react"
import BookingActions from "../booking-actions"
import BookingNotes from "../booking-notes"
import type { HomeContent } from "./types"
import * as styles from "./home-blocks.module.css"

type BookingCtaProps = HomeContent["cta"] & {
  notes: Queries.BookingNotesFragment
  fees: Queries.FirstVisitFeeFragment
}

/** The invitation to book: the booking portal in a new tab, or a call; then the first visit and direct billing. */
const BookingCta = ({ heading, body, buttonLabel, notes, fees }: BookingCtaProps) => (
  <section aria-labelledby="book-cta" className={`${styles.block} ${styles.cta}`}>
    <h2 id="book-cta">{heading}</h2>
    <p>{body}</p>
    <BookingActions variant="band" bookLabel={buttonLabel} />
    <BookingNotes notes={notes} fees={fees} headingLevel={3} onDark />
  </section>
)

export default BookingCta
