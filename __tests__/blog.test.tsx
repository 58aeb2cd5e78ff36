import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery, type PageProps } from "gatsby"
import BlogList, { Head as BlogListHead, type BlogListContext } from "../src/templates/blog-list"
import BlogPost, { Head as BlogPostHead } from "../src/templates/blog-post"
import { planBlogPages, postNeighbours } from "../src/lib/blog-pages"
import { newerPost, olderPost, pageMeta, type PostFixture } from "./fixtures/content"
import { siteFacts } from "./fixtures/site-facts"
import { headProps, pageProps } from "./support/page-props"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))

const main = () => within(screen.getByRole("main"))
const page = pageMeta("/blogs", "Fixture Blog", { intro: "Fixture articles." })

/** The front page's or a later page's data and context, as gatsby-node and the query give them. */
function listProps(number: number, pageCount: number, newest: PostFixture | null, listed: PostFixture[]) {
  const props = pageProps<Queries.BlogListPageQuery>({ page, newest, posts: { nodes: listed } })
  const pageContext: BlogListContext = { page: number, pageCount, skip: 0, limit: 10, newestId: newest ? "id" : "" }
  return { ...props, pageContext } as PageProps<Queries.BlogListPageQuery, BlogListContext>
}

const jsonLd = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')?.innerHTML ?? "{}")["@graph"]

describe("planBlogPages", () => {
  test("/blogs holds the newest post in full and lists the next nine; each later page lists ten", () => {
    expect(planBlogPages(4)).toEqual([{ path: "/blogs", page: 1, pageCount: 1, skip: 1, limit: 9 }])
    expect(planBlogPages(25).map(({ path, skip, limit }) => [path, skip, limit])).toEqual([
      ["/blogs", 1, 9],
      ["/blogs/page/2", 10, 10],
      ["/blogs/page/3", 20, 10],
    ])
  })

  test("ten posts fit on /blogs; the eleventh starts /blogs/page/2", () => {
    expect(planBlogPages(10)).toHaveLength(1)
    expect(planBlogPages(11).map(p => p.path)).toEqual(["/blogs", "/blogs/page/2"])
  })

  test("with no posts there is still /blogs, to say so", () => {
    expect(planBlogPages(0)).toEqual([{ path: "/blogs", page: 1, pageCount: 1, skip: 0, limit: 9 }])
  })

  test("a post's neighbours in a newest-first list: the newer before it, the older after it", () => {
    expect(postNeighbours(["c", "b", "a"], 1)).toEqual({ newer: "c", older: "a" })
    expect(postNeighbours(["c", "b", "a"], 0)).toEqual({ newer: null, older: "b" })
  })
})

describe("the blog's front page, /blogs", () => {
  test("shows the newest post in full: title linking to its page, author, date, reading time, summary and body", () => {
    render(<BlogList {...listProps(1, 1, olderPost, [newerPost])} />)
    const article = within(screen.getByRole("article", { name: "Fixture: the four components" }))
    const title = article.getByRole("heading", { level: 2, name: "Fixture: the four components" })
    expect(within(title).getByRole("link")).toHaveAttribute("href", "/blogs/fixture-four-components")
    expect(article.getByRole("link", { name: "Pat Fixture" })).toHaveAttribute("href", "/our-team#fixture-physio")
    expect(article.getByText(/Fixture Physiotherapist/)).toBeInTheDocument()
    expect(article.getByText("March 3, 2025")).toHaveAttribute("datetime", "2025-03-03")
    expect(article.getByText("6 min read")).toBeInTheDocument()
    expect(article.getByText("The fixture article, in short.")).toBeInTheDocument()
    expect(article.getByRole("img", { name: "A fixture cover" })).toBeInTheDocument()
    expect(article.getAllByRole("heading", { level: 3 }).map(h => h.textContent)).toEqual([
      "Pain management",
      "Restoring movement",
    ])
    expect(article.getByRole("link", { name: "book a visit" })).toHaveAttribute("href", "/book")
  })

  test("then lists the other posts under More articles, each linking to its page", () => {
    render(<BlogList {...listProps(1, 1, olderPost, [newerPost])} />)
    const more = within(screen.getByRole("region", { name: "More articles" }))
    const item = within(more.getByRole("listitem"))
    expect(item.getByRole("heading", { level: 3 })).toHaveTextContent("Fixture: a newer post")
    expect(item.getByRole("link", { name: "Fixture: a newer post" })).toHaveAttribute(
      "href",
      "/blogs/fixture-newer-post",
    )
    expect(item.getByText("June 9, 2025")).toBeInTheDocument()
    expect(item.getByText("The newer fixture post, in short.")).toBeInTheDocument()
  })

  test("the page heading is the page file's, the one h1; the feed is linked; one page needs no page links", () => {
    render(<BlogList {...listProps(1, 1, olderPost, [])} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(h => h.textContent)).toEqual([
      "Fixture Blog fixture heading",
    ])
    expect(main().getByRole("link", { name: "Follow the blog by RSS" })).toHaveAttribute("href", "/rss.xml")
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).toBeNull()
    expect(screen.queryByRole("region", { name: "More articles" })).toBeNull()
  })

  test("with no posts yet, it says so", () => {
    render(<BlogList {...listProps(1, 1, null, [])} />)
    expect(main().getByText("No articles yet. Please check back soon.")).toBeInTheDocument()
  })

  test("its head: the blog's canonical address and a Blog pointing at each post's own page", () => {
    const props = listProps(1, 2, olderPost, [newerPost])
    const { container } = render(<BlogListHead {...headProps(props.data)} pageContext={props.pageContext} />)
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://fixture.example.org/blogs",
    )
    expect(container.querySelector('link[rel="next"]')).toHaveAttribute(
      "href",
      "https://fixture.example.org/blogs/page/2",
    )
    const blog = jsonLd(container).find((node: { "@type": string }) => node["@type"] === "Blog")
    expect(blog.blogPost.map((post: { url: string }) => post.url)).toEqual([
      "https://fixture.example.org/blogs/fixture-four-components",
      "https://fixture.example.org/blogs/fixture-newer-post",
    ])
  })
})

