/** @jest-environment node */
import fs from "fs"
import path from "path"
import {
  buildSchema,
  Kind,
  parse,
  visit,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  validateSchema,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
} from "graphql"
import { contentTypes, nestedType, PAGES, type Field, type Fields } from "../src/node/content-model"
import { filesUnder } from "../src/node/files-under"
import { buildTypeDefs, createSchemaCustomization } from "../src/node/schema"
import { yamlTypeName } from "../src/node/yaml-type-name"
import { contentDir } from "./support/content-dir"

// What Gatsby itself provides; declared here so graphql-js can check the SDL on its own.
const GATSBY_STUBS = `
  interface Node { id: ID! }
  scalar Date
  type File { id: ID! }
  directive @dontInfer on OBJECT
  directive @dateformat on FIELD_DEFINITION
  directive @fileByRelativePath on FIELD_DEFINITION
`

// The model's types, and its pages. What the tests know besides the model is what the site has: the YAML files in
// content/ and the queries in src/.
const CONTENT_TYPES = contentTypes.map(type => type.type)
const PAGE_TYPES = contentTypes.filter(type => (type.group ?? type.implements) === PAGES).map(type => type.type)

const ROOT = path.resolve(__dirname, "..")
const contentFiles = filesUnder(contentDir, /\.ya?ml$/)

