import * as React from "react"
import { graphql, Link } from "gatsby"
import { formatPrice } from "../../lib/fees"
import { FEES_PATH } from "../../lib/paths"
import * as wording from "../../lib/wording"
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
  fragment FirstVisitFee on FeesYaml {
    visits {
      name
      minutes
      price
    }
  }
`

interface BookingNotesProps {
  notes: Queries.BookingNotesFragment
  /** The fee table, whose first row is the first visit (content/fees.yaml) */
  fees: Queries.FirstVisitFeeFragment
  /** The level of the notes' headings: one below the heading of the block they are in */
  headingLevel: 2 | 3
  /** On the home page's dark call-to-action band */
  onDark?: boolean
}

/**
 * What a patient wants to know beside the booking button: what the first visit is like and what it costs, with
 * the way to every fee, and direct billing.
 */
const BookingNotes = ({
  notes: { firstVisit, directBilling },
  fees,
  headingLevel,
  onDark = false,
}: BookingNotesProps) => {
  const Heading = `h${headingLevel}` as const
  const [visit] = fees.visits
  return (
    <div className={onDark ? styles.onDark : styles.notes}>
      <div className={styles.note}>
        <Heading className={styles.heading}>{firstVisit.heading}</Heading>
        <ul className={styles.points}>
          {firstVisit.points.map(point => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        {visit && (
          <p>
            <strong>{wording.visitFee(visit.name, visit.minutes, formatPrice(visit.price))}</strong>
          </p>
        )}
        <p>
          <Link to={firstVisit.link.path} className={styles.link}>
            {firstVisit.link.label}
          </Link>
        </p>
        <Link to={FEES_PATH} className={styles.link}>
          {wording.feesAndCoverage}
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
