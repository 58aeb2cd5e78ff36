import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import FeeTable from "../components/fee-table"
import { PaymentChoices, PaymentPolicy, PaymentWay } from "../components/payment-ways"
import { buildFeesCatalog } from "../lib/json-ld/fees"
import { required } from "../lib/required"

/**
 * Fees and coverage: how will you pay (each choice leads to its section), what each visit costs, each way of
 * paying, then payment and cancellation. All of it from content/fees.yaml.
 */
const FeesPage = ({ data }: PageProps<Queries.FeesPageQuery>) => {
  const fees = required(data.fees, "content/fees.yaml")
  return (
    <BasicPage page={data.page}>
      <PaymentChoices ways={fees.ways} />
      <FeeTable fees={fees} />
      {fees.ways.map(way => (
        <PaymentWay key={way.slug} way={way} />
      ))}
      <PaymentPolicy payment={fees.payment} />
    </BasicPage>
  )
}

export default FeesPage

export const Head = ({ data }: HeadProps<Queries.FeesPageQuery>) => (
  <PageHead
    page={data.page}
    clinicDetails={page => ({ hasOfferCatalog: buildFeesCatalog(page, data.fees?.visits ?? []) })}
  />
)

export const query = graphql`
  query FeesPage {
    page: feesPageYaml {
      ...PageMeta
    }
    fees: feesYaml {
      ...FeeTable
      ...PaymentWays
      ...PaymentPolicy
    }
  }
`
