import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../../components/basic-page"

const ConditionsPage = ({ data }: PageProps<Queries.ConditionsPageQuery>) => (
  <BasicPage page={data.page}>
    <ul>
      {data.allConditionsYaml.nodes.map(category => (
        <li key={category.slug}>
          <Link to={`/conditions/${category.slug}`}>{category.title}</Link>
        </li>
      ))}
    </ul>
  </BasicPage>
)

export default ConditionsPage

export const Head = ({ data }: HeadProps<Queries.ConditionsPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query ConditionsPage {
    page: pagesYaml(path: { eq: "/conditions" }) {
      ...PageMeta
    }
    allConditionsYaml(sort: { order: ASC }) {
      nodes {
        slug
        title
      }
    }
  }
`
