// How the blog's posts spread over its list pages: /blogs leads with the newest post in full and lists the
// next ones; /blogs/page/2 and onward each list the following ones. Every page holds POSTS_PER_PAGE posts.
import { blogListPath } from "./paths"

export const POSTS_PER_PAGE = 10

export interface BlogListPage {
  path: string
  /** 1 for /blogs */
  page: number
  pageCount: number
  /** The posts listed, newest first: skip this many, then take up to `limit` */
  skip: number
  limit: number
}

/** The list pages for `postCount` posts; always at least /blogs, which says so when there are none. */
export function planBlogPages(postCount: number, perPage = POSTS_PER_PAGE): BlogListPage[] {
  const pageCount = Math.max(1, Math.ceil(postCount / perPage))
  return Array.from({ length: pageCount }, (_, i) => {
    const page = i + 1
    // The first page's first post is shown in full above the list, so its list starts one later.
    const skip = page === 1 ? Math.min(1, postCount) : i * perPage
    return { path: blogListPath(page), page, pageCount, skip, limit: page === 1 ? perPage - 1 : perPage }
  })
}

/** The posts either side of the one at `index` in a newest-first list: the newer one and the older one. */
export function postNeighbours<T>(posts: readonly T[], index: number): { newer: T | null; older: T | null } {
  return { newer: posts[index - 1] ?? null, older: posts[index + 1] ?? null }
}
