import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import ConditionHead from "../components/condition-head"
import Layout from "../components/layout"
// After the shell and before the related posts: Gatsby bundles CSS in import order, the same on every page.
import ConditionGroupBody from "../components/condition-group-body"
import RelatedArticles from "../components/related-articles"
import { useSiteFacts } from "../hooks/use-site-facts"
import { conditionPath } from "../lib/paths"
import { required } from "../lib/required"

/** A category of conditions shown as a list of entries (spinal, upper and lower extremity). */
const ConditionGroupTemplate = ({ data }: PageProps<Queries.ConditionGroupPageQuery>) => {
  const { site } = useSiteFacts()
  const category = required(data.conditionsYaml, "the condition category")
  return (
    <Layout path={conditionPath(category.slug)} crumb={category.title}>
      <ConditionGroupBody
        heading={category.title}
        intro={category.description}
        entries={category.conditions}
        medicalNote={site.medicalNote}
      />
      <RelatedArticles posts={category.relatedPosts} />
    </Layout>
  )
}

export default ConditionGroupTemplate

export const Head = ConditionHead

export const query = graphql`
  query ConditionGroupPage($id: String!) {
    conditionsYaml(id: { eq: $id }) {
      relatedPosts {
        ...RelatedArticle
      }
      ...ConditionHead
      description
      conditions {
        ...ConditionEntry
      }
    }
  }
`
