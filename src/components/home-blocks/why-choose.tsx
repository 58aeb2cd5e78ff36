import * as React from "react"
import type { HomeContent } from "./types"
import * as styles from "./home-blocks.module.css"

/** Five reasons to choose the clinic. */
const WhyChoose = ({ heading, points }: HomeContent["whyChoose"]) => (
  <section aria-labelledby="why-choose" className={styles.block}>
    <h2 id="why-choose">{heading}</h2>
    <ul className={styles.points}>
      {points.map((point, i) => (
        <li key={point.title} className={styles.point}>
          <span className={styles.number} aria-hidden="true">
            {String(i + 1).padStart(2, "0")}
          </span>
          <h3 className={styles.pointTitle}>{point.title}</h3>
          <p>{point.description}</p>
        </li>
      ))}
    </ul>
  </section>
)

export default WhyChoose
