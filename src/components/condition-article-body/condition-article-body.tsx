import * as React from "react"
import { graphql } from "gatsby"
import GlossaryListSection from "../glossary-list-section"
import GlossaryText from "../glossary-text"
import MedicalNote from "../medical-note"
import PageHeader from "../page-header"
import Picture from "../picture"
import UrgentPointer from "../urgent-pointer"
import * as health from "../../lib/health-wording"
import * as wording from "../../lib/wording"
import * as styles from "./condition-article-body.module.css"

export const query = graphql`
  fragment ConditionArticleBody on ConditionArticle {
    treatmentGroups {
      title
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.5, sizes: "(min-width: 64rem) 26rem, 100vw")
      }
    }
  }

  fragment ConditionArticleWords on ConditionArticleWords {
    description {
      ...TextPart
    }
    symptoms {
      ...TextPart
    }
    selfCare {
      ...TextPart
    }
    treatmentGroups {
      ...TextPart
    }
  }
`

type Parts = readonly Queries.TextPartFragment[]

/** A text's runs as one string, for a key. */
const textOf = (parts: Parts) => parts.map(part => part.text).join("")

interface ConditionArticleBodyProps {
  /** The category's title, the page's h1 */
  heading: string
  article: Queries.ConditionArticleBodyFragment
  /** Its introduction, symptoms, what to do now and groups' points, each first use of a term of the glossary linked */
  words: Queries.ConditionArticleWordsFragment
  /** site.yaml's note that the page is general information */
  medicalNote: string
}

/**
 * A condition category written as one long article (post-operative, vestibular, TMJ): its introduction beside
 * the image (the way to the urgent signs under its heading), the symptoms, what to do now, then the numbered groups of treatment.
 * The page's template and the CMS's preview both render it.
 */
const ConditionArticleBody = ({ heading, article, words, medicalNote }: ConditionArticleBodyProps) => {
  const image = article.image.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.article}>
      <div className={styles.intro}>
        <div>
          <PageHeader
            heading={heading}
            underHeading={<UrgentPointer />}
            intro={words.description.map(parts => (
              <GlossaryText key={textOf(parts)} parts={parts} />
            ))}
          />
          <MedicalNote note={medicalNote} />
        </div>
        {image && <Picture image={image} alt="" loading="eager" className={styles.image} />}
      </div>
      <GlossaryListSection
        id="symptoms"
        heading={wording.symptoms}
        items={words.symptoms}
        className={styles.section}
        listClassName={styles.symptoms}
      />
      <GlossaryListSection
        id="self-care"
        heading={health.selfCare}
        items={words.selfCare}
        className={styles.section}
        listClassName={styles.list}
      />
      <section aria-labelledby="how-we-help" className={styles.section}>
        <h2 id="how-we-help">{wording.howWeHelp}</h2>
        <ol className={styles.groups}>
          {article.treatmentGroups.map((group, g) => (
            <li key={group.title} className={styles.group}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <ul>
                {(words.treatmentGroups[g] ?? []).map(point => (
                  <li key={textOf(point)}>
                    <GlossaryText parts={point} />
                  </li>
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
