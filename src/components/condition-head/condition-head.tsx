import * as React from "react"
import { graphql, type HeadProps } from "gatsby"
import { buildConditionPageJsonLd, conditionsOnPage } from "../../lib/json-ld/medical"
import { conditionPath } from "../../lib/paths"
import { required } from "../../lib/required"
import Seo from "../seo"

export const query = graphql`
  fragment ConditionHead on ConditionsYaml {
    slug
    title
    shortDescription
    entries {
      slug
      title
      symptoms
      treatments
    }
    article {
      symptoms
      treatmentGroups {
        title
      }
    }
  }
`

/**
 * The Head of every What We Treat category, whichever template lays it out: each template's query selects
 * `...ConditionHead` on its category and exports this as its Head.
 */
const ConditionHead = ({ data }: HeadProps<{ conditionsYaml: Queries.ConditionHeadFragment | null }>) => {
  const category = required(data.conditionsYaml, "the condition category")
  return (
    <Seo
      title={category.title}
      description={category.shortDescription}
      path={conditionPath(category.slug)}
      structuredData={page => [buildConditionPageJsonLd(page, conditionsOnPage(category))]}
    />
  )
}

export default ConditionHead
