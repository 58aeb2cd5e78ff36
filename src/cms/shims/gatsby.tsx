// `gatsby` for the components bundled into the CMS's previews (src/cms/preview-bundle.ts aliases it here): the
// preview is one page in the editor, not the site's app. An import the previewed components need and this file
// lacks fails the bundle's build.
import * as React from "react"

/** The components' GraphQL fragments are read by the site's build; in the preview, the data comes from the CMS. */
export const graphql = (..._query: unknown[]) => undefined

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

/** A link to another page of the site, as a plain anchor. */
export const Link = ({ to, children, ...props }: LinkProps) => (
  <a href={to} {...props}>
    {children}
  </a>
)

/** A link followed inside the app (Markdown's links): the preview stays on the entry it shows. */
export const navigate = (_to: string) => undefined

export const withPrefix = (path: string) => path
