import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/layout"
import PageHeader from "../components/page-header"
import Seo from "../components/seo"
import { present } from "../lib/present"

/** A category of conditions written as one long article (post-operative, vestibular, TMJ). */
const ConditionArticleTemplate = ({ data }: PageProps<Queries.ConditionArticlePageQuery>) => {
  const category = present(data.conditionsYaml, "the condition category")
  return (
    <Layout path={`/conditions/${category.slug}`} crumb={category.title}>
      <article>
        <PageHeader heading={category.title} intro={category.description ?? category.shortDescription} />
        {category.article && (
          <ol>
            {category.article.treatmentGroups.map(group => (
              <li key={group.title}>{group.title}</li>
            ))}
          </ol>
        )}
      </article>
    </Layout>
  )
}

export default ConditionArticleTemplate

export const Head = ({ data }: HeadProps<Queries.ConditionArticlePageQuery>) => {
  const category = present(data.conditionsYaml, "the condition category")
  return <Seo title={category.title} description={category.shortDescription} path={`/conditions/${category.slug}`} />
}

export const query = graphql`
  query ConditionArticlePage($id: String!) {
    conditionsYaml(id: { eq: $id }) {
      slug
      title
      shortDescription
      description
      article {
        treatmentGroups {
          title
        }
      }
    }
  }
`
