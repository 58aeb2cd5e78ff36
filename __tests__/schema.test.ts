/** @jest-environment node */
import {
  buildSchema,
  isObjectType,
  validateSchema,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql"
import { contentTypes, type Fields } from "../src/node/content-model"
import { buildTypeDefs } from "../src/node/schema"
import { yamlTypeName } from "../src/node/yaml-type-name"

// What Gatsby itself provides; declared here so graphql-js can check the SDL on its own.
const GATSBY_STUBS = `
  interface Node { id: ID! }
  scalar Date
  type File { id: ID! }
  directive @dontInfer on OBJECT
  directive @dateformat on FIELD_DEFINITION
  directive @fileByRelativePath on FIELD_DEFINITION
`

const CONTENT_TYPES = [
  "SiteYaml",
  "PagesYaml",
  "HomeYaml",
  "ServicesYaml",
  "ConditionsYaml",
  "TreatmentsYaml",
  "TeamYaml",
  "PostsYaml",
]

const sdl = buildTypeDefs()
let schema: GraphQLSchema

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

const directivesOf = (f: GraphQLField<unknown, unknown>) => (f.astNode?.directives ?? []).map(d => d.name.value)

describe("buildTypeDefs", () => {
  test("is valid GraphQL SDL once Gatsby's own declarations are added", () => {
    expect(() => buildSchema(GATSBY_STUBS + sdl)).not.toThrow()
  })

  test("is a consistent type system once Gatsby adds each node's id and the Query root", () => {
    const withGatsbyFields = sdl.replace(/implements Node @dontInfer \{/g, "$&\n  id: ID!")
    const full = buildSchema(`${GATSBY_STUBS} type Query { node: Node }\n${withGatsbyFields}`)
    expect(validateSchema(full).map(error => error.message)).toEqual([])
  })

  test("declares every content type exactly once, as a Node that Gatsby must not infer", () => {
    expect(contentTypes.map(t => t.type).sort()).toEqual([...CONTENT_TYPES].sort())
    for (const name of CONTENT_TYPES) {
      expect(sdl.match(new RegExp(`^type ${name}\\b`, "gm"))).toHaveLength(1)
      expect(sdl).toMatch(new RegExp(`^type ${name} implements Node @dontInfer \\{`, "m"))
      expect(
        objectType(name)
          .getInterfaces()
          .map(i => i.name),
      ).toEqual(["Node"])
    }
  })

  test("only the content types are Nodes; the types nested in them are not", () => {
    const nodeTypes = [...sdl.matchAll(/^type (\w+) implements Node @dontInfer \{/gm)].map(m => m[1])
    expect(nodeTypes.sort()).toEqual([...CONTENT_TYPES].sort())
    expect(objectType("SiteAddress").getInterfaces()).toEqual([])
    expect(objectType("ConditionEntry").getInterfaces()).toEqual([])
  })

  test("no type is declared twice", () => {
    const names = [...sdl.matchAll(/^type (\w+)/gm)].map(m => m[1])
    expect(new Set(names).size).toBe(names.length)
  })

  test("required fields are non-null and optional ones nullable", () => {
    expect(sdl).toMatch(/^type SiteYaml [^}]*^ {2}name: String!$/m)
    expect(sdl).toMatch(/^type PagesYaml [^}]*^ {2}intro: String$/m)
    expect(field("SiteYaml", "name").type.toString()).toBe("String!")
    expect(field("PagesYaml", "intro").type.toString()).toBe("String")
    expect(field("PagesYaml", "heading").type.toString()).toBe("String!")
    expect(field("SiteHours", "opens").type.toString()).toBe("String")
    expect(field("SiteYaml", "hours").type.toString()).toBe("[SiteHours!]!")
    expect(field("ConditionsYaml", "entries").type.toString()).toBe("[ConditionEntry!]")
    expect(field("ConditionsYaml", "article").type.toString()).toBe("ConditionArticle")
    expect(field("ConditionsYaml", "order").type.toString()).toBe("Float!")
    expect(field("ConditionEntry", "symptoms").type.toString()).toBe("[String!]!")
  })

  test("images are files found by their relative path", () => {
    expect(sdl).toMatch(/^ {2}socialImage: File! @fileByRelativePath$/m)
    expect(field("SiteYaml", "socialImage").type.toString()).toBe("File!")
    expect(directivesOf(field("SiteYaml", "socialImage"))).toEqual(["fileByRelativePath"])
    // every image field of the content model, at any depth
    const images: Array<[string, string, boolean]> = []
    const collect = (typeName: string, fields: Fields) => {
      for (const [name, f] of Object.entries(fields)) {
        if (f.kind === "image") images.push([typeName, name, Boolean(f.optional)])
        if (f.kind === "object" || f.kind === "list") collect(f.type, f.fields)
      }
    }
    for (const t of contentTypes) collect(t.type, t.fields)
    expect(images).toContainEqual(["ConditionsYaml", "image", false])
    expect(images).toContainEqual(["TeamMember", "photo", false])
    expect(images).toContainEqual(["PagesYaml", "image", true])
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
    expect(typeOf("pages/about.yaml")).toBe("PagesYaml")
    expect(typeOf("conditions/spinal-conditions.yaml")).toBe("ConditionsYaml")
    expect(typeOf("posts/x.yaml")).toBe("PostsYaml")
  })

  test("falls back to the file name when the node has no relative path", () => {
    expect(yamlTypeName({ node: { absolutePath: "/somewhere/content/site.yaml" } })).toBe("SiteYaml")
  })

  test("an unknown file throws an error naming it", () => {
    expect(() => typeOf("sevices.yaml")).toThrow(/sevices\.yaml/)
    expect(() => typeOf("conditions/deeper/x.yaml")).toThrow(/conditions\/deeper\/x\.yaml/)
  })
})
