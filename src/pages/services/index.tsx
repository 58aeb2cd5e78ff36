import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../../components/basic-page"
import Card, { CardGrid } from "../../components/card"
import { required } from "../../lib/required"

const ServicesPage = ({ data }: PageProps<Queries.ServicesPageQuery>) => {
  const { cards } = required(data.servicesYaml, "content/services.yaml")
  return (
    <BasicPage page={data.page}>
      <CardGrid columns={2}>
        {cards.map((card, i) => (
          <Card
            key={card.slug}
            priority={i === 0}
            title={card.title}
            description={card.description}
            path={card.path}
            image={card.image.childImageSharp?.gatsbyImageData}
          />
        ))}
      </CardGrid>
    </BasicPage>
  )
}

export default ServicesPage

export const Head = ({ data }: HeadProps<Queries.ServicesPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query ServicesPage {
    page: servicesPageYaml {
      ...PageMeta
    }
    servicesYaml {
      cards {
        slug
        title
        description
        path
        image {
          childImageSharp {
            gatsbyImageData(
              width: 1080
              aspectRatio: 1.5
              layout: CONSTRAINED
              sizes: "(min-width: 64rem) 35rem, (min-width: 40rem) 50vw, 100vw"
            )
          }
        }
      }
    }
  }
`
