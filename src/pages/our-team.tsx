import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import LanguageLinks from "../components/language-links"
import TeamProfile from "../components/team-profile"
import { useSiteFacts } from "../hooks/use-site-facts"
import { buildStaffJsonLd } from "../lib/json-ld/team"
import { required } from "../lib/required"
import * as wording from "../lib/wording"
import * as styles from "./our-team.module.css"

const OurTeamPage = ({ data }: PageProps<Queries.OurTeamPageQuery>) => {
  const { members, clinicLanguages } = required(data.teamYaml, "content/team.yaml")
  const { languagePages } = useSiteFacts()
  return (
    <BasicPage page={data.page}>
      <p className={styles.languages}>{wording.teamSpeaks(clinicLanguages.map(language => language.name))}</p>
      {languagePages.length > 0 && (
        <section aria-labelledby="in-your-language" className={styles.inYourLanguage}>
          <h2 id="in-your-language" className={styles.inYourLanguageHeading}>
            {wording.inYourLanguage}
          </h2>
          <LanguageLinks pages={languagePages} className={styles.languageLinks} />
        </section>
      )}
      {members.map(member => (
        <TeamProfile key={member.slug} member={member} />
      ))}
    </BasicPage>
  )
}

export default OurTeamPage

export const Head = ({ data }: HeadProps<Queries.OurTeamPageQuery>) => (
  <PageHead
    page={data.page}
    structuredData={page =>
      buildStaffJsonLd(
        page,
        (data.teamYaml?.members ?? []).map(({ photo, spokenLanguages, ...member }) => ({
          ...member,
          // The photo's main file, read directly: gatsby-plugin-image's getSrc would bring GatsbyImage's code
          // (about 10 KiB) into this page's bundle.
          photo: photo.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null,
          spokenLanguages,
        })),
      )
    }
  />
)

export const query = graphql`
  query OurTeamPage {
    page: ourTeamPageYaml {
      ...PageMeta
    }
    teamYaml {
      members {
        ...TeamProfile
        spokenLanguages {
          name
          code
        }
      }
      clinicLanguages {
        name
      }
    }
  }
`
