/** @jest-environment node */
// The CMS's previews show an entry as the site shows it. The bundle /admin/ loads (preview.js, built by
// src/cms/preview-bundle.ts) is run here with this React as Decap's, and each preview is fed a real file from
// content/; the site's page for the same file is rendered from the data its query would return. The part they
// share must be the same markup, once the bundle's class names (`condition_entry_entry`) are read as the
// components' own (`entry`) and each image's files set aside: the preview shows the editor's picture.
import fs from "fs"
import os from "os"
import path from "path"
import { fromJS } from "immutable"
import { JSDOM } from "jsdom"
import moment from "moment"
import { parse, type HTMLElement } from "node-html-parser"
import * as React from "react"
import createClass from "create-react-class"
import { renderToStaticMarkup } from "react-dom/server"
import { useStaticQuery } from "gatsby"
import YAML from "yaml"
import { bundlePreviews, type PreviewBundle } from "../src/cms/preview-bundle"
import type { CmsField as PreviewField, EntryData, PreviewProps, SaveEvent } from "../src/cms/previews/decap"
import { buildCmsConfig, cmsEntryAddress, type CmsField } from "../src/cms/cms-config"
import { entriesIn, fingerprintOf, type SampleFact, type SampleList } from "../src/node/launch-check"
import { markdownToHtml, readingMinutes } from "../src/node/markdown"
import { validateContent } from "../src/node/validate-content"
import ContactPage from "../src/pages/contact"
import FeesPage from "../src/pages/fees"
import OurTeamPage from "../src/pages/our-team"
import TreatmentPage from "../src/pages/treatment"
import BlogPostTemplate from "../src/templates/blog-post"
import ConditionArticleTemplate from "../src/templates/condition-article"
import ConditionGroupTemplate from "../src/templates/condition-group"
import ConditionPageTemplate from "../src/templates/condition-page"
import ExtraPageTemplate from "../src/templates/extra-page"
import { conditionPagePath } from "../src/lib/paths"
import { mapLinksOf } from "../src/lib/map-links"
import { telOf } from "../src/lib/phone"
import { articleWords, conditionPageWords } from "../src/lib/glossary"
import { signsByTier, sourcesOfPage } from "../src/lib/warning-signs"
import { clinicDay } from "../src/lib/calendar"
import { SENTENCE_KEYS, type LanguagePageSentence } from "../src/lib/language-page"
import { directionOf, languageOfCode } from "../src/lib/languages"
import { contentTypes } from "../src/node/content-model"
import { languageLabel, SENTENCE_LABELS } from "../src/node/language-page-rules"
import {
  englishSentences,
  languagePageProblems,
  translationSamples,
  type LanguageFile,
} from "../src/node/language-pages"
import { faq, pageMeta, team as teamFixture } from "./fixtures/content"
import { siteFacts } from "./fixtures/site-facts"
import { pageProps } from "./support/page-props"
import { contentDir } from "./support/content-dir"

/** A content file as Decap reads it (the `yaml` package: a date stays text). */
const read = (file: string) => YAML.parse(fs.readFileSync(path.join(contentDir, file), "utf8"))
const siteFile = read("site.yaml")
/**
 * site.yaml's facts, its phone as the site reads it: the number as written, and the tap-to-call number made from it;
 * its map links, made from the address where the file gives none
 */
const site = { ...siteFile, phone: { display: siteFile.phone, e164: telOf(siteFile.phone) }, ...mapLinksOf(siteFile) }
const team = read("team.yaml")

const config = buildCmsConfig(contentDir, {
  repo: "clinic/site",
  branch: "main",
  siteUrl: "https://clinic.example.org",
  authDomain: "clinic.example.org",
})
type Collection = {
  name: string
  folder?: string
  fields?: CmsField[]
  files?: Array<{ name: string; file: string; fields: CmsField[] }>
}
const collections = config.collections as Collection[]

let bundle: PreviewBundle
const previews = new Map<string, React.ComponentType<PreviewProps>>()
const styles: string[] = []
const saveHandlers: Array<(event: SaveEvent) => EntryData | undefined> = []
const widgets = new Map<string, React.ComponentType<Record<string, unknown>>>()
/** The editor's page, as the bundle's `document` */
const editorPage = new JSDOM("").window.document
/** Decap's phrases by locale: its English, as far as the bundle changes it */
const locales = new Map<string, Record<string, unknown>>([
  [
    "en",
    {
      app: { x: "x" },
      editor: { editorControlPane: { widget: { required: "%{fieldLabel} is required." } } },
      ui: { toast: { onFailToPersist: "Failed to persist entry: %{details}" } },
    },
  ],
])
/** Decap's window.open, as the bundle calls it */
const openTab = jest.fn()

beforeAll(() => {
  bundle = bundlePreviews(contentDir)
  // Decap's globals, with this React's createElement standing in for Decap's own; the Markdown parser's browser
  // build decodes character references with a DOM element.
  const cms = {
    registerPreviewStyle: (url: string) => styles.push(url),
    registerPreviewTemplate: (name: string, preview: React.ComponentType<PreviewProps>) => previews.set(name, preview),
    registerEventListener: ({ name, handler }: { name: string; handler: (event: SaveEvent) => EntryData }) => {
      if (name === "preSave") saveHandlers.push(handler)
    },
    registerWidget: (name: string, control: React.ComponentType<Record<string, unknown>>) => widgets.set(name, control),
    getLocale: (name: string) => locales.get(name),
    getWidget: (name: string) => (name === "image" ? { control: () => null } : undefined),
    registerLocale: (name: string, phrases: Record<string, unknown>) => locales.set(name, phrases),
  }
  new Function("window", "document", bundle.js)(
    { h: React.createElement, createClass, CMS: cms, open: openTab },
    editorPage,
  )
})

// The clinic's facts a preview shows from site.yaml, as the page's static query gives them.
beforeEach(() =>
  jest.mocked(useStaticQuery).mockReturnValue({
    ...siteFacts,
    siteYaml: {
      ...siteFacts.siteYaml!,
      name: site.name,
      medicalNote: site.medicalNote,
      phone: site.phone,
      bookingUrl: site.bookingUrl,
    },
  }),
)

/** Decap's configuration of a collection's fields, as the Immutable.js values a preview is handed. */
const asImmutable = (fields: CmsField[]): PreviewProps["fields"] => ({
  find: match => {
    const found = fields.map(field => ({ field, immutable: fieldOf(field) })).find(({ immutable }) => match(immutable))
    return found?.immutable
  },
})
const fieldOf = (field: CmsField): PreviewField => ({
  get: ((key: "name" | "fields") =>
    key === "name"
      ? field.name
      : field.fields
        ? asImmutable(field.fields as CmsField[])
        : undefined) as PreviewField["get"],
})

/** Renders the preview registered for `name` with `data` as the entry's, in the frame `frame` if given. */
function renderPreview(name: string, fields: CmsField[], data: unknown, frame?: Document) {
  const Preview = previews.get(name)
  if (!Preview) throw new Error(`no preview is registered for ${name}`)
  const props: PreviewProps = {
    entry: { getIn: () => ({ toJS: () => data }) },
    fields: asImmutable(fields),
    // The CMS resolves a picture in the folder of the field it is in: the address says which field was given.
    getAsset: (picture, field) => ({ toString: () => `blob:${field?.get("name")}/${picture}` }),
    document: frame,
  }
  const markup = renderToStaticMarkup(<Preview {...props} />)
  if (frame) frame.body.innerHTML = markup
  return parse(markup)
}

const renderPage = (page: React.ReactElement) => parse(renderToStaticMarkup(page))

