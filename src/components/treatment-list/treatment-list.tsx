import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./treatment-list.module.css"

/** `title` is the full name; `abbreviation` the short form patients may know, e.g. "TENS". */
export const query = graphql`
  fragment TreatmentListItem on Treatment {
    slug
    title
    abbreviation
    description
  }
`

type Treatment = Queries.TreatmentListItemFragment

/** "Transcutaneous Electrical Nerve Stimulation (TENS)": the full name, then the short form patients may know. */
const TreatmentName = ({ treatment }: { treatment: Treatment }) => (
  <>
    {treatment.title}
    {treatment.abbreviation && <> ({treatment.abbreviation})</>}
  </>
)

/** The short form where there is one, expanded for anyone who hovers or asks their screen reader. */
export const TreatmentShortName = ({ treatment }: { treatment: Treatment }) =>
  treatment.abbreviation ? <abbr title={treatment.title}>{treatment.abbreviation}</abbr> : <>{treatment.title}</>

/** Every component of care, each anchored by its slug so /treatment#<slug> lands on it. */
const TreatmentList = ({ treatments }: { treatments: readonly Treatment[] }) => (
  <ul className={styles.list}>
    {treatments.map(treatment => (
      <li key={treatment.slug} id={treatment.slug} className={styles.item}>
        <h2 className={styles.title}>
          <TreatmentName treatment={treatment} />
        </h2>
        <p className={styles.description}>{treatment.description}</p>
      </li>
    ))}
  </ul>
)

export default TreatmentList
