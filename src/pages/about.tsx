import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Picture from "../components/picture"
import { BasicPage, PageHead } from "../components/basic-page"
import ClinicClaims from "../components/clinic-claims"
import Prose from "../components/prose"
import Split from "../components/split"

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => {
  const image = data.page?.image?.childImageSharp?.gatsbyImageData
  return (
    <BasicPage page={data.page}>
      <ClinicClaims />
      {/* The illustration only restates the heading, so it is decorative. */}
      <Split media={image && <Picture image={image} alt="" />}>
        <Prose paragraphs={data.page?.body ?? []} />
      </Split>
    </BasicPage>
  )
}

export default AboutPage

export const Head = ({ data }: HeadProps<Queries.AboutPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query AboutPage {
    page: aboutPageYaml {
      ...PageMeta
      body
      image {
        childImageSharp {
          ...SplitImage
        }
      }
    }
  }
`
