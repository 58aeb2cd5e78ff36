/** @jest-environment node */
// The CMS configuration and the JSON Schemas are made from the content model: every field of every content type
// is in both, with the model's required flag, and both accept exactly the shipped content.
import fs from "fs"
import os from "os"
import path from "path"
import Ajv from "ajv"
import { parse } from "yaml"
import { cmsOptions, writeAdmin } from "../src/cms/admin"
import { buildCmsConfig, cmsEntryAddress, type CmsField } from "../src/cms/cms-config"
import {
  contentTypeName,
  contentTypes,
  nestedType,
  typeAt,
  typeForFile,
  type ContentType,
  type Field,
  type Fields,
} from "../src/node/content-model"
import { filesUnder } from "../src/node/files-under"
import { LANGUAGE_NAMES } from "../src/lib/languages"
import {
  buildJsonSchema,
  editorSettingsText,
  editorYamlSchemas,
  EDITOR_SETTINGS_FILE,
  jsonSchemaFiles,
  schemaFile,
  schemaModeline,
  writeEditorSettings,
} from "../src/node/json-schema"
import { contentDir } from "./support/content-dir"

const yamlFiles = filesUnder(contentDir, /\.ya?ml$/)
const config = buildCmsConfig(contentDir, {
  repo: "clinic/site",
  branch: "main",
  siteUrl: "https://clinic.example.org",
  authDomain: "clinic.example.org",
  localBackendUrl: "http://127.0.0.1:8081/api/v1",
})

type Collection = (typeof config.collections)[number] & {
  folder?: string
  create?: boolean
  fields?: CmsField[]
  files?: Array<{ name: string; file: string; fields: CmsField[] }>
}
const collections = config.collections as Collection[]

/** A file of content/, as data. */
const readYaml = (file: string) => parse(fs.readFileSync(path.join(contentDir, file), "utf8"))

interface Category {
  slug: string
  title: string
  order: number
}

/** A condition with a page of its own, in content/condition-pages/. */
interface ConditionPage extends Category {
  category: string
}

/**
 * Every field path in the model, e.g. "hours.opens", with whether it is required and its kind. `asTheCms`: as
 * the CMS asks for them, where nothing directly inside an optional object is required, or Decap would refuse
 * to save a file without the object (decaporg/decap-cms#2103).
 */
function modelPaths(fields: Fields, asTheCms = false, prefix = "", inOptionalObject = false) {
  return Object.entries(fields).flatMap(([key, field]): Array<[string, boolean, string]> => {
    const at = prefix + key
    // A hidden field (a sample's fingerprint) is kept as the file has it and never asked for.
    const required = !field.optional && !(asTheCms && (inOptionalObject || field.hidden === true))
    const own: [string, boolean, string] = [at, required, field.kind]
    const nested = nestedType(field)
    if (!nested) return [own]
    const optionalObject = field.kind === "object" && field.optional === true
    return [own, ...modelPaths(nested.fields, asTheCms, `${at}.`, optionalObject)]
  })
}

/** The model's field at a dotted path, e.g. samples.fingerprint. */
function nestedFieldAt(fields: Fields, at: string): Field | undefined {
  const [key, ...rest] = at.split(".")
  const field = fields[key]
  if (!field || rest.length === 0) return field
  const nested = nestedType(field)
  return nested ? nestedFieldAt(nested.fields, rest.join(".")) : undefined
}

/** The same, read back from the CMS fields. */
function cmsPaths(fields: CmsField[], prefix = ""): Array<[string, boolean, string]> {
  return fields.flatMap(field => {
    const at = prefix + field.name
    const own: [string, boolean, string] = [at, field.required as boolean, field.widget]
    const children = field.fields as CmsField[] | undefined
    return children ? [own, ...cmsPaths(children, `${at}.`)] : [own]
  })
}

const WIDGETS: Record<string, string[]> = {
  // A string with one allowed value (a page's path) is fixed: hidden, so an editor cannot break the route.
  string: ["string", "text", "select", "hidden"],
  slug: ["string"],
  url: ["string"],
  sourceUrl: ["string"],
  path: ["string"],
  pageAddress: ["string"],
  registration: ["string"],
  collegeRegister: ["string"],
  time: ["string"],
  date: ["isodate"],
  phone: ["string"],
  languageCode: ["select"],
  markdown: ["richtext"],
  reference: ["relation", "select"],
  image: ["image"],
  number: ["number"],
  boolean: ["boolean"],
  languages: ["select"],
  strings: ["list"],
  object: ["object"],
  list: ["list"],
}

