import * as React from "react"
import { Link } from "gatsby"
import type { HomeContent } from "./types"
import * as styles from "./home-blocks.module.css"

/** Six kinds of care, each linking to the page that covers it. */
const CareServices = ({ heading, intro, services }: HomeContent["care"]) => (
  <section aria-labelledby="comprehensive-care" className={styles.block}>
    <h2 id="comprehensive-care">{heading}</h2>
    {intro && <p className={styles.lead}>{intro}</p>}
    <ul className={styles.services}>
      {services.map(service => (
        <li key={service.title} className={styles.service}>
          <h3 className={styles.serviceTitle}>
            <Link to={service.path} className={styles.stretched}>
              {service.title}
            </Link>
          </h3>
          <p>{service.description}</p>
        </li>
      ))}
    </ul>
  </section>
)

export default CareServices
