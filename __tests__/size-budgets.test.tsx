// The HTML size budgets (scripts/budgets.mjs) hold the HTML a page's code writes, as codeHtmlOf
// (scripts/build-report.mjs) reads it from the page the server sends, so that no edit staff make can fail them: the
// pages below, rendered as the build renders them, are measured before and after the edits of
// __tests__/staff-edits.test.ts (a category copied, menu labels renamed, a post and a page in another language
// added), which must change nothing that is measured, while a change to the code must.
import * as React from "react"
import zlib from "zlib"
import { createJiti } from "jiti"
import { useStaticQuery } from "gatsby"
import BlogList, { Head as BlogListHead, type BlogListContext } from "../src/templates/blog-list"
import ConditionsPage from "../src/pages/conditions/index"
import { newerPost, olderPost, pageMeta, type PostFixture } from "./fixtures/content"
import { serverHtml } from "./fixtures/server-html"
import { siteFacts } from "./fixtures/site-facts"
import { headProps, pageProps } from "./support/page-props"

const { codeHtmlOf } = createJiti(__filename)("../scripts/build-report.mjs") as {
  codeHtmlOf(html: string): string
}

type SiteFacts = typeof siteFacts
type Categories = Queries.ConditionsPageQuery["allConditionsYaml"]["nodes"]

/** The clinic as shipped: a page in another language, as content/language-pages/ has. */
const shipped: SiteFacts = {
  ...siteFacts,
  allLanguagePagesYaml: { nodes: [{ language: "pa", path: "/pa", ownName: "ਪੰਜਾਬੀ", dir: "ltr" }] },
} as SiteFacts

const categories: Categories = [
  { slug: "spinal-conditions", title: "Spine", shortDescription: "Backs and necks.", image: { childImageSharp: null } },
]

/** The edits staff make, as the pages' data then holds them. */
function editAsStaff(facts: SiteFacts) {
  const site = facts.siteYaml!
  const renamed = <Link extends { label: string }>(links: readonly Link[]) =>
    links.map((link, i) => (i === 0 ? { ...link, label: `${link.label} at a glance` } : link))
  return {
    facts: {
      ...facts,
      siteYaml: { ...site, navigation: renamed(site.navigation), quickLinks: renamed(site.quickLinks) },
      allLanguagePagesYaml: {
        nodes: [...facts.allLanguagePagesYaml.nodes, { language: "yo", path: "/yo", ownName: "Yorùbá", dir: "ltr" }],
      },
    } as SiteFacts,
    categories: [...categories, { ...categories[0], slug: "jaw-clenching", title: "Jaw Clenching" }],
    post: { ...newerPost, slug: "what-to-wear-to-physiotherapy", title: "What to wear to physiotherapy" },
  }
}

/** /blogs as the server sends it: its head (the JSON-LD of the blog and its posts) and its page. */
function blogPage(facts: SiteFacts, listed: PostFixture[]) {
  jest.mocked(useStaticQuery).mockReturnValue(facts)
  const data: Queries.BlogListPageQuery = {
    page: pageMeta("/blogs", "Blog"),
    newest: olderPost,
    posts: { nodes: listed },
  }
  const pageContext: BlogListContext = { page: 1, pageCount: 1, skip: 1, limit: 9, newestId: "id" }
  const props = { ...pageProps(data), pageContext } as React.ComponentProps<typeof BlogList>
  const head = { ...headProps(data), pageContext } as React.ComponentProps<typeof BlogListHead>
  return serverHtml(<BlogListHead {...head} />) + serverHtml(<BlogList {...props} />)
}

function conditionsPage(facts: SiteFacts, nodes: Categories) {
  jest.mocked(useStaticQuery).mockReturnValue(facts)
  const data = { page: pageMeta("/conditions", "Conditions"), allConditionsYaml: { nodes } }
  return serverHtml(<ConditionsPage {...pageProps<Queries.ConditionsPageQuery>(data)} />)
}

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length

test("the edits staff make change what a page sends, and nothing of what its code writes", () => {
  const edited = editAsStaff(shipped)
  const pages = [
    [blogPage(shipped, [newerPost]), blogPage(edited.facts, [edited.post, newerPost])],
    [conditionsPage(shipped, categories), conditionsPage(edited.facts, edited.categories)],
  ]
  // The blog's JSON-LD names each post: one more is left out as one more link is.
  expect(pages[0][1]).toContain(edited.post.slug)
  expect(pages[0][1]).toContain('type="application/ld+json"')
  for (const [before, after] of pages) {
    expect(gzip(after)).toBeGreaterThan(gzip(before))
    expect(codeHtmlOf(after)).toEqual(codeHtmlOf(before))
  }
})

test("what a change to the code adds is measured: markup, CSS, a script, the JSON-LD's keys", () => {
  const page = blogPage(shipped, [newerPost])
  const jsonLd = (graph: object[]) =>
    `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@graph": graph })}</script>`
  const clinic = { "@type": "Physiotherapy", name: "Fixture Physio", telephone: "+19055550199" }
  const before = page + jsonLd([clinic])
  const changed = {
    markup: before.replace(
      "</footer>",
      '<aside class="_9xYzAb"><h2 class="_8wVuTs"></h2><form></form></aside></footer>',
    ),
    css: `${before}<style>.x{display:grid;grid-template-columns:1fr 2fr;gap:var(--space-4)}</style>`,
    script: `${before}<script>window.track=function(e){navigator.sendBeacon("/t",e)}</script>`,
    jsonLd: page + jsonLd([{ ...clinic, founder: { "@type": "Person", name: "Pat Fixture" } }]),
  }
  for (const [change, html] of Object.entries(changed)) {
    expect(html).not.toEqual(before)
    expect([change, gzip(codeHtmlOf(html)) > gzip(codeHtmlOf(before))]).toEqual([change, true])
  }
})
