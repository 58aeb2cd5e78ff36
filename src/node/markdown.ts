// Long text as editors write it (a post's body, an FAQ answer): CommonMark, turned into HTML at build time by
// the unified ecosystem (remark, then rehype), so no Markdown parser ever reaches the browser.
// What the HTML may hold is fixed here: raw HTML in the text is dropped, the rest passes rehype-sanitize's
// GitHub schema narrowed to the elements below, and links to other sites open as the site's other
// external links do (a new tab, said to screen readers). Links inside the site are plain <a href="/…">, which
// gatsby-plugin-catch-links turns into client-side navigation.
import type { Heading, Root } from "mdast"
import { toString } from "mdast-util-to-string"
import readingTime from "reading-time"
import rehypeExternalLinks from "rehype-external-links"
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize"
import rehypeStringify from "rehype-stringify"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import { unified } from "unified"
import { visit } from "unist-util-visit"
import { newTab } from "../lib/wording"

/** The elements a text may produce: headings, paragraphs, links, emphasis, lists, quotes, code and rules. */
const ALLOWED_ELEMENTS = [
  ...["h2", "h3", "h4", "h5", "h6", "p", "a", "strong", "em", "ol", "ul", "li", "blockquote"],
  ...["code", "pre", "br", "hr"],
]

const SANITIZE: SanitizeSchema = {
  ...defaultSchema,
  tagNames: ALLOWED_ELEMENTS,
  // GitHub's schema prefixes ids against clobbering; nothing here makes ids, so none are kept.
  clobberPrefix: "",
  attributes: { a: ["href", "title"], ol: ["start"] },
  protocols: { href: ["http", "https", "mailto", "tel"] },
}

/**
 * Moves every heading so the text's top level sits at `level`: `##` and `#` alike become an h2 on a post's own
 * page, under its h1 title, and an h3 where the post sits under an h2. Never deeper than h6.
 */
const shiftHeadings = (level: number) => (tree: Root) => {
  const headings = tree.children.filter((node): node is Heading => node.type === "heading")
  const top = Math.min(...headings.map(heading => heading.depth))
  for (const heading of headings) heading.depth = Math.min(6, heading.depth - top + level) as Heading["depth"]
}

/**
 * Lists as the site sets them, however they were typed: Decap's rich-text editor saves a blank line between
 * items, which in Markdown makes a "loose" list of paragraphs. Every list is rendered tight, items as plain text.
 */
const tightLists = () => (tree: Root) => {
  visit(tree, ["list", "listItem"], node => {
    if (node.type === "list" || node.type === "listItem") node.spread = false
  })
}

/** The HTML for a text whose subheadings start at `headingLevel` (2 to 6). */
export function markdownToHtml(markdown: string, headingLevel = 2): string {
  const html = unified()
    .use(remarkParse)
    .use(() => shiftHeadings(headingLevel))
    .use(tightLists)
    // Without allowDangerousHtml, remark-rehype leaves raw HTML out; sanitize then checks what remains.
    .use(remarkRehype)
    .use(rehypeSanitize, SANITIZE)
    .use(rehypeExternalLinks, {
      target: "_blank",
      rel: ["noopener", "noreferrer"],
      content: { type: "text", value: ` ${newTab}` },
      contentProperties: { className: ["visually-hidden"] },
    })
    .use(rehypeStringify)
    .processSync(markdown)
  return String(html)
}

/** The words a reader reads, without the Markdown around them, a space between blocks. */
export const markdownText = (markdown: string) =>
  unified()
    .use(remarkParse)
    .parse(markdown)
    .children.map(block => toString(block))
    .join(" ")

/** Minutes to read a text at an average adult's pace, never less than one. */
export const readingMinutes = (markdown: string) => Math.max(1, Math.round(readingTime(markdownText(markdown)).minutes))
