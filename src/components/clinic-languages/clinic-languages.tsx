import * as React from "react"
import { graphql } from "gatsby"
import * as wording from "../../lib/wording"
import * as styles from "./clinic-languages.module.css"

export const query = graphql`
  fragment ClinicLanguages on TeamYaml {
    members {
      slug
    }
    clinicLanguages {
      name
      code
      ownName
      speakers
    }
  }
`

/**
 * The languages someone at the clinic speaks (from each member's in team.yaml), each also in its own name and
 * script for the patient who reads it first, and who speaks it.
 */
const ClinicLanguages = ({ team, className }: { team: Queries.ClinicLanguagesFragment; className?: string }) => (
  <section aria-labelledby="languages-heading" className={className}>
    <h2 id="languages-heading" className={styles.heading}>
      {wording.languagesWeSpeak}
    </h2>
    <ul className={styles.list}>
      {team.clinicLanguages.map(language => (
        <li key={language.code}>
          <span className={styles.name}>
            {language.name}
            {language.ownName && language.ownName !== language.name && (
              <>
                {" "}
                <bdi lang={language.code} className={styles.own}>
                  {language.ownName}
                </bdi>
              </>
            )}
          </span>
          <span className={styles.speakers}>
            {language.speakers.length === team.members.length ? wording.everyone : wording.inWords(language.speakers)}
          </span>
        </li>
      ))}
    </ul>
  </section>
)

export default ClinicLanguages
