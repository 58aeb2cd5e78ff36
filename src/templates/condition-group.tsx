import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/layout"
import PageHeader from "../components/page-header"
import Seo from "../components/seo"
import { present } from "../lib/present"

/** A category of conditions shown as a list of entries (spinal, upper and lower extremity). */
const ConditionGroupTemplate = ({ data }: PageProps<Queries.ConditionGroupPageQuery>) => {
  const category = present(data.conditionsYaml, "the condition category")
  return (
    <Layout path={`/conditions/${category.slug}`} crumb={category.title}>
      <PageHeader heading={category.title} intro={category.description ?? category.shortDescription} />
      {category.entries && category.entries.length > 0 && (
        <ul>
          {category.entries.map(entry => (
            <li key={entry.slug}>
              <a href={`#${entry.slug}`}>{entry.title}</a>
            </li>
          ))}
        </ul>
      )}
    </Layout>
  )
}

export default ConditionGroupTemplate

export const Head = ({ data }: HeadProps<Queries.ConditionGroupPageQuery>) => {
  const category = present(data.conditionsYaml, "the condition category")
  return <Seo title={category.title} description={category.shortDescription} path={`/conditions/${category.slug}`} />
}

export const query = graphql`
  query ConditionGroupPage($id: String!) {
    conditionsYaml(id: { eq: $id }) {
      slug
      title
      shortDescription
      description
      entries {
        slug
        title
      }
    }
  }
`
