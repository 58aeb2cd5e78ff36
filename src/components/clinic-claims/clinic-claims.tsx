import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as styles from "./clinic-claims.module.css"

/** "Over <big>10</big> years in the field": numbers stand out, the sentence reads the same. */
const withNumbersRaised = (claim: string) =>
  claim.split(/(\d+\+?)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className={styles.number}>
        {part}
      </span>
    ) : (
      part
    ),
  )

/** The clinic's two experience claims from site.yaml, stated once there and shown here as highlights. */
const ClinicClaims = () => {
  const { claims } = useSiteFacts().site
  return (
    <ul className={styles.claims}>
      {[claims.experience, claims.clinicalExpertise].map(claim => (
        <li key={claim} className={styles.claim}>
          {withNumbersRaised(claim)}
        </li>
      ))}
    </ul>
  )
}

export default ClinicClaims
