import * as React from "react"
import * as wording from "../../lib/wording"

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & {
  href: string
  children: React.ReactNode
}

/** A link that opens another site in a new tab, and says so to screen reader users. */
const ExternalLink = ({ children, ...props }: ExternalLinkProps) => (
  <a {...props} target="_blank" rel="noopener noreferrer">
    {children}
    <span className="visually-hidden"> {wording.newTab}</span>
  </a>
)

export default ExternalLink
