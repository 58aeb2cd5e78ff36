// The rules a page in another language (content/language-pages/<code>.yaml) is held to, in the build's words: by the
// build (language-pages.ts, content-model.ts) and by the CMS before it saves (src/cms/previews/index.ts). Pure
// functions of the page's data and the facts they name (who speaks what, the clinic's name and city), with no file
// or fingerprint, so the CMS's bundle has them; and what staff call each sentence, in the CMS's form and preview.
// Also the sentence each way of paying of content/fees.yaml is told by on those pages, one way a sentence.
import { isPlainObject, itemLabel } from "./item-label"
import { languageOfCode, speakersOf, type Language } from "../lib/languages"
import {
  fillText,
  isPaymentWaySentence,
  PAYMENT_WAY_SENTENCES,
  placeholderProblem,
  SENTENCE_KEYS,
  type LanguagePageSentence,
} from "../lib/language-page"
import type { FieldProblem } from "./entry-rules"
import type { TeamMemberRecord } from "./content-model"
import type { Drafted, Queried } from "./content-types"

/**
 * Each sentence as staff find it: where it is on the page and what it says, for the form's labels and the preview.
 * The build's messages name the field (`sentences.callUs.text`); the form shows these.
 */
export const SENTENCE_LABELS = {
  title: "Title (browser tab and search results)",
  description: "Description (search results)",
  heading: "Main heading",
  intro: "Introduction",
  speakersHeading: "Heading: who speaks the language",
  speakersIntro: "Before the names of who speaks it",
  bookHeading: "Heading: how to book",
  callUs: "Call us, with the phone",
  bookOnline: "Link to book online",
  hoursHeading: "Heading: opening hours",
  closed: "A closed day in the hours",
  openNow: "Open now, with the closing time",
  closedNow: "Closed now",
  closedToday: "Closed today",
  opensToday: "Opens today, with the time",
  opensTomorrow: "Opens tomorrow, with the time",
  opensOn: "Opens on another day, with the day and time",
  whereHeading: "Heading: where we are",
  directions: "Link to directions on a map",
  stepFree: "An entrance with no steps",
  withSteps: "An entrance with steps",
  parkingFree: "Free parking",
  parkingPaid: "Parking that is not free",
  transit: "Before the bus and train stops",
  gettingHereLink: "Link to getting here, in English",
  costsHeading: "Heading: what it costs",
  firstVisitCost: "The first visit's fee and length",
  healthPlan: "A health plan: direct billing",
  carAccident: "A car accident",
  wsib: "Hurt at work: WSIB",
  ohip: "OHIP",
  selfPay: "Paying yourself",
  feesLink: "Link to the fees, in English",
  firstVisitHeading: "Heading: your first visit",
  firstVisitWhat: "What happens at the first visit",
  bring: "What to bring",
  wear: "What to wear",
  urgentHeading: "Heading: if you need help now",
  emergency: "An emergency: 911",
  health811: "Health advice: Health811",
  translatedBy: "At the foot: who translated it",
  checkedBy: "At the foot: who checked it, and when",
  notChecked: "At the foot: not checked yet",
  englishLink: "At the foot: the English pages",
} as const satisfies Record<LanguagePageSentence, string>

/** A language as staff pick it and the CMS lists its page: its name, then its own name, "Punjabi (ਪੰਜਾਬੀ)". */
export const languageLabel = ({ name, ownName }: Pick<Language, "name" | "ownName">) =>
  ownName ? `${name} (${ownName})` : name

/** A team member as these rules read team.yaml (TEAM in the content model): who they are, and the languages they list. */
export type Speaker = Queried<Pick<TeamMemberRecord, "slug" | "name">> & Drafted<Pick<TeamMemberRecord, "languages">>

/** The team's members as team.yaml's data gives them, those with a slug. */
export const membersIn = (team: Record<string, unknown> | undefined): Speaker[] =>
  (Array.isArray(team?.members) ? team.members : []).filter(
    (member): member is Speaker => isPlainObject(member) && typeof member.slug === "string",
  )

/** A check has both who and when, or neither. */
export function checkProblems(record: Record<string, unknown>): FieldProblem[] {
  if (record.confirmedBy && !record.confirmedOn)
    return [["confirmedOn", "is required when someone has checked the page: give the day they did"]]
  if (record.confirmedOn && !record.confirmedBy)
    return [["confirmedBy", "is required with the day it was checked: give who checked it"]]
  return []
}

