// The pages in other languages as a save in the CMS keeps them true to their English: each sentence records the
// fingerprint of the English it was made from (`from`, hidden in the form), which the build compares with the English
// as it is now (src/node/language-pages.ts). Decap hands a save only the data about to be saved, not what the file
// held, so the rule compares it with the file as the build read it (PREVIEW_FACTS):
//
// - a sentence with no fingerprint yet (a new page) is made now, from the English the form shows: it gets the
//   fingerprint of the English as it is now;
// - a sentence made from English that has changed since, whose words differ from the file's, was updated in the form
//   under the English as it is now: it gets that English's fingerprint (the issue: listed "until it is updated or
//   confirmed again");
// - saved with a check recorded in this save (Checked by and Checked on, dated today or other than the file's),
//   every sentence gets the fingerprint of the English as it is now: whoever checked the page vouches for each
//   sentence against that English;
// - otherwise each fingerprint stays as it is: a sentence made from English that has changed since stays listed
//   (the build warns, the launch check names it). A save of a page checked long ago refreshes nothing on its own.
//
// "The English as it is now" is the English at the last build, or as the editor last saved it since (keepFactsNow):
// the preview shows it, and a save marks sentences against it. Plain functions: the preview says beforehand what
// saving will do with the same ones.
import { clinicDay } from "../../lib/calendar"
import { SENTENCE_KEYS, type LanguagePageSentence } from "../../lib/language-page"
import { languageOfCode } from "../../lib/languages"
import { isPlainObject } from "../../node/item-label"
import { languageLabel, SENTENCE_LABELS } from "../../node/language-page-rules"
import { announce } from "./announce"
import type { EntryData, SaveEvent } from "./decap"
import { facts } from "./facts"
import { builtPage, englishFacts } from "./language-facts"

/** The collection of the pages in other languages (content/language-pages/), and the one of their English. */
export const LANGUAGE_PAGES_COLLECTION = "language-pages"
export const ENGLISH_COLLECTION = "language-page"

/**
 * Where a sentence stands against the English: made from it as it is now, made from English that has changed
 * since, the same but its words updated in the form, new (no fingerprint yet), or with no English to be made from
 * (a sentence the English file lacks).
 */
export type SentenceStatus = "now" | "older" | "updated" | "new" | "noEnglish"

/** A page's data as the form holds it: any field may still be missing. */
export type PageDraft = Record<string, unknown>

const sentenceOf = (page: PageDraft, key: LanguagePageSentence) => {
  const sentences = isPlainObject(page.sentences) ? page.sentences : {}
  return isPlainObject(sentences[key]) ? sentences[key] : {}
}

export function statusOf(page: PageDraft, key: LanguagePageSentence): SentenceStatus {
  const english = facts.languagePages.english[key]
  if (!english) return "noEnglish"
  const from = sentenceOf(page, key).from
  if (typeof from !== "string" || from === "") return "new"
  if (from === english.fingerprint) return "now"
  const before = builtOf(page)?.sentences[key]
  const text = sentenceOf(page, key).text
  return before !== undefined && typeof text === "string" && text !== before ? "updated" : "older"
}

/** The page as the build read it, or as the editor last saved it, by its language. */
const builtOf = (page: PageDraft) =>
  typeof page.language === "string" ? facts.languagePages.built[page.language] : undefined

/**
 * Whether a check is recorded in this save: who checked it and when, dated today, or other than the file held at
 * the build (a check entered a day late).
 */
export function checkedNow(page: PageDraft, today = clinicDay(new Date())) {
  const { confirmedBy: by, confirmedOn: on } = page
  if (typeof by !== "string" || by === "" || typeof on !== "string" || on === "") return false
  const built = builtOf(page)
  return on === today || by !== built?.confirmedBy || on !== built?.confirmedOn
}

/** What saving does to each sentence's fingerprint: the sentences it marks as made from the English now, by status. */
export function savingPlan(page: PageDraft, today = clinicDay(new Date())) {
  const check = checkedNow(page, today)
  const by = (status: SentenceStatus) => SENTENCE_KEYS.filter(key => statusOf(page, key) === status)
  const older = by("older")
  return {
    /** Checked in this save: every sentence is vouched for against the English now */
    check,
    /** New sentences, marked as made from the English now */
    added: by("new"),
    /** Sentences made from older English updated in the form, marked as made from the English now */
    updated: by("updated"),
    /** Sentences made from older English that saving marks as checked against the English now */
    checked: check ? older : [],
    /** Sentences made from older English that stay listed after saving */
    stillOlder: check ? [] : older,
  }
}

/** A few sentences by their labels: "Opening hours", "Closed now" and 3 more. */
export function namesOf(keys: readonly LanguagePageSentence[], most = 3) {
  const named = keys.slice(0, most).map(key => `"${SENTENCE_LABELS[key]}"`)
  const more = keys.length - named.length
  if (more > 0) return `${named.join(", ")} and ${more} more`
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : (named[0] ?? "")
}

const sentences = (count: number) => (count === 1 ? "1 sentence" : `${count} sentences`)

/** The team member a page names as its checker, by name, or their slug if they are not on the team. */
export const memberName = (slug: unknown) =>
  facts.languagePages.members.find(member => member.slug === slug)?.name ?? String(slug)