/** What gatsbyImageData gives for `file` at the size the component's fragment asks for. */
function siteImage(component: string, file: string) {
  const source = fs.readFileSync(path.resolve(`src/components/${component}/${component}.tsx`), "utf8")
  const [, width, aspectRatio] = /gatsbyImageData\(\s*width: (\d+),?\s*aspectRatio: ([\d.]+)/.exec(source) ?? []
  const src = `/static/${path.basename(file)}`
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained" as const,
        width: Number(width),
        height: Math.round(Number(width) / Number(aspectRatio)),
        images: { fallback: { src, srcSet: `${src} ${width}w`, sizes: "100vw" }, sources: [] },
      },
    },
  }
}

const IMAGE_FILES = new Set(["src", "srcset", "sizes", "style"])

/**
 * The markup of `element`'s content, with the bundle's class names read as the components' (`condition_entry_list`
 * → `list`; a global class such as `visually-hidden` has no underscore), and without what only an image's files
 * decide: its <source> elements, src, srcset, sizes and placeholder colour.
 */
/** A preview's main content as the page shows it: without the box for the page's reviewer, which only the CMS shows. */
function pagePartOf(element: HTMLElement | null | undefined): HTMLElement | null | undefined {
  if (!element) return element
  const copy = parse(element.outerHTML).firstChild as HTMLElement
  copy.querySelector('aside[aria-labelledby="reviewer-notes"]')?.remove()
  return copy
}

function contentOf(element: HTMLElement | null | undefined): string {
  if (!element) return "(nothing)"
  const copy = parse(element.innerHTML)
  copy.querySelectorAll("source").forEach(source => source.remove())
  for (const node of copy.querySelectorAll("*")) {
    for (const name of Object.keys(node.attributes)) if (IMAGE_FILES.has(name.toLowerCase())) node.removeAttribute(name)
    const classes = node.getAttribute("class")
    if (classes) node.setAttribute("class", classes.replace(/\b[a-z0-9_]+?_(?=[a-zA-Z0-9]+(\s|$))/g, ""))
  }
  return copy.toString()
}

/** The same, of the element itself. */
const markupOf = (element: HTMLElement | null | undefined) =>
  element ? contentOf(parse(element.outerHTML)) : "(nothing)"

const fieldsOf = (name: string) => {
  const collection = collections.find(c => c.name === name)!
  return collection.fields ?? collection.files!.find(file => file.name === name)!.fields
}

const conditionFiles = fs.readdirSync(path.join(contentDir, "conditions")).filter(file => file.endsWith(".yaml"))
const conditionPageFiles = fs
  .readdirSync(path.join(contentDir, "condition-pages"))
  .filter(file => file.endsWith(".yaml"))
const conditionPages = conditionPageFiles.map(file => read(`condition-pages/${file}`))
const glossary = read("glossary.yaml").terms.map((term: { treatment?: string }) => ({
  ...term,
  treatment: term.treatment ?? null,
}))
const { signs } = read("warning-signs.yaml")
const sources = read("health-sources.yaml").sources

/** A page of health information's signs in their tiers and its sources, as the build resolves them (schema.ts). */
function healthOf(page: {
  sources: string[]
  whenToGetHelp: { signs: string[]; otherEmergencies?: string; physiotherapy: string[] }
}) {
  const slugs = sourcesOfPage(page.sources, page.whenToGetHelp.signs, signs)
  const named = (list: string[]) => list.map(slug => sources.find((source: { slug: string }) => source.slug === slug))
  return {
    whenToGetHelp: {
      ...signsByTier(page.whenToGetHelp.signs, signs),
      otherEmergencies: page.whenToGetHelp.otherEmergencies ?? null,
      physiotherapy: page.whenToGetHelp.physiotherapy,
    },
    healthSources: { page: named(slugs.page), signs: named(slugs.signs) },
  }
}

/** A review as the site's query gives it (ReviewLine's fragment), the reviewer and writer from Our Team. */
function reviewOf(review: { reviewedBy: string; writtenBy?: string; lastReviewed: string; nextReview: string }) {
  const member = (slug: string) => {
    const { name, role } = team.members.find((each: { slug: string }) => each.slug === slug)
    return { slug, name, role }
  }
  return {
    lastReviewed: moment.utc(review.lastReviewed).format("MMMM D, YYYY"),
    lastReviewedIso: review.lastReviewed,
    nextReview: moment.utc(review.nextReview).format("MMMM YYYY"),
    nextReviewIso: review.nextReview,
    reviewer: member(review.reviewedBy),
    writer: review.writtenBy ? member(review.writtenBy) : null,
  }
}
const postFiles = fs.readdirSync(path.join(contentDir, "posts")).filter(file => file.endsWith(".yaml"))
const extraPageFiles = fs.readdirSync(path.join(contentDir, "extra-pages")).filter(file => file.endsWith(".yaml"))

describe("the preview bundle", () => {
  test("registers a preview for condition categories, conditions, the team, the treatments, blog posts, extra pages, the fees, getting here, holidays, notices, the samples to confirm and the pages in other languages, and its stylesheet", () => {
    expect([...previews.keys()].sort()).toEqual([
      "condition-pages",
      "conditions",
      "extra-pages",
      "fees",
      "getting-here",
      "holidays",
      "language-pages",
      "notices",
      "posts",
      "samples",
      "team",
      "treatments",
    ])
    for (const name of previews.keys()) expect([name, fieldsOf(name).length > 0]).toEqual([name, true])
    expect(styles).toEqual(["/admin/preview.css"])
  })

  test("its stylesheet starts with the site's fonts, tokens and global styles", () => {
    const first = (text: string) => bundle.css.indexOf(text)
    expect(first('@font-face{font-family:"Source Sans 3 Variable"')).toBeGreaterThanOrEqual(0)
    expect(first("--color-primary:")).toBeGreaterThan(first("@font-face"))
    expect(first(".visually-hidden{")).toBeGreaterThan(first("--color-primary:"))
    expect(first(".layout_main{")).toBeGreaterThan(first(".visually-hidden{"))
  })
})

/** An entry's data as Decap holds it: Immutable.js, its own library. */
interface Held {
  toJS(): unknown
}

/**
 * What Decap does with the preSave handlers when an entry of `collection` with `data` is saved: each in turn is
 * handed the entry as the ones before left it (invokePreSaveEvent), its data Immutable.js's, as Decap's is. [the data saved], or [undefined] when none
 * changed it; a handler that throws stops the save.
 */
function save(collection: string, data: Record<string, unknown>, slug = collection) {
  let saved: Held | undefined
  // Its file, as Decap knows an entry's: a file collection's by its name, a folder's by the slug.
  const place = collections.find(each => each.name === collection)
  const file = place?.files?.find(each => each.name === slug)?.file ?? `${place?.folder}/${slug}.yaml`
  for (const handler of saveHandlers) {
    const current = saved ?? (fromJS(data) as unknown as Held)
    // A new entry (no slug yet) has no file until Decap names it.
    const known: Record<string, unknown> = {
      collection,
      slug,
      path: slug ? file : undefined,
      newRecord: !slug,
      mediaFiles: undefined,
    }
    const event = { entry: { get: (key: string) => (key in known ? known[key] : current) } }
    saved = (handler(event as unknown as SaveEvent) as unknown as Held | undefined) ?? saved
  }
  return [saved?.toJS()]
}

