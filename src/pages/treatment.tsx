import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"

const TreatmentPage = ({ data }: PageProps<Queries.TreatmentPageQuery>) => <BasicPage page={data.page} />

export default TreatmentPage

export const Head = ({ data }: HeadProps<Queries.TreatmentPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query TreatmentPage {
    page: pagesYaml(path: { eq: "/treatment" }) {
      ...PageMeta
    }
  }
`
