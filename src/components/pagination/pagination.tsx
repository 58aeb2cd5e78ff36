import * as React from "react"
import { Link } from "gatsby"
import { blogListPath } from "../../lib/paths"
import * as wording from "../../lib/wording"
import * as styles from "./pagination.module.css"

interface PaginationProps {
  page: number
  pageCount: number
}

/** The blog's list pages: previous and next (rel prev/next), and each page by number. Nothing for one page. */
const Pagination = ({ page, pageCount }: PaginationProps) => {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav aria-label={wording.blogPages} className={styles.pagination}>
      {page > 1 && (
        <Link to={blogListPath(page - 1)} rel="prev" className={styles.step}>
          {wording.previousPage}
        </Link>
      )}
      <ol className={styles.pages}>
        {pages.map(number => (
          <li key={number}>
            <Link
              to={blogListPath(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={wording.pageNumber(number)}
              className={styles.page}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link to={blogListPath(page + 1)} rel="next" className={styles.step}>
          {wording.nextPage}
        </Link>
      )}
    </nav>
  )
}

export default Pagination