const fieldsOfCollection = (collection: Collection): CmsField[][] =>
  collection.files ? collection.files.map(file => file.fields) : [collection.fields ?? []]

/** The collection a type's files are edited in: its own, or its group's (the pages). */
const collectionOf = (type: ContentType) =>
  collections.find(c => c.name === (type.group?.name ?? contentTypeName(type)))!

/** A type's fields in the CMS: its folder collection's, or its file's entry. */
const cmsFieldsOf = (type: ContentType): CmsField[] => {
  const collection = collectionOf(type)
  return collection.files?.find(f => f.file === `content/${type.file}`)?.fields ?? collection.fields ?? []
}

describe("the CMS configuration", () => {
  test("has one collection per content type, and every content file is in one", () => {
    const expected = new Set(contentTypes.map(type => type.group?.name ?? contentTypeName(type)))
    expect(collections.map(c => c.name).sort()).toEqual([...expected].sort())
    const editable = new Set(
      collections.flatMap(c =>
        c.files
          ? c.files.map(f => f.file)
          : yamlFiles.filter(file => `content/${file}`.startsWith(`${c.folder}/`)).map(f => `content/${f}`),
      ),
    )
    expect(yamlFiles.map(file => `content/${file}`).filter(file => !editable.has(file))).toEqual([])
  })

  test.each(contentTypes.map(type => [type.type, type] as const))(
    "%s: every field of the model, with its required flag and a widget for its kind",
    (_name, type: ContentType) => {
      const fromCms = cmsPaths(cmsFieldsOf(type))
      const fromModel = modelPaths(type.fields, true)
      expect(fromCms.map(([at, required]) => [at, required])).toEqual(fromModel.map(([at, required]) => [at, required]))
      fromModel.forEach(([at, , kind], i) => {
        const widgets = nestedFieldAt(type.fields, at)?.hidden ? ["hidden"] : WIDGETS[kind]
        expect([at, widgets.includes(fromCms[i][2])]).toEqual([at, true])
      })
    },
  )

  test("the pages are one collection, a file each, and each page offers only its own fields", () => {
    const pages = collections.find(c => c.name === "pages")!
    const fieldNames = (name: string) => pages.files!.find(f => f.name === name)!.fields.map(f => f.name)
    expect(pages.files!.map(f => f.file).sort()).toEqual(
      yamlFiles.filter(file => file.startsWith("pages/")).map(file => `content/${file}`),
    )
    expect(fieldNames("contact")).toEqual(["path", "title", "heading", "description", "intro"])
    expect(fieldNames("about")).toEqual(expect.arrayContaining(["body", "image"]))
    expect(fieldNames("about")).not.toContain("sections")
    expect(fieldNames("privacy")).toEqual(expect.arrayContaining(["sections"]))
    expect(fieldNames("privacy")).not.toContain("image")
    // Its address is the site's: fixed, and not shown to the editor.
    expect(pages.files!.find(f => f.name === "contact")!.fields[0]).toMatchObject({
      name: "path",
      widget: "hidden",
      default: "/contact",
    })
  })

  test("editors can add a file to each folder of the model, not pages; categories, conditions, posts by slug", () => {
    const folders = contentTypes.filter(type => type.folder && type.create !== false).map(contentTypeName)
    expect(folders).toEqual(expect.arrayContaining(["conditions", "condition-pages", "posts"]))
    expect(collections.filter(c => c.create).map(c => c.name)).toEqual(folders)
    for (const name of ["conditions", "condition-pages", "posts"])
      expect(collections.find(c => c.name === name)).toMatchObject({ slug: "{{fields.slug}}", format: "yaml" })
  })

  test("staff see the sample facts of each file in Samples to confirm, and confirm one there; they add none", () => {
    const samples = collections.find(c => c.name === "samples")!
    // The list names each file with how far it is, from the count a save keeps (src/cms/previews/samples.ts).
    expect(samples).toMatchObject({
      label: "Samples to confirm",
      folder: "content/samples",
      create: false,
      delete: false,
      summary: "{{title}} · {{progress}}",
    })
    const [fields] = fieldsOfCollection(samples)
    expect(fields.map(field => [field.name, field.widget])).toEqual([
      ["slug", "hidden"],
      ["title", "string"],
      ["file", "hidden"],
      ["progress", "hidden"],
      ["confirmAll", "boolean"],
      ["samples", "list"],
    ])
    // One switch confirms every fact of the file, and says so in staff words.
    expect(fields.find(field => field.name === "confirmAll")).toMatchObject({
      label: "Confirm every fact of this file",
      required: false,
      hint: expect.stringMatching(/checked the whole page/),
    })
    const facts = fields.find(field => field.name === "samples")!
    // A fact can be confirmed, never taken off the list, where it would stop being a sample unseen.
    expect(facts).toMatchObject({
      summary: "{{fields.label}}",
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
    })
    expect((facts.fields as CmsField[]).map(field => [field.name, field.widget, field.required])).toEqual([
      ["label", "string", true],
      ["field", "hidden", false],
      ["fingerprint", "hidden", false],
      ["note", "string", false],
      ["confirmed", "boolean", false],
    ])
  })

  test("each list of sample facts opens its content file where the CMS keeps it: a collection's entry", () => {
    for (const file of yamlFiles.filter(each => each.startsWith("samples/"))) {
      const { file: about } = readYaml(file) as { file: string }
      const [, collection, entry] = /^collections\/([^/]+)\/entries\/([^/]+)$/.exec(
        cmsEntryAddress(contentDir, about) ?? "",
      ) ?? [file]
      const held = collections.find(each => each.name === collection)
      const opens = held?.files
        ? held.files.find(each => each.name === entry)?.file
        : held?.folder && `${held.folder}/${entry}.yaml`
      expect([file, opens]).toEqual([file, `content/${about}`])
    }
    expect(cmsEntryAddress(contentDir, "nowhere.yaml")).toBeUndefined()
  })

  test("staff add an extra page in Extra pages: a file named after its address, linked to the page at it", () => {
    const extra = collections.find(c => c.name === "extra-pages")!
    expect(extra).toMatchObject({
      label: "Extra pages",
      label_singular: "Extra page",
      folder: "content/extra-pages",
      create: true,
      // Decap makes /services/virtual-care services-virtual-care.yaml, and keeps the slashes in the link to the page.
      slug: "{{fields.path}}",
      preview_path: "{{fields.path}}",
      preview_path_preserve_slashes: true,
    })
    const fields = fieldsOfCollection(extra)[0]
    expect(fields.map(field => field.name)).toEqual(Object.keys(typeAt({ folder: "extra-pages" })!.fields))
    // Its address is the editor's to give, in the form the build takes; its picture's description is not required
    // by the CMS, which cannot say "when there is a picture", and the build asks for it.
    expect(fields.find(field => field.name === "path")).toMatchObject({ widget: "string", required: true })
    expect(fields.find(field => field.name === "path")!.pattern).toEqual([
      "^(?:\\/[a-z0-9]+(?:-[a-z0-9]+)*)+$",
      "/ then lowercase words joined by hyphens, like /virtual-care or /services/virtual-care",
    ])
    expect(fields.find(field => field.name === "imageAlt")).toMatchObject({ widget: "string", required: false })
    const sections = fields.find(field => field.name === "sections")!
    expect(sections).toMatchObject({ widget: "list", required: true })
    expect(sections.fields).toEqual([
      expect.objectContaining({ name: "heading", widget: "string" }),
      expect.objectContaining({ name: "body", widget: "richtext" }),
    ])
  })

  test("a menu's links are a page of the site, which the build looks up", () => {
    const site = collections.find(c => c.name === "site")!.files![0].fields
    for (const menu of ["navigation", "quickLinks", "legalLinks"]) {
      const link = (site.find(field => field.name === menu)!.fields as CmsField[]).find(f => f.name === "path")!
      expect([menu, link.hint]).toEqual([menu, expect.stringContaining("it must be a page of the site")])
    }
  })

  test("images upload into their folder under content/images/ and are written as a path from the YAML file", () => {
    const images = collections.flatMap(c =>
      fieldsOfCollection(c).flatMap(fields => {
        const file = c.files?.[0]?.file ?? `${c.folder}/x.yaml`
        const walk = (list: CmsField[]): Array<[string, CmsField]> =>
          list.flatMap(f => [
            ...(f.widget === "image" ? [[file, f] as [string, CmsField]] : []),
            ...walk((f.fields as CmsField[]) ?? []),
          ])
        return walk(fields)
      }),
    )
    expect(images.length).toBeGreaterThanOrEqual(8)
    for (const [file, field] of images) {
      const mediaFolder = String(field.media_folder)
      expect(mediaFolder).toMatch(/^\/content\/images(\/|$)/)
      expect(path.posix.join(path.posix.dirname(file), String(field.public_folder))).toBe(mediaFolder.slice(1))
    }
  })

  test("a picture field's media library opens on the folder of the picture content gives it", () => {
    // Decap lists one folder, without its sub-folders: a field's own (media_folder) when the library is opened
    // from it, content/images itself from the top bar's Media (docs/editing.md, "Pictures").
    expect(config.media_folder).toBe("content/images")
    const entries = collections.flatMap(c =>
      c.files
        ? c.files.map(entry => ({ file: entry.file, fields: entry.fields }))
        : filesUnder(path.resolve(contentDir, "..", c.folder!), /\.yaml$/).map(name => ({
            file: `${c.folder}/${name}`,
            fields: c.fields ?? [],
          })),
    )
    const pictures = entries.flatMap(({ file, fields }) => {
      const walk = (list: CmsField[], data: Record<string, unknown>): Array<[string, string, string]> =>
        list.flatMap(field => {
          const value = data?.[field.name]
          if (field.widget === "image" && typeof value === "string") {
            const picture = path.posix.join(path.posix.dirname(file), value)
            return [[`${file}: ${field.name}`, path.posix.dirname(picture), String(field.media_folder).slice(1)]]
          }
          const nested = field.fields as CmsField[] | undefined
          if (!nested || !value) return []
          return [value].flat().flatMap(item => walk(nested, item as Record<string, unknown>))
        })
      return walk(fields, parse(fs.readFileSync(path.resolve(contentDir, "..", file), "utf8")))
    })
    expect(pictures.length).toBeGreaterThanOrEqual(40)
    for (const [where, folder, mediaFolder] of pictures)
      expect({ where, folder }).toEqual({ where, folder: mediaFolder })
  })

  test("a post's body and an FAQ answer use Decap's Markdown editor, without images, headings only in posts", () => {
    const posts = fieldsOfCollection(collections.find(c => c.name === "posts") as Collection)[0]
    const body = posts.find(field => field.name === "content") as CmsField
    expect(body).toMatchObject({ widget: "richtext", editor_components: [] })
    expect(body.buttons).toEqual(expect.arrayContaining(["bold", "link", "heading-two", "numbered-list", "quote"]))
    const faq = JSON.stringify(collections.find(c => c.name === "faq"))
    expect(faq).toContain('"name":"answer","widget":"richtext"')
    expect(faq).not.toContain("heading-two")
  })

  test("a post's author is picked from Our Team, and its conditions from the categories and their conditions", () => {
    const posts = fieldsOfCollection(collections.find(c => c.name === "posts") as Collection)[0]
    expect(posts.find(field => field.name === "author")).toMatchObject({
      widget: "relation",
      collection: "team",
      file: "team",
      value_field: "members.*.slug",
      display_fields: ["members.*.name"],
      multiple: false,
      required: true,
    })
    const conditions = posts.find(field => field.name === "conditions") as CmsField
    expect(conditions).toMatchObject({ widget: "select", multiple: true, required: false })
    // Each category of content/conditions/ in What We Treat's order, then its conditions in theirs, named after it.
    const byOrder = (a: Category, b: Category) => a.order - b.order
    const categories = filesUnder(path.join(contentDir, "conditions"), /\.yaml$/)
      .map(file => readYaml(`conditions/${file}`) as Category)
      .sort(byOrder)
    const pages = filesUnder(path.join(contentDir, "condition-pages"), /\.yaml$/)
      .map(file => readYaml(`condition-pages/${file}`) as ConditionPage)
      .sort(byOrder)
    expect(conditions.options).toEqual(
      categories.flatMap(category => [
        { value: category.slug, label: category.title },
        ...pages
          .filter(page => page.category === category.slug)
          .map(page => ({ value: page.slug, label: `${category.title}: ${page.title}` })),
      ]),
    )
  })

  test("a condition is added in one place, Conditions, with every field, its category and reviewer picked", () => {
    const conditions = collections.find(c => c.name === "condition-pages")!
    expect(conditions).toMatchObject({
      label: "Conditions",
      label_singular: "Condition",
      folder: "content/condition-pages",
      create: true,
      preview_path: "conditions/{{fields.category}}/{{slug}}",
    })
    const fields = fieldsOfCollection(conditions)[0]
    expect(fields.map(field => field.name)).toEqual(Object.keys(typeAt({ folder: "condition-pages" })!.fields))
    // Its category from the categories whose page lists conditions, live as they are edited.
    expect(fields.find(field => field.name === "category")).toMatchObject({
      widget: "relation",
      collection: "conditions",
      value_field: "slug",
      display_fields: ["title"],
      filters: [{ field: "layout", values: ["group"] }],
      required: true,
    })
    const review = fields.find(field => field.name === "review")!.fields as CmsField[]
    expect(review.find(field => field.name === "reviewedBy")).toMatchObject({
      widget: "relation",
      collection: "team",
      value_field: "members.*.slug",
      required: true,
    })
    // Dates in the site's own widget, which keeps a review's last date to a day that has come, as the build does.
    expect(review.find(field => field.name === "lastReviewed")).toMatchObject({ widget: "isodate", window: "past" })
    // Its regions, warning signs and sources picked from the shared lists, live as they are edited.
    expect(fields.find(field => field.name === "regions")).toMatchObject({
      widget: "relation",
      collection: "warning-signs",
      file: "warning-signs",
      value_field: "regions.*.slug",
      display_fields: ["regions.*.title"],
      multiple: true,
      min: 1,
      required: true,
    })
    const help = fields.find(field => field.name === "whenToGetHelp")!.fields as CmsField[]
    expect(help.map(field => [field.name, field.widget, field.required])).toEqual([
      ["signs", "relation", true],
      ["otherEmergencies", "string", false],
      ["setAside", "list", false],
      ["physiotherapy", "list", true],
    ])
    // A must-not-miss sign set aside is picked from the shared list, with a reason the CMS will not save without.
    const setAside = help.find(field => field.name === "setAside")!
    expect((setAside.fields as CmsField[]).map(field => [field.name, field.widget, field.required])).toEqual([
      ["sign", "relation", true],
      ["reason", "text", true],
    ])
    expect(setAside.summary).toBe("{{fields.sign}}: {{fields.reason}}")
    expect(help.find(field => field.name === "signs")).toMatchObject({
      collection: "warning-signs",
      value_field: "signs.*.slug",
      // Each sign with its tier first, "emergency …" or "today …", as the picker shows it.
      display_fields: ["signs.*.tier", "signs.*.text"],
      multiple: true,
      min: 1,
    })
    expect(fields.find(field => field.name === "sources")).toMatchObject({
      widget: "relation",
      collection: "health-sources",
      value_field: "sources.*.slug",
      display_fields: ["sources.*.title"],
      multiple: true,
      min: 2,
      max: 6,
    })
  })

  test("a team member's languages are picked from the site's list, several at once; a fee and a length are numbers", () => {
    const team = collections.find(c => c.name === "team")!.files![0].fields
    const languages = (team.find(f => f.name === "members")!.fields as CmsField[]).find(f => f.name === "languages")
    expect(languages).toMatchObject({ widget: "select", multiple: true, options: [...LANGUAGE_NAMES], required: true })
    const fees = collections.find(c => c.name === "fees")!.files![0].fields
    const visit = fees.find(f => f.name === "visits")!.fields as CmsField[]
    expect(visit.find(f => f.name === "price")).toMatchObject({ widget: "number", value_type: "float", min: 0 })
    expect(visit.find(f => f.name === "minutes")).toMatchObject({ widget: "number", value_type: "int", min: 1 })
  })

  test("the same checks as the build: a slug, a time, a search description and a registration number", () => {
    const site = collections.find(c => c.name === "site")!.files![0].fields
    const opens = (site.find(f => f.name === "hours")!.fields as CmsField[]).find(f => f.name === "opens")!
    const check = (field: CmsField, value: string) => new RegExp((field.pattern as string[])[0]).test(value)
    expect([check(opens, "09:00"), check(opens, "9am"), check(opens, "24:00")]).toEqual([true, false, false])
    const description = collections.find(c => c.name === "pages")!.files![0].fields.find(f => f.name === "description")!
    expect([
      check(description, "x".repeat(49)),
      check(description, "x".repeat(50)),
      check(description, "x".repeat(161)),
    ]).toEqual([false, true, false])
    const slug = (collections.find(c => c.name === "posts")!.fields ?? []).find(f => f.name === "slug")!
    expect([check(slug, "neck-pain"), check(slug, "Neck Pain")]).toEqual([true, false])
    const team = collections.find(c => c.name === "team")!.files![0].fields
    const registration = (team.find(f => f.name === "members")!.fields as CmsField[]).find(
      f => f.name === "registrationNumber",
    )!
    expect([check(registration, "12345"), check(registration, "CPO 1234")]).toEqual([true, false])
    const register = (team.find(f => f.name === "members")!.fields as CmsField[]).find(f => f.name === "registerUrl")!
    expect([
      check(register, "https://portal.collegept.org/en-US/public-register/display-member-contact/?id=abc"),
      check(register, "https://collegept.example.org/register/abc"),
      check(register, "http://portal.collegept.org/en-US/public-register/"),
    ]).toEqual([true, false, false])
    // A source's address is its publisher's own, and its kind one of the short list, as the build holds them.
    const sources = collections.find(c => c.name === "health-sources")!.files![0].fields
    const source = sources.find(f => f.name === "sources")!.fields as CmsField[]
    const address = source.find(f => f.name === "url")!
    expect([
      check(address, "https://www.healthlinkbc.ca/illnesses-conditions/bones-joints-and-muscles/tennis-elbow"),
      check(address, "https://www.scribd.com/document/546491052/x"),
      check(address, "https://test.myhealth.alberta.ca/health/pages/conditions.aspx?Hwid=hw213308"),
    ]).toEqual([true, false, false])
    expect(source.find(f => f.name === "kind")).toMatchObject({
      widget: "select",
      options: ["government", "health-system", "university", "professional-body", "peer-reviewed"],
      required: true,
    })
  })

  test("commits to GitHub through Netlify's sign-in, as drafts, and edits locally through decap-server", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "clinic/site",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      site_domain: "clinic.example.org",
      squash_merges: true,
    })
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1" })
  })

  test("names the local editing server only for npm run cms, which sets CMS_LOCAL_BACKEND", () => {
    expect(cmsOptions({}).localBackendUrl).toBeUndefined()
    expect(cmsOptions({ CMS_LOCAL_BACKEND: "1" }).localBackendUrl).toBe("http://127.0.0.1:8081/api/v1")
  })

  test("links each entry to the page that shows it, on a draft's deploy preview and on the live site", () => {
    const files = Object.fromEntries(
      collections.flatMap(c => (c.files ?? []).map(f => [f.file, (f as { preview_path?: string }).preview_path])),
    )
    expect(files["content/treatments.yaml"]).toBe("treatment")
    expect(files["content/team.yaml"]).toBe("our-team")
    expect(files["content/pages/privacy.yaml"]).toBe("privacy")
    expect(files["content/pages/services-physiotherapy.yaml"]).toBe("services/physiotherapy")
    // The home page is the site's address itself.
    expect(files["content/pages/home.yaml"]).toBeUndefined()
    expect(files["content/home.yaml"]).toBeUndefined()
    const conditions = collections.find(c => c.name === "conditions") as { preview_path?: string }
    expect(conditions.preview_path).toBe("conditions/{{slug}}")
    expect(config.site_url).toBe("https://clinic.example.org")
  })

  test("the repository, branch and sign-in domain come from Netlify's build environment, or CMS_ overrides", () => {
    const netlify = {
      CONTEXT: "production",
      REPOSITORY_URL: "https://github.com/brightwell/website",
      BRANCH: "trunk",
      URL: "https://brightwell-physio.netlify.app",
    }
    expect(cmsOptions(netlify)).toMatchObject({
      repo: "brightwell/website",
      branch: "trunk",
      authDomain: "brightwell-physio.netlify.app",
    })
    expect(cmsOptions({ ...netlify, CMS_GITHUB_REPO: "a/b", CMS_BRANCH: "live" })).toMatchObject({
      repo: "a/b",
      branch: "live",
    })
    // A deploy preview builds the pull request's branch; its CMS still saves against the published one.
    expect(cmsOptions({ ...netlify, CONTEXT: "deploy-preview", BRANCH: "cms/team/team" }).branch).toBe("main")
    expect(() => cmsOptions({ CONTEXT: "production" })).toThrow(/CMS_GITHUB_REPO=owner\/name/)
  })

  test("the site resolves one React, 18: the copy Decap's packages ask for stays nested under them", () => {
    const lock = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../package-lock.json"), "utf8"))
    const reacts = Object.entries(lock.packages as Record<string, { version: string }>)
      .filter(([at]) => /node_modules\/react(-dom)?$/.test(at) && !at.startsWith("node_modules/decap-cms"))
      .map(([at, { version }]) => [at, version.split(".")[0]])
    expect(reacts).toEqual([
      ["node_modules/react", "18"],
      ["node_modules/react-dom", "18"],
    ])
  })
})

