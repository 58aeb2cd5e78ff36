import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Picture from "../../components/picture"
import { BasicPage, PageHead } from "../../components/basic-page"
import ConditionLinks from "../../components/condition-links"
import Prose from "../../components/prose"
import Split from "../../components/split"
import { required } from "../../lib/required"

const PhysiotherapyPage = ({ data }: PageProps<Queries.PhysiotherapyPageQuery>) => {
  const page = required(data.page, "content/pages/services-physiotherapy.yaml")
  const { cards, physiotherapy } = required(data.servicesYaml, "content/services.yaml")
  // The illustration of this service's card on /services; it repeats the heading, so its alt is empty.
  const image = cards.find(card => card.path === page.path)?.image.childImageSharp?.gatsbyImageData
  return (
    <BasicPage page={page}>
      <Split media={image && <Picture image={image} alt="" loading="eager" />}>
        <Prose paragraphs={physiotherapy.body} />
      </Split>
      <ConditionLinks heading={physiotherapy.conditionsHeading} conditions={physiotherapy.conditions} />
    </BasicPage>
  )
}

export default PhysiotherapyPage

export const Head = ({ data }: HeadProps<Queries.PhysiotherapyPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query PhysiotherapyPage {
    page: servicesPhysiotherapyPageYaml {
      ...PageMeta
    }
    servicesYaml {
      cards {
        path
        image {
          childImageSharp {
            ...SplitImage
          }
        }
      }
      physiotherapy {
        body
        conditionsHeading
        conditions {
          title
          path
        }
      }
    }
  }
`
