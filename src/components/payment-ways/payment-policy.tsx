import * as React from "react"
import { graphql } from "gatsby"
import * as wording from "../../lib/wording"
import DetailsList from "../contact-list/details-list"
import * as styles from "./payment-ways.module.css"

export const query = graphql`
  fragment PaymentPolicy on FeesYaml {
    payment {
      methods
      receipts
      cancellation
    }
  }
`

/** How to pay, the receipts, and the cancellation rule: stated here once (the FAQ links to #cancellation). */
const PaymentPolicy = ({ payment }: Queries.PaymentPolicyFragment) => (
  <section id="payment" aria-labelledby="payment-heading" className={styles.way}>
    <h2 id="payment-heading">{wording.paymentAndCancellation}</h2>
    <DetailsList
      className={styles.facts}
      details={[
        { label: wording.waysToPay, value: wording.inWords(payment.methods) },
        { label: wording.receipts, value: payment.receipts },
        { label: wording.cancellation, value: payment.cancellation, id: "cancellation" },
      ]}
    />
  </section>
)

export default PaymentPolicy
