// The launch check, for `npm run launch-check` (scripts/launch-check.ts, run before Netlify's production build)
// and onPreBootstrap (a warning on every other build): every value in content/ that is still a sample, named by
// file, line and field. A value is a sample while content/samples/ lists it, unconfirmed, and it is still the value
// recorded there (by its fingerprint); or when its shape gives it away (the sample form ID, an example.com address,
// a 555 phone number, a placeholder page). The list is data, so a save in the CMS, which keeps no comment, keeps
// it: a value changed anywhere is the clinic's own, and one kept as it is stays a sample until staff confirm it.
import path from "path"
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml"
import { fileData, readContent } from "./content"
import type { SampleFactRecord, SampleListRecord } from "./content-model"
import { fingerprintOf } from "./fingerprint"
import { englishSentences, ENGLISH_FILE, LANGUAGE_PAGES_FOLDER, translationSamples } from "./language-pages"
import { isPlainObject, itemLabel, itemName } from "./item-label"

export interface SampleValue {
  /** The file, from the working folder, e.g. content/site.yaml */
  file: string
  /** 1-based, as editors count */
  line: number
  /** As the content check names it, e.g. members[1] ("Priya Sharma").bio */
  field: string
  /** As content/samples/ names it, items by their slug where they have one: members[priya-sharma].bio */
  place: string
  /** The value, shortened to a line */
  value: string
  /** Why it is a sample: the list's note, and what its shape gives away */
  reasons: string[]
}

/** The folder of content/ that lists the sample facts, one file per content file that has any. */
export const SAMPLES_FOLDER = "samples"

/**
 * A sample fact as content/samples/ lists it (its declaration: SAMPLE_LISTS in content-model.ts): its place in its
 * file (items named by their slug, holiday or day: members[priya-sharma].bio), the sample value's fingerprint, how
 * staff know it, what to confirm, and whether the clinic keeps it as it is.
 */
export type SampleFact = SampleFactRecord

/** One file of content/samples/: the sample facts of one content file. */
export type SampleList = Pick<SampleListRecord, "slug" | "title" | "file" | "samples">

/** Placeholders by their shape, whatever the list says: [the shape, what it is]. */
const PLACEHOLDERS: ReadonlyArray<[RegExp, string]> = [
  [/SAMPLE_FORM_ID/, "the sample form ID"],
  [/SAMPLE(?!_FORM_ID)/, "contains SAMPLE"],
  [/\bexample\.(?:com|org|net)\b/i, "an example.com address"],
  // Any way of writing it that src/lib/phone.ts takes: (905) 555-0123, 905.555.0123, +1 905 555 0123, 9055550123…
  [/(?<!\d)(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?555[ .-]?\d{4}(?!\d)/, "a 555 phone number"],
  [/^https?:\/\/[^/\s]+\/\S*\bexample\b/i, "a placeholder page"],
  [/\b0{8}-0{4}-0{4}-0{4}-0{12}\b/, "a placeholder id"],
]

export { fingerprintOf } from "./fingerprint"

/** A field or list item in a YAML file: where it starts, its value, and its place as names go. */
export interface Entry {
  /** Its place, items by their slug, holiday or day where they have one: members[priya-sharma].bio */
  place: string
  /** As the content check names it: members[1] ("Priya Sharma").bio */
  field: string
  line: number
  value: Node | null
}

export { itemName } from "./item-label"

/** Every field and list item of a file, in file order. */
function entriesOf(node: Node | null, at: { field: string; place: string }, lines: LineCounter, out: Entry[]) {
  const lineOf = (offset: number) => lines.linePos(offset).line
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue
      const key = String(pair.key.value)
      const where = {
        field: at.field ? `${at.field}.${key}` : key,
        place: at.place ? `${at.place}.${key}` : key,
      }
      const value = pair.value as Node | null
      out.push({ ...where, line: lineOf(pair.key.range[0]), value })
      entriesOf(value, where, lines, out)
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      const value = item as Node | null
      if (!value?.range) return
      const data = value.toJSON()
      const where = { field: itemLabel(at.field, i, data), place: `${at.place}[${itemName(data, i)}]` }
      out.push({ ...where, line: lineOf(value.range[0]), value })
      entriesOf(value, where, lines, out)
    })
  }
  return out
}

/** A content file's entries, by their place. */
export function entriesIn(source: string): Map<string, Entry> {
  const lines = new LineCounter()
  const document = parseDocument(source, { lineCounter: lines })
  return new Map(
    entriesOf(document.contents as Node | null, { field: "", place: "" }, lines, []).map(entry => [entry.place, entry]),
  )
}

/** Text as one line in quotes, cut short after `limit` characters. */
const oneLine = (value: unknown, limit = 60) => {
  const text = String(value).replace(/\s+/g, " ").trim()
  return JSON.stringify(text.length > limit ? `${text.slice(0, limit - 3)}…` : text)
}

/**
 * A value as one short line: text as it is, a list or a group by what it holds; a warning sign a page sets aside
 * by its whole reason, which the clinician who reviews the page reads beside it.
 */
function shown(value: Node | null): string {
  if (isScalar(value)) return oneLine(value.value)
  if (isSeq(value)) return `(a list of ${value.items.length})`
  const reason = isMap(value) ? value.get("reason") : undefined
  return typeof reason === "string" ? oneLine(reason, Infinity) : "(a group of fields)"
}

/** A file of content/samples/ as the content check takes it: its content file, and its facts. */
const isSampleList = (data: Record<string, unknown>): data is Record<string, unknown> & SampleList =>
  typeof data.file === "string" && Array.isArray(data.samples) && data.samples.every(isPlainObject)

