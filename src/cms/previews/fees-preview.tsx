import * as React from "react"
import FeeTable from "../../components/fee-table"
import { PaymentChoices, PaymentPolicy, PaymentWay } from "../../components/payment-ways"
import { markdownToHtml } from "../../node/markdown"
import { entryData, type PreviewProps } from "./decap"
import PreviewMain from "./preview-main"

type Visit = Queries.FeeTableFragment["visits"][number]
type Way = Omit<Queries.PaymentWaysFragment["ways"][number], "detailsHtml"> & { details: string }
type FeesFile = Omit<Queries.FeeTableFragment, "visits"> & {
  visits: readonly Visit[]
  ways: readonly Way[]
  payment: Queries.PaymentPolicyFragment["payment"]
}

/**
 * Fees and coverage as /fees shows it, below its heading: the choices, the fee table, each way of paying (its
 * Markdown made by the build's own code) and payment and cancellation.
 */
const FeesPreview = (props: PreviewProps) => {
  const fees = entryData<FeesFile>(props)
  const ways = (fees.ways ?? []).map(way => ({
    slug: way.slug ?? "",
    choice: way.choice ?? "",
    title: way.title ?? "",
    youPay: way.youPay ?? "",
    weDo: way.weDo ?? "",
    bring: way.bring ?? [],
    insurers: way.insurers ?? null,
    detailsHtml: markdownToHtml(way.details ?? "", 3),
    link: way.link?.label && way.link.url ? { label: way.link.label, url: way.link.url } : null,
  }))
  return (
    <PreviewMain>
      <PaymentChoices ways={ways} />
      <FeeTable
        fees={{
          visits: (fees.visits ?? []).map(visit => ({
            slug: visit.slug ?? "",
            name: visit.name ?? "",
            description: visit.description ?? null,
            minutes: visit.minutes ?? 0,
            price: visit.price ?? 0,
            coverage: visit.coverage ?? "",
            coverageNote: visit.coverageNote ?? null,
          })),
          taxes: fees.taxes ?? "",
          notes: fees.notes ?? null,
        }}
      />
      {ways.map(way => (
        <PaymentWay key={way.slug} way={way} />
      ))}
      <PaymentPolicy
        payment={{
          methods: fees.payment?.methods ?? [],
          receipts: fees.payment?.receipts ?? "",
          cancellation: fees.payment?.cancellation ?? "",
        }}
      />
    </PreviewMain>
  )
}

export default FeesPreview
