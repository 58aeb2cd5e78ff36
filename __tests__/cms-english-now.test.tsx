/** @jest-environment node */
// A translation is read against the English as it is now wherever the editor shows it, with no restart: once the
// English is saved, a page in another language shows the new English as "English now", lists the sentences made
// from the old, and a check by someone who speaks it vouches for the new (src/cms/previews/translations.ts). The
// previews read the facts of the last build (PREVIEW_FACTS), made here as preview-bundle.ts makes them.
import fs from "fs"
import path from "path"
import { fromJS } from "immutable"
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { JSDOM } from "jsdom"
import { parse } from "node-html-parser"
import YAML from "yaml"
import type { PreviewProps, SaveEvent } from "../src/cms/previews/decap"
import { facts } from "../src/cms/previews/facts"
import LanguagePagePreview from "../src/cms/previews/language-page-preview"
import { checkedNow, keepFactsNow, keepTranslationsTrue, statusOf } from "../src/cms/previews/translations"
import { clinicDay } from "../src/lib/calendar"
import { SENTENCE_KEYS } from "../src/lib/language-page"
import { fingerprintOf } from "../src/node/fingerprint"
import { englishSentences, translationSamples } from "../src/node/language-pages"
import { contentDir } from "./support/content-dir"

jest.mock("../src/cms/previews/facts", () => {
  const { previewFacts } = jest.requireActual("../src/cms/preview-bundle")
  const { contentDir: dir } = jest.requireActual("./support/content-dir")
  return { facts: previewFacts(dir) }
})

const read = (file: string) => YAML.parse(fs.readFileSync(path.join(contentDir, file), "utf8"))
type Page = { language: string; confirmedBy?: string; confirmedOn?: string; sentences: Record<string, any> }

/** The Spanish page, a sentence of it made from the English as it is now, and the English changed under it. */
const spanish = read("language-pages/es.yaml") as Page
const KEY = SENTENCE_KEYS.find(
  key => spanish.sentences[key]?.from === fingerprintOf(read("language-page.yaml").sentences[key]),
)!
const englishFile = read("language-page.yaml")
const NEW_ENGLISH = "Wear loose, comfortable clothes you can move in. Changed in the CMS."
const changedEnglish = { ...englishFile, sentences: { ...englishFile.sentences, [KEY]: NEW_ENGLISH } }
const speaker = (read("team.yaml").members as Array<{ slug: string; languages: string[] }>).find(member =>
  member.languages.includes("Spanish"),
)!

/** What Decap hands a save's handlers: the entry, its data as Immutable.js holds it. */
const saving = (collection: string, data: object, slug = collection) =>
  ({
    entry: {
      get: (key: string) => ({ collection, slug, data: fromJS(data) })[key],
    },
  }) as unknown as SaveEvent

/** The page's preview, as the editor sees it beside the form. */
const preview = (page: Page) => {
  const props = { entry: { getIn: () => ({ toJS: () => page }) } } as unknown as PreviewProps
  return parse(renderToStaticMarkup(<LanguagePagePreview {...props} />))
}
const englishNowOf = (page: Page) => preview(page).querySelector(`#sentence-${KEY} [lang="en"] p + p`)?.text
// The editor's window, where a save's note goes (announce.ts).
beforeAll(() => Object.assign(globalThis, { document: new JSDOM().window.document }))

test("the page's sentence under the English as built: made from the English as it is now", () => {
  expect(KEY).toBeDefined()
  expect(statusOf(spanish, KEY)).toBe("now")
  expect(englishNowOf(spanish)).toBe(englishFile.sentences[KEY])
})

test("the English saved: the page shows the new English, and its sentence as made from English that has changed", () => {
  keepFactsNow(saving("language-page", changedEnglish))
  expect(englishNowOf(spanish)).toBe(NEW_ENGLISH)
  expect(statusOf(spanish, KEY)).toBe("older")
  expect(preview(spanish).querySelector(`#sentence-${KEY}`)!.text).toContain("Made from English that has changed since")
})

test("then checked by someone who speaks it and saved: the sentence is made from the new English, listed no more", () => {
  const today = clinicDay(new Date())
  const checked = { ...spanish, confirmedBy: speaker.slug, confirmedOn: today }
  const saved = keepTranslationsTrue(saving("language-pages", checked, "es"))!.toJS() as Page
  expect(saved.sentences[KEY].from).toBe(fingerprintOf(NEW_ENGLISH))
  const english = englishSentences(changedEnglish)
  expect(translationSamples(saved, english).map(([place]) => place)).not.toContain(`sentences.${KEY}.text`)
  // Saved, the page's check is the file's: its next save, on a later day, records none of its own.
  expect(checkedNow(saved, "2099-01-04")).toBe(true)
  keepFactsNow(saving("language-pages", saved, "es"))
  expect(checkedNow(saved, "2099-01-04")).toBe(false)
  expect(statusOf(saved, KEY)).toBe("now")
})

test("the English saved back as it was: the facts follow it again", () => {
  keepFactsNow(saving("language-page", englishFile))
  expect(facts.languagePages.english[KEY]).toEqual({
    text: englishFile.sentences[KEY],
    fingerprint: fingerprintOf(englishFile.sentences[KEY]),
  })
  expect(statusOf(spanish, KEY)).toBe("now")
})
