// The Decap CMS configuration (public/admin/config.yml), made from the content model: one collection per
// content file or folder (the pages: one collection, a file each), one field per model field with its widget,
// required flag, hint and the same checks the build makes (its kind's entry in field-kinds.ts), so the CMS,
// the GraphQL schema and the content check never disagree.
import path from "path"
import {
  addressField,
  contentTypeName,
  contentTypes,
  type ContentGroup,
  type ContentType,
  type Fields,
} from "../node/content-model"
import { capitalized, IMAGES_FOLDER, kindOf, type CmsContext, type CmsField, type CmsPlace } from "../node/field-kinds"
import { schemaModeline } from "../node/json-schema"
import { englishSentences, ENGLISH_FILE, LANGUAGE_PAGES_FOLDER } from "../node/language-pages"
import { fileData, readContent, type Content } from "../node/content"
import { recordsIn } from "../node/content-check"
import { ISO_DATE } from "../lib/dates"

export type { CmsField }

/** Where the site's repository is and how the clinic signs in: see docs/going-live.md. */
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

type CmsCollection = Record<string, unknown> & { name: string }

/**
 * What staff call a field whose key reads as code ("Site url", "Linkedin", "Cta"), where the model gives it no label
 * of its own. Any other key is read as words: "postalCode" → "Postal code".
 */
const STAFF_WORDS: Record<string, string> = {
  siteUrl: "Website address",
  url: "Web address",
  mapUrl: "Map link for directions",
  mapEmbedUrl: "Map on the page (its embed address)",
  reviewsUrl: "Reviews page",
  bookingUrl: "Online booking page",
  formEndpoint: "Where the form sends messages",
  privacyUrl: "Privacy policy",
  facebook: "Facebook page",
  instagram: "Instagram page",
  linkedin: "LinkedIn page",
  cta: "Button",
  iframeTitle: "The map's name for screen readers",
  intro: "Introduction",
  slug: "Name in the address (slug)",
  path: "Page address",
  areaServed: "Cities served",
  hours: "Days and hours",
  navigation: "Menu links",
  members: "Team members",
  transit: "Transit stops",
  redirectFrom: "Old addresses that lead here",
  groups: "Groups of questions",
}

/** "postalCode" → "Postal code", "siteUrl" → "Website address" */
const humanize = (key: string) =>
  STAFF_WORDS[key] ?? capitalized(key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase())

/**
 * What one item of a list is called, for the count over it ("1 symptom", "4 symptoms"): the field's own word, else
 * its label's last word made singular ("Quick links" → "quick link"), else the label.
 */
function oneOf(label: string, one?: string): string {
  if (one) return one
  const words = label.toLowerCase()
  if (/,| (?:and|or|to|we|you|from|by) /.test(words)) return words
  if (/ies$/.test(words)) return words.replace(/ies$/, "y")
  return /[^s]s$/.test(words) ? words.slice(0, -1) : words
}

/**
 * A list as staff read it: its count in words (Decap heads a list "4 symptoms", "1 symptom"); a list of lines
 * summed up by each line's own text, each named by what it is ("Symptom"), not "Item".
 */
function listWords(widget: CmsField, label: string, one?: string): Record<string, unknown> {
  if (widget.widget !== "list") return {}
  const singular = oneOf(label, one)
  const item = widget.field as CmsField | undefined
  return {
    label_singular: singular,
    ...(item ? { summary: `{{fields.${item.name}}}`, field: { ...item, label: capitalized(singular) } } : {}),
  }
}

/** A field's name as the CMS shows it: its label, or its key in words. */
export const fieldLabel = (key: string, field: { label?: string }) => field.label ?? humanize(key)

/**
 * The CMS fields for a group of model fields, each its kind's widget (field-kinds.ts); `place` says where their
 * file is. `allOptional`: inside an optional object, where Decap must not require anything (see field-kinds.ts).
 */
export function cmsFields(fields: Fields, place: CmsPlace, allOptional = false): CmsField[] {
  const context: CmsContext = { ...place, fields: (nested, optional) => cmsFields(nested, place, optional) }
  return Object.entries(fields).map(([name, field]) => {
    // Decap keeps a hidden field's value as the file has it, and shows nothing to change.
    if (field.hidden) return { label: fieldLabel(name, field), name, widget: "hidden", required: false }
    const { widget, ...options } = kindOf(field).cms(field, context)
    const defined = Object.entries(options).filter(([, value]) => value !== undefined)
    const label = fieldLabel(name, field)
    return {
      label,
      name,
      widget,
      ...Object.fromEntries(defined),
      ...listWords({ widget, ...options, name }, label, field.one),
      required: !field.optional && !allOptional,
      ...(field.hint ? { hint: field.hint } : {}),
    }
  })
}

