// The page the clinic publishes in each language its team speaks, at /<code> (content/language-pages/<code>.yaml):
// its sentences, made from the English of content/language-page.yaml, and the clinic's facts each one is given.
// The content model (field per sentence), the build's checks (the same facts in every translation), the page's
// template and the CMS's preview all read the list here. A fact is never translated: the page fills it in.

/**
 * Every sentence of the page, in its order, with the facts in braces it takes: {phone} is filled in with the
 * clinic's phone, {time} with a time written as the language writes it, and so on. A translation has each of
 * them, once, and no other.
 */
export const LANGUAGE_PAGE_SENTENCES = {
  title: [],
  description: ["clinic", "city"],
  heading: [],
  intro: ["clinic", "city"],
  speakersHeading: [],
  speakersIntro: [],
  bookHeading: [],
  callUs: ["phone"],
  bookOnline: [],
  hoursHeading: [],
  closed: [],
  openNow: ["time"],
  closedNow: [],
  closedToday: [],
  opensToday: ["time"],
  opensTomorrow: ["time"],
  opensOn: ["day", "time"],
  whereHeading: [],
  directions: [],
  stepFree: [],
  withSteps: [],
  parkingFree: [],
  parkingPaid: [],
  transit: [],
  gettingHereLink: [],
  costsHeading: [],
  firstVisitCost: ["price", "minutes"],
  healthPlan: [],
  carAccident: [],
  wsib: [],
  ohip: [],
  selfPay: [],
  feesLink: [],
  firstVisitHeading: [],
  firstVisitWhat: [],
  bring: [],
  wear: [],
  urgentHeading: [],
  emergency: [],
  health811: [],
  translatedBy: ["translator"],
  checkedBy: ["name", "date"],
  notChecked: [],
  englishLink: [],
} as const satisfies Record<string, readonly string[]>

export type LanguagePageSentence = keyof typeof LANGUAGE_PAGE_SENTENCES

export const SENTENCE_KEYS = Object.keys(LANGUAGE_PAGE_SENTENCES) as LanguagePageSentence[]

/**
 * The sentences that can tell a way of paying (a situation of content/fees.yaml's `ways`): each way names its own
 * (its `languagePageSentence`, which the content check requires and holds to this list), and the page tells the
 * ways in fees.yaml's order, so a way renamed or added in the CMS keeps its sentence or is refused.
 */
export const PAYMENT_WAY_SENTENCES = [
  "healthPlan",
  "carAccident",
  "wsib",
  "ohip",
  "selfPay",
] as const satisfies readonly LanguagePageSentence[]

export type PaymentWaySentence = (typeof PAYMENT_WAY_SENTENCES)[number]

/** Whether a fees.yaml way's sentence is one of them (the content check has refused any other). */
export const isPaymentWaySentence = (key: string): key is PaymentWaySentence =>
  (PAYMENT_WAY_SENTENCES as readonly string[]).includes(key)

/** A fact in braces, "{phone}": the one pattern the check, the page and the CMS's hints read and write. */
const FACT_IN_BRACES = /\{(\w+)\}/g

/** Facts as a sentence writes them: "{day}, {time}". */
export const inBraces = (facts: readonly string[]) => facts.map(fact => `{${fact}}`).join(", ")

/** The facts in braces a sentence names, in its order: "Opens {day} at {time}" → ["day", "time"]. */
export const placeholdersIn = (text: string) => [...text.matchAll(FACT_IN_BRACES)].map(match => match[1])

/**
 * What is wrong with the facts in braces of a sentence for `key`, in words for after its name, or undefined: each
 * of the key's once, and no other (a fact misspelt, {telephone}, would reach patients as written).
 */
export function placeholderProblem(key: LanguagePageSentence, text: string): string | undefined {
  const expected: readonly string[] = LANGUAGE_PAGE_SENTENCES[key]
  const found = placeholdersIn(text)
  const unknown = found.filter(name => !expected.includes(name))
  if (unknown.length > 0)
    return `has ${inBraces(unknown)}, which the page does not fill in${
      expected.length > 0 ? `: it fills in ${inBraces(expected)}` : ": this sentence takes no fact in braces"
    }`
  const missing = expected.filter(name => !found.includes(name))
  if (missing.length > 0) return `leaves out ${inBraces(missing)}: keep each fact in braces of the English`
  const twice = expected.filter(name => found.filter(each => each === name).length > 1)
  if (twice.length > 0) return `has ${inBraces(twice)} more than once: keep each fact once`
  return undefined
}

/** A sentence with its facts filled in, as pieces to render: text, and each fact where its braces were. */
export function fillSentence<T>(text: string, facts: Record<string, T>): Array<string | T> {
  // Split on the pattern with its name captured: the pieces alternate text, fact's name, text …
  return text.split(new RegExp(FACT_IN_BRACES.source)).flatMap<string | T>((piece, i) => {
    if (i % 2 === 1) return piece in facts ? [facts[piece]] : [`{${piece}}`]
    return piece === "" ? [] : [piece]
  })
}

/** A sentence with its facts, all text, filled in: for a page's title and its description. */
export const fillText = (text: string, facts: Record<string, string>) => fillSentence(text, facts).join("")

/** The address of a language's page: /pa for Punjabi. */
export const languagePagePath = (code: string) => `/${code}`
