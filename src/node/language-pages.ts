// The checks that tie the pages in other languages (content/language-pages/<code>.yaml) to the rest of the content:
// a page only in a language someone on Our Team speaks, checked only by someone who speaks it, each sentence with
// the facts in braces its English has (src/lib/language-page.ts), and named after its language's code. And what
// the build warns of: a sentence made from English that has changed since (its fingerprint no longer the English
// sentence's), which the launch check lists too (launch-check.ts), until the translation is updated or checked.
import path from "path"
import type { ContentType } from "./content-model"
import { isPlainObject } from "./item-label"
import { fingerprintOf } from "./fingerprint"
import { fileNameProblems, membersIn, pageProblems } from "./language-page-rules"
import { languageOfCode as languageOf } from "../lib/languages"
import { placeholderProblem, SENTENCE_KEYS, type LanguagePageSentence } from "../lib/language-page"

/** A content file as the check has read it. */
export interface LanguageFile {
  type: ContentType
  data: Record<string, unknown>
  /** "content/language-pages/pa.yaml" */
  shown: string
}

export const ENGLISH_FILE = "language-page.yaml"
export const LANGUAGE_PAGES_FOLDER = "language-pages"

const isLanguagePage = (file: LanguageFile) => file.type.folder === LANGUAGE_PAGES_FOLDER

/** The English sentences, by key, as content/language-page.yaml gives them (those it gives as text). */
export function englishSentences(english: Record<string, unknown> | undefined): Partial<Record<string, string>> {
  const sentences = isPlainObject(english?.sentences) ? english.sentences : {}
  return Object.fromEntries(
    Object.entries(sentences).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  )
}

/** A translation's sentences, by key: its text and the fingerprint of the English it was made from. */
export function translatedSentences(page: Record<string, unknown>) {
  const sentences = isPlainObject(page.sentences) ? page.sentences : {}
  return SENTENCE_KEYS.flatMap(key => {
    const sentence = sentences[key]
    return isPlainObject(sentence) && typeof sentence.text === "string"
      ? [{ key, text: sentence.text, from: typeof sentence.from === "string" ? sentence.from : undefined }]
      : []
  })
}

/** The sentences of a translation made from English that has changed since, each with the English as it is now. */
export function outOfDate(page: Record<string, unknown>, english: Partial<Record<string, string>>) {
  return translatedSentences(page).flatMap(({ key, from }) => {
    const now = english[key]
    return now !== undefined && from !== fingerprintOf(now) ? [{ key, english: now }] : []
  })
}

/** Every problem of the pages in other languages and of their English, as [file, field, message]. */
export function languagePageProblems(files: readonly LanguageFile[]): Array<[LanguageFile, string, string]> {
  const englishFile = files.find(file => file.type.file === ENGLISH_FILE)
  const team = files.find(file => file.type.file === "team.yaml")?.data
  const site = files.find(file => file.type.file === "site.yaml")?.data
  const problems: Array<[LanguageFile, string, string]> = []
  for (const [key, text] of Object.entries(englishSentences(englishFile?.data))) {
    const problem =
      text !== undefined && SENTENCE_KEYS.includes(key as LanguagePageSentence)
        ? placeholderProblem(key as LanguagePageSentence, text)
        : undefined
    if (englishFile && problem) problems.push([englishFile, `sentences.${key}`, problem])
  }
  // What the CMS also checks before it saves (language-page-rules.ts), with the team and the clinic's facts.
  const context = {
    members: membersIn(team),
    clinic: typeof site?.name === "string" ? site.name : "",
    city: isPlainObject(site?.address) && typeof site.address.city === "string" ? site.address.city : "",
  }
  for (const file of files.filter(isLanguagePage)) {
    const fileName = path.basename(file.shown.split(" (")[0])
    for (const [field, message] of [...fileNameProblems(file.data, fileName), ...pageProblems(file.data, context)])
      problems.push([file, field, message])
  }
  return problems
}

/** What the build warns of: each sentence made from English that has changed since it was translated. */
export function languagePageWarnings(files: readonly LanguageFile[]): string[] {
  const english = englishSentences(files.find(file => file.type.file === ENGLISH_FILE)?.data)
  return files.filter(isLanguagePage).flatMap(file => {
    const language = languageOf(file.data.language)?.name ?? "its language"
    return outOfDate(file.data, english).map(
      ({ key, english: now }) =>
        `${file.shown}: sentences.${key}: was made from English that has changed since (now ${JSON.stringify(now)}): update it, or have someone who speaks ${language} check it again`,
    )
  })
}

/**
 * What the launch check lists of a page in another language, as [place in the file, why]: the page, until a team
 * member who speaks the language has checked it; and each sentence made from English that has changed since.
 */
export function translationSamples(
  page: Record<string, unknown>,
  english: Partial<Record<string, string>>,
): Array<[string, string]> {
  const language = languageOf(page.language)?.name ?? "the language"
  return [
    ...(page.confirmedBy
      ? []
      : ([
          [
            "language",
            `a translation no one on the team who speaks ${language} has checked yet: they read every sentence, then give their name under confirmedBy and the day under confirmedOn`,
          ],
        ] as Array<[string, string]>)),
    ...outOfDate(page, english).map(({ key }): [string, string] => [
      `sentences.${key}.text`,
      `made from English that has changed since: update it, or have someone who speaks ${language} check it again`,
    ]),
  ]
}
