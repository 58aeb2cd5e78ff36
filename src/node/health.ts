// For the content check (validate-content.ts, onPreBootstrap) and the build's warnings: what holds the health
// information together across files. A page of health information shows the few warning signs that matter for its
// condition and sets each other must-not-miss sign of its regions aside with a reason (warning-signs.yaml); it
// shows no more than a tier's limit, no sign for other regions and no words for another region's body parts, or
// the build stops. Text patients read (a field of the model with `readability`) is in plain words, and a page cites
// a Canadian source, or the build warns.
import { SIGN_TIERS, type ContentType, type Field, type Fields } from "./content-model"
import { isPlainObject, itemLabel } from "./item-label"
import { longSentences, readingGrade, READING_GRADE_LIMIT, SENTENCE_WORD_LIMIT, wordCount } from "../lib/readability"
import {
  foreignBodyParts,
  isHealthRegion,
  isSetAside,
  isWarningSign,
  missingMustNotMiss,
  mustNotMissOf,
  signFitsRegions,
  tiersOverLimit,
  type HealthRegion,
} from "../lib/warning-signs"

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

/** "Neck", "Neck, Shoulder": the regions' titles, as pages know them. */
const titlesOf = (slugs: readonly string[], regions: readonly HealthRegion[]) =>
  slugs.map(slug => regions.find(region => region.slug === slug)?.title ?? slug).join(", ")

const quoted = (slugs: readonly string[]) => slugs.map(slug => `"${slug}"`).join(", ")

/**
 * Everything wrong with the warning signs of each page of health information, as [file, field, message]: a
 * must-not-miss sign of its regions neither shown nor set aside; a sign set aside that is also shown, or that is no
 * must-not-miss sign of its regions; more signs in a tier than it may show; a sign for other regions, or whose
 * words name another region's body parts. A set-aside with no reason is the field check's to report, and slugs
 * that name nothing the reference check's.
 */
export function healthProblems(files: readonly HealthFile[]): Array<[HealthFile, string, string]> {
  const list = fileOf(files, WARNING_SIGNS_FILE)?.data
  const signs = listIn(list?.signs).filter(isWarningSign)
  const regions = listIn(list?.regions).filter(isHealthRegion)
  return files.filter(isHealthPage).flatMap(file => {
    const help = isPlainObject(file.data.whenToGetHelp) ? file.data.whenToGetHelp : {}
    const shown = slugsIn(help.signs)
    const setAside = listIn(help.setAside).filter(isSetAside)
    const regionSlugs = slugsIn(file.data.regions)
    const problem = (field: string, message: string): [HealthFile, string, string] => [file, field, message]
    const problems: Array<[HealthFile, string, string]> = []

    for (const { sign, region } of missingMustNotMiss(shown, regionSlugs, regions, setAside)) {
      const text = signs.find(each => each.slug === sign)?.text
      const where = itemLabel("regions", regions.indexOf(region), region)
      problems.push(
        problem(
          "whenToGetHelp.signs",
          `leaves out "${sign}"${typeof text === "string" ? ` (${text})` : ""}, a must-not-miss sign of every ${region.title} page (${WARNING_SIGNS_FILE}, ${where}): show it, or set it aside under whenToGetHelp.setAside with the reason it does not apply to this condition`,
        ),
      )
    }

    const mustNotMiss = mustNotMissOf(regionSlugs, regions)
    setAside.forEach((each, i) => {
      const at = itemLabel("whenToGetHelp.setAside", i, each)
      if (shown.includes(each.sign))
        problems.push(problem(at, `is also shown under whenToGetHelp.signs: a sign is either shown or set aside`))
      else if (typeof each.sign === "string" && !mustNotMiss.includes(each.sign))
        problems.push(
          problem(
            at,
            `is not a must-not-miss sign of this page's regions (${titlesOf(regionSlugs, regions)}), so there is nothing to set aside: remove it`,
          ),
        )
    })

    for (const { tier, limit, slugs } of tiersOverLimit(shown, signs))
      problems.push(
        problem(
          "whenToGetHelp.signs",
          `shows ${slugs.length} ${tier} signs (${quoted(slugs)}), but a page shows at most ${limit}: keep the few that matter for this condition, and set the other must-not-miss ones aside with a reason`,
        ),
      )

    // A region that names nothing is the reference check's to report; the page's words are checked once it is right.
    const regionsKnown = regionSlugs.every(slug => regions.some(region => region.slug === slug))
    shown.forEach((slug, i) => {
      const sign = signs.find(each => each.slug === slug)
      if (!sign || !regionsKnown) return
      const at = itemLabel("whenToGetHelp.signs", i, { slug })
      if (!signFitsRegions(sign, regionSlugs)) {
        problems.push(
          problem(
            at,
            `is a sign for ${titlesOf(sign.regions ?? [], regions)} pages (its regions in ${WARNING_SIGNS_FILE}), not for this page's (${titlesOf(regionSlugs, regions)}): pick one worded for this page, or add a region to the sign if it fits every page there`,
          ),
        )
        return
      }
      for (const { word, region } of foreignBodyParts(sign, regionSlugs, regions))
        problems.push(
          problem(
            at,
            `says "${word}", a body part of ${region.title} pages (${WARNING_SIGNS_FILE}, its bodyParts), not of this page's regions (${titlesOf(regionSlugs, regions)}): show a sign worded for this page's region`,
          ),
        )
    })
    return problems
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
