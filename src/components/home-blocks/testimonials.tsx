import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import ExternalLink from "../external-link"
import type { HomeContent } from "./types"
import * as styles from "./home-blocks.module.css"

/** Patient reviews live on an outside review site; this block sends visitors there. */
const Testimonials = ({ heading, body, linkLabel }: HomeContent["testimonials"]) => {
  const { site } = useSiteFacts()
  return (
    <section aria-labelledby="testimonials" className={`${styles.block} ${styles.band}`}>
      <h2 id="testimonials">{heading}</h2>
      <p>{body}</p>
      <ExternalLink href={site.reviewsUrl} className={styles.outlineButton}>
        {linkLabel}
      </ExternalLink>
    </section>
  )
}

export default Testimonials
