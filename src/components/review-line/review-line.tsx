import * as React from "react"
import { graphql, Link } from "gatsby"
import * as health from "../../lib/health-wording"
import { teamMemberPath } from "../../lib/paths"
import * as styles from "./review-line.module.css"

export const query = graphql`
  fragment ReviewLine on HealthReview {
    lastReviewed(formatString: "MMMM D, YYYY")
    lastReviewedIso: lastReviewed(formatString: "YYYY-MM-DD")
    nextReview(formatString: "MMMM YYYY")
    nextReviewIso: nextReview(formatString: "YYYY-MM-DD")
    writer {
      slug
      name
      role
    }
    reviewer {
      slug
      name
      role
    }
  }
`

interface ReviewLineProps {
  review: Queries.ReviewLineFragment
  /** Who wrote the page when no one on the team is named: the clinic */
  clinicName: string
}

/**
 * Who wrote a page of health information, who checked it and when, and when it is due to be checked again: the
 * reviewer's name leads to their profile on Our Team.
 */
const ReviewLine = ({ review, clinicName }: ReviewLineProps) => {
  const { writer, reviewer } = review
  return (
    <p className={styles.review}>
      <span>
        {health.writtenBy}{" "}
        {writer ? (
          <>
            <Link to={teamMemberPath(writer.slug)}>{writer.name}</Link>, {writer.role}
          </>
        ) : (
          clinicName
        )}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        {health.reviewedBy} <Link to={teamMemberPath(reviewer.slug)}>{reviewer.name}</Link>, {reviewer.role}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        {health.lastReviewed} <time dateTime={review.lastReviewedIso}>{review.lastReviewed}</time>
      </span>
      <span aria-hidden="true">·</span>
      <span>
        {health.nextReviewDue} <time dateTime={review.nextReviewIso.slice(0, 7)}>{review.nextReview}</time>
      </span>
    </p>
  )
}

export default ReviewLine
