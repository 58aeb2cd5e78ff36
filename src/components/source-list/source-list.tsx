import * as React from "react"
import { graphql } from "gatsby"
import ExternalLink from "../external-link"
import * as health from "../../lib/health-wording"
import * as styles from "./source-list.module.css"

export const query = graphql`
  fragment HealthSource on HealthSource {
    title
    publisher
    url
  }
`

/** The pages a page of health information rests on: each one's title, linked, and who published it. */
const SourceList = ({ sources }: { sources: readonly Queries.HealthSourceFragment[] }) => (
  <section aria-labelledby="sources" className={styles.sources}>
    <h2 id="sources">{health.sources}</h2>
    <p>{health.sourcesIntro}</p>
    <ol className={styles.list}>
      {sources.map(source => (
        <li key={source.url}>
          <ExternalLink href={source.url}>{source.title}</ExternalLink>
          <span className={styles.publisher}>, {source.publisher}</span>
        </li>
      ))}
    </ol>
  </section>
)

export default SourceList
