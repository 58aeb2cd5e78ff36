import * as React from "react"
import { Link } from "gatsby"
import { postPath } from "../../lib/paths"
import * as wording from "../../lib/wording"
import * as styles from "./post-nav.module.css"

interface Neighbour {
  slug: string
  title: string
}

interface PostNavProps {
  newer: Neighbour | null
  older: Neighbour | null
}

/** The end of a post: the older and the newer article, each by its title. */
const PostNav = ({ newer, older }: PostNavProps) => {
  if (!newer && !older) return null
  return (
    <nav aria-label={wording.postNavigation} className={styles.nav}>
      {older && (
        <Link to={postPath(older.slug)} rel="prev" className={styles.link}>
          <span className={styles.direction}>{wording.olderPost}</span>
          {older.title}
        </Link>
      )}
      {newer && (
        <Link to={postPath(newer.slug)} rel="next" className={`${styles.link} ${styles.newer}`}>
          <span className={styles.direction}>{wording.newerPost}</span>
          {newer.title}
        </Link>
      )}
    </nav>
  )
}

export default PostNav
