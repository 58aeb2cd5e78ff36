// Addresses on this site: one spelling of each path, and the absolute URLs search engines and social cards need.

/** "/services/physiotherapy/" → "/services/physiotherapy"; "" → "/" */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

/** "https://www.example.com/" and "/about" → "https://www.example.com/about"; a "#fragment" is kept. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const [pathname, fragment] = path.split("#")
  return `${siteUrl.replace(/\/+$/, "")}${normalizePath(pathname)}${fragment === undefined ? "" : `#${fragment}`}`
}
