// The languages of the site, one record each: what the site calls it, its code, its own name, the direction it is
// written in, the web font its script needs, its Open Graph and Intl locales. The languages a team member may list
// (team.yaml's `languages`: the content check and the CMS's pickers offer exactly these), each page in another
// language (content/language-pages/<code>.yaml: its `lang`, `dir`, font and og:locale), and the CMS's previews of
// those pages all read it here, so a language is added once: its entry below, with its IETF BCP 47 code (what a
// page's `lang` and schema.org's knowsLanguage take) and its name in itself. Plain data with no Node import: the
// build, the browser's bundle of a page in another language and the CMS's bundle share it.

/** ISO 15924: the scripts Source Sans 3 does not draw, each with a web font of its own (src/lib/font.ts) */
export type FontScript = "Guru" | "Deva" | "Arab"

export interface Language {
  /** As the site writes it in English, and as editors pick it */
  name: string
  /** IETF BCP 47, e.g. "pa" */
  code: string
  /** The language's name in itself, for the patients who read it first, e.g. "ਪੰਜਾਬੀ"; none for a sign language */
  ownName?: string
  /** The direction it is written in, for a page's `dir`: right to left mirrors the page (Intl's, checked by a test) */
  dir: "ltr" | "rtl"
  /** Its script, when Source Sans 3 does not draw it: the page in the language loads that script's font */
  scriptFont?: FontScript
  /** Open Graph's locale, language_TERRITORY: its own territory when the code names one, else Canada's */
  ogLocale: string
  /**
   * The locale Intl is given for its dates, times and prices (src/lib/language-format.ts): Western digits and the
   * Gregorian calendar, as patients in Canada read the clinic's phone number and receipts
   */
  intlLocale: string
}

/** A language as written below: what differs from one to the next. */
type Entry = Pick<Language, "name" | "code" | "ownName" | "scriptFont"> & { dir?: "rtl" }

const ENTRIES: readonly Entry[] = [
  { name: "Albanian", code: "sq", ownName: "Shqip" },
  { name: "American Sign Language", code: "ase" },
  { name: "Amharic", code: "am", ownName: "አማርኛ" },
  { name: "Arabic", code: "ar", ownName: "العربية", dir: "rtl", scriptFont: "Arab" },
  { name: "Armenian", code: "hy", ownName: "Հայերեն" },
  { name: "Bengali", code: "bn", ownName: "বাংলা" },
  { name: "Bulgarian", code: "bg", ownName: "Български" },
  { name: "Cantonese", code: "yue", ownName: "廣東話" },
  { name: "Croatian", code: "hr", ownName: "Hrvatski" },
  { name: "Czech", code: "cs", ownName: "Čeština" },
  { name: "Dari", code: "fa-AF", ownName: "دری", dir: "rtl", scriptFont: "Arab" },
  { name: "Dutch", code: "nl", ownName: "Nederlands" },
  { name: "English", code: "en" },
  { name: "Farsi", code: "fa", ownName: "فارسی", dir: "rtl", scriptFont: "Arab" },
  { name: "French", code: "fr", ownName: "Français" },
  { name: "German", code: "de", ownName: "Deutsch" },
  { name: "Greek", code: "el", ownName: "Ελληνικά" },
  { name: "Gujarati", code: "gu", ownName: "ગુજરાતી" },
  { name: "Hebrew", code: "he", ownName: "עברית", dir: "rtl" },
  { name: "Hindi", code: "hi", ownName: "हिन्दी", scriptFont: "Deva" },
  { name: "Hungarian", code: "hu", ownName: "Magyar" },
  { name: "Igbo", code: "ig", ownName: "Asụsụ Igbo" },
  { name: "Italian", code: "it", ownName: "Italiano" },
  { name: "Japanese", code: "ja", ownName: "日本語" },
  { name: "Korean", code: "ko", ownName: "한국어" },
  { name: "Kurdish", code: "ku", ownName: "Kurdî" },
  { name: "Malayalam", code: "ml", ownName: "മലയാളം" },
  { name: "Mandarin", code: "zh", ownName: "普通话" },
  { name: "Marathi", code: "mr", ownName: "मराठी", scriptFont: "Deva" },
  { name: "Nepali", code: "ne", ownName: "नेपाली", scriptFont: "Deva" },
  { name: "Pashto", code: "ps", ownName: "پښتو", dir: "rtl", scriptFont: "Arab" },
  { name: "Polish", code: "pl", ownName: "Polski" },
  { name: "Portuguese", code: "pt", ownName: "Português" },
  { name: "Punjabi", code: "pa", ownName: "ਪੰਜਾਬੀ", scriptFont: "Guru" },
  { name: "Romanian", code: "ro", ownName: "Română" },
  { name: "Russian", code: "ru", ownName: "Русский" },
  { name: "Serbian", code: "sr", ownName: "Српски" },
  { name: "Sinhala", code: "si", ownName: "සිංහල" },
  { name: "Slovak", code: "sk", ownName: "Slovenčina" },
  { name: "Somali", code: "so", ownName: "Soomaali" },
  { name: "Spanish", code: "es", ownName: "Español" },
  { name: "Swahili", code: "sw", ownName: "Kiswahili" },
  { name: "Tagalog", code: "fil", ownName: "Tagalog" },
  { name: "Tamil", code: "ta", ownName: "தமிழ்" },
  { name: "Telugu", code: "te", ownName: "తెలుగు" },
  { name: "Tigrinya", code: "ti", ownName: "ትግርኛ" },
  { name: "Turkish", code: "tr", ownName: "Türkçe" },
  { name: "Ukrainian", code: "uk", ownName: "Українська" },
  { name: "Urdu", code: "ur", ownName: "اردو", dir: "rtl", scriptFont: "Arab" },
  { name: "Vietnamese", code: "vi", ownName: "Tiếng Việt" },
  { name: "Yoruba", code: "yo", ownName: "Yorùbá" },
]

