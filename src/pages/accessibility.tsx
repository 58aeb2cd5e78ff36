import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import PageSections from "../components/page-sections"

const AccessibilityPage = ({ data }: PageProps<Queries.AccessibilityPageQuery>) => (
  <BasicPage page={data.page}>
    <PageSections sections={data.page?.sections ?? []} />
  </BasicPage>
)

export default AccessibilityPage

export const Head = ({ data }: HeadProps<Queries.AccessibilityPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query AccessibilityPage {
    page: accessibilityPageYaml {
      ...PageMeta
      sections {
        ...PageSections
      }
    }
  }
`