/** The lists of sample facts in content/samples/, each with the content file it is about. */
export function sampleLists(contentDir: string): SampleList[] {
  // A broken file is the content check's to report; it lists nothing here.
  return readContent(contentDir)
    .files.filter(file => file.path.startsWith(`${SAMPLES_FOLDER}/`))
    .flatMap(({ data }) => (isSampleList(data) ? [data] : []))
}

/** A content file's text (relative to content/), as read once, or undefined when there is no such file. */
export const textOf = (contentDir: string, file: string) => readContent(contentDir).texts.get(file)

/**
 * Each fact of a list that is no longer in its file (its item or field removed), as [list, fact]: the value it
 * was is gone, so it is no sample; the build warns so that someone deletes it from the list.
 */
export function factsNotFound(contentDir: string): Array<[SampleList, SampleFact]> {
  return sampleLists(contentDir).flatMap(list => {
    const text = textOf(contentDir, list.file)
    if (text === undefined) return []
    const entries = entriesIn(text)
    return list.samples.filter(fact => !entries.has(fact.field)).map((fact): [SampleList, SampleFact] => [list, fact])
  })
}

/**
 * Whether a fact of content/samples/ is still its sample value in its file's `entries`: its value there has the
 * sample's fingerprint. The one rule, which the launch check and the CMS's preview of the list both use.
 */
export function isStillSample(fact: Pick<SampleFact, "field" | "fingerprint">, entries: Map<string, Entry>) {
  const entry = entries.get(fact.field)
  return entry !== undefined && fingerprintOf(entry.value?.toJSON() ?? null) === fact.fingerprint
}

/** Every sample value in the YAML files under `contentDir`, file by file, in line order. */
export function findSampleValues(contentDir: string): SampleValue[] {
  const facts = new Map<string, SampleFact[]>()
  for (const list of sampleLists(contentDir))
    facts.set(list.file, [...(facts.get(list.file) ?? []), ...list.samples.filter(fact => !fact.confirmed)])
  const content = readContent(contentDir)
  const english = englishSentences(fileData(content, ENGLISH_FILE))
  return content.paths
    .filter(relative => !relative.startsWith(`${SAMPLES_FOLDER}/`))
    .flatMap(relative => {
      const absolute = path.join(contentDir, relative)
      const entries = entriesIn(content.texts.get(relative) ?? "")
      const found = new Map<Entry, string[]>()
      const add = (entry: Entry, reason: string) => found.set(entry, [...(found.get(entry) ?? []), reason])
      for (const fact of facts.get(relative) ?? []) {
        if (isStillSample(fact, entries))
          add(entries.get(fact.field)!, fact.note ? `a sample: ${fact.note}` : "a sample")
      }
      // A page in another language, until someone who speaks it checks it, and its sentences made from old English.
      if (relative.startsWith(`${LANGUAGE_PAGES_FOLDER}/`)) {
        const page = fileData(content, relative)
        for (const [place, reason] of isPlainObject(page) ? translationSamples(page, english) : []) {
          const entry = entries.get(place)
          if (entry) add(entry, reason)
        }
      }
      for (const entry of entries.values()) {
        if (!isScalar(entry.value) || typeof entry.value.value !== "string") continue
        for (const [shape, what] of PLACEHOLDERS) if (shape.test(entry.value.value)) add(entry, what)
      }
      const file = path.relative(process.cwd(), absolute)
      return [...found]
        .map(([entry, reasons]) => ({
          file,
          line: entry.line,
          field: entry.field,
          place: entry.place,
          value: shown(entry.value),
          reasons,
        }))
        .sort((a, b) => a.line - b.line)
    })
}

/** How many sample values each file holds, most first, then by name. */
function countsByFile(samples: SampleValue[]): Array<[string, number]> {
  const byFile = new Map<string, number>()
  for (const { file } of samples) byFile.set(file, (byFile.get(file) ?? 0) + 1)
  return [...byFile].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

const valuesAre = (count: number) => `${count} sample value${count === 1 ? " is" : "s are"}`

/**
 * The list an editor reads: a count, how many in each file (most first), then one line per value,
 * "content/site.yaml:64: formEndpoint: …".
 */
export function describeSampleValues(samples: SampleValue[]): string {
  if (samples.length === 0) return "Launch check: no sample values are left in content/."
  return [
    `Launch check: ${valuesAre(samples.length)} still in content/. Replace each with the clinic's own, or confirm it in content/samples/ (in the CMS: Samples to confirm), before the site goes live (docs/going-live.md).`,
    "",
    "How many in each file, most first:",
    ...countsByFile(samples).map(([file, count]) => `  ${file}: ${count} sample${count === 1 ? "" : "s"}`),
    "",
    "Each value, by file and line:",
    ...samples.map(s => `${s.file}:${s.line}: ${s.field}: ${s.value} (${s.reasons.join("; ")})`),
  ].join("\n")
}

/**
 * The short form every build but the production one prints: how many are left in each file, most first; the
 * launch check itself lists each by line.
 */
export function summarizeSampleValues(samples: SampleValue[]): string {
  return [
    `Launch check: ${valuesAre(samples.length)} still in content/; \`npm run launch-check\` lists each by line, and the production deploy stops until each is replaced or confirmed (docs/going-live.md):`,
    countsByFile(samples)
      .map(([file, count]) => `${file} (${count})`)
      .join(", "),
  ].join("\n")
}
