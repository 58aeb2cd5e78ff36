// For the content check (validate-content.ts, onPreBootstrap): the address of every page the content makes, and
// which addresses a page may not have. A page of content/pages/ is at the path the model fixes; a folder's record
// at its type's shownAt (a condition category at /conditions/<slug>, an extra page at the address it gives). An
// extra page may not take another page's address, one under a folder's pages (/conditions/…, /blogs/…) or one the
// site keeps for itself (the content editor, the build's own folders); a menu's link must lead to a page.
import { nearest } from "../lib/did-you-mean"
import { planBlogPages } from "../lib/blog-pages"
import { addressField, contentTypes, type ContentType } from "./content-model"
import { capitalized, PAGE_ADDRESS } from "./field-kinds"

/** A content file as the check has read it: its type, its data and how messages name it. */
export interface AddressedFile {
  type: ContentType
  data: Record<string, unknown>
  /** "content/pages/contact.yaml", or with its title when it is one of a folder's files */
  shown: string
}

/** An address a menu links to, with where it was written and how to report it. */
export interface PendingLink {
  address: string
  at: string
  report: (at: string, message: string) => void
}

/**
 * What the site keeps for itself at its top, whatever the content says: the content editor (src/cms/), and the
 * folders the build writes beside its pages (each page's data, hashed files, fonts and icons, and the development
 * server's page for an unknown address). A page may be neither at one nor under it.
 */
export const KEPT_ADDRESSES: Readonly<Record<string, string>> = {
  "/admin": "the content editor",
  "/page-data": "the data of every page, which the build writes there",
  "/static": "the pictures and files the build writes there",
  "/fonts": "the web font",
  "/icons": "the site's icons",
  "/dev-404-page": "the development server's page for an address that is not found",
}

/** A folder's type whose pages all share a first part, e.g. /conditions/ for the categories and conditions. */
const sharedStart = (type: ContentType) => {
  if (!type.folder || !type.shownAt) return undefined
  const fixed = type.shownAt.slice(0, type.shownAt.indexOf("{{"))
  return fixed.length > 1 && fixed.endsWith("/") ? fixed : undefined
}

/** "condition category" → "condition categories" */
const plural = (label: string) => label.replace(/y$/, "ie") + "s"

/** The addresses under which only a folder's pages are, each with whose they are, e.g. /blogs/: blog posts. */
function foldersOfPages(types: readonly ContentType[]): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const type of types) {
    const start = sharedStart(type)
    if (start) found.set(start, [...(found.get(start) ?? []), plural(type.label)])
  }
  return found
}

/** The page a file makes, or undefined: a page of content/pages/ at its fixed path, a folder's record at its own. */
export function addressOf({ type, data }: Pick<AddressedFile, "type" | "data">): string | undefined {
  if (!type.shownAt || !(type.group || type.folder)) return undefined
  return type.shownAt.replace(/\{\{(?:fields\.)?(\w+)\}\}/g, (_match, key: string) => String(data[key]))
}

/** How a message names the page a file makes: `the Contact page (content/pages/contact.yaml)`, or the file. */
const pageOf = (file: AddressedFile) => (file.type.group ? `the ${file.type.label} (${file.shown})` : file.shown)

/** The address the site keeps that `address` is, or is under, e.g. /static for /static/leaflet. */
const keptStart = (address: string) =>
  Object.keys(KEPT_ADDRESSES).find(kept => address === kept || address.startsWith(`${kept}/`))

/**
 * Why a page may not be at `address` because the site keeps it or a folder's pages are under it, or undefined.
 * `free` says whether an address is free, for the one suggested instead: the last part of this one, at the top.
 */
function keptFor(address: string, folders: Map<string, string[]>, free: (address: string) => boolean) {
  const kept = keptStart(address)
  if (kept) return `"${address}" is kept for ${KEPT_ADDRESSES[kept]}; give this page another address`
  const [start, whose] = [...folders].find(([folder]) => address.startsWith(folder)) ?? []
  if (!start || !whose) return undefined
  const instead = `/${address.split("/").at(-1)}`
  const example = free(instead) ? `, e.g. ${instead}` : ""
  return `"${address}" is under ${start}, where only the pages of ${whose.join(" and ")} are; give this page an address outside it${example}`
}

/**
 * The problems of the pages whose files give their own address (the extra pages), as [file, field, message]: an
 * address the site keeps, one under a folder's pages, or one another page already has. Of two pages at one address,
 * the second is named, with the first. An address of the wrong form is left to its field's own check.
 */
export function addressProblems(files: readonly AddressedFile[]): Array<[AddressedFile, string, string]> {
  const folders = foldersOfPages(contentTypes)
  const taken = new Map<string, AddressedFile>()
  for (const file of files) {
    const address = addressOf(file)
    if (address && !addressField(file.type)) taken.set(address, file)
  }
  const used = new Set(files.flatMap(file => addressOf(file) ?? []))
  const free = (address: string) => !used.has(address) && !keptStart(address)
  const problems: Array<[AddressedFile, string, string]> = []
  for (const file of files) {
    const field = addressField(file.type)
    const address = field ? file.data[field] : undefined
    if (!field || typeof address !== "string" || !PAGE_ADDRESS.test(address)) continue
    const kept = keptFor(address, folders, free)
    const first = taken.get(address)
    if (kept) problems.push([file, field, kept])
    else if (first)
      problems.push([
        file,
        field,
        `"${address}" is already the address of ${pageOf(first)}; give this page another address`,
      ])
    else taken.set(address, file)
  }
  return problems
}

/**
 * Every address the content makes a page at: each page's, each folder record's, and the blog's list pages. A page
 * whose own address is of the wrong form makes none until it is put right.
 */
export function pageAddresses(files: readonly AddressedFile[]): Set<string> {
  const made = (file: AddressedFile) => {
    const field = addressField(file.type)
    const address = addressOf(file)
    return address && (!field || PAGE_ADDRESS.test(address)) ? [address] : []
  }
  const addresses = new Set(files.flatMap(made))
  const posts = files.filter(file => file.type.folder === "posts").length
  for (const list of planBlogPages(posts)) addresses.add(list.path)
  return addresses
}

/** For a menu's link that leads to no page: the message, with the page it was probably meant to be. */
export function deadLink(address: string, pages: ReadonlySet<string>): string | undefined {
  const [route] = address.split("#")
  if (pages.has(route)) return undefined
  const known = [...pages]
  const meant = nearest(route, known)
  const problem = `"${address}" leads to no page of the site`
  if (meant) return `${problem}; did you mean "${meant}"?`
  const own = contentTypes.find(type => type.folder && addressField(type))
  const adding = own
    ? `, or add that page first (in the CMS under ${capitalized(plural(own.label))}, or in content/${own.folder}/)`
    : ""
  return `${problem}: give the address of one of its pages${adding}`
}
