// The breadcrumb trail for a path: the clinic's home first, each ancestor page that exists, the page last.

import { normalizePath } from "./paths"

export interface Crumb {
  label: string
  path: string
}

/**
 * @param path the current page's path
 * @param label the current page's own label
 * @param titles page titles by path, for the ancestors
 * @param home the first crumb (the clinic's name, linking to /)
 */
export function buildTrail(path: string, label: string, titles: ReadonlyMap<string, string>, home: Crumb): Crumb[] {
  const current = normalizePath(path)
  if (current === "/") return [{ ...home }]
  const segments = current.split("/").filter(Boolean)
  const ancestors = segments.slice(0, -1).flatMap((_, i) => {
    const ancestorPath = `/${segments.slice(0, i + 1).join("/")}`
    const title = titles.get(ancestorPath.toLowerCase())
    return title ? [{ label: title, path: ancestorPath.toLowerCase() }] : []
  })
  return [{ ...home }, ...ancestors, { label, path: current }]
}
