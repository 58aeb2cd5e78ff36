import * as React from "react"
import { graphql } from "gatsby"
import * as wording from "../../lib/wording"
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
    <dl className={styles.facts}>
      <div>
        <dt>{wording.waysToPay}</dt>
        <dd>{wording.inWords(payment.methods)}</dd>
      </div>
      <div>
        <dt>{wording.receipts}</dt>
        <dd>{payment.receipts}</dd>
      </div>
      <div id="cancellation" className={styles.anchored}>
        <dt>{wording.cancellation}</dt>
        <dd>{payment.cancellation}</dd>
      </div>
    </dl>
  </section>
)

export default PaymentPolicy
