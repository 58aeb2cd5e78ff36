import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"

interface PhoneLinkProps {
  className?: string
  /** What the link shows; the clinic's number as patients read it when left out */
  children?: React.ReactNode
}

/** The clinic's phone number, tap-to-call on a phone. */
const PhoneLink = ({ className, children }: PhoneLinkProps) => {
  const { phone } = useSiteFacts().site
  return (
    <a href={`tel:${phone.e164}`} className={className}>
      {children ?? phone.display}
    </a>
  )
}

export default PhoneLink
