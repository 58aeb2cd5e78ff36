import * as React from "react"
import { graphql } from "gatsby"
import TextBlocks from "../text-blocks"
import * as styles from "./post-article.module.css"

// The content arrives as blocks, parsed from the YAML at build time (src/node/schema.ts).
export const query = graphql`
  fragment PostArticle on PostsYaml {
    slug
    title
    author
    excerpt
    date(formatString: "MMMM D, YYYY")
    isoDate: date(formatString: "YYYY-MM-DD")
    blocks {
      ...TextBlock
    }
  }
`

interface PostArticleProps {
  post: Queries.PostArticleFragment
}

/** One blog post in full: title, author and date, its summary as the lead, then the long-form text. */
const PostArticle = ({ post: { slug, title, author, date, isoDate, excerpt, blocks } }: PostArticleProps) => {
  const titleId = `${slug}-title`
  return (
    <article id={slug} aria-labelledby={titleId} className={styles.article}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.byline}>
          <span className={styles.author}>{author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={isoDate}>{date}</time>
        </p>
      </header>
      <p className={styles.lead}>{excerpt}</p>
      <TextBlocks blocks={blocks} />
    </article>
  )
}

export default PostArticle
