import { tidyHead } from "../src/lib/head-components"

const css = (file: string) => ({ key: file, props: { "data-href": `/${file}`, "data-identity": "gatsby-global-css" } })
const meta = { key: "description", props: { name: "description" } }
const touchIcon = { key: "touch-icon", props: { rel: "apple-touch-icon" } }

test("puts Gatsby's inlined CSS chunks back in the order of the page's chunk group, where they were", () => {
  // As Gatsby's renderer leaves them: the page's own chunk first, the app's (layout and global styles) last.
  const head = [meta, css("component---about.css"), css("shared.css"), css("app.css"), touchIcon]
  expect(tidyHead(head).map(element => element.key)).toEqual([
    "description",
    "app.css",
    "shared.css",
    "component---about.css",
    "touch-icon",
  ])
})

test("leaves out gatsby-plugin-image's fade-in styles and script and Gatsby's generator tag, and keeps the rest", () => {
  const head = [
    { key: "generator-5.16.1", props: { name: "generator", content: "Gatsby 5.16.1" } },
    meta,
    { key: "gatsby-image-style", props: {} },
    { key: "gatsby-image-style-noscript", props: {} },
    { key: "gatsby-image-style-script", props: { type: "module" } },
    touchIcon,
  ]
  expect(tidyHead(head)).toEqual([meta, touchIcon])
})

test("fails, naming the marker, when Gatsby stops marking the CSS it inlines", () => {
  const unmarked = { key: "app.css", props: { "data-href": "/app.css" } }
  expect(() => tidyHead([meta, unmarked])).toThrow(/data-identity="gatsby-global-css" \(1 stylesheet\(s\) without it\)/)
})
