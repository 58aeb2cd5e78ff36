import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/layout"
import PageHeader from "../components/page-header"
import Pagination from "../components/pagination"
import PostArticle from "../components/post-article"
import PostList from "../components/post-list"
import Seo from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import type { BlogListPage } from "../lib/blog-pages"
import { buildBlogJsonLd } from "../lib/json-ld/blog"
import { absoluteUrl, blogListPath } from "../lib/paths"
import { required } from "../lib/required"
import * as wording from "../lib/wording"
import * as styles from "./blog-list.module.css"

/** What gatsby-node gives each list page (src/node/create-pages.ts) */
export type BlogListContext = Omit<BlogListPage, "path"> & { newestId: string }

/** "Blog" on /blogs, "Blog, page 2" after it */
const pageTitle = (title: string, page: number) => (page > 1 ? `${title}, ${wording.pageNumber(page)}` : title)

/**
 * The blog's front page (/blogs): the newest post in full, then the next ones listed. Later pages
 * (/blogs/page/2 …) list the posts that follow. The full post's own page is its canonical address.
 */
const BlogListTemplate = ({ data, pageContext }: PageProps<Queries.BlogListPageQuery, BlogListContext>) => {
  const page = required(data.page, "content/pages/blogs.yaml")
  const { newest } = data
  const posts = data.posts.nodes
  const { page: number, pageCount } = pageContext
  const first = number === 1
  return (
    <Layout path={blogListPath(number)} crumb={first ? page.title : wording.pageNumber(number)}>
      <PageHeader heading={pageTitle(page.heading, number)} intro={first ? page.intro : null} />
      {first && !newest && <p>{wording.noPostsYet}</p>}
      {newest && <PostArticle post={newest} html={newest.contentHtml} titleLevel={2} />}
      {posts.length > 0 && (
        <section aria-labelledby={first ? "more-articles" : undefined} className={styles.more}>
          {first && (
            <h2 id="more-articles" className={styles.heading}>
              {wording.moreArticles}
            </h2>
          )}
          <PostList posts={posts} headingLevel={first ? 3 : 2} />
        </section>
      )}
      <Pagination page={number} pageCount={pageCount} />
      <p className={styles.feed}>
        <a href="/rss.xml" type="application/rss+xml">
          {wording.followTheBlog}
        </a>
      </p>
    </Layout>
  )
}

export default BlogListTemplate

export const Head = ({ data, pageContext }: HeadProps<Queries.BlogListPageQuery, BlogListContext>) => {
  const page = required(data.page, "content/pages/blogs.yaml")
  const { page: number, pageCount } = pageContext
  const { siteUrl } = useSiteFacts().site
  const shown = [...(data.newest ? [data.newest] : []), ...data.posts.nodes]
  return (
    <Seo
      title={pageTitle(page.title, number)}
      description={page.description}
      path={blogListPath(number)}
      structuredData={facts => [
        buildBlogJsonLd(
          { ...facts, title: page.title },
          shown.map(post => ({ ...post, author: post.authorProfile })),
        ),
      ]}
    >
      {number > 1 && <link rel="prev" href={absoluteUrl(siteUrl, blogListPath(number - 1))} />}
      {number < pageCount && <link rel="next" href={absoluteUrl(siteUrl, blogListPath(number + 1))} />}
    </Seo>
  )
}

export const query = graphql`
  query BlogListPage($skip: Int!, $limit: Int!, $newestId: String!) {
    page: blogsPageYaml {
      ...PageMeta
    }
    newest: postsYaml(id: { eq: $newestId }) {
      ...PostArticle
      excerpt
      contentHtml(headingLevel: 3)
    }
    posts: allPostsYaml(sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        ...PostListItem
        excerpt
      }
    }
  }
`
