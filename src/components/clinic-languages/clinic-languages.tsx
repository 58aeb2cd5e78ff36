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
 * script for the patient who reads it first, and who speaks it. A language the clinic publishes a page in links to
 * it, named in itself.
 */
const ClinicLanguages = ({
  team,
  published = [],
  className,
}: {
  team: Queries.ClinicLanguagesFragment
  /** The pages the clinic publishes in other languages: a language with one links to it */
  published?: ReadonlyArray<{ language: string; path: string }>
  className?: string
}) => (
  <section aria-labelledby="languages-heading" className={className}>
    <h2 id="languages-heading" className={styles.heading}>
      {wording.languagesWeSpeak}
    </h2>
    <ul className={styles.list}>
      {team.clinicLanguages.map(language => {
        const page = published.find(each => each.language === language.code)
        const own = language.ownName && language.ownName !== language.name ? language.ownName : null
        return (
          <li key={language.code}>
            <span className={styles.name}>
              {language.name}
              {(own || page) && (
                <>
                  {" "}
                  <bdi lang={language.code} className={page ? styles.page : styles.own}>
                    {page ? (
                      <a href={page.path} hrefLang={language.code}>
                        {own ?? language.name}
                      </a>
                    ) : (
                      own
                    )}
                  </bdi>
                </>
              )}
            </span>
            <span className={styles.speakers}>
              {language.speakers.length === team.members.length ? wording.everyone : wording.inWords(language.speakers)}
            </span>
          </li>
        )
      })}
    </ul>
  </section>
)

export default ClinicLanguages
