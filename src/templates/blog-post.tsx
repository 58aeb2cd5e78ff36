import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/layout"
import PostArticle from "../components/post-article"
import PostNav from "../components/post-nav"
import Seo from "../components/seo"
import { buildBlogPostingJsonLd } from "../lib/json-ld/blog"
import { postPath } from "../lib/paths"
import { required } from "../lib/required"
import * as wording from "../lib/wording"
import * as styles from "./blog-post.module.css"

/** A post on its own page (/blogs/<slug>): the article, the conditions it is about, then older and newer posts. */
const BlogPostTemplate = ({ data }: PageProps<Queries.BlogPostPageQuery>) => {
  const post = required(data.post, "the post")
  return (
    <Layout path={postPath(post.slug)} crumb={post.title}>
      <PostArticle post={post} html={post.contentHtml} titleLevel={1} />
      {post.conditionLinks.length > 0 && (
        <section aria-labelledby="post-conditions" className={styles.conditions}>
          <h2 id="post-conditions" className={styles.heading}>
            {wording.aboutTheseConditions}
          </h2>
          <ul>
            {post.conditionLinks.map(condition => (
              <li key={condition.slug}>
                <Link to={condition.path}>{condition.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <PostNav newer={data.newer} older={data.older} />
    </Layout>
  )
}

export default BlogPostTemplate

export const Head = ({ data }: HeadProps<Queries.BlogPostPageQuery>) => {
  const post = required(data.post, "the post")
  const resized = post.cover?.childImageSharp?.social
  const social =
    resized?.src && resized.width && resized.height
      ? { src: resized.src, width: resized.width, height: resized.height }
      : null
  return (
    <Seo
      title={post.title}
      description={post.description}
      path={postPath(post.slug)}
      image={social}
      article={{ publishedTime: post.isoDate }}
      structuredData={page => [
        buildBlogPostingJsonLd(page, { ...post, author: post.authorProfile, image: social?.src }),
      ]}
    />
  )
}

export const query = graphql`
  query BlogPostPage($id: String!, $newerId: String!, $olderId: String!) {
    post: postsYaml(id: { eq: $id }) {
      ...PostArticle
      description
      contentHtml(headingLevel: 2)
      cover {
        childImageSharp {
          social: resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
            src
            width
            height
          }
        }
      }
      conditionLinks {
        slug
        title
        path
      }
    }
    newer: postsYaml(id: { eq: $newerId }) {
      slug
      title
    }
    older: postsYaml(id: { eq: $olderId }) {
      slug
      title
    }
  }
`
