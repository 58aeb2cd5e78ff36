import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"

const BlogsPage = ({ data }: PageProps<Queries.BlogsPageQuery>) => <BasicPage page={data.page} />

export default BlogsPage

export const Head = ({ data }: HeadProps<Queries.BlogsPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query BlogsPage {
    page: pagesYaml(path: { eq: "/blogs" }) {
      ...PageMeta
    }
  }
`
