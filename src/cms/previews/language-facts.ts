// What the pages in other languages are checked against, made the same way from a file's data at the build (for
// PREVIEW_FACTS, src/cms/preview-bundle.ts) and after a save in the editor (translations.ts): the English sentences
// with their fingerprints, and each page's check and words.
import { fingerprintOf } from "../../node/fingerprint"
import { isPlainObject } from "../../node/item-label"
import { englishSentences } from "../../node/language-pages"
import type { BuiltLanguagePage, LanguagePageFacts } from "./facts"

/** Each English sentence of content/language-page.yaml's data with its fingerprint, as a translation records it. */
export const englishFacts = (data: unknown): LanguagePageFacts["english"] =>
  Object.fromEntries(
    Object.entries(englishSentences(isPlainObject(data) ? data : undefined)).map(([key, text]) => [
      key,
      { text: text!, fingerprint: fingerprintOf(text) },
    ]),
  )

/** A page in another language by its code, as its file holds it: its check and its sentences' words. */
export function builtPage(data: unknown): [string, BuiltLanguagePage] {
  const page = isPlainObject(data) ? data : {}
  const text = (value: unknown) => (typeof value === "string" ? value : undefined)
  const sentences = isPlainObject(page.sentences) ? page.sentences : {}
  return [
    String(page.language),
    {
      confirmedBy: text(page.confirmedBy),
      confirmedOn: text(page.confirmedOn),
      sentences: Object.fromEntries(
        Object.entries(sentences).flatMap(([key, each]) =>
          isPlainObject(each) && typeof each.text === "string" ? [[key, each.text]] : [],
        ),
      ),
    },
  ]
}
