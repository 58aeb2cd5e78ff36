// What the previews show from other files than the entry's own, read from content/ when the bundle is built
// (src/cms/preview-bundle.ts defines PREVIEW_FACTS). A change to those files shows in the previews after the next
// build, or once `npm run cms` is started again; but the English of the pages in other languages and those pages
// are kept as the editor saves them (translations.ts), so a translation is always read against the English now.
import type { GlossaryTerm } from "../../lib/glossary"
import type { DayHours } from "../../lib/hours"
import type { HealthRegion, WarningSign } from "../../lib/warning-signs"
import type { LanguagePageSentence } from "../../lib/language-page"
import type { Speaker } from "../../node/language-page-rules"

/** A team member as a byline or a review line names them. */
export interface TeamMemberFacts {
  slug: string
  name: string
  role: string
}

/** A condition as its category's page lists it; its picture is the path written in its file. */
export type ListedCondition = Omit<Queries.ConditionEntryFragment, "image"> & { image: string }

/**
 * A value as staff read it (src/cms/sample-facts.ts): its words, shortened, the address it is when it is one, and a
 * list's items or a group's fields one a line.
 */
export interface ShownValue {
  text: string
  url?: string
  /** A list's items or a group's fields, one a line */
  lines?: string[]
}

/** A list of content/samples/ as its preview shows it, as of the build. */
export interface SampleListFacts {
  /** Where its content file opens in the CMS, after /admin/#/, e.g. collections/fees/entries/fees */
  opensAt?: string
  /** The content file's name in the CMS, e.g. Fees and coverage */
  fileTitle: string
  /** Each fact by its field (its place in the file): its value there, and whether that is still the sample's */
  facts: Record<string, { value?: ShownValue; still: boolean }>
}

/** A page in another language as the build read it. */
export interface BuiltLanguagePage {
  confirmedBy?: string
  confirmedOn?: string
  sentences: Partial<Record<LanguagePageSentence, string>>
}

/** What the pages in other languages are checked against, as of the build or the editor's last save of them. */
export interface LanguagePageFacts {
  /**
   * Each English sentence (content/language-page.yaml) with its fingerprint, as a translation records the English it
   * was made from: made at the build with Node's crypto, which the browser's bundle does not have
   */
  english: Partial<Record<LanguagePageSentence, { text: string; fingerprint: string }>>
  /** Our Team, by who speaks what: a page is checked by someone who lists its language */
  members: Speaker[]
  /** The codes of the languages with a page (content/language-pages/<code>.yaml) */
  pages: string[]
  /**
   * Each page as the build read it, by its language's code: its check and each sentence's words, so that a save can
   * tell a sentence updated in the form, and a check recorded in it, from what the file held
   */
  built: Record<string, BuiltLanguagePage>
  /** site.yaml's city, which a page's description names */
  city: string
}

export interface PreviewFacts {
  /** site.yaml's name, the clinic that wrote a page no team member is named for */
  clinicName: string
  /** site.yaml's note on every condition page */
  medicalNote: string
  /** The team by slug, for a post's byline and a page's review line */
  team: Record<string, TeamMemberFacts>
  /** site.yaml's phone, map and booking portal */
  phone: Queries.PhoneNumber
  mapUrl: string
  bookingUrl: string
  /** The glossary, whose terms a page of health information explains, each with its component of care or null */
  glossary: Array<GlossaryTerm & { treatment: string | null }>
  /** The shared warning signs, each with the sources that put it in its tier */
  signs: Array<WarningSign & { sources: string[] }>
  /** The body regions and situations, each with the signs every page of it shows */
  regions: HealthRegion[]
  /** The sources of health information by slug */
  sources: Record<string, { title: string; publisher: string; url: string }>
  /** The conditions each category's page lists, by the category's slug, in order */
  conditions: Record<string, ListedCondition[]>
  /** site.yaml's regular week */
  hours: DayHours[]
  /** Each list of content/samples/ by its slug: where its content file opens in the CMS, and its facts */
  samples: Record<string, SampleListFacts>
  /** The English of the pages in other languages, and who may check each */
  languagePages: LanguagePageFacts
  /** Ontario's holidays with their dates, by year, from the year of the build to two years on */
  holidays: Record<number, Array<{ date: string; name: string }>>
}

declare const PREVIEW_FACTS: PreviewFacts

export const facts: PreviewFacts = PREVIEW_FACTS