describe("a later list page, /blogs/page/2", () => {
  test("lists its posts under the page heading with its number, and links every page, previous and next", () => {
    render(<BlogList {...listProps(2, 3, null, [newerPost, olderPost])} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Fixture Blog fixture heading, Page 2")
    expect(
      main()
        .getAllByRole("heading", { level: 2 })
        .map(h => h.textContent),
    ).toEqual(["Fixture: a newer post", "Fixture: the four components"])
    const nav = within(screen.getByRole("navigation", { name: "Blog pages" }))
    expect(nav.getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev")
    expect(nav.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/blogs")
    expect(nav.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/blogs/page/3")
    expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    expect(nav.getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/blogs/page/3")
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem")
    expect(crumbs[crumbs.length - 1]).toHaveTextContent("Page 2")
  })

  test("its head: its own title and canonical address, rel prev and next", () => {
    const props = listProps(2, 3, null, [newerPost])
    const { container } = render(<BlogListHead {...headProps(props.data)} pageContext={props.pageContext} />)
    expect(container.querySelector("title")?.textContent).toBe("Fixture Blog Title, Page 2 | Fixture Physio")
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://fixture.example.org/blogs/page/2",
    )
    expect(container.querySelector('link[rel="prev"]')).toHaveAttribute("href", "https://fixture.example.org/blogs")
    expect(container.querySelector('link[rel="next"]')).toHaveAttribute(
      "href",
      "https://fixture.example.org/blogs/page/3",
    )
  })
})

describe("a post's own page, /blogs/<slug>", () => {
  const social = { src: "/static/x/cover-1200.jpg", width: 1200, height: 630 }
  const data: Queries.BlogPostPageQuery = {
    post: {
      ...olderPost,
      contentHtml: olderPost.contentHtml.replace(/h3>/g, "h2>"),
      description: "A fixture post's search description, long enough to be one.",
      cover: { childImageSharp: { ...olderPost.cover?.childImageSharp, social } },
      conditionLinks: [
        { slug: "whiplash", title: "Whiplash", path: "/conditions/spinal-conditions/whiplash" },
        { slug: "tmj-dysfunction", title: "TMJ Dysfunction", path: "/conditions/tmj-dysfunction" },
      ],
    } as Queries.BlogPostPageQuery["post"],
    newer: { slug: "fixture-newer-post", title: "Fixture: a newer post" },
    older: null,
  }

  test("the title is the one h1, the body's subheadings h2, and the trail runs Home, Blog, the post", () => {
    render(<BlogPost {...pageProps(data)} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(h => h.textContent)).toEqual([
      "Fixture: the four components",
    ])
    expect(main().getByRole("heading", { level: 2, name: "Pain management" })).toBeInTheDocument()
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem")
    expect(crumbs.map(crumb => crumb.textContent)).toEqual([
      "Fixture Physio",
      "Fixture Blog",
      "Fixture: the four components",
    ])
  })

  test("links the conditions it is about, each to its own page or its category's", () => {
    render(<BlogPost {...pageProps(data)} />)
    const section = within(screen.getByRole("region", { name: "Conditions in this article" }))
    expect(section.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Whiplash", "/conditions/spinal-conditions/whiplash"],
      ["TMJ Dysfunction", "/conditions/tmj-dysfunction"],
    ])
  })

  test("ends with the newer article (there is no older one here)", () => {
    render(<BlogPost {...pageProps(data)} />)
    const nav = within(screen.getByRole("navigation", { name: "More from the blog" }))
    expect(nav.getAllByRole("link").map(link => link.getAttribute("href"))).toEqual(["/blogs/fixture-newer-post"])
    expect(nav.getByRole("link")).toHaveTextContent("Newer articleFixture: a newer post")
  })

  test("its head: own title, description, canonical, the cover as the social card and a BlogPosting by its author", () => {
    const { container } = render(<BlogPostHead {...headProps(data)} />)
    expect(container.querySelector("title")?.textContent).toBe("Fixture: the four components | Fixture Physio")
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "A fixture post's search description, long enough to be one.",
    )
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://fixture.example.org/blogs/fixture-four-components",
    )
    expect(container.querySelector('meta[property="og:type"]')).toHaveAttribute("content", "article")
    expect(container.querySelector('meta[property="og:image"]')).toHaveAttribute(
      "content",
      "https://fixture.example.org/static/x/cover-1200.jpg",
    )
    expect(container.querySelector('meta[property="og:image:width"]')).toHaveAttribute("content", "1200")
    const posting = jsonLd(container).find((node: { "@type": string }) => node["@type"] === "BlogPosting")
    expect(posting).toMatchObject({
      headline: "Fixture: the four components",
      datePublished: "2025-03-03",
      author: { "@type": "Person", name: "Pat Fixture", url: "https://fixture.example.org/our-team#fixture-physio" },
    })
  })
})
