import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import Picture from "../components/picture"
import ConditionHead from "../components/condition-head"
import Layout from "../components/layout"
import MedicalNote from "../components/medical-note"
import PageHeader from "../components/page-header"
import RelatedArticles from "../components/related-articles"
import { conditionPath } from "../lib/paths"
import { required } from "../lib/required"
import * as wording from "../lib/wording"
import * as styles from "./condition-article.module.css"

/** A category of conditions written as one long article (post-operative, vestibular, TMJ). */
const ConditionArticleTemplate = ({ data }: PageProps<Queries.ConditionArticlePageQuery>) => {
  const category = required(data.conditionsYaml, "the condition category")
  const article = required(category.article, `the article of conditions/${category.slug}.yaml`)
  const image = article.image.childImageSharp?.gatsbyImageData
  return (
    <Layout path={conditionPath(category.slug)} crumb={category.title}>
      <article className={styles.article}>
        <div className={styles.intro}>
          <div>
            <PageHeader heading={category.title} intro={category.description} />
            <MedicalNote />
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
      <RelatedArticles posts={category.relatedPosts} />
    </Layout>
  )
}

export default ConditionArticleTemplate

export const Head = ConditionHead

export const query = graphql`
  query ConditionArticlePage($id: String!) {
    conditionsYaml(id: { eq: $id }) {
      relatedPosts {
        ...PostListItem
      }
      ...ConditionHead
      description
      article {
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
    }
  }
`
