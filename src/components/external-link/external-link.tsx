import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & {
  href: string
  children: React.ReactNode
}

/** A link that opens another site in a new tab, and says so to screen reader users. */
const ExternalLink = ({ children, ...props }: ExternalLinkProps) => {
  const { site } = useSiteFacts()
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {site.labels.newTab}</span>
    </a>
  )
}

export default ExternalLink
