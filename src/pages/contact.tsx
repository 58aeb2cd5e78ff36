import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => <BasicPage page={data.page} />

export default ContactPage

export const Head = ({ data }: HeadProps<Queries.ContactPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query ContactPage {
    page: pagesYaml(path: { eq: "/contact" }) {
      ...PageMeta
    }
  }
`
