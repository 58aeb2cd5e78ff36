// What the blog's pages say about themselves: a post, and the blog with the posts a list page shows.
import type { Blog, BlogPosting } from "schema-dts"
import { absoluteUrl, BLOG_PATH, postPath, teamMemberPath } from "../paths"
import { clinicId, type PageFacts } from "./core"

interface PostFacts {
  slug: string
  title: string
  /** ISO date, YYYY-MM-DD */
  isoDate: string
  excerpt: string
  author: { slug: string; name: string; role: string }
  /** The cover's published path, if any */
  image?: string | null
}

/** A post's node id: its own page, which the blog's list pages point at rather than repeat. */
const postId = (siteUrl: string, slug: string) => absoluteUrl(siteUrl, `${postPath(slug)}#article`)

/** A post on its own page: the article, its author (the same Person as on Our Team) and the clinic publishing it. */
export function buildBlogPostingJsonLd({ siteUrl, path, description }: PageFacts, post: PostFacts): BlogPosting {
  const authorPath = teamMemberPath(post.author.slug)
  return {
    "@type": "BlogPosting",
    "@id": postId(siteUrl, post.slug),
    url: absoluteUrl(siteUrl, path),
    mainEntityOfPage: absoluteUrl(siteUrl, path),
    headline: post.title,
    description,
    abstract: post.excerpt,
    datePublished: post.isoDate,
    inLanguage: "en-CA",
    ...(post.image ? { image: absoluteUrl(siteUrl, post.image) } : {}),
    author: {
      "@type": "Person",
      "@id": absoluteUrl(siteUrl, authorPath),
      name: post.author.name,
      jobTitle: post.author.role,
      url: absoluteUrl(siteUrl, authorPath),
    },
    publisher: { "@id": clinicId(siteUrl) },
    isPartOf: { "@id": blogId(siteUrl) },
  }
}

const blogId = (siteUrl: string) => absoluteUrl(siteUrl, `${BLOG_PATH}#blog`)

/** The blog's list pages: the blog, and the posts the page shows, each pointing at its own page. */
export function buildBlogJsonLd({ siteUrl, title }: PageFacts, posts: readonly PostFacts[]): Blog {
  return {
    "@type": "Blog",
    "@id": blogId(siteUrl),
    url: absoluteUrl(siteUrl, BLOG_PATH),
    name: title,
    publisher: { "@id": clinicId(siteUrl) },
    blogPost: posts.map(post => ({
      "@type": "BlogPosting",
      "@id": postId(siteUrl, post.slug),
      url: absoluteUrl(siteUrl, postPath(post.slug)),
      headline: post.title,
      datePublished: post.isoDate,
      author: { "@id": absoluteUrl(siteUrl, teamMemberPath(post.author.slug)) },
    })),
  }
}
