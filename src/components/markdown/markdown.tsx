import * as React from "react"
import { navigate } from "gatsby"
import catchLinks from "gatsby-plugin-catch-links/catch-links"

interface MarkdownProps {
  /** The HTML the build made from an editor's Markdown (src/node/markdown.ts): sanitized, nothing to escape */
  html: string
  className?: string
}

/**
 * Follows the text's links to this site inside the app. A ref callback rather than an effect, so the component
 * needs no hooks and the CMS preview can render it with Decap's own React. It is one function for every text, so
 * React calls it once per element; the listener goes away with the element.
 */
const followLinksInApp = (element: HTMLDivElement | null) => {
  if (element) catchLinks(element, {}, href => navigate(href))
}

/**
 * Text an editor wrote in Markdown: a post's body, an FAQ answer. Its links to this site are plain anchors;
 * gatsby-plugin-catch-links' handler, attached to this text only, follows them inside the app as <Link> does
 * (a modified click, a new tab, a download or another site is left to the browser). Only the pages that show
 * Markdown load it, rather than every page as the plugin's site-wide listener would.
 */
const Markdown = ({ html, className }: MarkdownProps) => (
  <div ref={followLinksInApp} className={className} dangerouslySetInnerHTML={{ __html: html }} />
)

export default Markdown
