import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"

interface EmailLinkProps {
  className?: string
  /** Another address than the clinic's, e.g. the privacy contact's */
  address?: string
  /** What the link shows; the address when left out */
  children?: React.ReactNode
}

/** The clinic's email address (or another one), opening the visitor's mail app. */
const EmailLink = ({ className, address, children }: EmailLinkProps) => {
  const { site } = useSiteFacts()
  const email = address ?? site.email
  return (
    <a href={`mailto:${email}`} className={className}>
      {children ?? email}
    </a>
  )
}

export default EmailLink
