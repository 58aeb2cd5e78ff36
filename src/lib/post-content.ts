// A blog post's content as an editor writes it in content/posts/*.yaml, turned into blocks to render:
// paragraphs are separated by blank lines, a line starting "## " is a subheading, and lines starting
// "- " (or "* ", out of Markdown habit) are the items of a bulleted list.

export type PostBlock =
  { type: "paragraph"; text: string } | { type: "heading"; text: string } | { type: "list"; items: string[] }

// Matched against a trimmed line, so "## " with nothing after it arrives as "##".
const HEADING = /^##(\s.*|)$/
const BULLET = /^[-*](\s.*|)$/

/** Collapses the line breaks and runs of spaces inside one paragraph or item into single spaces. */
const tidy = (text: string) => text.replace(/\s+/g, " ").trim()

export function parsePostContent(content: string): PostBlock[] {
  const blocks: PostBlock[] = []
  // The block being built, if it can still grow: a paragraph gains lines, a list gains items.
  let open: { type: "paragraph"; lines: string[] } | { type: "list"; items: string[] } | null = null

  const close = () => {
    if (open?.type === "paragraph") blocks.push({ type: "paragraph", text: tidy(open.lines.join(" ")) })
    if (open?.type === "list" && open.items.length > 0) blocks.push({ type: "list", items: open.items.map(tidy) })
    open = null
  }

  for (const raw of content.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim()
    if (line === "") {
      close()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      close()
      if (heading[1].trim() !== "") blocks.push({ type: "heading", text: tidy(heading[1]) })
      continue
    }
    const bullet = BULLET.exec(line)
    if (bullet) {
      if (open?.type !== "list") {
        close()
        open = { type: "list", items: [] }
      }
      if (bullet[1].trim() !== "") open.items.push(bullet[1])
      continue
    }
    // An indented line right under a bullet continues that item; any other text line is a paragraph.
    if (open?.type === "list" && open.items.length > 0 && /^\s/.test(raw)) {
      open.items[open.items.length - 1] += ` ${line}`
      continue
    }
    if (open?.type !== "paragraph") {
      close()
      open = { type: "paragraph", lines: [] }
    }
    open.lines.push(line)
  }
  close()
  return blocks
}
