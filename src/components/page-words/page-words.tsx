import * as React from "react"
import { graphql, Link } from "gatsby"
import { termAnchor } from "../../lib/glossary"
import * as health from "../../lib/health-wording"
import { treatmentPath } from "../../lib/paths"
import * as styles from "./page-words.module.css"

export const query = graphql`
  fragment PageWord on GlossaryTerm {
    slug
    term
    explanation
    treatment
  }
`

/**
 * The terms of the glossary a page of health information uses, each explained in plain words where its first use
 * links to, a component of care also linked to How We Treat. Nothing when the page uses none.
 */
const PageWords = ({ terms }: { terms: readonly Queries.PageWordFragment[] }) =>
  terms.length === 0 ? null : (
    <section aria-labelledby="words-used" className={styles.words}>
      <h2 id="words-used">{health.wordsUsed}</h2>
      <dl>
        {terms.map(({ slug, term, explanation, treatment }) => (
          <div key={slug} className={styles.entry}>
            <dt id={termAnchor(slug)} className={styles.term}>
              {term}
            </dt>
            <dd className={styles.explanation}>
              {explanation}
              {treatment && (
                <>
                  {" "}
                  <Link to={treatmentPath(treatment)}>{health.onHowWeTreat(term)}</Link>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )

export default PageWords
