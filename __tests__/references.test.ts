/** @jest-environment node */
// Each kind of reference is declared once (src/node/references.ts); the model, the CMS's picker and the GraphQL
// resolvers must all agree with the declaration, read against the site's own content.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { buildCmsConfig, type CmsField } from "../src/cms/cms-config"
import { nestedType, typeAt, type Fields } from "../src/node/content-model"
import { REFERENCE_KINDS, referencedInContent, type ReferenceTarget } from "../src/node/references"
import { createSchemaCustomization } from "../src/node/schema"

const contentDir = path.resolve(__dirname, "../content")
const read = (file: string) => parse(fs.readFileSync(path.join(contentDir, file), "utf8"))
const targets = Object.keys(REFERENCE_KINDS) as ReferenceTarget[]

describe.each(targets)("what a reference to a %s names", to => {
  const kind = REFERENCE_KINDS[to]
  const holder = typeAt(kind)

  test("is in files a content type reads, in fields the model declares", () => {
    expect(holder).toBeDefined()
    const fields = holder!.fields
    const listed = (name: string): Fields => {
      expect(fields[name]?.kind).toBe("list")
      return nestedType(fields[name])!.fields
    }
    const places = "file" in kind ? [listed(kind.list)] : [fields, ...(kind.entries ? [listed(kind.entries)] : [])]
    for (const place of places) {
      expect(place[kind.valueField]?.kind).toBe("slug")
      expect(place[kind.labelField]?.kind).toBe("string")
    }
  })

  test("is found in the content, each with a slug and a label", () => {
    const found = referencedInContent(to, contentDir)
    expect(found.length).toBeGreaterThan(0)
    for (const thing of found) expect(thing).toMatchObject({ value: expect.any(String), label: expect.any(String) })
    expect(found.map(thing => thing.value)).toContain(kind.example)
  })
})

test("a condition's entries are listed after their category, by both titles", () => {
  const category = read("conditions/spinal-conditions.yaml")
  const found = referencedInContent("condition", contentDir)
  const at = found.findIndex(thing => thing.value === category.slug)
  expect(found[at + 1]).toMatchObject({
    value: category.entries[0].slug,
    label: `${category.title}: ${category.entries[0].title}`,
  })
})

test("the CMS's relation pickers name a collection, a file and fields its configuration has", () => {
  const options = { repo: "o/r", branch: "main", siteUrl: "https://www.example.com", authDomain: "www.example.com" }
  const { collections } = buildCmsConfig(contentDir, options) as {
    collections: Array<{ name: string; files?: Array<{ name: string; fields: CmsField[] }>; fields?: CmsField[] }>
  }
  const pickers = JSON.stringify(collections)
    .match(/\{"label":[^{}]*"widget":"relation"[^{}]*\}/g)!
    .map(text => JSON.parse(text))
  expect(pickers.length).toBeGreaterThan(0)
  for (const picker of pickers) {
    const file = collections.find(c => c.name === picker.collection)?.files?.find(f => f.name === picker.file)
    expect(file).toBeDefined()
    // "members.*.slug": the list, then the field of each of its items.
    for (const fieldPath of [picker.value_field, ...picker.search_fields, ...picker.display_fields]) {
      const [list, , field] = fieldPath.split(".")
      const items = file!.fields.find(f => f.name === list)?.fields as CmsField[]
      expect(items.map(f => f.name)).toContain(field)
    }
  }
})

describe("the GraphQL resolvers find what a post names", () => {
  type Resolver = (source: unknown, args: unknown, context: unknown) => unknown
  interface Built {
    config: { name: string; fields?: Record<string, { resolve: Resolver }> }
  }

  /** Gatsby's nodes of the site's content, as the resolvers ask for them. */
  const nodes: Record<string, unknown[]> = {
    TeamYaml: [read("team.yaml")],
    ConditionsYaml: fs.readdirSync(path.join(contentDir, "conditions")).map(file => read(`conditions/${file}`)),
    PostsYaml: fs.readdirSync(path.join(contentDir, "posts")).map(file => read(`posts/${file}`)),
  }
  const nodeModel = { findAll: async ({ type }: { type: string }) => ({ entries: nodes[type] ?? [] }) }

  async function resolve(type: string, name: string, source: unknown) {
    const built: Built[] = []
    const args = {
      actions: { createTypes: (types: unknown) => built.push(...([types].flat() as Built[])) },
      schema: { buildObjectType: (config: Built["config"]) => ({ config }) },
    }
    await createSchemaCustomization?.(args as never, {} as never, () => {})
    const field = built.find(each => each.config?.name === type && each.config.fields?.[name])
    return field!.config.fields![name].resolve(source, {}, { nodeModel })
  }

  interface Category {
    slug: string
    title: string
    entries?: Array<{ slug: string; title: string }>
  }
  const categories = nodes.ConditionsYaml as Category[]
  const grouped = categories.find(category => category.entries?.length)!
  const entry = grouped.entries![0]
  const other = categories.find(category => category !== grouped)!
  const member = read("team.yaml").members[0]
  const post = { author: member.slug, conditions: [entry.slug, other.slug, "no-such-condition"] }

  test("its author: the member of Our Team with that slug", async () => {
    expect(await resolve("PostsYaml", "authorProfile", post)).toEqual(member)
  })

  test("its conditions: each one's page, and its section there when it is an entry", async () => {
    expect(await resolve("PostsYaml", "conditionLinks", post)).toEqual([
      { slug: entry.slug, title: entry.title, category: grouped.slug, entry: entry.slug },
      { slug: other.slug, title: other.title, category: other.slug, entry: null },
    ])
  })

  test.each(categories.map(category => [category.slug, category]))(
    "the related posts of %s: those naming it or one of its entries, newest first",
    async (_slug, category) => {
      const slugs = [category.slug, ...(category.entries ?? []).map(each => each.slug)]
      const posts = nodes.PostsYaml as Array<{ date: string; conditions?: string[] }>
      const expected = posts
        .filter(each => (each.conditions ?? []).some(slug => slugs.includes(slug)))
        .sort((a, b) => b.date.localeCompare(a.date))
      expect(await resolve("ConditionsYaml", "relatedPosts", category)).toEqual(expected)
    },
  )
})
