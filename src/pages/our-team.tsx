import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { BasicPage, PageHead } from "../components/basic-page"
import TeamProfile from "../components/team-profile"
import { buildStaffJsonLd } from "../lib/json-ld"
import { required } from "../lib/required"

const OurTeamPage = ({ data }: PageProps<Queries.OurTeamPageQuery>) => {
  const { members } = required(data.teamYaml, "content/team.yaml")
  return (
    <BasicPage page={data.page}>
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
        (data.teamYaml?.members ?? []).map(({ photo, ...member }) => ({
          ...member,
          photo: photo.childImageSharp && getSrc(photo.childImageSharp),
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
      }
    }
  }
`
