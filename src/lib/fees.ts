// Fees as patients read them (content/fees.yaml): the fee table, the first visit's fee beside the booking buttons
// and the clinic's price range for search engines all write a price the same way.

const wholeDollars = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", maximumFractionDigits: 0 })
const withCents = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", minimumFractionDigits: 2 })

/** A fee in Canadian dollars as a Canadian reads it: 130 → "$130", 92.5 → "$92.50". */
export const formatPrice = (price: number) => (Number.isInteger(price) ? wholeDollars : withCents).format(price)

/** The lowest and highest fee, "$80–$480", or the one fee when they are all the same: schema.org's priceRange. */
export function priceRange(prices: readonly number[]): string {
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return low === high ? formatPrice(low) : `${formatPrice(low)}–${formatPrice(high)}`
}

/** The id of a visit's row in the fee table, which its offer in the JSON-LD points at: "fee-initial-assessment". */
export const feeRowId = (slug: string) => `fee-${slug}`
