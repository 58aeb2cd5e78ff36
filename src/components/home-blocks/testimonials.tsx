import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import ExternalLink from "../external-link"
import type { HomeContent } from "./types"
import * as styles from "./home-blocks.module.css"

/**
 * A few patients in their own words (content/home.yaml), then the link to the clinic's reviews on an outside
 * site. No stars or ratings: the site shows no score it keeps itself.
 */
const Testimonials = ({ heading, body, linkLabel, quotes }: HomeContent["testimonials"]) => {
  const { site } = useSiteFacts()
  return (
    <section aria-labelledby="testimonials" className={`${styles.block} ${styles.band}`}>
      <h2 id="testimonials">{heading}</h2>
      {quotes && quotes.length > 0 && (
        <ul className={styles.quotes}>
          {quotes.map(({ quote, name, condition }) => (
            <li key={quote}>
              <figure className={styles.quote}>
                <blockquote>
                  <p>{quote}</p>
                </blockquote>
                <figcaption>
                  <span className={styles.quoteName}>{name}</span>
                  {/* Read as "Sarah K., Lower back pain"; shown on two lines. */}
                  <span className="visually-hidden">, </span>
                  <span className={styles.quoteCondition}>{condition}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <p>{body}</p>
      <ExternalLink href={site.reviewsUrl} className={styles.outlineButton}>
        {linkLabel}
      </ExternalLink>
    </section>
  )
}

export default Testimonials
