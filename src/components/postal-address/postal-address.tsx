import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import ExternalLink from "../external-link"

/**
 * The clinic's street address on two lines, as a letter has it; with `linkToMap`, a link to directions.
 * No element of its own, so it fits in an <address>, a <dd> or a paragraph.
 */
const PostalAddress = ({ linkToMap = false }: { linkToMap?: boolean }) => {
  const { address, mapUrl } = useSiteFacts().site
  const lines = (
    <>
      {address.street}
      <br />
      {address.city}, {address.province} {address.postalCode}
    </>
  )
  return linkToMap ? <ExternalLink href={mapUrl}>{lines}</ExternalLink> : lines
}

export default PostalAddress
