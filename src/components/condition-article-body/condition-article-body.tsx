import * as React from "react"
import { graphql } from "gatsby"
import MedicalNote from "../medical-note"
import PageHeader from "../page-header"
import Picture from "../picture"
import * as wording from "../../lib/wording"
import * as styles from "./condition-article-body.module.css"

export const query = graphql`
  fragment ConditionArticleBody on ConditionArticle {
    symptoms
    treatmentGroups {
      title
      points
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.5, sizes: "(min-width: 64rem) 26rem, 100vw")
      }
    }
  }
`

interface ConditionArticleBodyProps {
  /** The category's title, the page's h1 */
  heading: string
  /** The category's description, one paragraph or more */
  intro: readonly string[]
  article: Queries.ConditionArticleBodyFragment
  /** site.yaml's note that the page is general information */
  medicalNote: string
}

/**
 * A condition category written as one long article (post-operative, vestibular, TMJ): its introduction beside
 * the image, the symptoms, then the numbered groups of treatment. The page's template and the CMS's preview both
 * render it.
 */
const ConditionArticleBody = ({ heading, intro, article, medicalNote }: ConditionArticleBodyProps) => {
  const image = article.image.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.article}>
      <div className={styles.intro}>
        <div>
          <PageHeader heading={heading} intro={intro} />
          <MedicalNote note={medicalNote} />
        </div>
        {image && <Picture image={image} alt="" loading="eager" className={styles.image} />}
      </div>
      <section aria-labelledby="symptoms" className={styles.section}>
        <h2 id="symptoms">{wording.symptoms}</h2>
        <ul className={styles.symptoms}>
          {article.symptoms.map(symptom => (
            <li key={symptom}>{symptom}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how-we-help" className={styles.section}>
        <h2 id="how-we-help">{wording.howWeHelp}</h2>
        <ol className={styles.groups}>
          {article.treatmentGroups.map(group => (
            <li key={group.title} className={styles.group}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <ul>
                {group.points.map(point => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}

export default ConditionArticleBody
