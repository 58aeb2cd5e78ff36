import * as React from "react"
import { graphql } from "gatsby"
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
      __typename
      ... on PostHeading {
        text
      }
      ... on PostParagraph {
        text
      }
      ... on PostList {
        items
      }
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
      {blocks.map((block, i) => {
        // Blocks have no identity beyond their place in the text, which never changes on the page.
        const key = `${block.__typename}-${i}`
        switch (block.__typename) {
          case "PostHeading":
            return <h3 key={key}>{block.text}</h3>
          case "PostList":
            return (
              <ul key={key}>
                {block.items.map(item => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
          case "PostParagraph":
            return <p key={key}>{block.text}</p>
        }
      })}
    </article>
  )
}

export default PostArticle