describe("the preview of a file's samples to confirm", () => {
  // The fees: numbers, words and lists, one file of the CMS's own.
  const list = read("samples/fees.yaml") as SampleList
  const fees = read(list.file) as Record<string, unknown>
  const entries = entriesIn(fs.readFileSync(path.join(contentDir, list.file), "utf8"))
  const isStill = (fact: SampleFact) =>
    fingerprintOf(entries.get(fact.field)?.value?.toJSON() ?? null) === fact.fingerprint
  const opens = `/admin/#/${cmsEntryAddress(contentDir, list.file)}`
  const render = (draft: object, frame?: Document) => renderPreview("samples", fieldsOf("samples"), draft, frame)
  const itemsOf = (html: HTMLElement) => html.querySelectorAll("main > ul > li")

  test("names each fact by its label, with its value in its file, what to check, where it stands and a link to its file", () => {
    const html = render(list)
    expect(html.querySelector("h1")?.text).toBe(list.title)
    const confirmed = list.samples.filter(fact => fact.confirmed).length
    expect(html.querySelector("main p strong")?.text).toBe(`${confirmed} of ${list.samples.length} confirmed`)
    const items = itemsOf(html)
    expect(items.map(item => item.querySelector("h2")?.text)).toEqual(list.samples.map(fact => fact.label))
    list.samples.forEach((fact, i) => {
      const item = items[i]
      if (fact.note) expect(item.text).toContain(`To check: ${fact.note}`)
      const status = fact.confirmed
        ? "Confirmed: the clinic keeps this value"
        : isStill(fact)
          ? "Still a sample: replace it in its file, or confirm it here"
          : "Changed in its file: the clinic's own value"
      expect([fact.label, item.text]).toEqual([fact.label, expect.stringContaining(status)])
      expect(item.querySelector(`a[href="${opens}"]`)?.text).toBe("Open its file")
    })
    // A number as it is in the file, and a list by its items.
    const price = list.samples.findIndex(fact => /\.price$/.test(fact.field))
    const visit = (fees.visits as Array<{ slug: string; price: number }>).find(
      each => list.samples[price].field === `visits[${each.slug}].price`,
    )!
    const valueOf = (item: HTMLElement) => item.querySelector("h2 + *")!
    expect(valueOf(items[price]).text).toBe(String(visit.price))
    const methods = list.samples.findIndex(fact => fact.field === "payment.methods")
    expect(
      valueOf(items[methods])
        .querySelectorAll("li")
        .map(li => li.text),
    ).toEqual((fees.payment as { methods: string[] }).methods)
    // Every class it uses is styled by preview.css.
    const classes = new Set(html.querySelectorAll("[class]").flatMap(node => node.classList.value))
    for (const name of classes)
      expect([name, new RegExp(`\\.${name}(?![\\w-])`).test(bundle.css)]).toEqual([name, true])
  })

  test("a link is shown as one, and every link opens in a new tab, the file's where the CMS keeps it", () => {
    const site = read("samples/site.yaml") as SampleList
    const frame = new JSDOM("", { url: "https://clinic.example.org/admin/" }).window.document
    render(site, frame)
    const booking = site.samples.findIndex(fact => fact.field === "bookingUrl")
    const value = frame.querySelectorAll("main > ul > li")[booking].querySelector("p a")!
    expect(value.getAttribute("href")).toBe(read("site.yaml").bookingUrl)
    expect(value.textContent).toBe(read("site.yaml").bookingUrl)
    const open = frame.querySelector(`main a[href="/admin/#/${cmsEntryAddress(contentDir, "site.yaml")}"]`)!
    openTab.mockClear()
    const event = new frame.defaultView!.MouseEvent("click", { bubbles: true, cancelable: true })
    open.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(openTab).toHaveBeenCalledWith(
      `https://clinic.example.org/admin/#/${cmsEntryAddress(contentDir, "site.yaml")}`,
      "_blank",
      "noopener",
    )
  })

  test("a fact confirmed, or no longer in its file, says so", () => {
    const [first, second, ...rest] = list.samples
    const html = render({ ...list, samples: [{ ...first, confirmed: true }, { ...second, field: "nowhere" }, ...rest] })
    const [confirmed, gone] = itemsOf(html)
    expect(confirmed.text).toContain("Confirmed: the clinic keeps this value")
    expect(gone.text).toContain("No longer in its file")
    expect(gone.text).toContain("Changed in its file: the clinic's own value")
    const count = list.samples.filter(fact => fact.confirmed).length + (first.confirmed ? 0 : 1)
    expect(html.querySelector("main p strong")?.text).toBe(`${count} of ${list.samples.length} confirmed`)
  })

  test("with Confirm every fact on, it says what saving will do, and shows each fact as saving leaves it", () => {
    const none = list.samples.map(fact => ({ ...fact, confirmed: false }))
    const all = render({ ...list, samples: none, confirmAll: true })
    expect(all.querySelector('[role="status"]')?.text).toBe(
      `Saving will confirm all ${none.length} facts of this file: the launch check then stops naming them.`,
    )
    expect(all.querySelector("main p strong")?.text).toBe(`${none.length} of ${none.length} confirmed`)
    for (const item of itemsOf(all)) expect(item.text).toContain("Confirmed on saving")
    const [first, ...rest] = none
    const some = render({ ...list, samples: [{ ...first, confirmed: true }, ...rest], confirmAll: true })
    expect(some.querySelector('[role="status"]')?.text).toBe(
      `Saving will confirm the ${rest.length} facts of this file not yet confirmed: the launch check then stops naming them.`,
    )
    expect(itemsOf(some)[0].text).toContain("Confirmed: the clinic keeps this value")
    expect(render({ ...list, samples: none }).querySelector('[role="status"]')).toBeNull()
  })
})

describe("saving a file of Samples to confirm in the CMS", () => {
  const list = read("samples/fees.yaml") as SampleList & { progress?: string }
  /** What the handlers return for the entry, held as Decap holds it: in Immutable.js, the library Decap uses. */
  const unconfirmed = list.samples.map(fact => ({ ...fact, confirmed: false }))

  test("with Confirm every fact on, confirms every fact, keeps no switch in the file, and counts them", () => {
    const [after] = save("samples", { ...list, samples: unconfirmed, confirmAll: true }, "fees")
    const { confirmAll, ...rest } = after as typeof list & { confirmAll?: boolean }
    expect(confirmAll).toBeUndefined()
    expect(rest).toEqual({
      ...list,
      progress: `${list.samples.length} of ${list.samples.length} confirmed`,
      samples: list.samples.map(fact => ({ ...fact, confirmed: true })),
    })
  })

  test("otherwise changes nothing but the count the list shows, and leaves other collections alone", () => {
    const [first, ...rest] = unconfirmed
    const samples = [{ ...first, confirmed: true }, ...rest]
    expect(save("samples", { ...list, samples, confirmAll: false }, "fees")).toEqual([
      { ...list, samples, progress: `1 of ${samples.length} confirmed` },
    ])
    // Left as it is: the switch is no field of the fees, which the build's verdict then refuses.
    expect(() => save("fees", { ...read("fees.yaml"), confirmAll: true })).toThrow(/confirmAll: is not a known field/)
  })
})

