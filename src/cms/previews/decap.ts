// What Decap CMS hands a preview template, as much as the previews use. Decap holds an entry's data and its
// collection's fields as Immutable.js values; a preview reads the data once, as plain values.
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A field of the collection's configuration (an Immutable.js Map), and its fields if it has any. */
export interface CmsField {
  get(key: "name"): string
  get(key: "fields"): CmsFields | undefined
}

/** A list of fields (an Immutable.js List). */
export interface CmsFields {
  find(match: (field: CmsField) => boolean): CmsField | undefined
}

export interface PreviewProps {
  entry: { getIn(path: ["data"]): { toJS(): unknown } | undefined }
  fields: CmsFields
  /** The picture at a path written in the entry, as the CMS holds it (an upload, or the repository's file) */
  getAsset(path: string, field?: CmsField): { toString(): string } | undefined
  /** The document of the frame the preview is drawn in */
  document?: Document
}

/**
 * A file's data as the editor holds it: the shape the site's query gives a component, except that any field may
 * still be empty, and an image is the path written in the YAML.
 */
export type Draft<T> = T extends { readonly childImageSharp: unknown }
  ? string
  : T extends ReadonlyArray<infer Item>
    ? ReadonlyArray<Draft<Item>>
    : T extends object
      ? { readonly [Key in keyof T]?: Draft<T[Key]> | null }
      : T

/** The entry's data; the type says what the preview expects of its collection's files. */
export const entryData = <T>(props: PreviewProps) => (props.entry.getIn(["data"])?.toJS() ?? {}) as Draft<T>

/** The configuration of the field at `names` (e.g. entries → image), so an image resolves in its own folder. */
function fieldAt(fields: CmsFields, names: readonly string[]): CmsField | undefined {
  let field: CmsField | undefined
  let children: CmsFields | undefined = fields
  for (const name of names) {
    field = children?.find(child => child.get("name") === name)
    children = field?.get("fields")
  }
  return field
}

/** The width and aspect ratio a component's fragment asks gatsbyImageData for. */
export interface ImageFrame {
  width: number
  aspectRatio: number
}

/**
 * The frame of each previewed image, as its component's GraphQL fragment sets it (a test holds them to the
 * fragments): the image's width and height attributes lay it out as on the site before it loads.
 */
export const IMAGE_FRAMES = {
  "condition-entry": { width: 576, aspectRatio: 1.5 },
  "condition-page-body": { width: 576, aspectRatio: 1.5 },
  "condition-article-body": { width: 640, aspectRatio: 1.5 },
  "team-profile": { width: 512, aspectRatio: 0.8 },
  "post-article": { width: 768, aspectRatio: 1.905 },
  split: { width: 832, aspectRatio: 1.5 },
} satisfies Record<string, ImageFrame>

/**
 * A picture from the entry as the site's components take one (gatsby-plugin-image's data, which Picture
 * renders): one source, the CMS's copy of the file, in the component's frame. No picture yet: none.
 */
export function previewImage(props: PreviewProps, path: string | null | undefined, at: string[], frame: ImageFrame) {
  if (!path) return { childImageSharp: null }
  const gatsbyImageData: IGatsbyImageData = {
    layout: "constrained",
    width: frame.width,
    height: Math.round(frame.width / frame.aspectRatio),
    images: { fallback: { src: props.getAsset(path, fieldAt(props.fields, at))?.toString() ?? path } },
  }
  return { childImageSharp: { gatsbyImageData } }
}

/** A list in an entry's data (an Immutable.js List). */
interface DataList {
  toJS(): unknown
  push(...values: string[]): DataList
}

/** An entry's data (an Immutable.js Map), as a save event's handler reads and changes it. */
export interface EntryData {
  toJS(): unknown
  get(key: string): unknown
  getIn(path: readonly string[]): DataList | undefined
  set(key: string, value: string): EntryData
  setIn(path: ReadonlyArray<string | number>, value: DataList | boolean | string): EntryData
  delete(key: string): EntryData
}

/** What Decap hands a preSave handler: the entry about to be saved. */
export interface SaveEvent {
  entry: {
    get(key: "collection" | "slug"): string
    get(key: "data"): EntryData
    /** Its file in the repository, "content/posts/bppv.yaml"; empty for a new entry, named only once saved */
    get(key: "path"): string | undefined
    get(key: "newRecord"): boolean | undefined
    /** The pictures this save uploads, each at its path in the repository */
    get(key: "mediaFiles"): { toJS(): Array<{ path?: string }> } | undefined
  }
}

const plainList = (data: EntryData, path: readonly string[]): unknown[] => {
  const value = data.getIn(path)?.toJS()
  return Array.isArray(value) ? value : []
}

/** The texts of a list in an entry's data. */
export const listAt = (data: EntryData, path: readonly string[]) =>
  plainList(data, path).filter((item): item is string => typeof item === "string")

/** The groups of fields of a list in an entry's data, as plain values. */
export const recordsAt = (data: EntryData, path: readonly string[]) =>
  plainList(data, path).filter(
    (item): item is Record<string, unknown> => typeof item === "object" && item !== null && !Array.isArray(item),
  )
