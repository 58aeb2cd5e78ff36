import * as React from "react"
import * as wording from "../../lib/wording"
import PostList from "../post-list"
import * as styles from "./related-articles.module.css"

interface RelatedArticlesProps {
  posts: readonly Queries.PostListItemFragment[]
}

/** On a condition's page, the blog posts about it or one of its entries; nothing when there are none. */
const RelatedArticles = ({ posts }: RelatedArticlesProps) =>
  posts.length === 0 ? null : (
    <section aria-labelledby="related-articles" className={styles.related}>
      <h2 id="related-articles">{wording.relatedArticles}</h2>
      <PostList posts={posts} headingLevel={3} />
    </section>
  )

export default RelatedArticles
