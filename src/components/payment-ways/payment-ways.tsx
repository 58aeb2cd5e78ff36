import * as React from "react"
import { graphql } from "gatsby"
import * as wording from "../../lib/wording"
import ExternalLink from "../external-link"
import Markdown from "../markdown"
import * as styles from "./payment-ways.module.css"

export const query = graphql`
  fragment PaymentWays on FeesYaml {
    ways {
      slug
      choice
      title
      youPay
      weDo
      bring
      insurers
      detailsHtml(headingLevel: 3)
      link {
        label
        url
      }
    }
  }
`

type Way = Queries.PaymentWaysFragment["ways"][number]

/**
 * "How will you pay?": one short list of the patient's situations, each a plain link to its section below, so it
 * works without JavaScript and each section has its own address (/fees#car-accident).
 */
export const PaymentChoices = ({ ways }: { ways: readonly Way[] }) => (
  <nav aria-labelledby="how-will-you-pay" className={styles.choices}>
    <h2 id="how-will-you-pay" className={styles.choicesHeading}>
      {wording.howWillYouPay}
    </h2>
    <ul>
      {ways.map(way => (
        <li key={way.slug}>
          <a href={`#${way.slug}`}>{way.choice}</a>
        </li>
      ))}
    </ul>
  </nav>
)

/** One way of paying: what the patient pays, what the clinic does for them, what to bring, and anything else. */
export const PaymentWay = ({ way }: { way: Way }) => {
  const headingId = `${way.slug}-heading`
  return (
    <section id={way.slug} aria-labelledby={headingId} className={styles.way}>
      <h2 id={headingId}>{way.title}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{wording.youPay}</dt>
          <dd>{way.youPay}</dd>
        </div>
        <div>
          <dt>{wording.weDo}</dt>
          <dd>{way.weDo}</dd>
        </div>
        <div>
          <dt>{wording.toBring}</dt>
          <dd>
            <ul>
              {way.bring.map(item => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
        </div>
        {way.insurers && way.insurers.length > 0 && (
          <div>
            <dt>{wording.insurersWeBill}</dt>
            <dd>
              <ul className={styles.insurers}>
                {way.insurers.map(insurer => (
                  <li key={insurer}>{insurer}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {way.detailsHtml && <Markdown html={way.detailsHtml} className={styles.details} />}
      {way.link && (
        <p>
          <ExternalLink href={way.link.url}>{way.link.label}</ExternalLink>
        </p>
      )}
    </section>
  )
}
