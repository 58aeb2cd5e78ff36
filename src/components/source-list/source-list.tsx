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

  fragment HealthSources on HealthSources {
    page {
      ...HealthSource
    }
    signs {
      ...HealthSource
    }
  }
`

const Sources = ({ sources }: { sources: readonly Queries.HealthSourceFragment[] }) => (
  <ol className={styles.list}>
    {sources.map(source => (
      <li key={source.url}>
        <ExternalLink href={source.url}>{source.title}</ExternalLink>
        <span className={styles.publisher}>, {source.publisher}</span>
      </li>
    ))}
  </ol>
)

/**
 * The pages a page of health information rests on, each one's title linked with who published it: those of its
 * own text, then those of its warning signs that its own do not give.
 */
const SourceList = ({ sources }: { sources: Queries.HealthSourcesFragment }) => (
  <section aria-labelledby="sources" className={styles.sources}>
    <h2 id="sources">{health.sources}</h2>
    <p>{health.sourcesIntro}</p>
    <Sources sources={sources.page} />
    {sources.signs.length > 0 && (
      <>
        <p className={styles.more}>{health.signSourcesIntro}</p>
        <Sources sources={sources.signs} />
      </>
    )}
  </section>
)

export default SourceList
