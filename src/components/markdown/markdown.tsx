import * as React from "react"
import { navigate } from "gatsby"
import catchLinks from "gatsby-plugin-catch-links/catch-links"

interface MarkdownProps {
  /** The HTML the build made from an editor's Markdown (src/node/markdown.ts): sanitized, nothing to escape */
  html: string
  className?: string
}

/**
 * Text an editor wrote in Markdown: a post's body, an FAQ answer. Its links to this site are plain anchors;
 * gatsby-plugin-catch-links' handler, attached to this text only, follows them inside the app as <Link> does
 * (a modified click, a new tab, a download or another site is left to the browser). Only the pages that show
 * Markdown load it, rather than every page as the plugin's site-wide listener would.
 */
const Markdown = ({ html, className }: MarkdownProps) => {
  const ref = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => (ref.current ? catchLinks(ref.current, {}, href => navigate(href)) : undefined), [])
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />
}

export default Markdown
