import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => <BasicPage page={data.page} />

export default AboutPage

export const Head = ({ data }: HeadProps<Queries.AboutPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query AboutPage {
    page: pagesYaml(path: { eq: "/about" }) {
      ...PageMeta
    }
  }
`
