import * as React from "react"
import { reviewerNotes, type HealthDraft } from "./health"
import * as styles from "./reviewer-notes.module.css"

/**
 * Above a page of health information in the preview, for the clinician who reviews it and never on the site: the
 * must-not-miss signs of its regions that the page sets aside, each with its reason, and what the build would
 * refuse in its signs.
 */
const ReviewerNotes = ({ draft }: { draft: HealthDraft }) => {
  const { setAside, problems } = reviewerNotes(draft)
  return (
    <aside className={styles.notes} aria-labelledby="reviewer-notes">
      <h2 id="reviewer-notes" className={styles.heading}>
        For the page&apos;s reviewer: not shown on the site
      </h2>
      {problems.length > 0 && (
        <ul className={styles.problems}>
          {problems.map(problem => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <h3 className={styles.subheading}>Must-not-miss signs set aside on this page</h3>
      {setAside.length === 0 ? (
        <p>None: the page shows every must-not-miss sign of its regions.</p>
      ) : (
        <dl className={styles.setAside}>
          {setAside.map(({ sign, text, reason }) => (
            <div key={sign}>
              <dt>{text}</dt>
              <dd>{reason || "No reason given yet."}</dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  )
}

export default ReviewerNotes