describe("the JSON Schemas", () => {
  const ajv = new Ajv({ allErrors: true, keywords: ["patternErrorMessage"] })

  test("in content/schemas/ are the ones the content model makes now", () => {
    for (const [file, text] of jsonSchemaFiles()) {
      expect([file, fs.readFileSync(path.join(contentDir, file), "utf8")]).toEqual([file, text])
    }
  })

  test.each(contentTypes.map(type => [type.type, type] as const))(
    "%s: every field of the model, required as in the model",
    (_name, type) => {
      const fromSchema = (schema: Record<string, any>, prefix = ""): Array<[string, boolean]> =>
        Object.entries(schema.properties as Record<string, any>).flatMap(([key, described]) => {
          const at = prefix + key
          const own: [string, boolean] = [at, (schema.required ?? []).includes(key)]
          // An optional field's schema is its value's, or empty.
          const property = described.anyOf?.[0] ?? described
          const nested = property.properties ? property : property.items?.properties ? property.items : undefined
          return nested ? [own, ...fromSchema(nested, `${at}.`)] : [own]
        })
      expect(fromSchema(buildJsonSchema(type))).toEqual(modelPaths(type.fields).map(([at, required]) => [at, required]))
    },
  )

  // A save in the CMS rewrites a single-file collection without comments (Decap writes field comments only for
  // folder collections), so the first line may go; .vscode/settings.json maps every file to its schema anyway.
  test.each(yamlFiles)("content/%s names its own schema when it names one, and the schema accepts it", file => {
    const type = typeForFile(file)!
    const text = fs.readFileSync(path.join(contentDir, file), "utf8")
    const named = /^# yaml-language-server: \$schema=(.+)$/m.exec(text)?.[1]
    if (named) {
      expect(text.split("\n")[0]).toBe(schemaModeline(type))
      expect(path.resolve(path.dirname(path.join(contentDir, file)), named)).toBe(
        path.join(contentDir, schemaFile(type)),
      )
    }
    const validate = ajv.compile(buildJsonSchema(type))
    // yaml reads YAML 1.2, as yaml-language-server does: an unquoted date is text, as the schema says.
    const data = parse(text)
    expect(validate(data) ? [] : validate.errors).toEqual([])
  })

  describe("VS Code's settings", () => {
    const committed = fs.readFileSync(path.resolve(__dirname, "..", EDITOR_SETTINGS_FILE), "utf8")
    const schemas = Object.entries(JSON.parse(committed)["yaml.schemas"] as Record<string, string>)

    test("in .vscode/settings.json are the ones the content model makes now", () => {
      expect(editorSettingsText(committed)).toBeUndefined()
      // each type's schema, for its file or its folder's files, in the model's order
      expect(schemas).toEqual(
        contentTypes.map(type => [
          `./content/${schemaFile(type)}`,
          type.folder ? `content/${type.folder}/*.yaml` : `content/${type.file}`,
        ]),
      )
    })

    test.each(yamlFiles)("give content/%s its schema, with or without its first line", file => {
      const matches = (pattern: string) =>
        pattern.endsWith("/*.yaml")
          ? path.posix.dirname(pattern) === path.posix.dirname(`content/${file}`)
          : pattern === `content/${file}`
      expect(schemas.filter(([, pattern]) => matches(pattern)).map(([schema]) => schema)).toEqual([
        `./content/${schemaFile(typeForFile(file)!)}`,
      ])
    })

    test("are written by the build only when they change, every other setting kept", () => {
      const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-settings-"))
      const target = path.join(projectDir, EDITOR_SETTINGS_FILE)
      writeEditorSettings(projectDir)
      expect(JSON.parse(fs.readFileSync(target, "utf8"))).toEqual({ "yaml.schemas": editorYamlSchemas() })

      fs.writeFileSync(
        target,
        '{\n  "editor.tabSize": 2,\n  "yaml.schemas": { "old.json": "*.yaml" },\n  "files.eol": "\\n"\n}\n',
      )
      writeEditorSettings(projectDir)
      const rewritten = JSON.parse(fs.readFileSync(target, "utf8"))
      expect(Object.keys(rewritten)).toEqual(["editor.tabSize", "yaml.schemas", "files.eol"])
      expect(rewritten).toEqual({ "editor.tabSize": 2, "yaml.schemas": editorYamlSchemas(), "files.eol": "\n" })

      const longAgo = new Date("2020-01-01T00:00:00Z")
      fs.utimesSync(target, longAgo, longAgo)
      writeEditorSettings(projectDir)
      expect(fs.statSync(target).mtime).toEqual(longAgo)

      fs.writeFileSync(target, '{\n  // mine\n  "editor.tabSize": 2\n}\n')
      expect(() => writeEditorSettings(projectDir)).toThrow(/^\.vscode\/settings\.json is not plain JSON/)
      fs.rmSync(projectDir, { recursive: true })
    })
  })

  test("reject what the build rejects: an unknown field, a missing required one, a bad time", () => {
    const validate = ajv.compile(buildJsonSchema(contentTypes.find(t => t.type === "TreatmentsYaml")!))
    const treatment = { slug: "tens", title: "TENS", description: "Pads on the skin." }
    expect(validate({ treatments: [treatment] })).toBe(true)
    expect(validate({ treatments: [{ ...treatment, titel: "x" }] })).toBe(false)
    expect(validate({ treatments: [{ slug: "tens", title: "TENS" }] })).toBe(false)
    const site = ajv.compile(buildJsonSchema(contentTypes.find(t => t.type === "SiteYaml")!))
    expect(site({ hours: [{ day: "Monday", opens: "9am" }] })).toBe(false)
  })
})

