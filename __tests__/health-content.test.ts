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
import { articleWords, conditionPageWords, type GlossaryTerm } from "../src/lib/glossary"
import { longSentences, readingGrade, READING_GRADE_LIMIT, READING_GRADE_MEDIAN_TARGET } from "../src/lib/readability"
import { signsByTier, type WarningSign } from "../src/lib/warning-signs"
import { contentDir } from "./support/content-dir"

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
  signs: Array<WarningSign & { sources: string[] }>
  regions: Array<{ slug: string; sources: string[] }>
}
const glossary = read("glossary.yaml").terms as GlossaryTerm[]
/** The posts, whose teasers show beside the health pages they are about. */
const posts = filesUnder(path.join(contentDir, "posts"), /\.yaml$/).map(
  file => read(`posts/${file}`) as { slug: string; excerpt: string },
)

/** Every text patients read on a page, lists and article points included. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, inner]) =>
            [
              "slug",
              "image",
              "category",
              "review",
              "sources",
              "regions",
              "signs",
              "setAside",
              "redirectFrom",
              "layout",
            ].includes(key)
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

  test("no sentence a patient reads runs over the limit: pages, warning signs, explanations and posts' teasers", () => {
    const texts = [
      ...pages.flatMap(page => textsOf(page.data)),
      ...list.signs.map(sign => sign.text),
      ...glossary.map(term => term.explanation),
      ...posts.map(post => post.excerpt),
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

  test("Canadian first: each page and each shared sign or region lists its Canadian sources before any other", () => {
    const canadianFirst = (slugs: string[]) => {
      const countries = slugs.map(slug => bySlug.get(slug)!.country === "Canada")
      return countries.every((canadian, i) => canadian || !countries.slice(i).includes(true))
    }
    const lists: Array<[string, string[]]> = [
      ...pages.map((page): [string, string[]] => [page.shown, page.data.sources as string[]]),
      ...list.signs.map((sign): [string, string[]] => [`signs: ${sign.slug}`, sign.sources]),
      ...list.regions.map((region): [string, string[]] => [`regions: ${region.slug}`, region.sources]),
    ]
    expect(lists.filter(([, slugs]) => !canadianFirst(slugs)).map(([name]) => name)).toEqual([])
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

describe("warning signs in proportion", () => {
  const shownOn = (page: HealthFile) => signsByTier((page.data.whenToGetHelp as { signs: string[] }).signs, list.signs)

  test("the median page shows at most 4 signs that send to 911, as the NHS and MyHealth Alberta show 2 to 5", () => {
    expect(median(pages.map(page => shownOn(page).emergency.length))).toBeLessThanOrEqual(4)
  })

  test.each(pages.map(page => [page.shown, page]))(
    "%s sets aside each must-not-miss sign it does not show, with its reason",
    (_, page) => {
      const help = page.data.whenToGetHelp as { setAside?: Array<{ sign: string; reason: string }> }
      for (const { reason } of help.setAside ?? []) expect(reason.trim().split(/\s+/).length).toBeGreaterThanOrEqual(3)
    },
  )
})

describe("words explained", () => {
  /** The terms a page explains under "Words used on this page", as the build finds them. */
  const explainedOn = (page: HealthFile): GlossaryTerm[] => {
    const data = page.data as Record<string, never>
    if (page.data.layout === "article") {
      const article = page.data.article as { symptoms: string[]; selfCare: string[]; treatmentGroups: [] }
      return articleWords({ ...article, description: data.description }, glossary).terms
    }
    return conditionPageWords(data as unknown as Parameters<typeof conditionPageWords>[0], glossary).terms
  }
  /**
   * Whether the page writes the word it lists: the term itself, or one of its forms that is a spelling or ending of
   * it (one that begins with the term's first four letters: inflamed for inflammation). A form that is another word
   * (splint for night guard, X-ray for imaging) does not count: the page would explain a word it never uses.
   */
  const writes = (text: string, term: GlossaryTerm) =>
    [term.term, ...(term.matches ?? [])]
      .filter(form => form.toLowerCase().startsWith(term.term.toLowerCase().slice(0, 4)))
      .some(form => uses(text, form))
  /** A word as a whole word of a text, alone or with a plural ending, in any letter case. */
  const uses = (text: string, word: string) =>
    new RegExp(`(?<![\\p{L}-])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:s|es)?(?![\\p{L}])`, "iu").test(text)

  test.each(pages.map(page => [page.shown, page]))(
    "%s explains only words it uses: each term it lists is written on the page, as listed",
    (_, page) => {
      const text = textsOf(page.data).join("\n")
      const explained = explainedOn(page)
      expect(explained.filter(term => !writes(text, term)).map(term => term.term)).toEqual([])
    },
  )
})
