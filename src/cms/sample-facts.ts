// The sample facts of content/samples/ in staff words, for Samples to confirm in the CMS: each fact by a plain
// label made from the content model (a field by its label in the CMS, an item of a list by its own name), its value
// in its file as staff read it, and where that file opens in the CMS. preview-bundle.ts hands the previews the
// values; scripts/sample-labels.ts writes the labels, each file's title and its count of confirmed facts into
// content/samples/, since the CMS's lists show what the files hold.
import fs from "fs"
import path from "path"
import { parseDocument, isMap, isSeq, type Document } from "yaml"
import { typeForFile, type ContentType, type Field, type Fields } from "../node/content-model"
import { capitalized } from "../node/field-kinds"
import { isPlainObject } from "../node/item-label"
import {
  entriesIn,
  isStillSample,
  itemName,
  sampleLists,
  SAMPLES_FOLDER,
  textOf,
  type SampleFact,
} from "../node/launch-check"
import { fileData, readContent, referencedInContent } from "../node/content"
import type { ReferenceTarget } from "../node/references"
import { cmsEntryAddress, fieldLabel } from "./cms-config"
import type { PreviewFacts, ShownValue } from "./previews/facts"
import { progressOf } from "./previews/samples"

/** A field or item of a content file: its plain label and its value. */
export interface FactInFile {
  label: string
  value: ShownValue
}

/** The name of what a reference names, e.g. a warning sign's words for its slug. */
export type NameOf = (to: ReferenceTarget, slug: string) => string

/** The names of everything references may name in `contentDir`, read once each kind is first asked for. */
export function namesIn(contentDir: string): NameOf {
  const kinds = new Map<ReferenceTarget, Map<string, string>>()
  return (to, slug) => {
    if (!kinds.has(to))
      kinds.set(to, new Map(referencedInContent(to, contentDir).map(({ value, name }) => [value, name])))
    return kinds.get(to)!.get(slug) || slug
  }
}

/** Text on one line, cut at a word after about `limit` characters. */
export function shortened(value: string, limit: number) {
  const text = value.replace(/\s+/g, " ").trim()
  if (text.length <= limit) return text
  const cut = text.slice(0, limit - 1)
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2))
  return `${atWord.replace(/[\s,;:.–-]+$/, "")}…`
}

/** How long a value, and an item's name in a label, may be before they are shortened. */
const VALUE_LIMIT = 300
const NAME_LIMIT = 40

/** The fields an item is known by, in order: its title, its name, its question… (a reference by what it names). */
const NAME_FIELDS = [
  "title",
  "name",
  "question",
  "heading",
  "term",
  "text",
  "caption",
  "holiday",
  "day",
  "label",
  "sign",
  "reason",
  "slug",
]

/**
 * One of a list's items, after the list's label: its first plural word made singular ("Sources" → "Source",
 * "Must-not-miss signs set aside" → "Must-not-miss sign set aside", "Public holidays" → "Public holiday").
 */
function singular(label: string) {
  const words = label.split(" ")
  const plural = words.findIndex(word => word.length > 3 && /[^s]s$/.test(word))
  if (plural >= 0) words[plural] = words[plural].replace(/ies$/, "y").replace(/s$/, "")
  return words.join(" ")
}

/** An item of a list by its own name: "Priya Sharma", a sign by its words, a source with its publisher. */
function nameOfItem(fields: Fields, item: unknown, index: number, listLabel: string, nameOf: NameOf) {
  if (typeof item === "string") return shortened(item, NAME_LIMIT)
  if (!isPlainObject(item)) return `${singular(listLabel)} ${index + 1}`
  for (const key of NAME_FIELDS) {
    const value = item[key]
    if (typeof value !== "string" || value.trim() === "") continue
    const field = fields[key]
    const name = field?.kind === "reference" ? nameOf(field.to, value) : value
    // A source by its publisher too, whose own explanation in brackets is left out: "(MyHealth.Alberta.ca)".
    const publisher =
      typeof item.publisher === "string" ? ` (${shortened(item.publisher.replace(/\s*\(.*$/, ""), NAME_LIMIT)})` : ""
    return shortened(name, NAME_LIMIT) + publisher
  }
  return `${singular(listLabel)} ${index + 1}`
}

