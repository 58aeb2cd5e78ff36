import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import ExtraPageBody from "../components/extra-page-body"
import { useSiteFacts } from "../hooks/use-site-facts"
import { required } from "../lib/required"

/**
 * A page staff added in content/extra-pages/, at the address it gives: its heading and introduction, its sections,
 * its picture and, when it asks for them, the booking buttons. It is a page like those of content/pages/, so its
 * head and breadcrumb trail are theirs.
 */
const ExtraPageTemplate = ({ data }: PageProps<Queries.ExtraPagePageQuery>) => {
  const { site } = useSiteFacts()
  const page = required(data.page, "the extra page")
  return (
    <BasicPage page={page}>
      <ExtraPageBody page={page} clinic={{ bookingUrl: site.bookingUrl, phone: site.phone }} />
    </BasicPage>
  )
}

export default ExtraPageTemplate

export const Head = ({ data }: HeadProps<Queries.ExtraPagePageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query ExtraPagePage($id: String!) {
    page: extraPageYaml(id: { eq: $id }) {
      ...PageMeta
      ...ExtraPageBody
    }
  }
`
