import * as React from "react"
import { buildConditionPageJsonLd, type ConditionFacts } from "../../lib/json-ld"
import Seo from "../seo"

interface ConditionHeadProps {
  category: { slug: string; title: string; shortDescription: string }
  /** The conditions the page describes, for search engines */
  conditions: readonly ConditionFacts[]
}

/** The Head of every What We Treat category, whichever template lays it out. */
const ConditionHead = ({ category, conditions }: ConditionHeadProps) => (
  <Seo
    title={category.title}
    description={category.shortDescription}
    path={`/conditions/${category.slug}`}
    structuredData={page => [buildConditionPageJsonLd(page, conditions)]}
  />
)

export default ConditionHead
