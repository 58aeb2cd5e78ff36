import * as React from "react"
import { graphql, Link } from "gatsby"
import * as styles from "./booking-notes.module.css"

export const query = graphql`
  fragment BookingNotes on FaqYaml {
    firstVisit {
      heading
      points
      link {
        label
        path
      }
    }
    directBilling {
      heading
      note
      link {
        label
        path
      }
    }
  }
`

interface BookingNotesProps {
  notes: Queries.BookingNotesFragment
  /** The level of the notes' headings: one below the heading of the block they are in */
  headingLevel: 2 | 3
  /** On the home page's dark call-to-action band */
  onDark?: boolean
}

/** What a patient wants to know beside the booking button: what the first visit is like, and direct billing. */
const BookingNotes = ({ notes: { firstVisit, directBilling }, headingLevel, onDark = false }: BookingNotesProps) => {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={onDark ? styles.onDark : styles.notes}>
      <div className={styles.note}>
        <Heading className={styles.heading}>{firstVisit.heading}</Heading>
        <ul className={styles.points}>
          {firstVisit.points.map(point => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Link to={firstVisit.link.path} className={styles.link}>
          {firstVisit.link.label}
        </Link>
      </div>
      <div className={styles.note}>
        <Heading className={styles.heading}>{directBilling.heading}</Heading>
        <p>{directBilling.note}</p>
        <Link to={directBilling.link.path} className={styles.link}>
          {directBilling.link.label}
        </Link>
      </div>
    </div>
  )
}

export default BookingNotes
