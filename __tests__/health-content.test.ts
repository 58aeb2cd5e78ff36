/** @jest-environment node */
// The shipped health information, held to what the clinic promises of it: plain words (a reading grade, a median
// across pages, short sentences), Canadian sources first, Ontario's words, and the shared lists whole. What is
// measured comes from content/, so an editor's change is held to the same targets.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { typeForFile } from "../src/node/content-model"
import { filesUnder } from "../src/node/files-under"
import { isHealthPage, runningTextOf, type HealthFile } from "../src/node/health"
import { longSentences, readingGrade, READING_GRADE_LIMIT, READING_GRADE_MEDIAN_TARGET } from "../src/lib/readability"

const contentDir = path.resolve(__dirname, "../content")
const read = (file: string) => parse(fs.readFileSync(path.join(contentDir, file), "utf8"))

const files: HealthFile[] = filesUnder(contentDir, /\.yaml$/).flatMap(file => {
  const type = typeForFile(file)
  return type ? [{ type, data: read(file), shown: file }] : []
})
const pages = files.filter(isHealthPage)

interface Source {
  slug: string
  country: string
  url: string
  title: string
}
const sources: Source[] = read("health-sources.yaml").sources
const list = read("warning-signs.yaml") as {
  signs: Array<{ slug: string; text: string; sources: string[] }>
  regions: Array<{ slug: string; sources: string[] }>
}
const glossary = read("glossary.yaml").terms as Array<{ term: string; matches?: string[]; explanation: string }>

/** Every text patients read on a page, lists and article points included. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, inner]) =>
            ["slug", "image", "category", "review", "sources", "regions", "signs", "redirectFrom", "layout"].includes(
              key,
            )
              ? []
              : textsOf(inner),
          )
        : []

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

test("there are pages of health information: the conditions' own and the categories written as one article", () => {
  expect(pages.length).toBe(
    filesUnder(path.join(contentDir, "condition-pages"), /\.yaml$/).length +
      files.filter(file => file.data.layout === "article").length,
  )
})

describe("plain words", () => {
  test.each(pages.map(page => [page.shown, page]))(
    `%s: its running text reads at grade ${READING_GRADE_LIMIT} or under`,
    (_shown, page) => {
      expect(readingGrade(runningTextOf(page.type.fields, page.data))).toBeLessThanOrEqual(READING_GRADE_LIMIT)
    },
  )

  test(`the median grade across pages is ${READING_GRADE_MEDIAN_TARGET} or under`, () => {
    const grades = pages.map(page => readingGrade(runningTextOf(page.type.fields, page.data)))
    expect(median(grades)).toBeLessThanOrEqual(READING_GRADE_MEDIAN_TARGET)
  })

  test("no sentence a patient reads runs over the limit: pages, warning signs and the glossary's explanations", () => {
    const texts = [
      ...pages.flatMap(page => textsOf(page.data)),
      ...list.signs.map(sign => sign.text),
      ...glossary.map(term => term.explanation),
    ]
    expect(texts.flatMap(text => longSentences(text))).toEqual([])
  })

  test("Ontario's words, not another country's", () => {
    const foreign = /\b(paracetamol|GP|GPs|A&E|999|111|high temperature|wheat bag|NHS|jab)\b/
    const texts = [...pages.flatMap(page => textsOf(page.data)), ...list.signs.map(sign => sign.text)]
    expect(texts.filter(text => foreign.test(text))).toEqual([])
  })

  test("the terms patients are most often left to guess are in the glossary", () => {
    const forms = new Set(glossary.flatMap(term => [term.term, ...(term.matches ?? [])].map(f => f.toLowerCase())))
    for (const term of [
      "joint mobilization",
      "progressive strengthening",
      "dry needling",
      "muscle energy technique",
      "Mulligan techniques",
      "TENS",
      "orthotics",
      "imaging",
    ])
      expect(forms).toContain(term.toLowerCase())
  })
})

describe("sources, Canadian first", () => {
  const bySlug = new Map(sources.map(source => [source.slug, source]))
  const cited = (page: HealthFile) => (page.data.sources as string[]).map(slug => bySlug.get(slug)!)

  test.each(pages.map(page => [page.shown, page]))("%s cites at least one Canadian source of its own", (_, page) => {
    expect(cited(page).filter(source => source.country === "Canada").length).toBeGreaterThan(0)
  })

  test("at least half of all sources, and of the pages' citations, are Canadian", () => {
    const share = (list: Source[]) => list.filter(source => source.country === "Canada").length / list.length
    expect(share(sources)).toBeGreaterThanOrEqual(0.5)
    expect(share(pages.flatMap(cited))).toBeGreaterThanOrEqual(0.5)
  })

  test("every source is named by a page, a warning sign or a region, and none is listed twice", () => {
    const named = new Set([
      ...pages.flatMap(page => page.data.sources as string[]),
      ...list.signs.flatMap(sign => sign.sources),
      ...list.regions.flatMap(region => region.sources),
    ])
    expect(sources.map(source => source.slug).filter(slug => !named.has(slug))).toEqual([])
    const addresses = sources.map(source => source.url.replace(/^https?:\/\/(www\.)?/, ""))
    expect(addresses.filter((url, i) => addresses.indexOf(url) !== i)).toEqual([])
  })
})
