import * as React from "react"
import { graphql } from "gatsby"
import Picture from "../picture"
import * as wording from "../../lib/wording"
import * as styles from "./condition-entry.module.css"

export const query = graphql`
  fragment ConditionEntry on ConditionEntry {
    slug
    title
    description
    symptoms
    treatments
    image {
      childImageSharp {
        gatsbyImageData(width: 576, aspectRatio: 1.5, sizes: "(min-width: 64rem) 18rem, 100vw")
      }
    }
  }
`

/** One condition on a group page, anchored by its slug so /conditions/<group>#<slug> lands on it. */
const ConditionEntry = ({ entry }: { entry: Queries.ConditionEntryFragment }) => {
  const { slug, title, description, symptoms, treatments } = entry
  const image = entry.image.childImageSharp?.gatsbyImageData
  const headingId = `${slug}-heading`
  const lists = [
    [wording.symptoms, symptoms],
    [wording.howWeHelp, treatments],
  ] as const
  return (
    <section id={slug} aria-labelledby={headingId} className={styles.entry}>
      {image && <Picture image={image} alt="" className={styles.image} />}
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p>{description}</p>
        <div className={styles.lists}>
          {lists.map(([heading, items]) => (
            <div key={heading}>
              <h3 className={styles.listHeading}>{heading}</h3>
              <ul className={styles.list}>
                {items.map(item => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}

export default ConditionEntry