describe("saving a page of health information in the CMS", () => {
  const warningSigns = read("warning-signs.yaml") as {
    signs: Array<{ slug: string; text: string; tier: string; regions?: string[] }>
    regions: Array<{ slug: string; mustNotMiss: string[] }>
  }
  const tierOf = (slug: string) => warningSigns.signs.find(sign => sign.slug === slug)?.tier
  const mustNotMissOf = (page: (typeof conditionPages)[number]) =>
    warningSigns.regions.filter(region => page.regions.includes(region.slug)).flatMap(region => region.mustNotMiss)
  const signsOf = (page: { whenToGetHelp: { signs: string[] } }) => page.whenToGetHelp.signs
  /** A page that shows one of its must-not-miss signs, and that sign. */
  const page = conditionPages.find(each => signsOf(each).some(sign => mustNotMissOf(each).includes(sign)))!
  const shown = signsOf(page).find(sign => mustNotMissOf(page).includes(sign))!
  const textOf = (slug: string) => warningSigns.signs.find(sign => sign.slug === slug)!.text
  const withSigns = (signs: string[], changes: object = {}) => ({
    ...page,
    ...changes,
    whenToGetHelp: { ...page.whenToGetHelp, signs },
  })

  test("adds a must-not-miss sign of its regions it leaves out, after the signs picked, and says so", () => {
    const left = signsOf(page).filter(sign => sign !== shown)
    const [saved] = save("condition-pages", withSigns(left), page.slug)
    expect(signsOf(saved as typeof page)).toEqual([...left, shown])
    // The editor is told, on the screen, what the save added and how to leave one off.
    const note = editorPage.querySelector('[role="status"]')!
    expect(note.textContent).toContain(`"${textOf(shown)}"`)
    expect(note.textContent).toContain("To leave one off, set it aside under When to get help, with the reason.")
  })

  test("leaves a page with all of them, and any other collection, as it is", () => {
    expect(save("condition-pages", page, page.slug)).toEqual([undefined])
  })

  test("adds none that the page sets aside", () => {
    const setAside = [...(page.whenToGetHelp.setAside ?? []), { sign: shown, reason: "not a mimic of this condition" }]
    const left = signsOf(page).filter(sign => sign !== shown)
    expect(
      save(
        "condition-pages",
        { ...withSigns(left), whenToGetHelp: { ...withSigns(left).whenToGetHelp, setAside } },
        page.slug,
      ),
    ).toEqual([undefined])
  })

  test("an addition that would take a tier over its limit is refused, and the refusal says what to do instead", () => {
    // The page moved to a region whose must-not-miss signs are more than a tier shows: saving cannot add them all.
    const crowded = warningSigns.regions.find(
      region => region.mustNotMiss.filter(sign => tierOf(sign) === "emergency").length > 5,
    )!
    const moved = withSigns([], {
      regions: [crowded.slug],
      whenToGetHelp: { ...page.whenToGetHelp, signs: [], setAside: [] },
    })
    expect(() => save("condition-pages", moved, page.slug)).toThrow(
      /whenToGetHelp\.signs: shows \d+ emergency signs .*but a page shows at most 5/,
    )
    expect(() => save("condition-pages", moved, page.slug)).toThrow(
      /saving would add the must-not-miss signs .* show them in place of others, or set each aside under When to get help with the reason/,
    )
  })
})

describe("the editor's verdict is the build's: every rule of the model, on the entry in the content as built", () => {
  /** The build's own check of content/ with one file changed, the file's own lines without its name. */
  function buildSays(file: string, data: Record<string, unknown>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "verdict-"))
    fs.cpSync(contentDir, dir, { recursive: true })
    fs.writeFileSync(path.join(dir, file), YAML.stringify(data))
    const shown = (line: string) => line.replace(/^\S+ \("[^"]*"\): |^\S+: /, "")
    const before = new Set(validateContent(contentDir))
    const lines = validateContent(dir)
      .filter(line => !before.has(line))
      .map(shown)
    fs.rmSync(dir, { recursive: true, force: true })
    return lines
  }
  /** What the CMS says, refusing the save: its words after "the build would refuse it: ", or "" when it saves. */
  function cmsSays(collection: string, data: Record<string, unknown>, slug: string) {
    try {
      save(collection, data, slug)
      return ""
    } catch (error) {
      return String((error as Error).message).replace(/^the build would refuse it: /, "")
    }
  }
  const signs = read("warning-signs.yaml") as {
    signs: Array<{ slug: string; tier: string; regions?: string[]; wholeBody?: boolean }>
    regions: Array<{ slug: string }>
  }

  test("a sixth emergency sign, a sign for another region, a page moved to another region", () => {
    const page = conditionPages.find(each => each.regions.length === 1)!
    const emergency = (slugs: string[]) =>
      slugs.filter(slug => signs.signs.find(sign => sign.slug === slug)?.tier === "emergency")
    const shownEmergency = emergency(page.whenToGetHelp.signs)
    const extra = signs.signs.filter(
      sign =>
        sign.tier === "emergency" &&
        !page.whenToGetHelp.signs.includes(sign.slug) &&
        (sign.regions ?? []).includes(page.regions[0]),
    )
    const sixth = {
      ...page,
      whenToGetHelp: {
        ...page.whenToGetHelp,
        signs: [...page.whenToGetHelp.signs, ...extra.map(sign => sign.slug).slice(0, 6 - shownEmergency.length)],
      },
    }
    const foreign = signs.signs.find(
      sign => !sign.wholeBody && !(sign.regions ?? []).some(region => page.regions.includes(region)),
    )!
    const elsewhere = {
      ...page,
      whenToGetHelp: { ...page.whenToGetHelp, signs: [...page.whenToGetHelp.signs, foreign.slug] },
    }
    const region = signs.regions.find(each => !page.regions.includes(each.slug))!
    const moved = { ...page, regions: [region.slug] }
    const regions = read("warning-signs.yaml").regions as Array<{ slug: string; mustNotMiss: string[] }>
    /** The page as the CMS would save it: its regions' must-not-miss signs it leaves out added after its own. */
    const completed = (edit: typeof page) => {
      const kept = [
        ...edit.whenToGetHelp.signs,
        ...(edit.whenToGetHelp.setAside ?? []).map((each: { sign: string }) => each.sign),
      ]
      const missing = regions
        .filter(region => edit.regions.includes(region.slug))
        .flatMap(region => region.mustNotMiss)
        .filter((sign, i, all) => !kept.includes(sign) && all.indexOf(sign) === i)
      return {
        edit,
        missing,
        saved: { ...edit, whenToGetHelp: { ...edit.whenToGetHelp, signs: [...edit.whenToGetHelp.signs, ...missing] } },
      }
    }
    for (const { edit, missing, saved } of [sixth, elsewhere, moved].map(completed)) {
      const build = buildSays(`condition-pages/${page.slug}.yaml`, saved)
      expect(build.length).toBeGreaterThan(0)
      const said = cmsSays("condition-pages", edit, page.slug)
      // The build's lines, in its words; and, when saving would add signs, what to do instead.
      expect(said.startsWith(build.join("; "))).toBe(true)
      if (missing.length > 0)
        expect(said).toMatch(/; saving would add the must-not-miss signs? .* of the page's regions/)
      else expect(said).toBe(build.join("; "))
    }
  })

  test("a closure that overlaps another, a day's hours listed twice, two questions with one slug", () => {
    const holidays = read("holidays.yaml")
    const closure = { from: "2031-03-02", to: "2031-03-06", reason: "renovations" }
    const overlapping = { ...holidays, closures: [closure, { ...closure, from: "2031-03-05", reason: "training" }] }
    const site = read("site.yaml")
    const twice = { ...site, hours: [...site.hours, site.hours[0]] }
    const faqFile = read("faq.yaml")
    const questions = Object.values(faqFile).find(Array.isArray) as Array<Record<string, unknown>>
    const listKey = Object.keys(faqFile).find(key => faqFile[key] === questions)!
    const sameSlug = { ...faqFile, [listKey]: [...questions, { ...questions[0] }] }
    for (const [file, collection, slug, data] of [
      ["holidays.yaml", "holidays", "holidays", overlapping],
      ["site.yaml", "site", "site", twice],
      ["faq.yaml", "faq", "faq", sameSlug],
    ] as const) {
      const build = buildSays(file, data)
      expect(build.length).toBeGreaterThan(0)
      expect(cmsSays(collection, data, slug)).toBe(build.join("; "))
    }
  })
})

