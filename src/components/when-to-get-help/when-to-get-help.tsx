import * as React from "react"
import { graphql } from "gatsby"
import * as health from "../../lib/health-wording"
import { SIGN_TIERS } from "../../lib/warning-signs"
import * as buttons from "../../styles/buttons.module.css"
import * as styles from "./when-to-get-help.module.css"

export const query = graphql`
  fragment WhenToGetHelp on WhenToGetHelp {
    emergency
    otherEmergencies
    today
    physiotherapy
  }
`

/** The section's id, which the link under a condition page's heading jumps to. */
export const WHEN_TO_GET_HELP_ID = "when-to-get-help"

/** The warning signs' tiers, then the page's own reasons to book a physiotherapist. */
const TIERS = [...SIGN_TIERS, "physiotherapy"] as const

/**
 * When not to wait for physiotherapy: this condition's own signs in three levels of urgency, most urgent first,
 * as Ontario's services are reached (911, then a doctor or Health811 the same day, then a physiotherapist), each
 * with the number to call where there is one. The 911 level may close with one general line; a level with nothing
 * to say is left out.
 */
const WhenToGetHelp = ({ signs }: { signs: Queries.WhenToGetHelpFragment }) => (
  <section id={WHEN_TO_GET_HELP_ID} aria-labelledby={`${WHEN_TO_GET_HELP_ID}-heading`} className={styles.help}>
    <h2 id={`${WHEN_TO_GET_HELP_ID}-heading`}>{health.whenToGetHelp}</h2>
    <div className={styles.tiers}>
      {TIERS.map(tier => {
        const { heading, lead, note, action, href } = health.helpTiers[tier]
        const listed = signs[tier]
        const general = tier === "emergency" ? signs.otherEmergencies : null
        if (listed.length === 0 && !general) return null
        return (
          <section key={tier} aria-labelledby={`help-${tier}`} className={`${styles.tier} ${styles[tier]}`}>
            <h3 id={`help-${tier}`} className={styles.heading}>
              {heading}
            </h3>
            {listed.length > 0 && (
              <>
                <p className={styles.lead}>{lead}</p>
                <ul className={styles.signs}>
                  {listed.map(sign => (
                    <li key={sign}>{sign}</li>
                  ))}
                </ul>
              </>
            )}
            {general && <p className={styles.general}>{general}</p>}
            {note && <p className={styles.note}>{note}</p>}
            {action && href && (
              <a href={href} className={`${buttons.button} ${styles.call}`}>
                {action}
              </a>
            )}
          </section>
        )
      })}
    </div>
  </section>
)

export default WhenToGetHelp
