import * as React from "react"
import { graphql, Link } from "gatsby"
import { FAQ_PATH, faqQuestionPath } from "../../lib/paths"
import * as wording from "../../lib/wording"
import * as styles from "./featured-questions.module.css"

export const query = graphql`
  fragment FeaturedQuestions on FaqYaml {
    groups {
      questions {
        slug
        question
        featured
      }
    }
  }
`

/** The questions content/faq.yaml marks as featured, each linking to its answer on /faq, then the whole list. */
const FeaturedQuestions = ({ faq }: { faq: Queries.FeaturedQuestionsFragment }) => {
  const featured = faq.groups.flatMap(group => group.questions.filter(question => question.featured))
  return (
    <section aria-labelledby="common-questions" className={styles.section}>
      <h2 id="common-questions">{wording.commonQuestions}</h2>
      <ul className={styles.questions}>
        {featured.map(({ slug, question }) => (
          <li key={slug}>
            <Link to={faqQuestionPath(slug)}>{question}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={FAQ_PATH} className={styles.all}>
          {wording.allQuestions}
        </Link>
      </p>
    </section>
  )
}

export default FeaturedQuestions
