import * as React from "react"
import { Link } from "gatsby"
import ContactForm from "../contact-form"
import type { HomeContent } from "./types"
import * as styles from "./home-blocks.module.css"

/** About the clinic, beside the question form (the same form as on the contact page). */
const AboutQuestion = ({ heading, body, linkLabel, formHeading }: HomeContent["about"]) => (
  <div className={`${styles.block} ${styles.aboutRow}`}>
    <section aria-labelledby="about-us">
      <h2 id="about-us">{heading}</h2>
      {body.map(paragraph => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Link to="/about" className={styles.more}>
        {linkLabel}
      </Link>
    </section>
    <section aria-labelledby="home-question" className={styles.formPanel}>
      <h2 id="home-question">{formHeading}</h2>
      <ContactForm id="home-question-form" headingId="home-question" />
    </section>
  </div>
)

export default AboutQuestion