describe("a save the build would refuse for how two fields agree is refused in the CMS, in the build's words", () => {
  test("a closure or notice that ends before it starts; a next review before the last", () => {
    const closure = { from: "2026-12-28", to: "2026-12-27", reason: "renovations" }
    // Thrown with no name, Decap shows the words alone after "Not saved: ".
    expect(() => save("holidays", { holidays: [], closures: [closure] })).toThrow(
      expect.objectContaining({ name: "" }) as unknown as Error,
    )
    expect(() => save("holidays", { holidays: [], closures: [closure] })).toThrow(
      'the build would refuse it: closures[1] ("renovations").to: is 2026-12-27, before its first day (2026-12-28)',
    )
    expect(save("holidays", { ...read("holidays.yaml"), closures: [{ ...closure, to: "2026-12-30" }] })).toEqual([
      undefined,
    ])
    const notice = { text: "Closed", from: "2026-12-02", to: "2026-12-01" }
    expect(() => save("notices", { notices: [notice] })).toThrow(
      /notices\[1\]\.to: is 2026-12-01, before its first day/,
    )
    const page = conditionPages[0]
    const review = { ...page.review, lastReviewed: "2026-11-01", nextReview: "2026-10-01" }
    expect(() => save("condition-pages", { ...page, review }, page.slug)).toThrow(
      "review.nextReview: is 2026-10-01, but should come after the last review (2026-11-01)",
    )
  })

  test("dates have the site's own widget, and pictures Decap's drawn again once loaded", () => {
    expect([...widgets.keys()].sort()).toEqual(["image", "isodate"])
  })

  test("Decap's words for an empty field and a short list are the build's", () => {
    const widget = (locales.get("en") as { editor: { editorControlPane: { widget: Record<string, string> } } }).editor
      .editorControlPane.widget
    expect(widget.required).toBe("%{fieldLabel} is required but missing.")
    expect(widget.rangeMin).toBe("%{fieldLabel} is required but has too few: give at least %{minCount}.")
    expect(locales.get("en")).toMatchObject({ app: { x: "x" } })
    // A refused save says so, and what to do, not "Oops" or "Failed to persist entry: Error: …".
    expect(locales.get("en")).toMatchObject({
      ui: {
        toast: { onFailToPersist: "Not saved: %{details}", missingRequiredField: expect.stringMatching(/^Not saved/) },
      },
    })
  })
})

describe("what the reviewer of a page of health information reads in its preview", () => {
  const notesOf = (page: object) =>
    renderPreview("condition-pages", fieldsOf("condition-pages"), page).querySelector(
      'main aside[aria-labelledby="reviewer-notes"]',
    )!
  const condition = conditionPages.find(page => (page.whenToGetHelp.setAside ?? []).length > 0)!
  const [aside] = condition.whenToGetHelp.setAside as Array<{ sign: string; reason: string }>
  const textOf = (slug: string) => signs.find((sign: { slug: string }) => sign.slug === slug).text as string
  const withHelp = (help: object) => ({ ...condition, whenToGetHelp: { ...condition.whenToGetHelp, ...help } })

  test("a sign set aside with no reason yet, or also shown, is named as the build would refuse it", () => {
    const others = (condition.whenToGetHelp.setAside as object[]).slice(1)
    const noReason = notesOf(withHelp({ setAside: [{ sign: aside.sign }, ...others] }))
    expect(noReason.querySelectorAll("li").map(li => li.text)).toEqual([
      `"${textOf(aside.sign)}" is set aside with no reason: give one, or the page cannot be saved.`,
    ])
    expect(noReason.querySelector("dd")!.text).toBe("No reason given yet.")
    const shownToo = notesOf(withHelp({ signs: [...condition.whenToGetHelp.signs, aside.sign] }))
    expect(shownToo.querySelectorAll("li").map(li => li.text)).toContain(
      `"${textOf(aside.sign)}" is both shown and set aside: a sign is one or the other.`,
    )
  })

  test("a must-not-miss sign neither shown nor set aside is one saving adds: the preview shows it, and says so", () => {
    const html = renderPreview(
      "condition-pages",
      fieldsOf("condition-pages"),
      withHelp({ setAside: (condition.whenToGetHelp.setAside as object[]).slice(1) }),
    )
    const notes = html.querySelector('main aside[aria-labelledby="reviewer-notes"]')!
    expect(notes.querySelectorAll("li").map(li => li.text)).toContain(
      `"${textOf(aside.sign)}" is a must-not-miss sign of this page's regions: saving adds it, unless you set it aside with a reason.`,
    )
    expect(html.querySelector("#when-to-get-help")!.text).toContain(textOf(aside.sign))
  })
})

describe.each(conditionFiles)("the preview of conditions/%s", file => {
  const category = read(`conditions/${file}`)
  const preview = () => renderPreview("conditions", fieldsOf("conditions"), category)

  function page() {
    const listed = conditionPages
      .filter(condition => condition.category === category.slug)
      .sort((a, b) => a.order - b.order)
    const data = {
      ...category,
      relatedPosts: [],
      conditions: listed.map(condition => ({
        ...condition,
        path: conditionPagePath(category.slug, condition.slug),
        image: siteImage("condition-entry", condition.image),
      })),
      article: category.article
        ? { ...category.article, image: siteImage("condition-article-body", category.article.image) }
        : null,
      words: category.article
        ? articleWords({ ...category.article, description: category.description }, glossary)
        : null,
      ...(category.article ? healthOf(category) : {}),
      review: category.review ? reviewOf(category.review) : null,
    }
    const Template = category.layout === "article" ? ConditionArticleTemplate : ConditionGroupTemplate
    return renderPage(<Template {...pageProps({ conditionsYaml: data })} />)
  }

  test(`is the page's main content (layout: ${category.layout})`, () => {
    expect(contentOf(pagePartOf(preview().querySelector("main")))).toBe(contentOf(page().querySelector("main")))
  })

  test("every class it uses is styled by preview.css, and each picture is the CMS's copy from its field", () => {
    const html = preview()
    const classes = new Set(html.querySelectorAll("[class]").flatMap(node => node.classList.value))
    for (const name of classes)
      expect([name, new RegExp(`\\.${name}(?![\\w-])`).test(bundle.css)]).toEqual([name, true])
    const sources = html.querySelectorAll("img").map(img => img.getAttribute("src"))
    expect(sources.length).toBeGreaterThan(0)
    for (const src of sources) expect(src).toMatch(/^blob:image\/\.\.\/images\/conditions\/[\w-]+\.jpg$/)
  })
})

describe.each(conditionPageFiles)("the preview of condition-pages/%s", file => {
  const condition = read(`condition-pages/${file}`)
  const preview = () => renderPreview("condition-pages", fieldsOf("condition-pages"), condition)

  function page() {
    const category = read(`conditions/${condition.category}.yaml`)
    const data = {
      ...condition,
      bookingUrl: condition.bookingUrl ?? null,
      path: conditionPagePath(condition.category, condition.slug),
      words: conditionPageWords(condition, glossary),
      ...healthOf(condition),
      image: siteImage("condition-page-body", condition.image),
      review: reviewOf(condition.review),
      categoryPage: { slug: category.slug, title: category.title },
      relatedPosts: [],
    }
    return renderPage(<ConditionPageTemplate {...pageProps({ conditionPageYaml: data })} />)
  }

  test("is the page's main content, its first use of each term linked to the term's explanation", () => {
    const html = preview()
    expect(html.querySelector("main h1")?.text).toBe(condition.title)
    expect(html.querySelectorAll('main a[href^="#term-"]').length).toBeGreaterThan(0)
    expect(contentOf(pagePartOf(html.querySelector("main")))).toBe(contentOf(page().querySelector("main")))
  })

  test("above the page, its reviewer reads each must-not-miss sign it sets aside, with the reason, and no problem", () => {
    const notes = preview().querySelector('main aside[aria-labelledby="reviewer-notes"]')!
    const setAside = (condition.whenToGetHelp.setAside ?? []) as Array<{ sign: string; reason: string }>
    expect(notes.querySelectorAll("dt").map(dt => dt.text)).toEqual(
      setAside.map(each => signs.find((sign: { slug: string }) => sign.slug === each.sign).text),
    )
    expect(notes.querySelectorAll("dd").map(dd => dd.text)).toEqual(setAside.map(each => each.reason.trim()))
    expect(notes.querySelectorAll("li")).toHaveLength(0)
    for (const { reason } of setAside) expect(page().querySelector("main")!.text).not.toContain(reason.trim())
  })

  test("every class it uses is styled by preview.css, and its picture is the CMS's copy from its field", () => {
    const html = preview()
    const classes = new Set(html.querySelectorAll("[class]").flatMap(node => node.classList.value))
    for (const name of classes)
      expect([name, new RegExp(`\\.${name}(?![\\w-])`).test(bundle.css)]).toEqual([name, true])
    expect(html.querySelectorAll("img").map(img => img.getAttribute("src"))).toEqual([`blob:image/${condition.image}`])
  })
})

