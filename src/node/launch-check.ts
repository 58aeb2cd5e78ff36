// The launch check, for `npm run launch-check` (scripts/launch-check.ts, run before Netlify's production build)
// and onPreBootstrap (a warning on every other build): every value in content/ that is still a sample, named by
// file, line and field. A value is a sample when a comment marks it SAMPLE, or when its shape gives it away (the
// sample form ID, an example.com address, a 555 phone number, a placeholder page), which still holds after the
// CMS has rewritten a file without its comments.
import fs from "fs"
import path from "path"
import { isMap, isPair, isScalar, isSeq, LineCounter, Parser, parseDocument, type Node } from "yaml"
import { filesUnder } from "./files-under"
import { itemLabel } from "./item-label"

export interface SampleValue {
  /** The file, from the working folder, e.g. content/site.yaml */
  file: string
  /** 1-based, as editors count */
  line: number
  /** As the content check names it, e.g. members[1] ("Priya Sharma").bio */
  field: string
  /** The value, shortened to a line */
  value: string
  /** Why it is a sample: the SAMPLE note, and what its shape gives away */
  reasons: string[]
}

/** Placeholders by their shape, whatever the comments say: [the shape, what it is]. */
const PLACEHOLDERS: ReadonlyArray<[RegExp, string]> = [
  [/SAMPLE_FORM_ID/, "the sample form ID"],
  [/SAMPLE(?!_FORM_ID)/, "contains SAMPLE"],
  [/\bexample\.(?:com|org|net)\b/i, "an example.com address"],
  [/(?:\+1\d{3}|\(\d{3}\)\s?|\b\d{3}[-. ])555[-. ]?\d{4}\b/, "a 555 phone number"],
  [/^https?:\/\/[^/\s]+\/\S*\bexample\b/i, "a placeholder page"],
  [/\b0{8}-0{4}-0{4}-0{4}-0{12}\b/, "a placeholder id"],
]

/** A comment that marks the value it sits beside (or above) as a sample: "# SAMPLE" or "# SAMPLE: what to do". */
const SAMPLE_NOTE = /^#\s*(SAMPLE\b.*)$/

/** A field or list item in a YAML file: where it starts, and its value. */
interface Entry {
  field: string
  line: number
  /** The column its line starts at: the key, or the "-" of a list item */
  column: number
  value: Node | null
}

/** Every comment in the file, with where it starts: from YAML's own parser, so "#" inside text never counts. */
function commentsOf(source: string): Array<{ offset: number; text: string }> {
  const comments: Array<{ offset: number; text: string }> = []
  const walk = (token: unknown) => {
    if (Array.isArray(token)) token.forEach(walk)
    else if (typeof token === "object" && token !== null) {
      const { type, offset, source: text } = token as { type?: string; offset?: number; source?: string }
      if (type === "comment" && offset !== undefined && text !== undefined) comments.push({ offset, text })
      else Object.values(token).forEach(walk)
    }
  }
  for (const token of new Parser().parse(source)) walk(token)
  return comments
}

/** Every field and list item, in file order, named as the content check names them. */
function entriesOf(node: Node | null, at: string, lines: LineCounter, source: string, out: Entry[]): Entry[] {
  const lineOf = (offset: number) => lines.linePos(offset).line
  /** Where the text of a line starts: the key, or the "-" of a list item */
  const indentOf = (offset: number) => {
    const start = lines.lineStarts[lineOf(offset) - 1]
    return source.slice(start).search(/\S/) + 1
  }
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue
      const field = at ? `${at}.${String(pair.key.value)}` : String(pair.key.value)
      const value = pair.value as Node | null
      out.push({ field, line: lineOf(pair.key.range[0]), column: lines.linePos(pair.key.range[0]).col, value })
      entriesOf(value, field, lines, source, out)
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      const value = item as Node | null
      if (!value?.range) return
      const field = itemLabel(at, i, value.toJSON())
      out.push({ field, line: lineOf(value.range[0]), column: indentOf(value.range[0]), value })
      entriesOf(value, field, lines, source, out)
    })
  }
  return out
}

/** The entry a SAMPLE comment is about: the one on its line, else the next (or last) one at its indentation. */
function entryForComment(entries: Entry[], line: number, column: number, source: string, lines: LineCounter) {
  const onLine = entries.filter(entry => entry.line === line && entry.column < column)
  if (onLine.length > 0) return onLine[onLine.length - 1]
  const lineText = (n: number) => source.slice(lines.lineStarts[n - 1], lines.lineStarts[n] ?? source.length)
  let next = line + 1
  while (next <= lines.lineStarts.length && /^\s*(#.*)?$/.test(lineText(next))) next++
  const aligned = entries.filter(entry => entry.column === column)
  return (
    aligned.find(entry => entry.line === next) ??
    aligned.filter(entry => entry.line < line).pop() ??
    entries.filter(entry => entry.line < line).pop()
  )
}

/** A value as one short line: text as it is, a list or a group by what it holds. */
function shown(value: Node | null): string {
  if (isScalar(value)) {
    const text = String(value.value).replace(/\s+/g, " ").trim()
    return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text)
  }
  if (isSeq(value)) return `(a list of ${value.items.length})`
  return "(a group of fields)"
}

function sampleValuesIn(file: string, source: string): SampleValue[] {
  const lines = new LineCounter()
  const document = parseDocument(source, { lineCounter: lines })
  const entries = entriesOf(document.contents as Node | null, "", lines, source, [])
  const found = new Map<Entry, string[]>()
  const add = (entry: Entry | undefined, reason: string) => {
    if (!entry) return
    const reasons = found.get(entry) ?? []
    if (!reasons.includes(reason)) found.set(entry, [...reasons, reason])
  }
  for (const { offset, text } of commentsOf(source)) {
    const note = SAMPLE_NOTE.exec(text.trim())
    if (!note) continue
    const { line, col } = lines.linePos(offset)
    add(entryForComment(entries, line, col, source, lines), `marked ${note[1]}`)
  }
  for (const entry of entries) {
    if (!isScalar(entry.value) || typeof entry.value.value !== "string") continue
    for (const [shape, what] of PLACEHOLDERS) if (shape.test(entry.value.value)) add(entry, what)
  }
  return [...found]
    .map(([entry, reasons]) => ({ file, line: entry.line, field: entry.field, value: shown(entry.value), reasons }))
    .sort((a, b) => a.line - b.line)
}

/** Every sample value in the YAML files under `contentDir`, file by file, in line order. */
export function findSampleValues(contentDir: string): SampleValue[] {
  return filesUnder(contentDir, /\.ya?ml$/).flatMap(relative => {
    const absolute = path.join(contentDir, relative)
    return sampleValuesIn(path.relative(process.cwd(), absolute), fs.readFileSync(absolute, "utf8"))
  })
}

/** The list an editor reads: a count, then one line per value, "content/site.yaml:64: formEndpoint: …". */
export function describeSampleValues(samples: SampleValue[]): string {
  if (samples.length === 0) return "Launch check: no sample values are left in content/."
  const count = `${samples.length} sample value${samples.length === 1 ? " is" : "s are"}`
  return [
    `Launch check: ${count} still in content/. Replace each with the clinic's own before the site goes live (docs/going-live.md):`,
    ...samples.map(s => `${s.file}:${s.line}: ${s.field}: ${s.value} (${s.reasons.join("; ")})`),
  ].join("\n")
}