/** Every language of the site's list, in alphabetical order. */
export const LANGUAGES: readonly Language[] = ENTRIES.map(({ dir, ...entry }): Language => {
  const [language, territory] = entry.code.split("-")
  return {
    ...entry,
    dir: dir ?? "ltr",
    ogLocale: `${language}_${territory ?? "CA"}`,
    intlLocale: `${entry.code}-u-ca-gregory-nu-latn`,
  }
})

/** Every name editors may pick, in the list's (alphabetical) order. */
export const LANGUAGE_NAMES: readonly string[] = LANGUAGES.map(language => language.name)

const byName = new Map(LANGUAGES.map(language => [language.name, language]))
const byCode = new Map(LANGUAGES.map(language => [language.code, language]))

/** The language called `name`, or undefined when it is not on the list. */
export const languageNamed = (name: string) => byName.get(name)

/** The language with this code, or undefined when it is not on the list. */
export const languageOfCode = (code: unknown): Language | undefined =>
  typeof code === "string" ? byCode.get(code) : undefined

/** The direction a language is written in, by its code, for a page's `dir`. */
export const directionOf = (code: string): Language["dir"] => languageOfCode(code)?.dir ?? "ltr"

/**
 * Who on the team speaks a language: each member who lists it among their languages (team.yaml), in Our Team's
 * order. The one answer for a page in the language (who may check it, whom it names), for the clinic's languages
 * and for the CMS's previews.
 */
export const speakersOf = <Member extends { languages?: readonly string[] | null }>(
  members: readonly Member[],
  language: Pick<Language, "name"> | undefined,
): Member[] =>
  language ? members.filter(member => Array.isArray(member.languages) && member.languages.includes(language.name)) : []

/** A language someone on the team speaks, with who speaks it. */
export interface ClinicLanguage extends Language {
  /** The names of the team members who speak it, in Our Team's order */
  speakers: string[]
}

/**
 * The clinic's languages: every language a member lists, once, with who speaks it; English first (the site's own),
 * then in alphabetical order, so a patient finds theirs at a glance. Names not on the list are left out (the
 * content check has named them already).
 */
export function clinicLanguages(
  members: ReadonlyArray<{ name: string; languages?: readonly string[] | null }>,
): ClinicLanguage[] {
  return LANGUAGES.map(language => ({
    ...language,
    speakers: [...new Set(speakersOf(members, language).map(member => member.name))],
  }))
    .filter(language => language.speakers.length > 0)
    .sort((a, b) => Number(b.code === "en") - Number(a.code === "en"))
}