test("a link in a preview opens its page in a new tab, and the preview stays; a link to a part of it stays in place", () => {
  const frame = new JSDOM("", { url: "https://clinic.example.org/admin/" }).window.document
  renderPreview("condition-pages", fieldsOf("condition-pages"), read(`condition-pages/${conditionPageFiles[0]}`), frame)
  const click = (link: Element) => {
    const event = new frame.defaultView!.MouseEvent("click", { bubbles: true, cancelable: true })
    link.dispatchEvent(event)
    return event.defaultPrevented
  }
  const page = frame.querySelector('main a[href^="/"]:not([target])')!
  expect(page).not.toBeNull()
  openTab.mockClear()
  expect(click(page)).toBe(true)
  expect(openTab).toHaveBeenCalledWith(`https://clinic.example.org${page.getAttribute("href")}`, "_blank", "noopener")
  const term = frame.querySelector('main a[href^="#term-"]')!
  expect(click(term)).toBe(false)
  expect(openTab).toHaveBeenCalledTimes(1)
})

// Extra pages are the clinic's to add and delete, every one of them, and jest refuses each() on an empty list; the
// template itself is tested on made-up pages (extra-page.test.tsx).
if (extraPageFiles.length > 0)
  describe.each(extraPageFiles)("the preview of extra-pages/%s", file => {
    const extra = read(`extra-pages/${file}`)
    const preview = () => renderPreview("extra-pages", fieldsOf("extra-pages"), extra)

    function page() {
      const data = {
        page: {
          path: extra.path,
          title: extra.title,
          heading: extra.heading,
          description: extra.description,
          intro: extra.intro,
          sections: extra.sections.map((section: { heading: string; body: string }) => ({
            heading: section.heading,
            bodyHtml: markdownToHtml(section.body, 3),
          })),
          image: extra.image ? siteImage("split", extra.image) : null,
          imageAlt: extra.imageAlt ?? null,
          booking: extra.booking ?? null,
        },
      }
      return renderPage(<ExtraPageTemplate {...pageProps(data)} />)
    }

    test("is the page's main content: its heading, introduction, sections, picture and booking buttons", () => {
      const html = preview()
      expect(html.querySelector("main h1")?.text).toBe(extra.heading)
      expect(html.querySelectorAll("main h2").map(heading => heading.text)).toEqual(
        extra.sections.map((section: { heading: string }) => section.heading),
      )
      expect(contentOf(html.querySelector("main"))).toBe(contentOf(page().querySelector("main")))
    })

    test("every class it uses is styled by preview.css, and its picture is the CMS's copy from its field", () => {
      const html = preview()
      const classes = new Set(html.querySelectorAll("[class]").flatMap(node => node.classList.value))
      for (const name of classes)
        expect([name, new RegExp(`\\.${name}(?![\\w-])`).test(bundle.css)]).toEqual([name, true])
      expect(html.querySelectorAll("img").map(img => img.getAttribute("src"))).toEqual(
        extra.image ? [`blob:image/${extra.image}`] : [],
      )
    })
  })

test("the preview of team.yaml shows each person as Our Team does", () => {
  const members = team.members.map((member: Record<string, string>) => ({
    registrationNumber: null,
    registerUrl: null,
    bookingUrl: null,
    ...member,
    photo: siteImage("team-profile", member.photo),
  }))
  const site = renderPage(
    <OurTeamPage {...pageProps({ page: pageMeta("/our-team", "Team"), teamYaml: { members, clinicLanguages: [] } })} />,
  )
  const preview = renderPreview("team", fieldsOf("team"), team)
  const profiles = (html: HTMLElement) => html.querySelectorAll("main > article").map(markupOf)
  expect(profiles(preview)).toHaveLength(team.members.length)
  expect(profiles(preview)).toEqual(profiles(site))
})

test("the preview of treatments.yaml shows the list of treatments as How We Treat does", () => {
  const treatments = read("treatments.yaml")
  const data = { abbreviation: null, ...treatments }
  const site = renderPage(
    <TreatmentPage
      {...pageProps({
        page: pageMeta("/treatment", "Treatment"),
        treatmentsYaml: {
          treatments: treatments.treatments.map((t: Record<string, string>) => ({ abbreviation: null, ...t })),
        },
      })}
    />,
  )
  const preview = renderPreview("treatments", fieldsOf("treatments"), data)
  expect(preview.querySelectorAll("main > ul > li")).toHaveLength(treatments.treatments.length)
  expect(markupOf(preview.querySelector("main > ul"))).toBe(markupOf(site.querySelector("main > ul")))
})

describe.each(postFiles)("the preview of posts/%s", file => {
  const post = read(`posts/${file}`)

  test("is the post's article as its page shows it", () => {
    const author = team.members.find((member: { slug: string }) => member.slug === post.author)
    const data = {
      post: {
        ...post,
        coverAlt: post.coverAlt ?? null,
        cover: post.cover ? siteImage("post-article", post.cover) : null,
        // As Gatsby's date resolver formats the query's date(formatString: "MMMM D, YYYY").
        date: moment.utc(post.date).format("MMMM D, YYYY"),
        isoDate: moment.utc(post.date).format("YYYY-MM-DD"),
        readingMinutes: readingMinutes(post.content),
        authorProfile: { slug: author.slug, name: author.name, role: author.role },
        contentHtml: markdownToHtml(post.content, 2),
        conditionLinks: [],
      },
      newer: null,
      older: null,
    }
    const site = renderPage(<BlogPostTemplate {...pageProps(data as unknown as Queries.BlogPostPageQuery)} />)
    const preview = renderPreview("posts", fieldsOf("posts"), post)
    expect(preview.querySelector("main > article h1")?.text).toBe(post.title)
    expect(markupOf(preview.querySelector("main > article"))).toBe(markupOf(site.querySelector("main > article")))
  })
})

test("the preview of fees.yaml shows the choices, the fee table, each way of paying and the payment rules as /fees does", () => {
  const fees = read("fees.yaml")
  const data = {
    ...fees,
    visits: fees.visits.map((visit: Record<string, unknown>) => ({ description: null, coverageNote: null, ...visit })),
    notes: fees.notes ?? null,
    ways: fees.ways.map(({ details, ...way }: Record<string, unknown>) => ({
      insurers: null,
      link: null,
      ...way,
      detailsHtml: markdownToHtml(typeof details === "string" ? details : "", 3),
    })),
  }
  const site = renderPage(<FeesPage {...pageProps({ page: pageMeta("/fees", "Fees"), fees: data })} />)
  const preview = renderPreview("fees", fieldsOf("fees"), fees)
  expect(preview.querySelectorAll("main section[id]")).toHaveLength(fees.ways.length + 1)
  expect(preview.querySelector("main table caption")).not.toBeNull()
  // The page's main column after its heading: the same markup in the preview.
  const body = (html: HTMLElement) => {
    const main = html.querySelector("main")
    main?.querySelectorAll("header, nav[aria-label='Breadcrumb']").forEach(node => node.remove())
    return contentOf(main)
  }
  expect(body(preview)).toBe(body(site))
})

