import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import PageSections from "../components/page-sections"

/** The clinic's privacy statement: its information practices under PHIPA, from content/pages/privacy.yaml. */
const PrivacyPage = ({ data }: PageProps<Queries.PrivacyPageQuery>) => (
  <BasicPage page={data.page}>
    <PageSections sections={data.page?.sections ?? []} />
  </BasicPage>
)

export default PrivacyPage

export const Head = ({ data }: HeadProps<Queries.PrivacyPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query PrivacyPage {
    page: privacyPageYaml {
      ...PageMeta
      sections {
        ...PageSections
      }
    }
  }
`
