// The blog as a reader meets it: /blogs with the newest post in full and the others listed, and each post's own
// page with its byline, cover, body (the HTML the build made from its Markdown, nothing more), head and JSON-LD,
// the conditions it names and its neighbours.
import { planBlogPages } from "../../../src/lib/blog-pages"
import { conditionPath } from "../../../src/lib/paths"
import { markdownToHtml } from "../../../src/node/markdown"
import { conditions as conditionPages, pageAt, posts, readContent, site, type PostContent } from "../support/content"
import { expect } from "../support/fixtures"
import {
  hrefsOf,
  jsonLdGraph,
  nodesOfType,
  reads,
  readsAt,
  type JsonLdNode,
  type PageCheck,
  type PageChecks,
} from "../support/page-checks"

const { members } = readContent<{ members: Array<{ slug: string; name: string; role: string }> }>("team.yaml")
const origin = site.siteUrl.replace(/\/$/, "")
const isoDate = (date: Date | string) => new Date(date).toISOString().slice(0, 10)

/** The shipped post whose body has bold text, a numbered list and a link inside the site. */
const withEverything = posts.find(
  post => /\*\*/.test(post.content) && /^1\. /m.test(post.content) && /\]\(\//.test(post.content),
)

function postChecks(post: PostContent, index: number): PageCheck[] {
  const author = members.find(member => member.slug === post.author)
  const url = `${origin}/blogs/${post.slug}`
  return [
    reads(
      "its title is the one h1, under a trail through Blog; the byline links the author's profile",
      async ({ page }) => {
        if (!author) throw new Error(`${post.slug}: no member ${post.author} in team.yaml`)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title)
        await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
          site.name,
          pageAt("/blogs").title,
          post.title,
        ])
        const header = page.locator("main article header")
        await expect(header).toContainText(author.role)
        await expect(header.getByRole("link", { name: author.name })).toHaveAttribute(
          "href",
          `/our-team#${author.slug}`,
        )
        await expect(header.locator("time")).toHaveAttribute("datetime", isoDate(post.date))
        await expect(header).toContainText(/\d+ min read/)
        await expect(page.locator("main article > picture img")).toHaveAttribute("alt", post.coverAlt ?? "")
      },
    ),
    readsAt(
      1280,
      "its body is the HTML the build made from the Markdown, nothing more and nothing less",
      async ({ page }) => {
        expect(await page.locator("main article > div").evaluate(div => div.innerHTML)).toBe(
          markdownToHtml(post.content, 2),
        )
      },
    ),
    readsAt(
      1280,
      "its head: own description, and a BlogPosting by a Person of the team, published by the clinic",
      async ({ page }) => {
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", post.description.trim())
        const image = await page.locator('head meta[property="og:image"]').getAttribute("content")
        const [posting] = nodesOfType(await jsonLdGraph(page), "BlogPosting")
        expect(posting).toMatchObject({
          "@id": `${url}#article`,
          url,
          headline: post.title,
          datePublished: isoDate(post.date),
          image,
          author: { "@type": "Person", "@id": `${origin}/our-team#${post.author}` },
          publisher: { "@id": `${origin}/#clinic` },
        })
      },
    ),
    readsAt(1280, "it ends with links to the conditions it names, then to its neighbours", async ({ page }) => {
      const conditions = page.getByRole("region", { name: "Conditions in this article" }).getByRole("link")
      // A condition with a page of its own links there; a category, to its page.
      const pageOf = (slug: string) => conditionPages.find(each => each.slug === slug)?.path ?? conditionPath(slug)
      expect(await hrefsOf(conditions)).toEqual((post.conditions ?? []).map(pageOf))
      for (const href of await hrefsOf(conditions)) {
        const response = await page.request.get(String(href))
        expect([href, response.status()]).toEqual([href, 200])
      }
      const neighbours = page.getByRole("navigation", { name: "More from the blog" }).getByRole("link")
      const expected = [posts[index + 1], posts[index - 1]].filter(Boolean).map(p => `/blogs/${p.slug}`)
      expect(await hrefsOf(neighbours)).toEqual(expected)
    }),
    ...(post === withEverything
      ? [
          readsAt(
            1280,
            "Markdown renders as written: bold, a numbered list, links; no marks and no raw HTML remain",
            async ({ page }) => {
              const body = page.locator("main article > div")
              expect(await body.locator("strong").count()).toBeGreaterThan(0)
              expect(await body.locator("ol > li").count()).toBeGreaterThan(1)
              expect(await body.locator('a[href^="/"]').count()).toBeGreaterThan(0)
              await expect(body).not.toContainText(/\*\*|^#+ |\]\(/m)
              await expect(body.locator("script, style, iframe, img")).toHaveCount(0)
            },
          ),
        ]
      : []),
  ]
}

export const blogChecks: PageChecks = {
  "/blogs": [
    readsAt(
      1280,
      "shows the newest post in full, then lists the others newest first, each linking to its page",
      async ({ page }) => {
        const [first] = planBlogPages(posts.length)
        const [newest, ...rest] = posts
        const others = rest.slice(0, first.limit)
        const article = page.locator("main article").first()
        await expect(article.locator("h2")).toHaveText(newest.title)
        await expect(article.locator("h2 a")).toHaveAttribute("href", `/blogs/${newest.slug}`)
        await expect(article.locator("header")).toContainText(members.find(m => m.slug === newest.author)?.name ?? "?")
        await expect(article.getByText(newest.excerpt.trim())).toHaveCount(1)
        // The body in full, its subheadings one level under the post's h2.
        expect(await article.locator("h3").count()).toBeGreaterThan(2)
        const more = page.getByRole("region", { name: "More articles" })
        await expect(more.getByRole("heading", { level: 3 })).toHaveText(others.map(post => post.title))
        expect(await hrefsOf(more.getByRole("link"))).toEqual(others.map(post => `/blogs/${post.slug}`))
        await expect(page.getByRole("link", { name: "Follow the blog by RSS" })).toHaveAttribute("href", "/rss.xml")
        // Page links only when the posts fill more than one page.
        await expect(page.getByRole("navigation", { name: "Blog pages" })).toHaveCount(first.pageCount > 1 ? 1 : 0)
      },
    ),
    readsAt(1280, "its JSON-LD is a Blog pointing at each post's own page, repeating no body", async ({ page }) => {
      const [blog] = nodesOfType(await jsonLdGraph(page), "Blog") as Array<
        JsonLdNode & { blogPost: Array<{ headline: string; url: string }> }
      >
      expect(blog.blogPost.map(post => post.url)).toEqual(posts.map(post => `${origin}/blogs/${post.slug}`))
      expect(blog.blogPost.map(post => post.headline)).toEqual(posts.map(post => post.title))
      expect(JSON.stringify(blog)).not.toContain("articleBody")
    }),
  ],
  ...Object.fromEntries(posts.map((post, index) => [`/blogs/${post.slug}`, postChecks(post, index)])),
}
