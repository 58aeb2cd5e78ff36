// What the build hands a page in another language (content/language-pages/<code>.yaml) besides its sentences, for
// the GraphQL resolvers (schema.ts): its language's names, who on the team speaks it, and the clinic's facts written
// for it by Intl (src/lib/language-format.ts), from the same records as the English pages. Plain functions.
import { writeFacts, type WrittenFacts } from "../lib/language-format"
import { buildCalendar, isoDay, type HolidaysContent } from "./holidays"
import { languageOfCode, speakersOf } from "../lib/languages"
import type { Speaker } from "./language-page-rules"
import type { FeesRecord, SiteRecord } from "./node-records"

/** A page in another language, as far as these read it. */
export interface LanguagePageRecord {
  /** Its language's code: pa */
  language: string
  /** Who on the team checked it, and the day they did, as the YAML reader gives it */
  confirmedBy?: string | null
  confirmedOn?: unknown
}

/** Its language's English name ("Punjabi") and its name in itself ("ਪੰਜਾਬੀ", or the English name when it has none). */
export function languageNames(code: string) {
  const language = languageOfCode(code)
  return { languageName: language?.name ?? "", ownName: language?.ownName ?? language?.name ?? code }
}

/** Who on the team speaks the page's language, in Our Team's order. */
export function pageSpeakers(code: string, members: readonly Speaker[]) {
  return speakersOf(members, languageOfCode(code))
}

/** The clinic's facts the page shows, written for its language: from site.yaml, holidays.yaml and fees.yaml. */
export function writtenFactsOf(
  page: LanguagePageRecord,
  facts: { site: SiteRecord | null; holidays: HolidaysContent | null; fees: FeesRecord | null; today: string },
): WrittenFacts {
  return writeFacts(page.language, {
    week: facts.site?.hours ?? [],
    special: facts.holidays ? buildCalendar(facts.holidays, facts.today).days : [],
    firstVisit: facts.fees?.visits[0],
    checkedOn: page.confirmedOn ? isoDay(page.confirmedOn) : null,
  })
}
