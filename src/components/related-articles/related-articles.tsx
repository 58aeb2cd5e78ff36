import * as React from "react"
import { graphql, Link } from "gatsby"
import { postPath } from "../../lib/paths"
import * as wording from "../../lib/wording"
import PostByline from "../post-byline"
import * as styles from "./related-articles.module.css"

export const query = graphql`
  fragment RelatedArticle on PostsYaml {
    slug
    title
    excerpt
    ...PostByline
  }
`

interface RelatedArticlesProps {
  posts: readonly Queries.RelatedArticleFragment[]
}

/**
 * On a condition's page, the blog posts about it (or, on a category's, about it or one of its conditions), newest
 * first: each one's title, date and summary, without its cover, so the page stays light; nothing when there are
 * none.
 */
const RelatedArticles = ({ posts }: RelatedArticlesProps) =>
  posts.length === 0 ? null : (
    <section aria-labelledby="related-articles" className={styles.related}>
      <h2 id="related-articles">{wording.relatedArticles}</h2>
      <ul className={styles.list}>
        {posts.map(post => (
          <li key={post.slug}>
            <h3 className={styles.title}>
              <Link to={postPath(post.slug)}>{post.title}</Link>
            </h3>
            <PostByline post={post} withAuthor={false} />
            <p className={styles.excerpt}>{post.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  )

export default RelatedArticles