/** What a save does on its own to a page's fingerprints, in a sentence for the editor's screen; or nothing. */
export function savingWords(page: PageDraft, today = clinicDay(new Date())): string | undefined {
  const plan = savingPlan(page, today)
  const language = languageOfCode(page.language)?.name ?? "its language"
  const parts = [
    ...(plan.added.length > 0
      ? [
          plan.added.length === SENTENCE_KEYS.length
            ? "each sentence is marked as made from the English as it is now"
            : `${sentences(plan.added.length)} new (${namesOf(plan.added)}) marked as made from the English as it is now`,
        ]
      : []),
    ...(plan.updated.length > 0
      ? [
          `${sentences(plan.updated.length)} made from older English and updated (${namesOf(plan.updated)}) now ${
            plan.updated.length === 1 ? "counts" : "count"
          } as made from the English as it is now: the launch check no longer lists ${plan.updated.length === 1 ? "it" : "them"}`,
        ]
      : []),
    ...(plan.checked.length > 0
      ? [
          `${sentences(plan.checked.length)} made from older English (${namesOf(plan.checked)}) now ${
            plan.checked.length === 1 ? "counts" : "count"
          } as checked against the English as it is now, since ${memberName(page.confirmedBy)} checked the page${
            page.confirmedOn === today ? " today" : ""
          }: the launch check no longer lists ${plan.checked.length === 1 ? "it" : "them"}`,
        ]
      : []),
    ...(plan.stillOlder.length > 0
      ? [
          `${sentences(plan.stillOlder.length)} made from older English (${namesOf(plan.stillOlder)}) ${
            plan.stillOlder.length === 1 ? "is" : "are"
          } still listed by the launch check until ${plan.stillOlder.length === 1 ? "it is" : "they are"} updated or someone who speaks ${language} checks the page again: they pick themselves under Checked by and today's date under Checked on`,
        ]
      : []),
  ]
  return parts.length > 0 ? `Saved: ${parts.join("; ")}.` : undefined
}

/**
 * Before a page in another language is saved: its fingerprints kept by the rule above, and the name the CMS's list
 * shows it by ("Punjabi (ਪੰਜਾਬੀ)"), from its language. The editor is told what the save did on its own.
 */
export function keepTranslationsTrue({ entry }: SaveEvent): EntryData | undefined {
  if (entry.get("collection") !== LANGUAGE_PAGES_COLLECTION) return undefined
  const data = entry.get("data")
  const page = data.toJS()
  if (!isPlainObject(page)) return undefined
  const today = clinicDay(new Date())
  const plan = savingPlan(page, today)
  const language = languageOfCode(page.language)
  const named = language ? data.set("listedAs", languageLabel(language)) : data
  const saved = [...plan.added, ...plan.updated, ...plan.checked].reduce(
    (each, key) => each.setIn(["sentences", key, "from"], facts.languagePages.english[key]!.fingerprint),
    named,
  )
  const words = savingWords(page, today)
  if (words) announce(words)
  return saved
}

/** The English sentences of a draft of content/language-page.yaml that differ from the English as it is now. */
export function englishChanged(draft: PageDraft): LanguagePageSentence[] {
  const sentences = isPlainObject(draft.sentences) ? draft.sentences : {}
  return SENTENCE_KEYS.filter(key => {
    const before = facts.languagePages.english[key]?.text
    return typeof sentences[key] === "string" && before !== undefined && sentences[key] !== before
  })
}

/**
 * Saving the English changes no translation, but makes each of its sentences made from English that has changed
 * since: the editor is told which, and what happens next. Nothing in the data changes.
 */
export function noteEnglishChanges({ entry }: SaveEvent): undefined {
  if (entry.get("collection") !== ENGLISH_COLLECTION) return undefined
  const draft = entry.get("data").toJS()
  const changed = isPlainObject(draft) ? englishChanged(draft) : []
  const pages = facts.languagePages.pages.map(code => {
    const language = languageOfCode(code)
    return language?.name ?? code
  })
  if (changed.length > 0 && pages.length > 0)
    announce(
      `Saved: ${sentences(changed.length)} changed (${namesOf(changed)}). Each page in another language (${pages.join(", ")}) keeps its own words, and lists ${changed.length === 1 ? "that sentence" : "those sentences"} as made from older English (the build warns, the launch check names ${changed.length === 1 ? "it" : "them"}) until ${changed.length === 1 ? "it is" : "they are"} updated or someone who speaks its language checks the page again.`,
    )
  return undefined
}

/**
 * Once a save is made, what the pages in other languages are read against is the file as saved, with no restart:
 * saved English, each sentence's words and fingerprint, so a page opened next shows the new English, lists the
 * sentences made from the old and has a check vouch for the new; a saved page, its check and words, so its next save
 * tells what changed from this one. Decap calls it after the file is written (postSave).
 */
export function keepFactsNow({ entry }: SaveEvent): void {
  const data = entry.get("data").toJS()
  const collection = entry.get("collection")
  if (collection === ENGLISH_COLLECTION) facts.languagePages.english = englishFacts(data)
  if (collection === LANGUAGE_PAGES_COLLECTION && isPlainObject(data) && typeof data.language === "string") {
    const [code, page] = builtPage(data)
    facts.languagePages.built[code] = page
    if (!facts.languagePages.pages.includes(code)) facts.languagePages.pages.push(code)
  }
}
