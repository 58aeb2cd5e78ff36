import * as React from "react"
import { graphql, Link } from "gatsby"
import { postPath } from "../../lib/paths"
import Markdown from "../markdown"
import Picture from "../picture"
import PostByline from "../post-byline"
import * as styles from "./post-article.module.css"

// The body's HTML is queried by each page, at the heading level that page needs (src/node/markdown.ts).
export const query = graphql`
  fragment PostArticle on PostsYaml {
    slug
    title
    excerpt
    coverAlt
    cover {
      childImageSharp {
        gatsbyImageData(width: 768, aspectRatio: 1.905, sizes: "(min-width: 52rem) 48rem, 100vw")
      }
    }
    ...PostByline
  }
`

interface PostArticleProps {
  post: Queries.PostArticleFragment
  /** The body, as HTML made at build time */
  html: string
  /** 1 on the post's own page; 2 where it leads the blog's front page, its title then linking to its page */
  titleLevel: 1 | 2
}

/** One blog post in full: title, byline, cover, its summary as the lead, then the body. */
const PostArticle = ({ post, html, titleLevel }: PostArticleProps) => {
  const { slug, title, excerpt, cover, coverAlt } = post
  const Title = `h${titleLevel}` as const
  const titleId = `${slug}-title`
  const image = cover?.childImageSharp?.gatsbyImageData
  return (
    <article id={slug} aria-labelledby={titleId} className={styles.article}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {titleLevel === 1 ? title : <Link to={postPath(slug)}>{title}</Link>}
        </Title>
        <PostByline post={post} />
      </header>
      {image && <Picture image={image} alt={coverAlt ?? ""} className={styles.cover} priority />}
      <p className={styles.lead}>{excerpt}</p>
      <Markdown html={html} className={styles.body} />
    </article>
  )
}

export default PostArticle
