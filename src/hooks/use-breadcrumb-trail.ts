import { buildTrail, type Crumb } from "../lib/breadcrumbs"
import { useSiteFacts } from "./use-site-facts"

/**
 * The trail shown above a page's heading, and given to search engines in its head: one source for both. `parents`
 * are the ancestors that are not pages of content/pages/, e.g. a condition's category.
 */
export function useBreadcrumbTrail(path: string, label: string, parents: readonly Crumb[] = []): Crumb[] {
  const { site, pages } = useSiteFacts()
  const titles = new Map(
    [...pages, ...parents.map(({ path, label }) => ({ path, title: label }))].map(page => [page.path, page.title]),
  )
  return buildTrail(path, label, titles, { label: site.name, path: "/" })
}
