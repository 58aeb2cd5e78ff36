// The Decap CMS configuration (public/admin/config.yml), made from the content model: one collection per
// content file or folder, one field per model field with its widget, required flag, hint and the same checks
// the build makes, so the CMS, the GraphQL schema and the content check never disagree.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { contentTypeName, contentTypes, type ContentType, type Field, type Fields } from "./content-model"
import { schemaModeline } from "./json-schema"
import { PATTERNS } from "./patterns"
import { referenceOptions } from "./references"

/** Where the site's repository is and how the clinic signs in: see README, "Going live". */
export interface CmsOptions {
  /** owner/name of the GitHub repository the CMS commits to */
  repo: string
  /** The branch the site is published from: drafts become pull requests against it */
  branch: string
  /** The live site, for links to a published page */
  siteUrl: string
  /** The domain Netlify knows the site by, which its OAuth provider looks the GitHub app up with */
  authDomain: string
  /** The local editing server (decap-server), only in the configuration `npm run cms` makes */
  localBackendUrl?: string
}

export type CmsField = Record<string, unknown> & { name: string; widget: string }
type CmsCollection = Record<string, unknown> & { name: string }

const IMAGES = "content/images"

/** Where a field's file is: its folder relative to the repository (images are relative to it), and content/. */
interface Place {
  yamlDir: string
  contentDir: string
}

/** "postalCode" → "Postal code", "redirectFrom" → "Redirect from" */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A check the CMS runs before it saves: [regular expression, what to tell the editor] */
const pattern = (source: RegExp | string, message: string) => ({
  pattern: [typeof source === "string" ? source : source.source, message],
})

function lengthPattern(minLength = 0, maxLength?: number) {
  if (!minLength && !maxLength) return {}
  const bounds =
    maxLength === undefined
      ? `at least ${minLength}`
      : minLength
        ? `${minLength} to ${maxLength}`
        : `at most ${maxLength}`
  return pattern(`^\\s*[\\s\\S]{${minLength},${maxLength ?? ""}}\\s*$`, `Should be ${bounds} characters long`)
}

/** The text shown for an item of a collapsed list: its title, name, question, day or caption. */
function summaryOf(fields: Fields): string | undefined {
  const key = ["title", "name", "question", "day", "caption", "label"].find(name => name in fields)
  return key && `{{fields.${key}}}`
}

/** Decap's Markdown editor (richtext, which its docs recommend over the older markdown widget), with the toolbar
 * reduced to what the site renders: no images or code blocks, subheadings only where the text may have them. */
const markdownEditor = (headings: boolean) => ({
  widget: "richtext",
  buttons: [
    "bold",
    "italic",
    "link",
    ...(headings ? ["heading-two", "heading-three"] : []),
    "quote",
    "bulleted-list",
    "numbered-list",
  ],
  editor_components: [],
  modes: ["rich_text", "raw"],
})

/**
 * A reference: Our Team's members from team.yaml, live (Decap's relation widget); conditions from the build's
 * content (a select), since a category and its entries are two kinds of thing that one relation cannot list.
 */
function referenceWidget(field: Extract<Field, { kind: "reference" }>, contentDir: string) {
  const multiple = field.multiple === true
  if (field.to === "teamMember")
    return {
      widget: "relation",
      collection: "team",
      file: "team",
      value_field: "members.*.slug",
      search_fields: ["members.*.name"],
      display_fields: ["members.*.name"],
      multiple,
    }
  return { widget: "select", multiple, options: referenceOptions(field.to, contentDir) }
}

function widgetFor(field: Field, place: Place): { widget: string } & Record<string, unknown> {
  switch (field.kind) {
    case "markdown":
      return markdownEditor(field.headings === true)
    case "reference":
      return referenceWidget(field, place.contentDir)
    case "string":
      if (field.oneOf) return { widget: "select", options: [...field.oneOf] }
      return { widget: field.multiline ? "text" : "string", ...lengthPattern(field.minLength, field.maxLength) }
    case "slug":
      return { widget: "string", ...pattern(PATTERNS.slug, "Lowercase words joined by hyphens, like neck-pain") }
    case "url":
      return { widget: "string", ...pattern(PATTERNS.url, "A web address starting with https://") }
    case "path":
      return { widget: "string", ...pattern(PATTERNS.path, "An address on this site starting with /, like /contact") }
    case "registration":
      return {
        widget: "string",
        ...pattern(PATTERNS.registration, "The College's registration number, digits only, like 12345"),
      }
    case "collegeRegister":
      return {
        widget: "string",
        ...pattern(
          PATTERNS.collegeRegister,
          "A page of the College's public register, starting with https://portal.collegept.org/",
        ),
      }
    case "time":
      return { widget: "string", ...pattern(PATTERNS.time, "A 24-hour time like 09:00 or 19:00") }
    case "date":
      return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false }
    case "number":
      return { widget: "number", value_type: "float" }
    case "boolean":
      return { widget: "boolean" }
    case "image": {
      const folder = path.posix.join(IMAGES, field.folder)
      // Uploads go to content/images/<folder>; the YAML keeps the path from the file, as the build reads it.
      return {
        widget: "image",
        media_folder: `/${folder}`,
        public_folder: path.posix.relative(place.yamlDir, folder),
        choose_url: false,
      }
    }
    case "strings":
      return {
        widget: "list",
        field: { label: "Item", name: "item", widget: field.multiline ? "text" : "string" },
        ...(field.optional ? {} : { min: 1 }),
      }
    case "object":
      // Decap requires an optional object's required fields even when the object is left out, so no file
      // without it could be saved (decaporg/decap-cms#2103, #7748). In the CMS its fields are optional; the
      // build's content check still names any that are missing from an object that is there.
      return {
        widget: "object",
        collapsed: true,
        fields: cmsFields(field.fields, place, field.optional === true),
      }
    case "list":
      return {
        widget: "list",
        collapsed: true,
        summary: summaryOf(field.fields),
        fields: cmsFields(field.fields, place),
        ...(field.optional ? {} : { min: 1 }),
      }
  }
}