/** A field's label after the first part, in a sentence: "Bio" → "bio", but "LinkedIn page" and "TENS" as they are. */
const inSentence = (label: string) =>
  /^[A-Z][a-z'-]*(\W|$)/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label

/** A step from a file down to a fact: a field, by its label, or an item of a list, by its name. */
type Step = { field: string } | { item: string; list: string }

/**
 * A fact's plain label from the steps to it: from the innermost item, by its name as written, on (Priya Sharma:
 * bio); an item itself after its list (Source: Ankle Sprains (AboutKidsHealth)); else the fields' labels, each left
 * out where the next one says it (Privacy contact: phone for tap-to-call).
 */
export function labelOf(steps: Step[]): string {
  const last = steps.map(step => "item" in step).lastIndexOf(true)
  const item = steps[last] as { item: string; list: string } | undefined
  const fields = steps.slice(last + 1).flatMap(step => ("field" in step ? [step.field] : []))
  const kept = fields.filter((word, i) => !fields[i + 1]?.toLowerCase().startsWith(word.toLowerCase()))
  const head = item ? (kept.length === 0 ? [singular(item.list), item.item] : [item.item]) : []
  const words = [...head, ...kept.map((word, i) => (head.length + i === 0 ? word : inSentence(word)))]
  return words.reduce((label, word, i) => {
    if (i === 0) return capitalized(word)
    // After a question, a new sentence: "How long is a visit? Answer".
    return /[?!]$/.test(label) ? `${label} ${capitalized(word)}` : `${label}: ${word}`
  }, "")
}

const isAddress = (text: string) => /^https?:\/\/\S+$/.test(text)

/** How many of a list's items a value shows, one a line, before it says how many more there are. */
const LINES_LIMIT = 12

/** Lines of a list or a group: each shortened, the text all of them on one line. */
function inLines(lines: string[], joiner: string, url?: string): ShownValue {
  const shown = lines.slice(0, LINES_LIMIT).map(line => shortened(line, VALUE_LIMIT))
  if (lines.length > LINES_LIMIT) shown.push(`and ${lines.length - LINES_LIMIT} more`)
  return { text: shortened(lines.join(joiner), VALUE_LIMIT), lines: shown, ...(url ? { url } : {}) }
}

/**
 * A value as staff read it: words, a number, Yes or No, an address (which links), what a reference names; a list
 * by its items and a group by its fields, one a line.
 */
export function shownValue(field: Field | undefined, value: unknown, nameOf: NameOf): ShownValue {
  if (value === undefined || value === null || value === "") return { text: "(empty)" }
  if (typeof value === "boolean") return { text: value ? "Yes" : "No" }
  if (typeof value === "number") return { text: String(value) }
  if (typeof value === "string") {
    if (field?.kind === "reference") return { text: shortened(nameOf(field.to, value), VALUE_LIMIT) }
    return isAddress(value.trim()) ? { text: value.trim(), url: value.trim() } : { text: shortened(value, VALUE_LIMIT) }
  }
  if (Array.isArray(value)) {
    const label = field ? fieldLabel("item", field) : "Item"
    const items = value.map((item, i) => {
      if (field?.kind === "list") return nameOfItem(field.fields, item, i, label, nameOf)
      if (field?.kind === "reference" && typeof item === "string") return nameOf(field.to, item)
      return shownValue(undefined, item, nameOf).text
    })
    return inLines(items, " · ")
  }
  if (isPlainObject(value)) {
    const fields: Fields = field && "fields" in field ? field.fields : {}
    const parts = Object.entries(value).map(([key, each]) => {
      const shown = shownValue(fields[key], each, nameOf)
      return { words: `${fieldLabel(key, fields[key] ?? {})}: ${shown.text}`, url: shown.url }
    })
    return inLines(
      parts.map(part => part.words),
      "; ",
      parts.find(part => part.url)?.url,
    )
  }
  return { text: shortened(String(value), VALUE_LIMIT) }
}

/**
 * Every field and item of a content file's data, by its place as content/samples/ names it (members[priya-sharma].bio,
 * as the launch check's entriesIn), with its plain label and value.
 */
export function factsOfFile(type: ContentType, data: unknown, nameOf: NameOf): Map<string, FactInFile> {
  const found = new Map<string, FactInFile>()
  const walk = (fields: Fields, record: Record<string, unknown>, at: string, steps: Step[]) => {
    for (const [key, value] of Object.entries(record)) {
      const field = fields[key] as Field | undefined
      const place = at ? `${at}.${key}` : key
      const label = fieldLabel(key, field ?? {})
      const here = [...steps, { field: label }]
      found.set(place, { label: labelOf(here), value: shownValue(field, value, nameOf) })
      if (isPlainObject(value) && field?.kind === "object") walk(field.fields, value, place, here)
      if (!Array.isArray(value)) continue
      value.forEach((item, i) => {
        const itemPlace = `${place}[${itemName(item, i)}]`
        if (field?.kind === "list") {
          const named = [...here, { item: nameOfItem(field.fields, item, i, label, nameOf), list: label }]
          found.set(itemPlace, { label: labelOf(named), value: shownValue(field, item, nameOf) })
          if (isPlainObject(item)) walk(field.fields, item, itemPlace, named)
        } else {
          // A line or paragraph of a list of text, or one of the things a reference names, by its place in the list.
          const multiline = field?.kind === "strings" && field.multiline
          const line = [...steps, { field: `${label}, ${multiline ? "paragraph" : "item"} ${i + 1}` }]
          found.set(itemPlace, { label: labelOf(line), value: shownValue(field, item, nameOf) })
        }
      })
    }
  }
  if (isPlainObject(data)) walk(type.fields, data, "", [])
  return found
}

/** A content file's title in staff words: "Fees and coverage", "Privacy statement", "Neck Pain (condition)". */
export function fileTitle(type: ContentType, data: unknown): string {
  const own = isPlainObject(data) && typeof data.title === "string" ? data.title : undefined
  return type.folder && own ? `${own} (${type.label})` : capitalized(type.label)
}

/** A content file (relative to content/): its type and data, or nothing when it is gone or no type's. */
function contentFile(contentDir: string, file: string) {
  const type = typeForFile(file)
  const data = fileData(readContent(contentDir), file)
  return type && data ? { type, data } : undefined
}

/** Each list of content/samples/ by its slug, with the plain label and value of every field of its content file. */
export function factsOfSampleLists(contentDir: string) {
  const nameOf = namesIn(contentDir)
  return sampleLists(contentDir).map(list => {
    const content = contentFile(contentDir, list.file)
    const facts = content ? factsOfFile(content.type, content.data, nameOf) : new Map<string, FactInFile>()
    return { list, title: content ? fileTitle(content.type, content.data) : list.title, facts }
  })
}

/**
 * What the preview of each list of content/samples/ shows from its content file, by the list's slug: where the file
 * opens in the CMS, its title, and each fact's value there and whether it is still the sample's, as the launch check
 * finds it (by its fingerprint).
 */
export function samplesForPreviews(contentDir: string): PreviewFacts["samples"] {
  return Object.fromEntries(
    factsOfSampleLists(contentDir).map(({ list, title, facts }) => {
      const text = textOf(contentDir, list.file)
      const entries = text === undefined ? new Map() : entriesIn(text)
      const still = (fact: SampleFact) => isStillSample(fact, entries)
      return [
        list.slug,
        {
          opensAt: cmsEntryAddress(contentDir, list.file),
          fileTitle: title,
          facts: Object.fromEntries(
            list.samples.map(fact => [fact.field, { value: facts.get(fact.field)?.value, still: still(fact) }]),
          ),
        },
      ]
    }),
  )
}

/**
 * Writes into each file of content/samples/ its content file's title, each fact's plain label and how many are
 * confirmed, keeping everything else as it is (a fact's field and fingerprint above all, by which the launch check
 * finds its value). Returns the files it changed.
 */
export function relabelSampleLists(contentDir: string): string[] {
  return factsOfSampleLists(contentDir).flatMap(({ list, title, facts }) => {
    const file = path.join(contentDir, SAMPLES_FOLDER, `${list.slug}.yaml`)
    if (!fs.existsSync(file)) return []
    const source = fs.readFileSync(file, "utf8")
    const document = parseDocument(source)
    document.set("title", title)
    setProgress(document, progressOf(list.samples))
    const items = document.get("samples")
    if (isSeq(items))
      items.items.forEach((item, i) => {
        const label = facts.get((list.samples[i] as SampleFact | undefined)?.field ?? "")?.label
        if (isMap(item) && label) item.set("label", label)
      })
    const written = document.toString({ lineWidth: 0 })
    if (written === source) return []
    fs.writeFileSync(file, written)
    return [path.relative(process.cwd(), file)]
  })
}

/** The count of confirmed facts, right after `file` where the file has none yet, as the CMS orders the fields. */
function setProgress(document: Document, progress: string) {
  if (document.has("progress") || !isMap(document.contents)) {
    document.set("progress", progress)
    return
  }
  const after = document.contents.items.findIndex(pair => String((pair.key as { value?: unknown })?.value) === "file")
  document.contents.items.splice(after + 1, 0, document.createPair("progress", progress))
}
