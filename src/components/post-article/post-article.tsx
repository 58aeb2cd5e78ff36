import * as React from "react"
import { parsePostContent } from "../../lib/post-content"
import * as styles from "./post-article.module.css"

interface PostArticleProps {
  slug: string
  title: string
  author: string
  /** The date as people read it, e.g. "October 14, 2026" */
  date: string
  /** The same date for machines, "YYYY-MM-DD" */
  isoDate: string
  excerpt: string
  /** The post's text in the format content/posts/*.yaml describes */
  content: string
}

/** One blog post in full: title, author and date, its summary as the lead, then the long-form text. */
const PostArticle = ({ slug, title, author, date, isoDate, excerpt, content }: PostArticleProps) => {
  const titleId = `${slug}-title`
  const blocks = React.useMemo(() => parsePostContent(content), [content])
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
        const key = `${block.type}-${i}`
        if (block.type === "heading") return <h3 key={key}>{block.text}</h3>
        if (block.type === "list")
          return (
            <ul key={key}>
              {block.items.map(item => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )
        return <p key={key}>{block.text}</p>
      })}
    </article>
  )
}

export default PostArticle
