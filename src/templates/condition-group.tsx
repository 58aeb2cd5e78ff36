import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import ConditionEntry from "../components/condition-entry"
import ConditionHead from "../components/condition-head"
import Layout from "../components/layout"
import MedicalNote from "../components/medical-note"
import PageHeader from "../components/page-header"
// After the shell: Gatsby bundles CSS in import order, and the pages that share JumpList import it last.
import JumpList from "../components/jump-list"
import { required } from "../lib/required"

/** A category of conditions shown as a list of entries (spinal, upper and lower extremity). */
const ConditionGroupTemplate = ({ data }: PageProps<Queries.ConditionGroupPageQuery>) => {
  const category = required(data.conditionsYaml, "the condition category")
  const entries = category.entries ?? []
  return (
    <Layout path={`/conditions/${category.slug}`} crumb={category.title}>
      <PageHeader heading={category.title} intro={category.description} />
      <MedicalNote />
      <JumpList items={entries.map(entry => ({ id: entry.slug, label: entry.title }))} />
      {entries.map(entry => (
        <ConditionEntry
          key={entry.slug}
          slug={entry.slug}
          title={entry.title}
          description={entry.description}
          symptoms={entry.symptoms}
          treatments={entry.treatments}
          image={entry.image.childImageSharp?.gatsbyImageData}
        />
      ))}
    </Layout>
  )
}

export default ConditionGroupTemplate

export const Head = ({ data }: HeadProps<Queries.ConditionGroupPageQuery>) => {
  const category = required(data.conditionsYaml, "the condition category")
  const conditions = (category.entries ?? []).map(entry => ({ ...entry, name: entry.title }))
  return <ConditionHead category={category} conditions={conditions} />
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
        description
        symptoms
        treatments
        image {
          childImageSharp {
            gatsbyImageData(width: 576, aspectRatio: 1.5, sizes: "(min-width: 64rem) 18rem, 100vw")
          }
        }
      }
    }
  }
`
