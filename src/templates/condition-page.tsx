import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { Thing } from "schema-dts"
import Layout from "../components/layout"
// After the shell and before the related posts: Gatsby bundles CSS in import order, the same on every page.
import ConditionPageBody from "../components/condition-page-body"
import RelatedArticles from "../components/related-articles"
import Seo from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { conditionPageTitle } from "../lib/condition-wording"
import { conditionPath } from "../lib/paths"
import { required } from "../lib/required"

/** Its category's page, as the breadcrumb trail's step between What We Treat and the condition. */
const parentsOf = (condition: { categoryPage: { slug: string; title: string } }) => [
  { label: condition.categoryPage.title, path: conditionPath(condition.categoryPage.slug) },
]

/**
 * A condition's own page (/conditions/<category>/<slug>), written and reviewed as health information. What it tells
 * search engines is made at build time (schema.ts), so the page ships no code to make it.
 */
const ConditionPageTemplate = ({ data }: PageProps<Queries.ConditionPagePageQuery>) => {
  const { site } = useSiteFacts()
  const condition = required(data.conditionPageYaml, "the condition")
  return (
    <Layout path={condition.path} crumb={condition.title} parents={parentsOf(condition)}>
      <ConditionPageBody
        condition={condition}
        medicalNote={site.medicalNote}
        clinic={site}
        related={<RelatedArticles posts={condition.relatedPosts} />}
      />
    </Layout>
  )
}

export default ConditionPageTemplate

export const Head = ({ data }: HeadProps<Queries.ConditionPagePageQuery>) => {
  const condition = required(data.conditionPageYaml, "the condition")
  return (
    <Seo
      title={conditionPageTitle(condition.title)}
      crumb={condition.title}
      parents={parentsOf(condition)}
      description={condition.shortDescription}
      path={condition.path}
      structuredData={() => [condition.medicalWebPage as Thing]}
    />
  )
}

export const query = graphql`
  query ConditionPagePage($id: String!) {
    conditionPageYaml(id: { eq: $id }) {
      ...ConditionPageBody
      path
      shortDescription
      medicalWebPage
      categoryPage {
        slug
        title
      }
      relatedPosts {
        ...RelatedArticle
      }
    }
  }
`
