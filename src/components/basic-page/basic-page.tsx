import * as React from "react"
import { required } from "../../lib/required"
import Layout from "../layout"
import PageHeader from "../page-header"
import Seo from "../seo"

type PageMeta = Queries.PageMetaFragment | null | undefined

interface BasicPageProps {
  /** The page's file in content/pages/ */
  page: PageMeta
  children?: React.ReactNode
}

const pageMeta = (page: PageMeta) => required(page, "a file for this page in content/pages/ (with its path)")

/** A static route: the shared shell, its heading and introduction from content/pages/, then its own body. */
export const BasicPage = ({ page, children }: BasicPageProps) => {
  const { path, title, heading, intro } = pageMeta(page)
  return (
    <Layout path={path} crumb={title}>
      <PageHeader heading={heading} intro={intro} />
      {children}
    </Layout>
  )
}

type PageHeadProps = Pick<React.ComponentProps<typeof Seo>, "structuredData" | "clinicDetails" | "children"> & {
  page: PageMeta
}

/** The route's Head: its own title and description from content/pages/. */
export const PageHead = ({ page, structuredData, clinicDetails, children }: PageHeadProps) => {
  const { path, title, description } = pageMeta(page)
  return (
    <Seo
      title={title}
      description={description}
      path={path}
      structuredData={structuredData}
      clinicDetails={clinicDetails}
    >
      {children}
    </Seo>
  )
}
