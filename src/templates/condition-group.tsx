import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import ConditionEntry from "../components/condition-entry"
import ConditionHead from "../components/condition-head"
import Layout from "../components/layout"
import MedicalNote from "../components/medical-note"
import PageHeader from "../components/page-header"
import RelatedArticles from "../components/related-articles"
// After the shell: Gatsby bundles CSS in import order, and the pages that share JumpList import it last.
import JumpList from "../components/jump-list"
import { conditionPath } from "../lib/paths"
import { required } from "../lib/required"

/** A category of conditions shown as a list of entries (spinal, upper and lower extremity). */
const ConditionGroupTemplate = ({ data }: PageProps<Queries.ConditionGroupPageQuery>) => {
  const category = required(data.conditionsYaml, "the condition category")
  const entries = category.entries ?? []
  return (
    <Layout path={conditionPath(category.slug)} crumb={category.title}>
      <PageHeader heading={category.title} intro={category.description} />
      <MedicalNote />
      <JumpList items={entries.map(entry => ({ id: entry.slug, label: entry.title }))} />
      {entries.map(entry => (
        <ConditionEntry key={entry.slug} entry={entry} />
      ))}
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
        ...PostListItem
      }
      ...ConditionHead
      description
      entries {
        ...ConditionEntry
      }
    }
  }
`
