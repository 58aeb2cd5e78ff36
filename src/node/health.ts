// For the content check (validate-content.ts, onPreBootstrap) and the build's warnings: what holds the health
// information together across files. A page of health information shows every must-not-miss warning sign of each
// of its body regions (warning-signs.yaml), or the build stops; text patients read (a field of the model with
// `readability`) is in plain words, and a page cites a Canadian source, or the build warns.
import { SIGN_TIERS, type ContentType, type Field, type Fields } from "./content-model"
import { isPlainObject, itemLabel } from "./item-label"
import { longSentences, readingGrade, READING_GRADE_LIMIT, SENTENCE_WORD_LIMIT, wordCount } from "../lib/readability"
import { missingMustNotMiss, type HealthRegion } from "../lib/warning-signs"

/** A content file as the check has read it: its type, its data and how messages name it. */
export interface HealthFile {
  type: ContentType
  data: Record<string, unknown>
  /** "content/condition-pages/neck-pain.yaml ("Neck Pain")" */
  shown: string
}

export const WARNING_SIGNS_FILE = "warning-signs.yaml"
export const HEALTH_SOURCES_FILE = "health-sources.yaml"

const listIn = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const records = (value: unknown) => listIn(value).filter(isPlainObject)
const slugsIn = (value: unknown) => listIn(value).filter((slug): slug is string => typeof slug === "string")

/** A page of health information: one that names the body regions it is about. */
export const isHealthPage = (file: HealthFile) =>
  "whenToGetHelp" in file.type.fields && Array.isArray(file.data.regions)

const fileOf = (files: readonly HealthFile[], name: string) => files.find(file => file.type.file === name)

/**
 * Each page that leaves out a must-not-miss sign of one of its regions, as [file, field, message]. Slugs that name
 * nothing are the reference check's to report.
 */
export function healthProblems(files: readonly HealthFile[]): Array<[HealthFile, string, string]> {
  const list = fileOf(files, WARNING_SIGNS_FILE)?.data
  const signs = records(list?.signs)
  const regions = records(list?.regions) as unknown as HealthRegion[]
  return files.filter(isHealthPage).flatMap(file => {
    const picked = slugsIn(isPlainObject(file.data.whenToGetHelp) ? file.data.whenToGetHelp.signs : undefined)
    return missingMustNotMiss(picked, slugsIn(file.data.regions), regions).map(
      ({ sign, region }): [HealthFile, string, string] => {
        const text = signs.find(each => each.slug === sign)?.text
        const where = itemLabel("regions", regions.indexOf(region), region)
        return [
          file,
          "whenToGetHelp.signs",
          `leaves out "${sign}"${typeof text === "string" ? ` (${text})` : ""}, a must-not-miss sign of every ${region.title} page (${WARNING_SIGNS_FILE}, ${where}); add it`,
        ]
      },
    )
  })
}

/** A page's running text, as its type marks it (`readability: "running"`): its paragraphs, in order. */
export const runningTextOf = (fields: Fields, data: Record<string, unknown>): string[] =>
  Object.entries(fields).flatMap(([key, field]) => {
    if (field.readability !== "running") return []
    const value = data[key]
    return typeof value === "string" ? [value] : slugsIn(value)
  })

/** The first words of a sentence, to find it by. */
const opening = (sentence: string) => {
  const words = sentence.split(/\s+/)
  return words.length > 8 ? `${words.slice(0, 8).join(" ")} …` : sentence
}

/** Warnings for one field's text: its reading grade when it is running text, and each sentence over the limit. */
function readingWarnings(value: unknown, field: Field, at: string): string[] {
  const texts = typeof value === "string" ? [value] : slugsIn(value)
  if (texts.length === 0) return []
  const warnings: string[] = []
  if (field.readability === "running") {
    const grade = readingGrade(texts)
    if (grade > READING_GRADE_LIMIT)
      warnings.push(
        `${at}: reads at grade ${grade} (Flesch-Kincaid); keep it to grade ${READING_GRADE_LIMIT} or under, with shorter sentences and everyday words`,
      )
  }
  texts.forEach((text, i) => {
    const where = texts.length > 1 || Array.isArray(value) ? `${at}[${i + 1}]` : at
    for (const sentence of longSentences(text))
      warnings.push(
        `${where}: has a sentence of ${wordCount(sentence)} words ("${opening(sentence)}"); keep each to ${SENTENCE_WORD_LIMIT} words or fewer`,
      )
  })
  return warnings
}

/** Every readability warning in a record of `fields`, walking into its groups and lists. */
function fieldWarnings(data: Record<string, unknown>, fields: Fields, at: string): string[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const value = data[key]
    const where = at ? `${at}.${key}` : key
    if (field.readability) return readingWarnings(value, field, where)
    if (field.kind === "object" && isPlainObject(value)) return fieldWarnings(value, field.fields, where)
    if (field.kind === "list")
      return listIn(value).flatMap((item, i) =>
        isPlainObject(item) ? fieldWarnings(item, field.fields, itemLabel(where, i, item)) : [],
      )
    return []
  })
}

/**
 * What the build warns of in health information, one line each like a problem: text over the reading grade or with
 * a sentence over the limit, and a page of health information that cites no Canadian source.
 */
export function healthWarnings(files: readonly HealthFile[]): string[] {
  const sources = records(fileOf(files, HEALTH_SOURCES_FILE)?.data.sources)
  const canadian = new Set(sources.filter(source => source.country === "Canada").map(source => source.slug))
  return files.flatMap(file => [
    ...fieldWarnings(file.data, file.type.fields, "").map(warning => `${file.shown}: ${warning}`),
    ...(isHealthPage(file) && sources.length > 0 && !slugsIn(file.data.sources).some(slug => canadian.has(slug))
      ? [
          `${file.shown}: sources: names no Canadian source; cite at least one from ${HEALTH_SOURCES_FILE} whose country is Canada`,
        ]
      : []),
  ])
}

export { SIGN_TIERS }
