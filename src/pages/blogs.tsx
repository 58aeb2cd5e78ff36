import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import JumpList from "../components/jump-list"
import PostArticle from "../components/post-article"
import { buildBlogPostingsJsonLd } from "../lib/json-ld"

/** Every post in full, newest first; with more than one, a list at the top jumps to each. */
const BlogsPage = ({ data }: PageProps<Queries.BlogsPageQuery>) => {
  const posts = data.allPostsYaml.nodes
  return (
    <BasicPage page={data.page}>
      {posts.length > 1 && <JumpList items={posts.map(post => ({ id: post.slug, label: post.title }))} />}
      {posts.map(post => (
        <PostArticle key={post.slug} post={post} />
      ))}
    </BasicPage>
  )
}

export default BlogsPage

export const Head = ({ data }: HeadProps<Queries.BlogsPageQuery>) => (
  <PageHead page={data.page} structuredData={page => buildBlogPostingsJsonLd(page, data.allPostsYaml.nodes)} />
)

export const query = graphql`
  query BlogsPage {
    page: pagesYaml(path: { eq: "/blogs" }) {
      ...PageMeta
    }
    allPostsYaml(sort: { date: DESC }) {
      nodes {
        ...PostArticle
      }
    }
  }
`
