import * as React from "react"
import { graphql, Link } from "gatsby"
import { postPath } from "../../lib/paths"
import Picture from "../picture"
import PostByline from "../post-byline"
import * as styles from "./post-list.module.css"

export const query = graphql`
  fragment PostListItem on PostsYaml {
    slug
    title
    excerpt
    cover {
      childImageSharp {
        gatsbyImageData(width: 320, aspectRatio: 1.5, sizes: "(min-width: 40rem) 13rem, 100vw")
      }
    }
    ...PostByline
  }
`

interface PostListProps {
  posts: readonly Queries.PostListItemFragment[]
  /** The level of each post's title: one below the heading the list sits under */
  headingLevel: 2 | 3
}

/** Posts newest first, each with its cover, title (the link to it), date, reading time and excerpt. */
const PostList = ({ posts, headingLevel }: PostListProps) => {
  const Title = `h${headingLevel}` as const
  return (
    <ol className={styles.list}>
      {posts.map(post => {
        const image = post.cover?.childImageSharp?.gatsbyImageData
        return (
          <li key={post.slug}>
            <article className={styles.post}>
              {/* The cover repeats the title, so it is decorative here. */}
              {image && <Picture image={image} alt="" className={styles.cover} />}
              <div>
                <Title className={styles.title}>
                  <Link to={postPath(post.slug)} className={styles.link}>
                    {post.title}
                  </Link>
                </Title>
                <PostByline post={post} withAuthor={false} />
                <p className={styles.excerpt}>{post.excerpt}</p>
              </div>
            </article>
          </li>
        )
      })}
    </ol>
  )
}

export default PostList
