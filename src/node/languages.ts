// The languages a team member may list (team.yaml's `languages`), one fixed list: the content check and the CMS's
// multi-select offer exactly these (field-kinds.ts), and the GraphQL resolvers (schema.ts) give each its code for
// search engines and its own name for patients. Build-time only: pages get what they show through GraphQL, so the
// list never ships to the browser. Mississauga's and Toronto's most spoken languages are here; add one with its
// IETF BCP 47 code (what a page's `lang` and schema.org's knowsLanguage take) and its name in itself.

export interface Language {
  /** As the site writes it in English, and as editors pick it */
  name: string
  /** IETF BCP 47, e.g. "pa" */
  code: string
  /** The language's name in itself, for the patients who read it first, e.g. "ਪੰਜਾਬੀ"; none for a sign language */
  ownName?: string
}

export const LANGUAGES: readonly Language[] = [
  { name: "Albanian", code: "sq", ownName: "Shqip" },
  { name: "American Sign Language", code: "ase" },
  { name: "Amharic", code: "am", ownName: "አማርኛ" },
  { name: "Arabic", code: "ar", ownName: "العربية" },
  { name: "Armenian", code: "hy", ownName: "Հայերեն" },
  { name: "Bengali", code: "bn", ownName: "বাংলা" },
  { name: "Bulgarian", code: "bg", ownName: "Български" },
  { name: "Cantonese", code: "yue", ownName: "廣東話" },
  { name: "Croatian", code: "hr", ownName: "Hrvatski" },
  { name: "Czech", code: "cs", ownName: "Čeština" },
  { name: "Dari", code: "fa-AF", ownName: "دری" },
  { name: "Dutch", code: "nl", ownName: "Nederlands" },
  { name: "English", code: "en" },
  { name: "Farsi", code: "fa", ownName: "فارسی" },
  { name: "French", code: "fr", ownName: "Français" },
  { name: "German", code: "de", ownName: "Deutsch" },
  { name: "Greek", code: "el", ownName: "Ελληνικά" },
  { name: "Gujarati", code: "gu", ownName: "ગુજરાતી" },
  { name: "Hebrew", code: "he", ownName: "עברית" },
  { name: "Hindi", code: "hi", ownName: "हिन्दी" },
  { name: "Hungarian", code: "hu", ownName: "Magyar" },
  { name: "Igbo", code: "ig", ownName: "Asụsụ Igbo" },
  { name: "Italian", code: "it", ownName: "Italiano" },
  { name: "Japanese", code: "ja", ownName: "日本語" },
  { name: "Korean", code: "ko", ownName: "한국어" },
  { name: "Kurdish", code: "ku", ownName: "Kurdî" },
  { name: "Malayalam", code: "ml", ownName: "മലയാളം" },
  { name: "Mandarin", code: "zh", ownName: "普通话" },
  { name: "Marathi", code: "mr", ownName: "मराठी" },
  { name: "Nepali", code: "ne", ownName: "नेपाली" },
  { name: "Pashto", code: "ps", ownName: "پښتو" },
  { name: "Polish", code: "pl", ownName: "Polski" },
  { name: "Portuguese", code: "pt", ownName: "Português" },
  { name: "Punjabi", code: "pa", ownName: "ਪੰਜਾਬੀ" },
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
  { name: "Urdu", code: "ur", ownName: "اردو" },
  { name: "Vietnamese", code: "vi", ownName: "Tiếng Việt" },
  { name: "Yoruba", code: "yo", ownName: "Yorùbá" },
]

/** Every name editors may pick, in the list's (alphabetical) order. */
export const LANGUAGE_NAMES: readonly string[] = LANGUAGES.map(language => language.name)

const byName = new Map(LANGUAGES.map(language => [language.name, language]))

/** The language called `name`, or undefined when it is not on the list. */
export const languageNamed = (name: string) => byName.get(name)

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
  const spoken = new Map<string, string[]>()
  for (const member of members)
    for (const name of member.languages ?? []) {
      if (!byName.has(name)) continue
      const speakers = spoken.get(name) ?? []
      if (!speakers.includes(member.name)) speakers.push(member.name)
      spoken.set(name, speakers)
    }
  return LANGUAGES.filter(language => spoken.has(language.name))
    .sort((a, b) => Number(b.code === "en") - Number(a.code === "en"))
    .map(language => ({ ...language, speakers: spoken.get(language.name) ?? [] }))
}
