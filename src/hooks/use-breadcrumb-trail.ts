import { buildTrail, type Crumb } from "../lib/breadcrumbs"
import { useSiteFacts } from "./use-site-facts"

/** The trail shown above a page's heading, and given to search engines in its head: one source for both. */
export function useBreadcrumbTrail(path: string, label: string): Crumb[] {
  const { site, pages } = useSiteFacts()
  const titles = new Map(pages.map(page => [page.path, page.title]))
  return buildTrail(path, label, titles, { label: site.name, path: "/" })
}
