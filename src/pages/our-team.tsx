import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"

const OurTeamPage = ({ data }: PageProps<Queries.OurTeamPageQuery>) => <BasicPage page={data.page} />

export default OurTeamPage

export const Head = ({ data }: HeadProps<Queries.OurTeamPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query OurTeamPage {
    page: pagesYaml(path: { eq: "/our-team" }) {
      ...PageMeta
    }
  }
`
