import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../../components/basic-page"
import Card, { CardGrid } from "../../components/card"
import { conditionPath } from "../../lib/paths"

const ConditionsPage = ({ data }: PageProps<Queries.ConditionsPageQuery>) => (
  <BasicPage page={data.page}>
    <CardGrid>
      {data.allConditionsYaml.nodes.map((category, i) => (
        <Card
          key={category.slug}
          priority={i === 0}
          title={category.title}
          description={category.shortDescription}
          path={conditionPath(category.slug)}
          image={category.image.childImageSharp?.gatsbyImageData}
        />
      ))}
    </CardGrid>
  </BasicPage>
)

export default ConditionsPage

export const Head = ({ data }: HeadProps<Queries.ConditionsPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query ConditionsPage {
    page: conditionsPageYaml {
      ...PageMeta
    }
    allConditionsYaml(sort: { order: ASC }) {
      nodes {
        slug
        title
        shortDescription
        image {
          childImageSharp {
            gatsbyImageData(
              width: 720
              aspectRatio: 1.5
              layout: CONSTRAINED
              sizes: "(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw"
            )
          }
        }
      }
    }
  }
`