test("the preview of getting-here.yaml shows the section as /contact does, with the clinic's phone and map", () => {
  const access = read("getting-here.yaml")
  const page = renderPage(
    <ContactPage
      {...pageProps({
        page: pageMeta("/contact", "Contact"),
        faq,
        team: teamFixture,
        access: { intro: null, amenityFeature: {}, ...access },
        clinic: { contactPoint: {} },
        calendar: { specialOpeningHours: {} },
      })}
    />,
  )
  const preview = renderPreview("getting-here", fieldsOf("getting-here"), access)
  const section = (html: HTMLElement) => markupOf(html.querySelector("#getting-here"))
  expect(preview.querySelectorAll("#getting-here h3").length).toBeGreaterThanOrEqual(8)
  expect(preview.querySelector(`a[href="tel:${site.phone.e164}"]`)).not.toBeNull()
  expect(preview.querySelector(`a[href="${site.mapUrl}"]`)).not.toBeNull()
  // The page takes the phone and map from the static query; the preview from site.yaml at the last build.
  const withSiteFacts = section(page)
    .replaceAll(siteFacts.siteYaml!.phone.e164, site.phone.e164)
    .replaceAll(siteFacts.siteYaml!.phone.display, site.phone.display)
    .replaceAll(siteFacts.siteYaml!.mapUrl.replaceAll("&", "&amp;"), site.mapUrl.replaceAll("&", "&amp;"))
  expect(section(preview)).toBe(withSiteFacts)
})