/**
 * The CMS fields for a group of model fields; `place` says where their file is (see Place).
 * `allOptional`: inside an optional object, where Decap must not require anything (see widgetFor).
 */
function cmsFields(fields: Fields, place: Place, allOptional = false): CmsField[] {
  return Object.entries(fields).map(([name, field]) => {
    const { widget, ...options } = widgetFor(field, place)
    const defined = Object.entries(options).filter(([, value]) => value !== undefined)
    return {
      label: field.label ?? humanize(name),
      name,
      widget: String(widget),
      ...Object.fromEntries(defined),
      required: !field.optional && !allOptional,
      ...(field.hint ? { hint: field.hint } : {}),
    }
  })
}

/** The fields of a type, the first one carrying the schema line so a save in the CMS keeps it in the file. */
function typeFields(type: ContentType, place: Place): CmsField[] {
  const [first, ...rest] = cmsFields(type.fields, place)
  return [{ ...first, comment: schemaModeline(type).replace(/^# /, "") }, ...rest]
}

const yamlFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter(file => file.endsWith(".yaml"))
    .sort()

/** "condition category" → "Condition categories" */
const plural = (label: string) => label.replace(/y$/, "ie") + "s"

/**
 * Where the CMS links an entry to: the page's path without its first "/", after the deploy preview's address
 * for a draft and after site_url once published. The home page is the address itself, so it has none.
 */
const previewPath = (page: string | undefined) => (page && page !== "/" ? { preview_path: page.slice(1) } : {})

function collectionFor(type: ContentType, contentDir: string): CmsCollection {
  const label = type.label.charAt(0).toUpperCase() + type.label.slice(1)
  const name = contentTypeName(type)
  if (type.file) {
    const yamlDir = path.posix.dirname(`content/${type.file}`)
    return {
      name,
      label,
      files: [
        {
          name,
          label,
          file: `content/${type.file}`,
          ...previewPath(type.shownAt),
          fields: typeFields(type, { yamlDir, contentDir }),
        },
      ],
    }
  }
  const folder = `content/${type.folder}`
  if (type.editorsAdd) {
    return {
      name,
      label: plural(label),
      label_singular: label,
      folder,
      extension: "yaml",
      format: "yaml",
      create: true,
      identifier_field: "title",
      slug: "{{fields.slug}}",
      summary: "{{title}}",
      ...previewPath(type.shownAt),
      fields: typeFields(type, { yamlDir: folder, contentDir }),
    }
  }
  // Records editors cannot add (pages): each existing file, its identifying field fixed.
  const identifier = type.identifier ?? "slug"
  return {
    name,
    label: plural(label),
    files: yamlFiles(path.join(contentDir, type.folder ?? "")).map(file => {
      const data = yaml.load(fs.readFileSync(path.join(contentDir, type.folder ?? "", file), "utf8")) as Record<
        string,
        unknown
      >
      const fields = typeFields(type, { yamlDir: folder, contentDir }).map(field =>
        field.name === identifier ? { ...field, widget: "hidden", default: data[identifier] } : field,
      )
      return {
        name: path.basename(file, ".yaml"),
        label: `${String(data.heading ?? data.title)} (${String(data[identifier])})`,
        file: `${folder}/${file}`,
        ...previewPath(typeof data.path === "string" ? data.path : type.shownAt),
        fields,
      }
    }),
  }
}

/** The whole configuration, as Decap CMS reads it from admin/config.yml. */
export function buildCmsConfig(contentDir: string, options: CmsOptions) {
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      // Staff sign in with GitHub through Netlify's OAuth provider (README, "Going live"), which finds the site's
      // GitHub app by the site's domain, so a deploy preview's own address signs in too.
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      site_domain: options.authDomain,
      // A published draft lands on the branch as one commit.
      squash_merges: true,
    },
    // A save is a draft (a branch and a pull request, which Netlify builds as a deploy preview); it goes live when
    // an editor publishes it. decap-server (`npm run cms`) offers only simple saves, and Decap falls back to them.
    publish_mode: "editorial_workflow",
    show_preview_links: true,
    // Decap looks for the local server whenever /admin/ is opened on localhost; only `npm run cms` runs one, so
    // other builds leave it out rather than have the browser report a refused connection.
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    media_folder: IMAGES,
    public_folder: "/images",
    collections: contentTypes.map(type => collectionFor(type, contentDir)),
  }
}
