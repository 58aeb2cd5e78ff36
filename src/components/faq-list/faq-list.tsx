import * as React from "react"
import { graphql, Link } from "gatsby"
import { fragmentId } from "../../lib/paths"
import Markdown from "../markdown"
import * as styles from "./faq-list.module.css"

export const query = graphql`
  fragment FaqGroups on FaqYaml {
    groups {
      title
      questions {
        slug
        question
        answerHtml(headingLevel: 3)
        link {
          label
          path
        }
      }
    }
  }
`

interface FaqListProps {
  groups: Queries.FaqGroupsFragment["groups"]
  /** The address's #fragment: the question it names opens */
  hash: string
}

/**
 * Questions under their group's heading, each a disclosure (details/summary: a keyboard and screen reader
 * work it as they would any other) with its own anchor. A link to /faq#referral opens that answer.
 */
const FaqList = ({ groups, hash }: FaqListProps) => {
  React.useEffect(() => {
    const id = fragmentId(hash)
    const target = id ? document.getElementById(id) : null
    if (!(target instanceof HTMLDetailsElement)) return
    target.open = true
    // Coming from another page, Gatsby scrolled to the question while every answer was closed: near the end of
    // the page, it could not scroll that far, and the opened answer then pushed the question under the header.
    target.scrollIntoView()
  }, [hash])

  return (
    <div className={styles.groups}>
      {groups.map((group, g) => {
        const headingId = `faq-group-${g + 1}`
        return (
          <section key={group.title} aria-labelledby={headingId}>
            <h2 id={headingId}>{group.title}</h2>
            {group.questions.map(({ slug, question, answerHtml, link }) => (
              <details key={slug} id={slug} className={styles.question}>
                <summary className={styles.summary}>{question}</summary>
                <div className={styles.answer}>
                  <Markdown html={answerHtml} className={styles.text} />
                  {link && (
                    <p>
                      <Link to={link.path} className={styles.more}>
                        {link.label}
                      </Link>
                    </p>
                  )}
                </div>
              </details>
            ))}
          </section>
        )
      })}
    </div>
  )
}

export default FaqList
