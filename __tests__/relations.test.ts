/** @jest-environment node */
// What a record leads to through its references (src/node/relations.ts), as the GraphQL resolvers hand it to the
// pages: read against the site's own content, with no Gatsby.
import { conditionPagePath, conditionPath } from "../src/lib/paths"
import type { PostRecord, TeamRecord } from "../src/node/node-records"
import {
  conditionLinks,
  conditionsOfCategory,
  memberNamed,
  namedIn,
  postsNaming,
  postsOfCategory,
} from "../src/node/relations"
import { readContent, readFolder, referencedFromContent } from "./support/content-records"

interface Category {
  slug: string
  title: string
  layout: string
}
interface ConditionPage {
  slug: string
  title: string
  category: string
  order: number
}

const { members } = readContent<TeamRecord>("team.yaml")
const categories = readFolder<Category>("conditions")
const conditionPages = readFolder<ConditionPage>("condition-pages")
const posts = readFolder<PostRecord & { slug: string; date: string }>("posts")
const conditions = referencedFromContent("condition")

const grouped = categories.find(category => category.layout === "group")!
const article = categories.find(category => category.layout === "article")!
/** A category's own condition pages, in their order. */
const pagesOf = (category: string) =>
  conditionPages.filter(page => page.category === category).sort((a, b) => a.order - b.order)

/** The slugs of the posts naming any of `slugs`, newest first, as a reader of the blog would list them. */
const slugsOfPostsNaming = (slugs: readonly string[]) =>
  posts
    .filter(post => (post.conditions ?? []).some(slug => slugs.includes(slug)))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(post => post.slug)

test("what slugs name: in the slugs' order, one that names nothing left out", () => {
  const [first, second] = members
  expect(namedIn([second.slug, "no-one", first.slug], members)).toEqual([second, first])
  expect(namedIn([], members)).toEqual([])
})

test("a member by their slug, as Our Team lists them; none for no slug or one off the team", () => {
  for (const member of members) expect(memberNamed(member.slug, members)).toBe(member)
  expect(memberNamed(null, members)).toBeUndefined()
  expect(memberNamed(undefined, members)).toBeUndefined()
  expect(memberNamed("", members)).toBeUndefined()
  expect(memberNamed("no-one", members)).toBeUndefined()
})

test("a post's conditions link to their pages: a category's own, a condition's under its category's", () => {
  const condition = pagesOf(grouped.slug)[0]
  expect(conditionLinks([condition.slug, "no-such-condition", article.slug], conditions)).toEqual([
    { slug: condition.slug, title: condition.title, path: conditionPagePath(grouped.slug, condition.slug) },
    { slug: article.slug, title: article.title, path: conditionPath(article.slug) },
  ])
})

test.each(categories.map(category => [category.slug, category]))(
  "the conditions %s lists: its own condition pages, in their order",
  (slug, category) => {
    const listed = conditionsOfCategory(slug, conditions).map(thing => thing.record)
    expect(listed).toEqual(pagesOf(slug))
    if (category.layout === "group") expect(listed.length).toBeGreaterThan(1)
    else expect(listed).toEqual([])
  },
)

test.each(conditionPages.map(page => [page.slug]))("the posts about %s: those naming it, newest first", slug => {
  expect(postsNaming([slug], posts).map(post => post.slug)).toEqual(slugsOfPostsNaming([slug]))
})

test.each(categories.map(category => [category.slug]))(
  "the posts about %s: those naming it or one of its conditions, newest first",
  slug => {
    const slugs = [slug, ...pagesOf(slug).map(page => page.slug)]
    expect(postsOfCategory(slug, conditions, posts).map(post => post.slug)).toEqual(slugsOfPostsNaming(slugs))
  },
)

test("a post that names a category and its condition is listed once; dates are compared as days", () => {
  const condition = pagesOf(grouped.slug)[0]
  const older = { author: members[0].slug, date: new Date("2026-01-02"), conditions: [grouped.slug, condition.slug] }
  const newer = { author: members[0].slug, date: "2026-03-04", conditions: [condition.slug] }
  expect(postsOfCategory(grouped.slug, conditions, [older, newer])).toEqual([newer, older])
  expect(postsNaming(["nothing-named"], [older, newer])).toEqual([])
})
