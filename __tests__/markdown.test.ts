/** @jest-environment node */
// Markdown as editors write it (a post's body, an FAQ answer) becomes HTML at build time: what they may write
// renders, raw HTML and script addresses do not, and links leave the site as the site's other links do.
import { markdownText, markdownToHtml, readingMinutes } from "../src/node/markdown"
import { newTab } from "../src/lib/wording"

describe("markdownToHtml", () => {
  test("a link, bold text and a numbered list become <a>, <strong> and <ol>", () => {
    const html = markdownToHtml("Please **book ahead** or [call us](/contact).\n\n1. Rest\n2. Ice\n")
    expect(html).toBe(
      '<p>Please <strong>book ahead</strong> or <a href="/contact">call us</a>.</p>\n<ol>\n<li>Rest</li>\n<li>Ice</li>\n</ol>',
    )
  })

  test("emphasis, bulleted lists and block quotes are kept", () => {
    const html = markdownToHtml("*Gently* now.\n\n- Walk\n- Run\n\n> Little and often.")
    expect(html).toContain("<em>Gently</em>")
    expect(html).toContain("<ul>\n<li>Walk</li>")
    expect(html).toContain("<blockquote>\n<p>Little and often.</p>\n</blockquote>")
  })

  test("a list saved with blank lines between its items, as the CMS's editor saves it, renders as a typed one", () => {
    expect(markdownToHtml("* Walk\n\n* Run\n")).toBe(markdownToHtml("- Walk\n- Run\n"))
    expect(markdownToHtml("1. Rest\n\n2. Ice\n")).toBe("<ol>\n<li>Rest</li>\n<li>Ice</li>\n</ol>")
  })

  test("a <script>, raw HTML and event handlers written in the text never reach the page", () => {
    const html = markdownToHtml(
      'Before.\n\n<script>alert("x")</script>\n\nInline <img src=x onerror="alert(1)"> and <b onclick="x()">bold</b>.',
    )
    expect(html).not.toMatch(/<script|alert|<img|onerror|onclick|<b>/)
    expect(html).toContain("<p>Before.</p>")
  })

  test("a javascript: or data: address loses its href; the link's words stay", () => {
    const html = markdownToHtml("[one](javascript:alert(1)) and [two](data:text/html,hi)")
    expect(html).toBe("<p><a>one</a> and <a>two</a></p>")
  })

  test("a link to another site opens in a new tab, and says so to screen readers", () => {
    expect(markdownToHtml("[The College](https://www.collegept.org)")).toBe(
      `<p><a href="https://www.collegept.org" rel="noopener noreferrer" target="_blank">The College<span class="visually-hidden"> ${newTab}</span></a></p>`,
    )
  })

  test("subheadings start at the level asked for, whatever the editor typed, and keep their steps", () => {
    const text = "# Top\n\nText.\n\n## Under it\n\nMore."
    expect(markdownToHtml(text, 2)).toBe("<h2>Top</h2>\n<p>Text.</p>\n<h3>Under it</h3>\n<p>More.</p>")
    expect(markdownToHtml("## A\n\n###### B", 3)).toBe("<h3>A</h3>\n<h6>B</h6>")
  })
})

describe("reading", () => {
  test("the words without their Markdown", () => {
    expect(markdownText("## Title\n\nSome **bold** [link](/x).")).toBe("Title Some bold link.")
  })

  test("minutes at an adult's pace, at least one", () => {
    expect(readingMinutes("word ".repeat(1000))).toBe(5)
    expect(readingMinutes("Short.")).toBe(1)
  })
})