/** What the language's page names of the rest of the content: who is on the team, and the clinic's name and city. */
export interface PageContext {
  members: readonly Speaker[]
  clinic: string
  city: string
}

/**
 * What the build refuses in a page in another language, as [field, message]: a language no one on the team lists,
 * a check by someone who does not list it, a sentence whose facts in braces are not its English's, a description
 * too short or too long for search results once the clinic's name and city are in it.
 */
export function pageProblems(page: Record<string, unknown>, { members, clinic, city }: PageContext): FieldProblem[] {
  const problems: FieldProblem[] = []
  const language = languageOfCode(page.language)
  if (language) {
    const speakers = speakersOf(members, language)
    if (speakers.length === 0)
      problems.push([
        "language",
        `is "${language.code}" (${language.name}), which no one on Our Team lists among their languages (team.yaml): a page in ${language.name} would promise what the clinic cannot give; add the language to the team member who speaks it, or delete this page`,
      ])
    const checker = page.confirmedBy
    if (typeof checker === "string" && !speakers.some(member => member.slug === checker))
      problems.push([
        "confirmedBy",
        `is "${checker}", who does not list ${language.name} among their languages (team.yaml): the page is checked by someone who speaks it${
          speakers.length > 0 ? `, e.g. "${speakers[0].slug}"` : ""
        }`,
      ])
  }
  const sentences = isPlainObject(page.sentences) ? page.sentences : {}
  for (const key of SENTENCE_KEYS) {
    const sentence = sentences[key]
    const text = isPlainObject(sentence) && typeof sentence.text === "string" ? sentence.text : undefined
    const wrong = text === undefined ? undefined : placeholderProblem(key, text)
    if (wrong) problems.push([`sentences.${key}.text`, wrong])
    if (key === "description" && text !== undefined && clinic) {
      const length = [...fillText(text, { clinic, city })].length
      if (length < 50 || length > 160)
        problems.push([
          "sentences.description.text",
          `is ${length} characters long with {clinic} and {city} filled in, but should be 50 to 160 (what search engines show)`,
        ])
    }
  }
  return problems
}

/** A page's file is named after its language's code: its address (es.yaml, /es). */
export function fileNameProblems(page: Record<string, unknown>, fileName: string): FieldProblem[] {
  const code = page.language
  return typeof code === "string" && fileName !== `${code}.yaml`
    ? [["language", `is "${code}", but the file is ${fileName}: name it ${code}.yaml (its page is at /${code})`]]
    : []
}

/**
 * The name the CMS's list shows the page by (listedAs): the language's, "Punjabi (ਪੰਜਾਬੀ)". The CMS writes it
 * at each save; a file that gives another one is refused, since the list would name the page wrongly.
 */
export function listedAsProblems(page: Record<string, unknown>): FieldProblem[] {
  const language = languageOfCode(page.language)
  if (!language || page.listedAs === undefined || page.listedAs === languageLabel(language)) return []
  return [
    [
      "listedAs",
      `is ${JSON.stringify(page.listedAs)}, but the page is in ${language.name}: write "${languageLabel(language)}", or leave it out (the CMS writes it)`,
    ],
  ]
}

/**
 * The ways of paying (content/fees.yaml's `ways`) as the pages in other languages tell them: each names the
 * sentence that tells it (`languagePageSentence`, held to PAYMENT_WAY_SENTENCES by its field), and no two name the
 * same one, which the pages would show twice while a way went untold.
 */
export function paymentWayProblems(fees: Record<string, unknown>): FieldProblem[] {
  const named = new Map<string, string>()
  return (Array.isArray(fees.ways) ? fees.ways : []).flatMap((way, i): FieldProblem[] => {
    const key = isPlainObject(way) ? way.languagePageSentence : undefined
    if (typeof key !== "string" || !isPaymentWaySentence(key)) return []
    const first = named.get(key)
    if (first === undefined) named.set(key, itemLabel("ways", i, way))
    return first === undefined
      ? []
      : [
          [
            `${itemLabel("ways", i, way)}.languagePageSentence`,
            `is "${key}", which ${first} names already: the pages in other languages tell each way of paying in a sentence of its own (${PAYMENT_WAY_SENTENCES.join(", ")}); pick the one that tells this way, or ask a developer to add a sentence to src/lib/language-page.ts`,
          ],
        ]
  })
}
