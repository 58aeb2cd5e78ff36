/** @jest-environment node */
// Each kind of reference is declared once (src/node/references.ts); the model, the CMS's picker and the GraphQL
// resolvers must all agree with the declaration, read against the site's own content.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { buildCmsConfig, type CmsField } from "../src/cms/cms-config"
import { nestedType, typeAt, type Fields } from "../src/node/content-model"
import { conditionPagePath, conditionPath } from "../src/lib/paths"
import { REFERENCE_KINDS, type ReferenceTarget } from "../src/node/references"
import { referencedInContent } from "../src/node/content"
import { createSchemaCustomization } from "../src/node/schema"
import { contentDir } from "./support/content-dir"

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
    const members = "folder" in kind && kind.members ? typeAt({ folder: kind.members.folder }) : undefined
    const places = "file" in kind ? [listed(kind.list)] : [fields, ...(members ? [members.fields] : [])]
    for (const place of places) {
      expect(place[kind.valueField]?.kind).toBe("slug")
      expect(place[kind.labelField]?.kind).toBe("string")
    }
    if (members && "folder" in kind && kind.members) {
      expect(members.fields[kind.members.parentField]).toMatchObject({ kind: "reference" })
      expect(members.fields[kind.members.orderField]?.kind).toBe("number")
    }
  })

  test("is found in the content, each with a slug and a label", () => {
    const found = referencedInContent(to, contentDir)
    expect(found.length).toBeGreaterThan(0)
    for (const thing of found) expect(thing).toMatchObject({ value: expect.any(String), label: expect.any(String) })
    expect(found.map(thing => thing.value)).toContain(kind.example)
  })
})

/** The condition pages of content/condition-pages/, and each category's in its order. */
const conditionPages = fs
  .readdirSync(path.join(contentDir, "condition-pages"))
  .map(file => read(`condition-pages/${file}`) as { slug: string; title: string; category: string; order: number })
const conditionsOf = (category: string) =>
  conditionPages.filter(page => page.category === category).sort((a, b) => a.order - b.order)

test("a category's conditions are listed after it, in their order, by both titles", () => {
  const category = read("conditions/spinal-conditions.yaml")
  const found = referencedInContent("condition", contentDir)
  const at = found.findIndex(thing => thing.value === category.slug)
  const own = conditionsOf(category.slug)
  expect(own.length).toBeGreaterThan(1)
  expect(found.slice(at + 1, at + 1 + own.length).map(({ value, label }) => ({ value, label }))).toEqual(
    own.map(page => ({ value: page.slug, label: `${category.title}: ${page.title}` })),
  )
})

test("a condition's category is one whose page lists conditions", () => {
  const found = referencedInContent("conditionCategory", contentDir).map(thing => thing.value)
  const categories = fs.readdirSync(path.join(contentDir, "conditions")).map(file => read(`conditions/${file}`))
  expect(found.sort()).toEqual(
    categories
      .filter(category => category.layout === "group")
      .map(category => category.slug)
      .sort(),
  )
})

