import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"

interface PhoneLinkProps {
  className?: string
  /** Another number than the clinic's, e.g. the privacy contact's */
  number?: Queries.PhoneNumber
  /** What the link shows; the number as patients read it when left out */
  children?: React.ReactNode
}

/** The clinic's phone number (or another one), tap-to-call on a phone. */
const PhoneLink = ({ className, number, children }: PhoneLinkProps) => {
  const { site } = useSiteFacts()
  const phone = number ?? site.phone
  return (
    <a href={`tel:${phone.e164}`} className={className}>
      {children ?? phone.display}
    </a>
  )
}

export default PhoneLink
