import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { parsePostContent } from "../src/lib/post-content"

test("paragraphs are separated by blank lines", () => {
  expect(parsePostContent("First paragraph.\n\nSecond paragraph.")).toEqual([
    { type: "paragraph", text: "First paragraph." },
    { type: "paragraph", text: "Second paragraph." },
  ])
})

test("lines of one paragraph are joined with single spaces", () => {
  expect(parsePostContent("A paragraph written\nover two   lines.\n")).toEqual([
    { type: "paragraph", text: "A paragraph written over two lines." },
  ])
})

test('a line starting "## " is a heading, even without blank lines around it', () => {
  expect(parsePostContent("Intro.\n## Pain management\nBody text.")).toEqual([
    { type: "paragraph", text: "Intro." },
    { type: "heading", text: "Pain management" },
    { type: "paragraph", text: "Body text." },
  ])
})

test('consecutive lines starting "- " are one list', () => {
  expect(parsePostContent("It may include:\n\n- Hands-on care\n- Exercise\n- Advice")).toEqual([
    { type: "paragraph", text: "It may include:" },
    { type: "list", items: ["Hands-on care", "Exercise", "Advice"] },
  ])
})

test("a list can follow a paragraph line directly, and text after a list starts a new paragraph", () => {
  expect(parsePostContent("This may include:\n- Ice\n- Heat\nAfter the list.")).toEqual([
    { type: "paragraph", text: "This may include:" },
    { type: "list", items: ["Ice", "Heat"] },
    { type: "paragraph", text: "After the list." },
  ])
})

test("an indented line under a bullet continues that item", () => {
  expect(parsePostContent("- A long item that\n  wraps onto a second line\n- Short")).toEqual([
    { type: "list", items: ["A long item that wraps onto a second line", "Short"] },
  ])
})

test("a blank line between bullets starts a second list", () => {
  expect(parsePostContent("- One\n\n- Two")).toEqual([
    { type: "list", items: ["One"] },
    { type: "list", items: ["Two"] },
  ])
})

test('"* " bullets are accepted too, out of Markdown habit', () => {
  expect(parsePostContent("* One\n* Two")).toEqual([{ type: "list", items: ["One", "Two"] }])
})

test("Windows line endings, surrounding blank lines and stray spaces are ignored", () => {
  expect(parsePostContent("\r\n\r\n  Intro.  \r\n\r\n##   Heading  \r\n\r\n\r\n")).toEqual([
    { type: "paragraph", text: "Intro." },
    { type: "heading", text: "Heading" },
  ])
})

test("text that only looks similar stays a paragraph: ##x, ### and a hyphen without a space", () => {
  expect(parsePostContent("##x\n\n### Three\n\n-5 degrees")).toEqual([
    { type: "paragraph", text: "##x" },
    { type: "paragraph", text: "### Three" },
    { type: "paragraph", text: "-5 degrees" },
  ])
})

test("an empty heading or bullet is dropped and empty content gives no blocks", () => {
  expect(parsePostContent("## \n\nText.")).toEqual([{ type: "paragraph", text: "Text." }])
  expect(parsePostContent("- \n- Item\n\n-")).toEqual([{ type: "list", items: ["Item"] }])
  expect(parsePostContent("")).toEqual([])
  expect(parsePostContent("\n\n  \n")).toEqual([])
})

test("each shipped post's subheadings and bullets parse as headings and list items, in the order written", () => {
  const dir = path.resolve(__dirname, "../content/posts")
  const files = fs.readdirSync(dir).filter(file => file.endsWith(".yaml"))
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    const { content } = yaml.load(fs.readFileSync(path.join(dir, file), "utf8")) as { content: string }
    const lines = content.split("\n").map(line => line.trim())
    const writtenHeadings = lines.filter(line => line.startsWith("## ")).map(line => line.slice(3).trim())
    const writtenItems = lines.filter(line => /^[-*] /.test(line)).map(line => line.slice(2).trim())
    const blocks = parsePostContent(content)
    const headings = blocks.flatMap(block => (block.type === "heading" ? [block.text] : []))
    const items = blocks.flatMap(block => (block.type === "list" ? block.items : []))
    const paragraphs = blocks.flatMap(block => (block.type === "paragraph" ? [block.text] : []))
    expect([file, headings]).toEqual([file, writtenHeadings])
    // No heading was swallowed into a paragraph (as happens with a folded ">" block).
    expect([file, paragraphs.filter(text => /(^|\s)## /.test(text))]).toEqual([file, []])
    // An item may continue on an indented line, so each begins with the line its bullet is on.
    expect([file, items.map((item, i) => item.startsWith(writtenItems[i]))]).toEqual([
      file,
      writtenItems.map(() => true),
    ])
  }
})