test("the CMS's relation pickers name a collection, a file and fields its configuration has", () => {
  const options = { repo: "o/r", branch: "main", siteUrl: "https://www.example.com", authDomain: "www.example.com" }
  const { collections } = buildCmsConfig(contentDir, options) as {
    collections: Array<{ name: string; files?: Array<{ name: string; fields: CmsField[] }>; fields?: CmsField[] }>
  }
  const pickers: Array<Record<string, string & string[]> & { filters?: Array<{ field: string }> }> = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === "object") {
      if ((value as { widget?: string }).widget === "relation") pickers.push(value as (typeof pickers)[number])
      Object.values(value).forEach(visit)
    }
  }
  visit(collections)
  expect(pickers.length).toBeGreaterThan(0)
  for (const picker of pickers) {
    const collection = collections.find(c => c.name === picker.collection)
    expect(collection).toBeDefined()
    if (picker.file) {
      const file = collection?.files?.find(f => f.name === picker.file)
      expect(file).toBeDefined()
      // "members.*.slug": the list, then the field of each of its items.
      for (const fieldPath of [picker.value_field, ...picker.search_fields, ...picker.display_fields]) {
        const [list, , field] = fieldPath.split(".")
        const items = file!.fields.find(f => f.name === list)?.fields as CmsField[]
        expect(items.map(f => f.name)).toContain(field)
      }
    } else {
      // A folder's collection: each file's own fields, the filters' included.
      const names = collection!.fields!.map(f => f.name)
      const filtered = (picker.filters ?? []).map((filter: { field: string }) => filter.field)
      for (const field of [picker.value_field, ...picker.search_fields, ...picker.display_fields, ...filtered])
        expect(names).toContain(field)
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
    SiteYaml: [read("site.yaml")],
    TeamYaml: [read("team.yaml")],
    TreatmentsYaml: [read("treatments.yaml")],
    ConditionsYaml: fs.readdirSync(path.join(contentDir, "conditions")).map(file => read(`conditions/${file}`)),
    ConditionPageYaml: conditionPages,
    PostsYaml: fs.readdirSync(path.join(contentDir, "posts")).map(file => read(`posts/${file}`)),
  }
  const nodeModel = {
    findAll: async ({ type }: { type: string }) => ({ entries: nodes[type] ?? [] }),
    findOne: async ({ type }: { type: string }) => (nodes[type] ?? [])[0] ?? null,
  }

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
    layout: string
  }
  const categories = nodes.ConditionsYaml as Category[]
  const grouped = categories.find(category => category.layout === "group")!
  const condition = conditionsOf(grouped.slug)[0]
  const other = categories.find(category => category.layout === "article")!
  const member = read("team.yaml").members[0]
  const post = { author: member.slug, conditions: [condition.slug, other.slug, "no-such-condition"] }
  const posts = nodes.PostsYaml as Array<{ date: string; conditions?: string[] }>
  const naming = (slugs: string[]) =>
    posts
      .filter(each => (each.conditions ?? []).some(slug => slugs.includes(slug)))
      .sort((a, b) => b.date.localeCompare(a.date))

  test("its author: the member of Our Team with that slug", async () => {
    expect(await resolve("PostsYaml", "authorProfile", post)).toEqual(member)
  })

  test("its conditions: each one's page, a condition's own under its category's", async () => {
    expect(await resolve("PostsYaml", "conditionLinks", post)).toEqual([
      { slug: condition.slug, title: condition.title, path: conditionPagePath(grouped.slug, condition.slug) },
      { slug: other.slug, title: other.title, path: conditionPath(other.slug) },
    ])
  })

  test.each(categories.map(category => [category.slug, category]))(
    "the related posts of %s: those naming it or one of its conditions, newest first",
    async (_slug, category) => {
      const slugs = [category.slug, ...conditionsOf(category.slug).map(each => each.slug)]
      expect(await resolve("ConditionsYaml", "relatedPosts", category)).toEqual(naming(slugs))
    },
  )

  test("a category's conditions: the condition pages that name it, in their order", async () => {
    expect(await resolve("ConditionsYaml", "conditions", grouped)).toEqual(conditionsOf(grouped.slug))
    expect(await resolve("ConditionsYaml", "conditions", other)).toEqual([])
  })

  test.each(conditionPages.map(page => [page.slug, page]))(
    "the related posts of the condition %s: those naming it, newest first",
    async (_slug, page) => {
      expect(await resolve("ConditionPageYaml", "relatedPosts", page)).toEqual(naming([page.slug]))
    },
  )

  test("a group page's JSON-LD, made at build time: each of its conditions by its own page", async () => {
    const site = read("site.yaml")
    const page = (await resolve("ConditionsYaml", "medicalWebPage", grouped)) as Record<string, unknown>
    expect(page).toMatchObject({
      "@type": "MedicalWebPage",
      url: `${site.siteUrl.replace(/\/$/, "")}${conditionPath(grouped.slug)}`,
      name: grouped.title,
    })
    expect(page.about).toEqual(
      conditionsOf(grouped.slug).map(each => ({
        "@type": "MedicalCondition",
        name: each.title,
        url: `${site.siteUrl.replace(/\/$/, "")}${conditionPagePath(grouped.slug, each.slug)}`,
      })),
    )
  })

  test("an article page's and a condition's JSON-LD say who reviewed them, when, from Our Team, and their sources", async () => {
    const article = read(`conditions/${other.slug}.yaml`)
    const fromArticle = (await resolve("ConditionsYaml", "medicalWebPage", article)) as Record<string, unknown>
    const page = read(`condition-pages/${condition.slug}.yaml`)
    const fromPage = (await resolve("ConditionPageYaml", "medicalWebPage", page)) as Record<string, unknown>
    for (const [record, node] of [
      [article, fromArticle],
      [page, fromPage],
    ]) {
      const reviewer = read("team.yaml").members.find(
        (each: { slug: string }) => each.slug === record.review.reviewedBy,
      )
      expect(node).toMatchObject({
        lastReviewed: record.review.lastReviewed,
        reviewedBy: { "@type": "Person", name: reviewer.name, jobTitle: reviewer.role },
      })
      expect((node.citation as Array<{ url: string }>).map(source => source.url)).toEqual(
        record.sources.map((source: { url: string }) => source.url),
      )
    }
    expect(fromPage.name).toBe(`${page.title}: symptoms, treatment and when to get help`)
    expect(fromPage.about).toMatchObject({
      "@type": "MedicalCondition",
      name: page.title,
      signOrSymptom: page.symptoms.map((name: string) => ({ "@type": "MedicalSignOrSymptom", name })),
      riskFactor: page.causes.map((name: string) => ({ "@type": "MedicalRiskFactor", name })),
      possibleTreatment: page.treatments.map((name: string) => ({ "@type": "MedicalTherapy", name })),
    })
  })

  test("a review's reviewer and writer: the members of Our Team with those slugs; no writer, none", async () => {
    expect(await resolve("HealthReview", "reviewer", { reviewedBy: member.slug })).toEqual(member)
    expect(await resolve("HealthReview", "writer", { reviewedBy: member.slug, writtenBy: member.slug })).toEqual(member)
    expect(await resolve("HealthReview", "writer", { reviewedBy: member.slug })).toBeNull()
  })
})
