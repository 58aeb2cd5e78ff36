import * as React from "react"
import type { Thing } from "schema-dts"
import { useSiteFacts } from "../../hooks/use-site-facts"
import type { PageFacts } from "../../lib/json-ld"
import { present } from "../../lib/present"
import Layout from "../layout"
import PageHeader from "../page-header"
import Seo from "../seo"

type PageMeta = Queries.PageMetaFragment | null | undefined

interface BasicPageProps {
  /** The page's entry in content/pages.yaml */
  page: PageMeta
  children?: React.ReactNode
}

const pageMeta = (page: PageMeta) => present(page, "an entry for this page in content/pages.yaml")

/** A static route: the shared shell, its heading and introduction from pages.yaml, then its own body. */
export const BasicPage = ({ page, children }: BasicPageProps) => {
  const { path, title, heading, intro } = pageMeta(page)
  return (
    <Layout path={path} crumb={title}>
      <PageHeader heading={heading} intro={intro} />
      {children}
    </Layout>
  )
}

interface PageHeadProps {
  page: PageMeta
  /** Builds what the page is about for search engines, from the page's own address and words */
  structuredData?: (page: PageFacts) => Thing[]
  children?: React.ReactNode
}

/** The route's Head: its own title and description from pages.yaml. */
export const PageHead = ({ page, structuredData, children }: PageHeadProps) => {
  const { site } = useSiteFacts()
  const { path, title, description } = pageMeta(page)
  return (
    <Seo
      title={title}
      description={description}
      path={path}
      structuredData={structuredData?.({ siteUrl: site.siteUrl, path, title, description })}
    >
      {children}
    </Seo>
  )
}
