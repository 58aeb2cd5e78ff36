import * as React from "react"
import { graphql, Link } from "gatsby"
import { teamMemberPath } from "../../lib/paths"
import * as wording from "../../lib/wording"
import * as styles from "./post-byline.module.css"

export const query = graphql`
  fragment PostByline on PostsYaml {
    date(formatString: "MMMM D, YYYY")
    isoDate: date(formatString: "YYYY-MM-DD")
    readingMinutes
    authorProfile {
      slug
      name
      role
    }
  }
`

interface PostBylineProps {
  post: Queries.PostBylineFragment
  /** In a list, the date and reading time only */
  withAuthor?: boolean
}

/** Who wrote a post (linked to their profile on Our Team), when, and how long it takes to read. */
const PostByline = ({ post: { date, isoDate, readingMinutes, authorProfile }, withAuthor = true }: PostBylineProps) => (
  <p className={styles.byline}>
    {withAuthor && (
      <>
        <span>
          <Link to={teamMemberPath(authorProfile.slug)} className={styles.author}>
            {authorProfile.name}
          </Link>
          , {authorProfile.role}
        </span>
        <span aria-hidden="true">·</span>
      </>
    )}
    <time dateTime={isoDate}>{date}</time>
    <span aria-hidden="true">·</span>
    <span>{wording.readingTime(readingMinutes)}</span>
  </p>
)

export default PostByline
