import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import ConditionHead from "../components/condition-head"
import Layout from "../components/layout"
// After the shell and before the related posts: Gatsby bundles CSS in import order, the same on every page.
import ConditionArticleBody from "../components/condition-article-body"
import RelatedArticles from "../components/related-articles"
import { useSiteFacts } from "../hooks/use-site-facts"
import { conditionPath } from "../lib/paths"
import { required } from "../lib/required"

/** A category of conditions written as one long article (post-operative, vestibular, TMJ). */
const ConditionArticleTemplate = ({ data }: PageProps<Queries.ConditionArticlePageQuery>) => {
  const { site } = useSiteFacts()
  const category = required(data.conditionsYaml, "the condition category")
  const article = required(category.article, `the article of conditions/${category.slug}.yaml`)
  return (
    <Layout path={conditionPath(category.slug)} crumb={category.title}>
      <ConditionArticleBody
        heading={category.title}
        intro={category.description}
        article={article}
        medicalNote={site.medicalNote}
      />
      <RelatedArticles posts={category.relatedPosts} />
    </Layout>
  )
}

export default ConditionArticleTemplate

export const Head = ConditionHead

export const query = graphql`
  query ConditionArticlePage($id: String!) {
    conditionsYaml(id: { eq: $id }) {
      relatedPosts {
        ...PostListItem
      }
      ...ConditionHead
      description
      article {
        ...ConditionArticleBody
      }
    }
  }
`
