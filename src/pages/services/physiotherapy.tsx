import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../../components/basic-page"

const PhysiotherapyPage = ({ data }: PageProps<Queries.PhysiotherapyPageQuery>) => <BasicPage page={data.page} />

export default PhysiotherapyPage

export const Head = ({ data }: HeadProps<Queries.PhysiotherapyPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query PhysiotherapyPage {
    page: pagesYaml(path: { eq: "/services/physiotherapy" }) {
      ...PageMeta
    }
  }
`
