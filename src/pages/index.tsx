import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => <BasicPage page={data.page} />

export default HomePage

export const Head = ({ data }: HeadProps<Queries.HomePageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query HomePage {
    page: pagesYaml(path: { eq: "/" }) {
      ...PageMeta
    }
  }
`
