// What a record of the content leads to through the slugs its references write, for the GraphQL resolvers
// (schema.ts): a post's author and the pages of its conditions, a category's conditions and the posts that name
// them, a review's reviewer and writer. Plain functions of the records Gatsby holds (references.ts finds them).
import { conditionPagePath, conditionPath } from "../lib/paths"
import type { PostRecord, TeamMemberRecord } from "./node-records"
import { REFERENCE_KINDS, type Referenced } from "./references"

/** What each slug names, in the slugs' order; one that names nothing is left out (the content check names it). */
export const namedIn = <T extends { slug: string }>(slugs: readonly string[], records: readonly T[]): T[] =>
  slugs.flatMap(slug => records.find(record => record.slug === slug) ?? [])

/** The team member a slug names, as Our Team lists them; none for no slug. */
export const memberNamed = (slug: string | null | undefined, members: readonly TeamMemberRecord[]) =>
  slug ? namedIn([slug], members)[0] : undefined

/** A condition's page: its category's, or its own under its category's when it has one. */
export const conditionPageOf = ({ value, parent }: Referenced) =>
  parent ? conditionPagePath(String(parent[REFERENCE_KINDS.condition.valueField]), value) : conditionPath(value)

/** The conditions a post names, each with the page about it, in the post's order. */
export const conditionLinks = (slugs: readonly string[], conditions: readonly Referenced[]) =>
  slugs
    .flatMap(slug => conditions.find(thing => thing.value === slug) ?? [])
    .map(thing => ({ slug: thing.value, title: thing.name, path: conditionPageOf(thing) }))

/** The conditions with a page of their own that a category lists, in its order. */
export const conditionsOfCategory = (category: string, conditions: readonly Referenced[]) =>
  conditions.filter(thing => thing.parent?.[REFERENCE_KINDS.condition.valueField] === category)

/** The posts that name any of `slugs`, newest first. */
export function postsNaming<Post extends PostRecord>(slugs: readonly string[], posts: Iterable<Post>): Post[] {
  const named = new Set(slugs)
  return [...posts]
    .filter(post => (post.conditions ?? []).some(slug => named.has(slug)))
    .sort((a, b) => new Date(String(b.date)).getTime() - new Date(String(a.date)).getTime())
}

/** The posts that name a category or one of its conditions, newest first. */
export const postsOfCategory = <Post extends PostRecord>(
  category: string,
  conditions: readonly Referenced[],
  posts: Iterable<Post>,
) => postsNaming([category, ...conditionsOfCategory(category, conditions).map(thing => thing.value)], posts)
