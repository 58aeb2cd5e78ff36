import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import JumpList from "../components/jump-list"
import TreatmentList, { TreatmentShortName } from "../components/treatment-list"
import { buildTherapiesPageJsonLd } from "../lib/json-ld/therapies"
import { required } from "../lib/required"

const TreatmentPage = ({ data }: PageProps<Queries.TreatmentPageQuery>) => {
  const { treatments } = required(data.treatmentsYaml, "content/treatments.yaml")
  return (
    <BasicPage page={data.page}>
      <JumpList
        items={treatments.map(treatment => ({
          id: treatment.slug,
          label: <TreatmentShortName treatment={treatment} />,
        }))}
      />
      <TreatmentList treatments={treatments} />
    </BasicPage>
  )
}

export default TreatmentPage

export const Head = ({ data }: HeadProps<Queries.TreatmentPageQuery>) => (
  <PageHead
    page={data.page}
    structuredData={page => [buildTherapiesPageJsonLd(page, data.treatmentsYaml?.treatments ?? [])]}
  />
)

export const query = graphql`
  query TreatmentPage {
    page: treatmentPageYaml {
      ...PageMeta
    }
    treatmentsYaml {
      treatments {
        ...TreatmentListItem
      }
    }
  }
`
