import * as React from "react"

interface MarkdownProps {
  /** The HTML the build made from an editor's Markdown (src/node/markdown.ts): sanitized, nothing to escape */
  html: string
  className?: string
}

/**
 * Text an editor wrote in Markdown: a post's body, an FAQ answer. Its links to this site are ordinary anchors,
 * which gatsby-plugin-catch-links follows without a page load.
 */
const Markdown = ({ html, className }: MarkdownProps) => (
  <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
)

export default Markdown
