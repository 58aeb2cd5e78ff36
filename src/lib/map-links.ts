// The link for directions and the embedded map (site.yaml's mapUrl and mapEmbedUrl): staff's own when they give
// them, else made from the clinic's address, so that moving the clinic moves both. Google Maps' search takes an
// address with no key and embeds with output=embed, as the sample's own links did; the Content-Security-Policy
// allows the embed's origin, whichever it is (src/node/post-build.ts).

/** The fields of site.yaml's address that a map search needs. */
export interface MapAddress {
  street: string
  city: string
  province: string
  postalCode: string
}

/** The address as one line, as a map search reads it: "123 Example Road, Unit 4, Mississauga, ON L5B 0A1" */
export const addressLine = ({ street, city, province, postalCode }: MapAddress) =>
  `${street}, ${city}, ${province} ${postalCode}`

/** Google Maps' page for the address, where a visitor asks for directions. */
export const directionsUrlOf = (address: MapAddress) =>
  `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: addressLine(address) })}`

/** Google Maps' embeddable map of the address, for an <iframe>. */
export const mapEmbedUrlOf = (address: MapAddress) =>
  `https://www.google.com/maps?${new URLSearchParams({ q: addressLine(address), output: "embed" })}`

/** What of site.yaml the map links are made from. */
export interface MapSite {
  address: MapAddress
  mapUrl?: string | null
  mapEmbedUrl?: string | null
}

/** The clinic's map links: those site.yaml gives, else those of its address. */
export const mapLinksOf = (site: MapSite): { mapUrl: string; mapEmbedUrl: string } => ({
  mapUrl: site.mapUrl || directionsUrlOf(site.address),
  mapEmbedUrl: site.mapEmbedUrl || mapEmbedUrlOf(site.address),
})
