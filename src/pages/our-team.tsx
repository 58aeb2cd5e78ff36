import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
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
          // The photo's main file, read directly: gatsby-plugin-image's getSrc would bring GatsbyImage's code
          // (about 10 KiB) into this page's bundle.
          photo: photo.childImageSharp?.gatsbyImageData.images.fallback?.src ?? null,
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