/** The fields of a type, the first one carrying the schema line so a save in the CMS keeps it in the file. */
function typeFields(type: ContentType, place: CmsPlace): CmsField[] {
  const [first, ...rest] = cmsFields(type.fields, place)
  return [{ ...first, comment: schemaModeline(type).replace(/^# /, "") }, ...rest]
}

/** "condition category" → "Condition categories" */
const plural = (label: string) => label.replace(/y$/, "ie") + "s"

/**
 * Where the CMS links an entry to: the page's path without its first "/", after the deploy preview's address
 * for a draft and after site_url once published. The home page is the address itself, so it has none. A page
 * whose whole address is a field of its own (an extra page's) keeps the slashes inside it.
 */
const previewPath = (page: string | undefined) => {
  if (!page || page === "/") return {}
  if (page.startsWith("{{")) return { preview_path: page, preview_path_preserve_slashes: true }
  return { preview_path: page.slice(1) }
}

/** One file's entry in a collection of files: a single-file type's, or a group member's (a page). */
function fileEntry(type: ContentType, content: ContentPlace) {
  const file = `content/${type.file}`
  const label = capitalized(type.label)
  return {
    name: path.posix.basename(file, ".yaml"),
    label: type.group ? `${label} (${type.shownAt})` : label,
    file,
    ...previewPath(type.shownAt),
    fields: typeFields(type, { yamlDir: path.posix.dirname(file), ...content.place }),
  }
}

/** Text as a hint shows it, not as Markdown: Decap renders a hint's bold, italics and links. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]~<>#|]/g, "\\$&")

/**
 * The fields of a page in another language, each sentence's hint starting with its English as of the build
 * (content/language-page.yaml): whoever translates or checks a sentence reads it under the English it is made from.
 */
function withTheEnglish(fields: CmsField[], content: ContentPlace): CmsField[] {
  const data = fileData(content.content, ENGLISH_FILE)
  if (!data) return fields
  const english = englishSentences(data)
  return fields.map(field =>
    field.name !== "sentences"
      ? field
      : {
          ...field,
          fields: (field.fields as CmsField[]).map(sentence => {
            const text = english[sentence.name]
            if (text === undefined) return sentence
            return {
              ...sentence,
              fields: (sentence.fields as CmsField[]).map(each =>
                each.name === "text" ? { ...each, hint: `**English:** ${escapeMarkdown(text)} · ${each.hint}` } : each,
              ),
            }
          }),
        },
  )
}

/**
 * A folder's collection: one file per record, which editors may add, each named by its slug, or by its address
 * when it gives its own (/services/virtual-care is services-virtual-care.yaml).
 */
function folderCollection(type: ContentType, content: ContentPlace): CmsCollection {
  const folder = `content/${type.folder}`
  return {
    name: contentTypeName(type),
    label: type.collectionLabel ?? plural(capitalized(type.label)),
    label_singular: capitalized(type.label),
    folder,
    extension: "yaml",
    format: "yaml",
    create: type.create ?? true,
    // A list staff may not add to (the samples to confirm) is one they may not delete from either.
    ...(type.create === false ? { delete: false } : {}),
    identifier_field: type.fileNameField ?? "title",
    slug: `{{fields.${type.fileNameField ?? addressField(type) ?? "slug"}}}`,
    summary: type.summary ?? "{{title}}",
    ...previewPath(type.shownAt),
    fields:
      type.folder === LANGUAGE_PAGES_FOLDER
        ? withTheEnglish(typeFields(type, { yamlDir: folder, ...content.place }), content)
        : typeFields(type, { yamlDir: folder, ...content.place }),
  }
}

/** The content as read once, and what the CMS's fields take of it: the pickers' choices, the day the clinic opened. */
interface ContentPlace {
  content: Content
  place: Omit<CmsPlace, "yamlDir">
}

/** The collections made of each reading of content/: the samples' labels ask for them once per list. */
const made = new WeakMap<Content, CmsCollection[]>()

/** The collections in the model's order: a folder's, a single file's, and one per group with a file per member. */
function collections(contentDir: string): CmsCollection[] {
  const content = readContent(contentDir)
  const known = made.get(content)
  if (known) return known
  const opened = fileData(content, "site.yaml")?.opened
  const place = {
    content,
    place: {
      recordsAt: recordsIn(content.files),
      ...(typeof opened === "string" && ISO_DATE.test(opened) ? { opened } : {}),
    },
  }
  const result = collectionsOf(place)
  made.set(content, result)
  return result
}

function collectionsOf(content: ContentPlace): CmsCollection[] {
  const groups = new Map<ContentGroup, CmsCollection & { files: unknown[] }>()
  return contentTypes.flatMap((type): CmsCollection[] => {
    if (type.folder) return [folderCollection(type, content)]
    const entry = fileEntry(type, content)
    if (!type.group) return [{ name: contentTypeName(type), label: entry.label, files: [entry] }]
    const known = groups.get(type.group)
    if (known) {
      known.files.push(entry)
      return []
    }
    const collection = { name: type.group.name, label: type.group.label, files: [entry] }
    groups.set(type.group, collection)
    return [collection]
  })
}

/**
 * Where a content file (relative to content/) opens in the CMS, after /admin/#/: its collection and entry as the
 * configuration names them, e.g. collections/pages/entries/privacy; undefined for a file no collection holds.
 */
export function cmsEntryAddress(contentDir: string, file: string): string | undefined {
  const inContent = `content/${file}`
  for (const collection of collections(contentDir)) {
    const files = (collection.files ?? []) as Array<{ name: string; file: string }>
    const entry = files.find(each => each.file === inContent)
    if (entry) return `collections/${collection.name}/entries/${entry.name}`
    if (collection.folder === path.posix.dirname(inContent))
      return `collections/${collection.name}/entries/${path.posix.basename(inContent, ".yaml")}`
  }
  return undefined
}

/** The whole configuration, as Decap CMS reads it from admin/config.yml. */
export function buildCmsConfig(contentDir: string, options: CmsOptions) {
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      // Staff sign in with GitHub through Netlify's OAuth provider (docs/going-live.md), which finds the site's
      // GitHub app by the site's main domain, whatever address the CMS is opened at. Whether Netlify also hands the
      // sign-in back to a branch deploy's or a preview's address is not documented: the guide has it tried there.
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
    media_folder: IMAGES_FOLDER,
    public_folder: "/images",
    collections: collections(contentDir),
  }
}