describe("the configuration a production build writes to public/admin/config.yml", () => {
  const saved = { ...process.env }
  let publicDir: string

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"))
    Object.assign(process.env, {
      CONTEXT: "production",
      REPOSITORY_URL: "https://github.com/brightwell/website",
      BRANCH: "main",
      URL: "https://brightwell-physio.netlify.app",
    })
    delete process.env.CMS_GITHUB_REPO
    delete process.env.CMS_BRANCH
  })
  afterEach(() => {
    process.env = { ...saved }
    fs.rmSync(publicDir, { recursive: true, force: true })
  })

  test("names the GitHub backend, the editorial workflow and the repository Netlify builds from", () => {
    writeAdmin(publicDir, contentDir)
    const written = parse(fs.readFileSync(path.join(publicDir, "admin/config.yml"), "utf8")) as typeof config
    const site = parse(fs.readFileSync(path.join(contentDir, "site.yaml"), "utf8")) as { siteUrl: string }
    expect(written.backend).toMatchObject({
      name: "github",
      repo: "brightwell/website",
      branch: "main",
      base_url: "https://api.netlify.com",
      site_domain: "brightwell-physio.netlify.app",
    })
    expect(written.publish_mode).toBe("editorial_workflow")
    expect(written.show_preview_links).toBe(true)
    expect(written.local_backend).toBeUndefined()
    expect([written.site_url, written.display_url]).toEqual([site.siteUrl, site.siteUrl])
    expect(written.collections.map(c => c.name)).toEqual(config.collections.map(c => c.name))
  })

  test("stops a production build that cannot tell the repository", () => {
    delete process.env.REPOSITORY_URL
    expect(() => writeAdmin(publicDir, contentDir)).toThrow(/cannot tell which GitHub repository/)
    expect(fs.existsSync(path.join(publicDir, "admin/config.yml"))).toBe(false)
  })
})
