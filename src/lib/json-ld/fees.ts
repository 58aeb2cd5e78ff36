// What /fees adds to the clinic's node: each visit as an offer at its set fee.
import type { OfferCatalog } from "schema-dts"
import { feeRowId } from "../fees"
import { absoluteUrl } from "../paths"
import { clinicId, type PageFacts } from "./core"

/** A row of the fee table: a visit, its length in minutes and its set fee in Canadian dollars. */
export interface VisitFeeFacts {
  slug: string
  name: string
  description?: string | null
  minutes: number
  price: number
}

/** /fees: each visit as an offer at its fee, per visit of its length, each anchored to its row of the table. */
export function buildFeesCatalog({ siteUrl, path, title }: PageFacts, visits: readonly VisitFeeFacts[]): OfferCatalog {
  return {
    "@type": "OfferCatalog",
    name: title,
    url: absoluteUrl(siteUrl, path),
    itemListElement: visits.map(visit => ({
      "@type": "Offer",
      url: absoluteUrl(siteUrl, `${path}#${feeRowId(visit.slug)}`),
      price: visit.price,
      priceCurrency: "CAD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: visit.price,
        priceCurrency: "CAD",
        referenceQuantity: { "@type": "QuantitativeValue", value: visit.minutes, unitCode: "MIN", unitText: "minutes" },
      },
      itemOffered: {
        "@type": "Service",
        name: visit.name,
        ...(visit.description ? { description: visit.description } : {}),
        provider: { "@id": clinicId(siteUrl) },
      },
    })),
  }
}
