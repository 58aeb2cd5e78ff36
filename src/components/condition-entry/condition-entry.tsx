import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import Picture from "../picture"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as styles from "./condition-entry.module.css"

interface ConditionEntryProps {
  slug: string
  title: string
  description: string
  symptoms: readonly string[]
  treatments: readonly string[]
  image?: IGatsbyImageData | null
}

/** One condition on a group page, anchored by its slug so /conditions/<group>#<slug> lands on it. */
const ConditionEntry = ({ slug, title, description, symptoms, treatments, image }: ConditionEntryProps) => {
  const { site } = useSiteFacts()
  const headingId = `${slug}-heading`
  return (
    <section id={slug} aria-labelledby={headingId} className={styles.entry}>
      {image && <Picture image={image} alt="" className={styles.image} />}
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p>{description}</p>
        <div className={styles.lists}>
          <div>
            <h3 className={styles.listHeading}>{site.labels.symptoms}</h3>
            <ul className={styles.list}>
              {symptoms.map(symptom => (
                <li key={symptom}>{symptom}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className={styles.listHeading}>{site.labels.howWeHelp}</h3>
            <ul className={styles.list}>
              {treatments.map(treatment => (
                <li key={treatment}>{treatment}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}

export default ConditionEntry
