import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../../components/basic-page"

const SupportiveDevicesPage = ({ data }: PageProps<Queries.SupportiveDevicesPageQuery>) => <BasicPage page={data.page} />

export default SupportiveDevicesPage

export const Head = ({ data }: HeadProps<Queries.SupportiveDevicesPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query SupportiveDevicesPage {
    page: pagesYaml(path: { eq: "/services/supportive-devices" }) {
      ...PageMeta
    }
  }
`
