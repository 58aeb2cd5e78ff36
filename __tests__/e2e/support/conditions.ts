// Which condition pages list which posts under Related articles: a post names a category, or one of its entries.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import type { PostContent } from "./content"

interface Category {
  slug: string
  entries?: Array<{ slug: string }>
}

const folder = path.resolve(__dirname, "../../../content/conditions")

/** [the category's route, the slugs of the posts it lists, newest first] for each category a post names. */
export function conditionPages(posts: readonly PostContent[]): Array<[string, string[]]> {
  const categories = fs
    .readdirSync(folder)
    .filter(file => file.endsWith(".yaml"))
    .map(file => parse(fs.readFileSync(path.join(folder, file), "utf8")) as Category)
  return categories.flatMap((category): Array<[string, string[]]> => {
    const slugs = new Set([category.slug, ...(category.entries ?? []).map(entry => entry.slug)])
    const named = posts.filter(post => (post.conditions ?? []).some(slug => slugs.has(slug)))
    return named.length ? [[`/conditions/${category.slug}`, named.map(post => post.slug)]] : []
  })
}
