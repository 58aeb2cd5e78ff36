import * as React from "react"
import { graphql } from "gatsby"
import * as wording from "../../lib/wording"
import DetailsList from "../contact-list/details-list"
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

/** A list of short lines: what to bring, the insurers billed. */
const Items = ({ items, className }: { items: readonly string[]; className?: string }) => (
  <ul className={className}>
    {items.map(item => (
      <li key={item}>{item}</li>
    ))}
  </ul>
)

/** One way of paying: what the patient pays, what the clinic does for them, what to bring, and anything else. */
export const PaymentWay = ({ way }: { way: Way }) => {
  const headingId = `${way.slug}-heading`
  return (
    <section id={way.slug} aria-labelledby={headingId} className={styles.way}>
      <h2 id={headingId}>{way.title}</h2>
      <DetailsList
        className={styles.facts}
        details={[
          { label: wording.youPay, value: way.youPay },
          { label: wording.weDo, value: way.weDo },
          { label: wording.toBring, value: <Items items={way.bring} /> },
          ...(way.insurers && way.insurers.length > 0
            ? [{ label: wording.insurersWeBill, value: <Items items={way.insurers} className={styles.insurers} /> }]
            : []),
        ]}
      />
      {way.detailsHtml && <Markdown html={way.detailsHtml} className={styles.details} />}
      {way.link && (
        <p>
          <ExternalLink href={way.link.url}>{way.link.label}</ExternalLink>
        </p>
      )}
    </section>
  )
}