describe("a page in another language in the CMS", () => {
  const english = englishSentences(read("language-page.yaml")) as Record<LanguagePageSentence, string>
  const fingerprints = Object.fromEntries(SENTENCE_KEYS.map(key => [key, fingerprintOf(english[key])]))
  const pageFiles = fs
    .readdirSync(path.join(contentDir, "language-pages"))
    .filter(file => file.endsWith(".yaml"))
    .sort()
  const today = clinicDay(new Date())
  type Page = Record<string, unknown> & { language: string; sentences: Record<string, { text: string; from?: string }> }
  const pageOf = (file: string) => read(`language-pages/${file}`) as Page
  /** A shipped page, its sentences all made from the English as it is now, as a save of today's English leaves it. */
  const current = (file: string): Page => {
    const page = pageOf(file)
    return {
      ...page,
      sentences: Object.fromEntries(
        SENTENCE_KEYS.map(key => [key, { ...page.sentences[key], from: fingerprints[key] }]),
      ),
    }
  }
  /** `page` with the sentence `key` made from English that has changed since. */
  const madeFromOlder = (page: Page, key: LanguagePageSentence): Page => ({
    ...page,
    sentences: { ...page.sentences, [key]: { ...page.sentences[key], from: "0123456789abcdef" } },
  })
  /** A page in a language someone on the team speaks, and one of theirs, with a language no page is in yet. */
  const members = read("team.yaml").members as Array<{ slug: string; name: string; languages: string[] }>
  const withPage = pageFiles.map(file => pageOf(file).language)
  const speakerOf = (code: string) => members.find(member => member.languages.includes(languageOfCode(code)!.name))
  const otherThan = (code: string) => members.find(member => !member.languages.includes(languageOfCode(code)!.name))
  const render = (page: object) => renderPreview("language-pages", fieldsOf("language-pages"), page)
  const sentenceItems = (html: HTMLElement) => html.querySelectorAll("main > ol > li")
  /** The note at the foot of the editor's window that says what a save did on its own. */
  const noteText = () => editorPage.querySelector('[role="status"] p')?.textContent ?? ""

  /** The build's problems with `page` in `file`, beside the repository's team, site and English. */
  function buildProblems(page: object, file: string) {
    const typed = (name: string, data: object, shown: string): LanguageFile => ({
      type: contentTypes.find(type => type.file === name || type.folder === name)!,
      data: data as Record<string, unknown>,
      shown,
    })
    return languagePageProblems([
      typed("team.yaml", read("team.yaml"), "content/team.yaml"),
      typed("site.yaml", read("site.yaml"), "content/site.yaml"),
      typed("language-page.yaml", read("language-page.yaml"), "content/language-page.yaml"),
      typed("language-pages", page, `content/language-pages/${file}`),
    ]).map(([, field, message]) => `${field} ${message}`)
  }

  describe.each(pageFiles)("the preview of language-pages/%s", file => {
    const page = pageOf(file)
    const language = languageOfCode(page.language)!

    test("names the language, who may check it, and shows each sentence in its language and direction under its English", () => {
      const html = render(page)
      expect(html.querySelector("main h1")?.text).toBe(`${languageLabel(language)} · /${page.language}`)
      const speakers = members.filter(member => member.languages.includes(language.name)).map(member => member.name)
      expect(speakers.length).toBeGreaterThan(0)
      expect(html.querySelector("main header")!.text).toContain(`Who may check it: ${speakers.join(", ")}`)
      if (!page.confirmedBy) expect(html.querySelector("main header")!.text).toContain("Not checked yet")
      const items = sentenceItems(html)
      expect(items.map(item => item.querySelector("h2")?.text)).toEqual(SENTENCE_KEYS.map(key => SENTENCE_LABELS[key]))
      SENTENCE_KEYS.forEach((key, i) => {
        const [inEnglish, translated] = items[i].querySelectorAll("div > div")
        expect([key, inEnglish.getAttribute("lang"), inEnglish.querySelector("p + p")?.text]).toEqual([
          key,
          "en",
          english[key],
        ])
        expect([key, translated.getAttribute("lang"), translated.getAttribute("dir")]).toEqual([
          key,
          page.language,
          directionOf(page.language),
        ])
        expect(translated.querySelector("p + p")?.text).toBe(page.sentences[key].text)
        const status =
          page.sentences[key].from === fingerprints[key]
            ? "Made from the English as it is now"
            : "Made from English that has changed since"
        expect([key, items[i].querySelector("div + p")?.text]).toEqual([key, expect.stringContaining(status)])
      })
      // A fact in braces is set apart, as the page fills it in.
      expect(items[SENTENCE_KEYS.indexOf("callUs")].querySelectorAll("span").map(span => span.text)).toEqual([
        "{phone}",
        "{phone}",
      ])
      // Nothing the build would refuse.
      expect(html.querySelector('ul[aria-label="What the build would refuse"]')).toBeNull()
    })

    test("every class it uses is styled by preview.css", () => {
      const html = render(
        madeFromOlder({ ...page, confirmedBy: speakerOf(page.language)!.slug, confirmedOn: today }, "wear"),
      )
      const classes = new Set(html.querySelectorAll("[class]").flatMap(node => node.classList.value))
      for (const name of classes)
        expect([name, new RegExp(`\\.${name}(?![\\w-])`).test(bundle.css)]).toEqual([name, true])
    })
  })

  test("a sentence made from English that has changed since is marked, with the English as it is now, and listed above", () => {
    const page = madeFromOlder(current("es.yaml"), "wear")
    const html = render(page)
    const wear = html.querySelector("#sentence-wear")!
    expect(wear.querySelector("div + p")?.text).toBe(
      "Made from English that has changed since: compare it with the English above and update it, or have the page checked again",
    )
    expect(wear.querySelector('div[lang="en"]')?.text).toContain(english.wear)
    const header = html.querySelector("main header")!
    expect(header.text).toContain(
      `${SENTENCE_KEYS.length} sentences · ${SENTENCE_KEYS.length - 1} made from the English`,
    )
    expect(header.querySelector('a[href="#sentence-wear"]')?.text).toBe(SENTENCE_LABELS.wear)
    expect(header.querySelector('[role="status"]')).toBeNull()
  })

  test("checked: by whom and when; checked today, saving marks every sentence as made from the English as it is now", () => {
    const code = "es"
    const checker = speakerOf(code)!
    const earlier = render({ ...current("es.yaml"), confirmedBy: checker.slug, confirmedOn: "2026-11-20" })
    expect(earlier.querySelector("main header")!.text).toContain(`Checked by ${checker.name} on November 20, 2026.`)
    const html = render(madeFromOlder({ ...current("es.yaml"), confirmedBy: checker.slug, confirmedOn: today }, "wear"))
    expect(html.querySelector("main header")!.text).toContain(`Checked by ${checker.name} on `)
    expect(html.querySelector('[role="status"]')?.text).toBe(
      "Checked today: saving marks every sentence as made from the English as it is now, so the launch check no longer lists the 1 made from older English.",
    )
    expect(html.querySelector("#sentence-wear div + p")?.text).toContain("checked: saving marks it as made from")
  })

  test("a check by someone who does not speak it, and a page in a language nobody speaks, show what the build would refuse; right to left is laid out so", () => {
    const wrong = otherThan("es")!
    const html = render({ ...current("es.yaml"), confirmedBy: wrong.slug, confirmedOn: today })
    const refused = html.querySelectorAll('ul[aria-label="What the build would refuse"] li').map(li => li.text)
    expect(refused).toEqual(
      buildProblems({ ...current("es.yaml"), confirmedBy: wrong.slug, confirmedOn: today }, "es.yaml"),
    )
    expect(refused[0]).toMatch(/^confirmedBy is ".+", who does not list Spanish among their languages/)
    // Urdu, which nobody on the shipped team speaks: written right to left.
    const urdu = render({ ...current("es.yaml"), language: "ur" })
    const [, translated] = sentenceItems(urdu)[0].querySelectorAll("div > div")
    expect([translated.getAttribute("lang"), translated.getAttribute("dir")]).toEqual(["ur", "rtl"])
    expect(translated.querySelector("p")?.text).toBe("اردو")
    if (!members.some(member => member.languages.includes("Urdu")))
      expect(urdu.querySelectorAll('ul[aria-label="What the build would refuse"] li')[0].text).toMatch(
        /^language is "ur" \(Urdu\), which no one on Our Team lists among their languages/,
      )
  })

  describe("saving it", () => {
    test("a new page: each sentence marked as made from the English as it is now, its name for the list, and said on screen", () => {
      const code = ["yo", "ta", "ur", "pl"].find(each => !withPage.includes(each) && speakerOf(each))
      if (!code) return
      const { sentences } = pageOf(pageFiles[0])
      const draft = {
        language: code,
        translatedBy: "A translator",
        sentences: Object.fromEntries(SENTENCE_KEYS.map(key => [key, { text: sentences[key].text }])),
      }
      const [saved] = save("language-pages", draft, "") as [Page & { listedAs: string }]
      expect(saved.listedAs).toBe(languageLabel(languageOfCode(code)!))
      expect(Object.fromEntries(SENTENCE_KEYS.map(key => [key, saved.sentences[key].from]))).toEqual(fingerprints)
      expect(noteText()).toContain("Saved: each sentence is marked as made from the English as it is now.")
      // As the launch check sees it: made from today's English, but checked by no one yet.
      expect(translationSamples(saved, english).map(([place]) => place)).toEqual(["language"])
    })

    test("checked today by someone who speaks it: every sentence made from older English counts as checked against the English now", () => {
      const checker = speakerOf("es")!
      const draft = madeFromOlder(
        madeFromOlder({ ...current("es.yaml"), confirmedBy: checker.slug, confirmedOn: today }, "wear"),
        "bring",
      )
      const [saved] = save("language-pages", draft, "es") as [Page]
      expect(Object.fromEntries(SENTENCE_KEYS.map(key => [key, saved.sentences[key].from]))).toEqual(fingerprints)
      expect(translationSamples(saved, english)).toEqual([])
      expect(noteText()).toBe(
        `Saved: 2 sentences made from older English ("${SENTENCE_LABELS.bring}" and "${SENTENCE_LABELS.wear}") now count as checked against the English as it is now, since ${checker.name} checked the page today: the launch check no longer lists them.`,
      )
    })

    test("a sentence made from older English and updated in the form is marked as made from the English as it is now; one left as it was stays listed", () => {
      const page = madeFromOlder(madeFromOlder(current("es.yaml"), "wear"), "bring")
      const updated = {
        ...page,
        sentences: { ...page.sentences, wear: { ...page.sentences.wear, text: "Ropa cómoda." } },
      }
      // The preview says so before saving.
      const html = render(updated)
      expect(html.querySelector("#sentence-wear div + p")?.text).toBe(
        "Made from English that has changed since, and updated: saving marks it as made from the English above",
      )
      expect(html.querySelector('[role="status"]')?.text).toBe(
        "Saving marks the 1 updated sentence as made from the English as it is now.",
      )
      const [saved] = save("language-pages", updated, "es") as [Page]
      expect(saved.sentences).toEqual({ ...updated.sentences, wear: { text: "Ropa cómoda.", from: fingerprints.wear } })
      expect(translationSamples(saved, english).map(([place]) => place)).toEqual(["language", "sentences.bring.text"])
      expect(noteText()).toBe(
        `Saved: 1 sentence made from older English and updated ("${SENTENCE_LABELS.wear}") now counts as made from the English as it is now: the launch check no longer lists it; 1 sentence made from older English ("${SENTENCE_LABELS.bring}") is still listed by the launch check until it is updated or someone who speaks Spanish checks the page again: they pick themselves under Checked by and today's date under Checked on.`,
      )
      // A page made from today's English, saved as it is, changes nothing but its name for the list.
      const [same] = save("language-pages", current("es.yaml"), "es")
      expect(same).toEqual({ ...current("es.yaml"), listedAs: "Spanish (Español)" })
    })

    test("refused in the build's words: a check by someone who does not speak it, or without its day", () => {
      const wrong = otherThan("es")!
      const checked = { ...current("es.yaml"), confirmedBy: wrong.slug, confirmedOn: today }
      const [problem] = buildProblems(checked, "es.yaml")
      expect(problem).toContain(`who does not list Spanish among their languages (team.yaml)`)
      // The build's line, "confirmedBy: is …"; the preview's list reads it without the colon.
      expect(() => save("language-pages", checked, "es")).toThrow(
        `the build would refuse it: ${problem.replace(" ", ": ")}`,
      )
      expect(() => save("language-pages", { ...current("es.yaml"), confirmedBy: speakerOf("es")!.slug }, "es")).toThrow(
        "the build would refuse it: confirmedOn: is required when someone has checked the page: give the day they did",
      )
    })

    test("refused: a language changed in a page's file, a second page in a language, a language nobody speaks", () => {
      expect(() => save("language-pages", { ...current("es.yaml"), language: "pt" }, "es")).toThrow(
        'language: is "pt", but the file is es.yaml: name it pt.yaml (its page is at /pt)',
      )
      expect(() => save("language-pages", current("es.yaml"), "")).toThrow(
        'language: is "es": Spanish has a page already (es.yaml); open it under Pages in other languages instead',
      )
      if (!members.some(member => member.languages.includes("Urdu")))
        expect(() => save("language-pages", { ...current("es.yaml"), language: "ur" }, "")).toThrow(
          /language: is "ur" \(Urdu\), which no one on Our Team lists among their languages/,
        )
    })

    test("the English, changed: nothing else changes, and the screen says which sentences each translation now lists", () => {
      const draft = { ...read("language-page.yaml"), sentences: { ...english, wear: "Wear loose clothes." } }
      expect(save("language-page", draft)).toEqual([undefined])
      expect(noteText()).toContain(`Saved: 1 sentence changed ("${SENTENCE_LABELS.wear}").`)
      expect(noteText()).toContain("lists that sentence as made from older English")
    })
  })
})
