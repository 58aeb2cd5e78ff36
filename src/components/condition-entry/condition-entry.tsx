import * as React from "react"
import { graphql, Link } from "gatsby"
import Picture from "../picture"
import * as wording from "../../lib/wording"
import * as styles from "./condition-entry.module.css"

export const query = graphql`
  fragment ConditionEntry on ConditionPageYaml {
    slug
    title
    path
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

/**
 * One condition on its category's page, anchored by its slug so /conditions/<category>#<slug> lands on it, and
 * leading to its own page: its title, and a link after its lists.
 */
const ConditionEntry = ({ entry }: { entry: Queries.ConditionEntryFragment }) => {
  const { slug, title, path, description, symptoms, treatments } = entry
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
          <Link to={path}>{title}</Link>
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
        <p className={styles.more}>
          <Link to={path}>{wording.readMoreAbout(title)}</Link>
        </p>
      </div>
    </section>
  )
}

export default ConditionEntry
