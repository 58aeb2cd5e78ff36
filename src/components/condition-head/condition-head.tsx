import * as React from "react"
import { graphql, type HeadProps } from "gatsby"
import type { Thing } from "schema-dts"
import { conditionPath } from "../../lib/paths"
import { required } from "../../lib/required"
import Seo from "../seo"

export const query = graphql`
  fragment ConditionHead on ConditionsYaml {
    slug
    title
    shortDescription
    medicalWebPage
  }
`

/**
 * The Head of every What We Treat category, whichever template lays it out: each template's query selects
 * `...ConditionHead` on its category and exports this as its Head. What the page tells search engines about its
 * conditions (and, on an article page, who reviewed it and on what sources) is made at build time (schema.ts), so
 * the page ships no code to make it.
 */
const ConditionHead = ({ data }: HeadProps<{ conditionsYaml: Queries.ConditionHeadFragment | null }>) => {
  const category = required(data.conditionsYaml, "the condition category")
  return (
    <Seo
      title={category.title}
      description={category.shortDescription}
      path={conditionPath(category.slug)}
      structuredData={() => [category.medicalWebPage as Thing]}
    />
  )
}

export default ConditionHead
