import * as React from "react"
import BookingActions from "../booking-actions"
import type { HomeContent } from "./types"
import * as styles from "./home-blocks.module.css"

/** The invitation to book: the booking portal in a new tab, or a call. */
const BookingCta = ({ heading, body, buttonLabel }: HomeContent["cta"]) => (
  <section aria-labelledby="book-cta" className={`${styles.block} ${styles.cta}`}>
    <h2 id="book-cta">{heading}</h2>
    <p>{body}</p>
    <BookingActions variant="band" bookLabel={buttonLabel} />
  </section>
)

export default BookingCta
