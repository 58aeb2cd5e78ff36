import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../../components/basic-page"

const ServicesPage = ({ data }: PageProps<Queries.ServicesPageQuery>) => <BasicPage page={data.page} />

export default ServicesPage

export const Head = ({ data }: HeadProps<Queries.ServicesPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query ServicesPage {
    page: pagesYaml(path: { eq: "/services" }) {
      ...PageMeta
    }
  }
`
