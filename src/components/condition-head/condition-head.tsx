import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { buildConditionPageJsonLd, type ConditionFacts } from "../../lib/json-ld"
import Seo from "../seo"

interface ConditionHeadProps {
  category: { slug: string; title: string; shortDescription: string }
  /** The conditions the page describes, for search engines */
  conditions: readonly ConditionFacts[]
}

/** The Head of every What We Treat category, whichever template lays it out. */
const ConditionHead = ({ category, conditions }: ConditionHeadProps) => {
  const { site } = useSiteFacts()
  const page = {
    siteUrl: site.siteUrl,
    path: `/conditions/${category.slug}`,
    title: category.title,
    description: category.shortDescription,
  }
  return (
    <Seo
      title={page.title}
      description={page.description}
      path={page.path}
      structuredData={[buildConditionPageJsonLd(page, conditions)]}
    />
  )
}

export default ConditionHead