/** The GraphQL written in src/, by file relative to src/: each graphql`…` and graphql(`…`) parsed. */
const queries = filesUnder(path.join(ROOT, "src"), /\.tsx?$/)
  .filter(file => file !== "gatsby-types.d.ts")
  .flatMap(file =>
    [...fs.readFileSync(path.join(ROOT, "src", file), "utf8").matchAll(/\bgraphql(?:<[^>]*>)?\(?`([^`]*)`/g)].map(
      ([, body]) => ({ file, document: parse(body) }),
    ),
  )

/** The content types a query of `file` names: root fields (allPostsYaml → PostsYaml) and fragments' types. */
function typesQueriedIn(file?: string): string[] {
  const names = new Set<string>()
  for (const { document } of queries.filter(query => file === undefined || query.file === file)) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION)
        for (const selection of definition.selectionSet.selections)
          if (selection.kind === Kind.FIELD && /Yaml$/.test(selection.name.value))
            names.add(selection.name.value.replace(/^all(?=[A-Z])/, "").replace(/^./, first => first.toUpperCase()))
    }
    visit(document, {
      FragmentDefinition: fragment => void names.add(fragment.typeCondition.name.value),
      InlineFragment: fragment => void (fragment.typeCondition && names.add(fragment.typeCondition.name.value)),
    })
  }
  return [...names].filter(name => /Yaml$/.test(name))
}

const sdl = buildTypeDefs()
let schema: GraphQLSchema

// Building the schema is the first check: graphql-js refuses SDL that does not parse, names a type it does not
// declare, or declares a type twice.
beforeAll(() => {
  schema = buildSchema(GATSBY_STUBS + sdl)
})

const objectType = (name: string): GraphQLObjectType => {
  const type = schema.getType(name)
  if (!isObjectType(type)) throw new Error(`${name} is not an object type in the schema`)
  return type
}

const field = (typeName: string, fieldName: string): GraphQLField<unknown, unknown> => {
  const found = objectType(typeName).getFields()[fieldName]
  if (!found) throw new Error(`${typeName}.${fieldName} is not declared`)
  return found
}

/** The interfaces a type implements, by name. */
const interfacesOf = (name: string) =>
  objectType(name)
    .getInterfaces()
    .map(i => i.name)

/** The directives written on a type or a field, by name. */
const directivesOf = (declared: GraphQLObjectType | GraphQLField<unknown, unknown>) =>
  (declared.astNode?.directives ?? []).map(d => d.name.value)

/** Every field of the content model at any depth, with the name of the GraphQL type it belongs to. */
function modelFields(): Array<{ typeName: string; name: string; field: Field }> {
  const found: Array<{ typeName: string; name: string; field: Field }> = []
  const collect = (typeName: string, fields: Fields) => {
    for (const [name, f] of Object.entries(fields)) {
      found.push({ typeName, name, field: f })
      const nested = nestedType(f)
      if (nested) collect(nested.type, nested.fields)
    }
  }
  for (const t of contentTypes) collect(t.type, t.fields)
  return found
}

describe("buildTypeDefs", () => {
  test("is a consistent type system once Gatsby adds each node's id and the Query root", () => {
    const withGatsbyFields = sdl.replace(/implements Node( & \w+)? @dontInfer \{/g, "$&\n  id: ID!")
    const full = buildSchema(`${GATSBY_STUBS} type Query { node: Node }\n${withGatsbyFields}`)
    expect(validateSchema(full).map(error => error.message)).toEqual([])
  })

  test("declares every content type as a Node that Gatsby must not infer, a page also a PagesYaml", () => {
    for (const { type: name, group, implements: implemented } of contentTypes) {
      const shared = group ?? implemented
      expect([name, directivesOf(objectType(name))]).toEqual([name, ["dontInfer"]])
      expect([name, interfacesOf(name)]).toEqual([name, shared ? ["Node", shared.interface] : ["Node"]])
    }
  })

  test("declares a type for every YAML file in content/, a page for each of content/pages/", () => {
    expect(contentFiles.length).toBeGreaterThan(20)
    for (const file of contentFiles) {
      // throws, naming the file, when no type of the model reads it
      const name = yamlTypeName({ node: { relativePath: file } })
      if (file.startsWith("pages/")) expect([file, interfacesOf(name)]).toEqual([file, ["Node", "PagesYaml"]])
      else expect([file, interfacesOf(name)]).toEqual([file, expect.arrayContaining(["Node"])])
    }
    // and the files the site cannot be built without are there
    for (const { file } of contentTypes) if (file) expect(contentFiles).toContain(file)
  })

  test("declares every content type the queries in src/ name, as a root field or a fragment's type", () => {
    const named = typesQueriedIn()
    expect(named).toEqual(expect.arrayContaining(["SiteYaml", "PostsYaml", "PagesYaml", "AboutPageYaml"]))
    for (const name of named) expect([name, schema.getType(name)?.name]).toEqual([name, name])
  })

  test("each route in src/pages/ reads a page of its own, and every page is read by a route or a template", () => {
    const isPage = (name: string) => isObjectType(schema.getType(name)) && interfacesOf(name).includes("PagesYaml")
    const pagesReadIn = (folder: string) =>
      filesUnder(path.join(ROOT, "src", folder), /\.tsx$/).map(file => {
        const at = `${folder}/${file}`
        return [at, typesQueriedIn(at).filter(isPage)] as const
      })
    const routes = pagesReadIn("pages")
    for (const [file, pages] of routes) expect([file, pages.length]).toEqual([file, 1])
    const read = [...routes, ...pagesReadIn("templates")].flatMap(([, pages]) => pages)
    expect(read.length).toBe(new Set(read).size)
    expect(read.sort()).toEqual([...PAGE_TYPES].sort())
  })

  test("every page is a PagesYaml, which lists all of them, with the fields every page has", () => {
    const pages = schema.getType("PagesYaml")
    if (!pages || !isInterfaceType(pages)) throw new Error("PagesYaml is not an interface in the schema")
    // Gatsby gives an interface that implements Node its root fields, pagesYaml and allPagesYaml.
    expect(pages.getInterfaces().map(i => i.name)).toEqual(["Node"])
    expect(Object.keys(pages.getFields())).toEqual(["id", "path", "title", "heading", "description", "intro"])
    expect(schema.getImplementations(pages).objects.map(type => type.name)).toEqual(PAGE_TYPES)
  })

  test("each page has only the fields it shows: Contact no image or sections, About its image and body", () => {
    expect(Object.keys(objectType("ContactPageYaml").getFields())).toEqual([
      "path",
      "title",
      "heading",
      "description",
      "intro",
    ])
    expect(Object.keys(objectType("AboutPageYaml").getFields())).toEqual(expect.arrayContaining(["body", "image"]))
    expect(field("PrivacyPageYaml", "sections").type.toString()).toBe("[PageSection!]")
    expect(field("AccessibilityPageYaml", "sections").type.toString()).toBe("[PageSection!]")
  })

  test("only the content types are Nodes; the types nested in them are not", () => {
    const node = schema.getType("Node")
    if (!node || !isInterfaceType(node)) throw new Error("Node is not an interface in the schema")
    const nodeTypes = schema.getImplementations(node).objects.map(type => type.name)
    expect(nodeTypes.sort()).toEqual([...CONTENT_TYPES].sort())
    expect(objectType("SiteAddress").getInterfaces()).toEqual([])
    expect(objectType("HealthReview").getInterfaces()).toEqual([])
  })

  test("every field the content model declares, at any depth, can be queried, non-null exactly when required", () => {
    const declared = modelFields()
    expect(declared.length).toBeGreaterThan(100)
    for (const { typeName, name, field: modelField } of declared) {
      const required = isNonNullType(field(typeName, name).type)
      expect([typeName, name, required]).toEqual([typeName, name, !modelField.optional])
    }
  })

  test("each kind of field has its GraphQL type", () => {
    expect(field("SiteYaml", "name").type.toString()).toBe("String!")
    expect(field("ContactPageYaml", "intro").type.toString()).toBe("String")
    expect(field("ContactPageYaml", "heading").type.toString()).toBe("String!")
    expect(field("SiteHours", "opens").type.toString()).toBe("String")
    expect(field("SiteYaml", "hours").type.toString()).toBe("[SiteHours!]!")
    expect(field("ConditionsYaml", "article").type.toString()).toBe("ConditionArticle")
    expect(field("ConditionsYaml", "order").type.toString()).toBe("Float!")
    expect(field("ConditionsYaml", "sources").type.toString()).toBe("[String!]")
    expect(field("ConditionPageYaml", "symptoms").type.toString()).toBe("[String!]!")
    expect(field("ConditionPageYaml", "sources").type.toString()).toBe("[String!]!")
    expect(field("WarningSign", "tier").type.toString()).toBe("String!")
    expect(field("ConditionPageYaml", "category").type.toString()).toBe("String!")
    expect(field("HealthReview", "lastReviewed").type.toString()).toBe("Date!")
  })

  test("images are files found by their relative path", () => {
    expect(sdl).toMatch(/^ {2}socialImage: File! @fileByRelativePath$/m)
    expect(field("SiteYaml", "socialImage").type.toString()).toBe("File!")
    expect(directivesOf(field("SiteYaml", "socialImage"))).toEqual(["fileByRelativePath"])
    // every image field of the content model, at any depth
    const images = modelFields()
      .filter(({ field: f }) => f.kind === "image")
      .map(({ typeName, name, field: f }): [string, string, boolean] => [typeName, name, Boolean(f.optional)])
    expect(images).toContainEqual(["ConditionsYaml", "image", false])
    expect(images).toContainEqual(["TeamMember", "photo", false])
    expect(images).toContainEqual(["AboutPageYaml", "image", true])
    for (const [typeName, name, optional] of images) {
      const expected = optional ? "File" : "File!"
      expect([typeName, name, field(typeName, name).type.toString()]).toEqual([typeName, name, expected])
      expect([typeName, name, directivesOf(field(typeName, name))]).toEqual([typeName, name, ["fileByRelativePath"]])
    }
    // and nothing else is a File
    for (const line of sdl.split("\n").filter(l => /: File!?/.test(l))) expect(line).toMatch(/@fileByRelativePath$/)
  })

  test("a post's date is a formattable Date", () => {
    expect(sdl).toMatch(/^type PostsYaml [^}]*^ {2}date: Date! @dateformat$/m)
    expect(field("PostsYaml", "date").type.toString()).toBe("Date!")
    expect(directivesOf(field("PostsYaml", "date"))).toEqual(["dateformat"])
  })
})

describe("yamlTypeName", () => {
  const typeOf = (relativePath: string) => yamlTypeName({ node: { relativePath } })

  test("names each YAML file after its content type", () => {
    expect(typeOf("site.yaml")).toBe("SiteYaml")
    expect(typeOf("pages/about.yaml")).toBe("AboutPageYaml")
    expect(typeOf("pages/not-found.yaml")).toBe("NotFoundPageYaml")
    expect(typeOf("conditions/spinal-conditions.yaml")).toBe("ConditionsYaml")
    expect(typeOf("posts/x.yaml")).toBe("PostsYaml")
  })

  test("falls back to the file name when the node has no relative path", () => {
    expect(yamlTypeName({ node: { absolutePath: "/somewhere/content/site.yaml" } })).toBe("SiteYaml")
  })

  test("an unknown file throws an error naming it", () => {
    expect(() => typeOf("sevices.yaml")).toThrow(/sevices\.yaml/)
    expect(() => typeOf("conditions/deeper/x.yaml")).toThrow(/conditions\/deeper\/x\.yaml/)
    expect(() => typeOf("pages/abuot.yaml")).toThrow(/pages\/abuot\.yaml/)
  })
})

describe("createSchemaCustomization", () => {
  /** What Gatsby's schema.buildUnionType and buildObjectType return: the config, tagged with its kind. */
  interface BuiltType {
    kind: string
    config: {
      name: string
      types?: string[]
      resolveType?: GraphQLTypeResolver<unknown, unknown>
      fields?: Record<string, { type: string; resolve: GraphQLFieldResolver<unknown, unknown> }>
    }
  }

  /** The object types createSchemaCustomization builds, and one built field by type and name. */
  async function builtFields() {
    const created: Array<string | BuiltType> = []
    const args = {
      actions: {
        createTypes: (types: string | BuiltType | Array<string | BuiltType>) => created.push(...[types].flat()),
      },
      schema: { buildObjectType: (config: BuiltType["config"]) => ({ kind: "OBJECT", config }) },
    }
    await createSchemaCustomization?.(args as never, {} as never, () => {})
    const built = created.filter((t): t is BuiltType => typeof t !== "string")
    return (type: string, name: string) => {
      const found = built.find(t => t.config.name === type && t.config.fields?.[name])?.config.fields?.[name]
      if (!found) throw new Error(`no ${type}.${name} field was created`)
      return found
    }
  }

  test("what is derived from the content is resolved at build time: languages, the price range, tap-to-call, /contact's JSON-LD", async () => {
    const field = await builtFields()
    const members = [
      { name: "Pat", languages: ["English", "Punjabi"] },
      { name: "Sam", languages: ["Urdu", "English"] },
    ]
    const nodeModel = { findOne: async () => ({ members }), findAll: async () => ({ entries: [] }) }
    const resolve = (type: string, name: string, source: unknown) =>
      field(type, name).resolve(source, {}, { nodeModel }, {} as never)

    expect(await resolve("TeamMember", "spokenLanguages", members[1])).toMatchObject([
      { name: "Urdu", code: "ur", ownName: "اردو" },
      { name: "English", code: "en" },
    ])
    const languages = (await resolve("TeamYaml", "clinicLanguages", { members })) as Array<{ name: string }>
    expect(languages.map(language => language.name)).toEqual(["English", "Punjabi", "Urdu"])
    expect(await resolve("FeesYaml", "priceRange", { visits: [{ price: 100 }, { price: 80 }, { price: 480 }] })).toBe(
      "$80–$480",
    )
    // A phone is written once, as patients read it; tap-to-call dials the same digits.
    expect(await resolve("PhoneNumber", "display", "1-905-555-0100")).toBe("1-905-555-0100")
    expect(await resolve("PhoneNumber", "e164", "1-905-555-0100")).toBe("+19055550100")
    expect(await resolve("PhoneNumber", "e164", "(905) 555-0100")).toBe("+19055550100")
    const contactPoint = await resolve("SiteYaml", "contactPoint", { phone: "905.555.0100", email: "a@b.c" })
    expect(contactPoint).toMatchObject({
      "@type": "ContactPoint",
      telephone: "+19055550100",
      availableLanguage: [{ name: "English" }, { name: "Punjabi" }, { name: "Urdu" }],
    })
    const access = { entrance: { stepFree: true }, parking: { free: false }, washroom: { accessible: true } }
    expect(
      ((await resolve("GettingHereYaml", "amenityFeature", access)) as Array<{ value: boolean }>).map(f => f.value),
    ).toEqual([true, false, true])
  })

  test("a post's content and an FAQ answer gain their HTML, made at build time at the heading level asked for", async () => {
    const field = await builtFields()
    const [postHtml, answerHtml] = [field("PostsYaml", "contentHtml"), field("FaqQuestion", "answerHtml")]
    expect([postHtml.type, answerHtml.type]).toEqual(["String!", "String!"])

    const post = { content: "Intro written\nover two lines.\n\n## Pain management\n\n- Ice\n- Heat" }
    const html = (level: number) => postHtml.resolve(post, { headingLevel: level }, {}, {} as never)
    expect(html(2)).toBe(
      "<p>Intro written\nover two lines.</p>\n<h2>Pain management</h2>\n<ul>\n<li>Ice</li>\n<li>Heat</li>\n</ul>",
    )
    expect(html(3)).toContain("<h3>Pain management</h3>")
    expect(answerHtml.resolve({ answer: "No. Please bring **photo ID**." }, { headingLevel: 3 }, {}, {} as never)).toBe(
      "<p>No. Please bring <strong>photo ID</strong>.</p>",
    )
  })
})
