import * as React from "react"
import { Link } from "gatsby"
import * as styles from "./condition-links.module.css"

interface ConditionLinksProps {
  heading: string
  /** A condition with a path links to its entry in What We Treat; one without is listed as text */
  conditions: ReadonlyArray<{ readonly title: string; readonly path?: string | null }>
}

/** The common conditions a service treats, each leading to its page in the conditions library. */
const ConditionLinks = ({ heading, conditions }: ConditionLinksProps) => (
  <section aria-labelledby="common-conditions" className={styles.section}>
    <h2 id="common-conditions">{heading}</h2>
    <ul className={styles.list}>
      {conditions.map(condition => (
        <li key={condition.title}>
          {condition.path ? (
            <Link to={condition.path} className={styles.link}>
              {condition.title}
            </Link>
          ) : (
            <span className={styles.text}>{condition.title}</span>
          )}
        </li>
      ))}
    </ul>
  </section>
)

export default ConditionLinks
