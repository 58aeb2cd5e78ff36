import * as React from "react"
import { graphql } from "gatsby"
import { termAnchor } from "../../lib/glossary"
import * as styles from "./glossary-text.module.css"

export const query = graphql`
  fragment TextPart on TextPart {
    text
    term
  }
`

/**
 * A text of a page of health information, its first use of each term of the glossary a link to the term's
 * explanation further down the page (PageWords).
 */
const GlossaryText = ({ parts }: { parts: readonly Queries.TextPartFragment[] }) => (
  <>
    {parts.map((part, i) =>
      part.term ? (
        <a key={i} href={`#${termAnchor(part.term)}`} className={styles.term}>
          {part.text}
        </a>
      ) : (
        <React.Fragment key={i}>{part.text}</React.Fragment>
      ),
    )}
  </>
)

export default GlossaryText
