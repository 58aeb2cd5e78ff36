import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"

interface EmailLinkProps {
  className?: string
  /** What the link shows; the clinic's address when left out */
  children?: React.ReactNode
}

/** The clinic's email address, opening the visitor's mail app. */
const EmailLink = ({ className, children }: EmailLinkProps) => {
  const { email } = useSiteFacts().site
  return (
    <a href={`mailto:${email}`} className={className}>
      {children ?? email}
    </a>
  )
}

export default EmailLink
