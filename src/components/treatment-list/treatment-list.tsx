import * as React from "react"
import * as styles from "./treatment-list.module.css"

export interface Treatment {
  readonly slug: string
  /** The full name */
  readonly title: string
  /** The short form, e.g. "TENS" */
  readonly abbreviation?: string | null
  readonly description: string
}

/** "Transcutaneous Electrical Nerve Stimulation (TENS)": the full name, then the short form patients may know. */
export const TreatmentName = ({ treatment }: { treatment: Treatment }) => (
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
