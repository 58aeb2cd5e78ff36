// Open now on a page in another language, in the browser: the page's sentences, with the times and days the build
// wrote for the language (language-format.ts, which needs the languages' records and Intl's data, and so stays out
// of the page's script).
import type { HoursRow } from "./hours"
import type { LanguagePageSentence } from "./language-page"
import { weekdayNameOf, type OpenStatus } from "./open-now"

/** A fact as the language writes it, by what content/ has: "19:00" → "7:00 PM". */
export interface WrittenWord {
  of: string
  text: string
}

/** The clinic's facts a page in another language shows, written for its language at the build. */
export interface WrittenFacts {
  /** The week, a run of days with the same hours as one row */
  hours: readonly HoursRow[]
  /** Each time of day the week and the holidays and closures name, "19:00" → "7:00 PM" */
  times: readonly WrittenWord[]
  /** Each weekday, by its English name as site.yaml has it */
  weekdays: readonly WrittenWord[]
  /** The days a next opening more than a week ahead can fall on (after a long closure), with their dates in full */
  days: readonly WrittenWord[]
  /** The first visit's fee and length */
  firstVisit: { price: string; minutes: string } | null
  /** The day the page was checked, in full */
  checkedOn: string | null
}

/** The words for `of` in a list the build wrote, or undefined. */
export const wordFor = (words: readonly WrittenWord[], of: string) => words.find(word => word.of === of)?.text

type Sentences = Pick<
  Record<LanguagePageSentence, string>,
  "openNow" | "closedNow" | "closedToday" | "opensToday" | "opensTomorrow" | "opensOn"
>

/** One sentence of open now, and the facts to fill into it. */
export interface StatusPart {
  sentence: string
  facts: Record<string, string>
}

/**
 * Open now, in the language's sentences, with the times and days the build wrote: "Open now · closes at {time}",
 * or closed (today, on a holiday or a closure, whose reason is English and left out) and when it opens next:
 * today, tomorrow, on a weekday within the week, or on a date beyond it. Sentences and facts apart, so the page can
 * set each fact apart from a sentence written the other way.
 */
export function describeOpenStatusIn(status: OpenStatus, written: WrittenFacts, sentences: Sentences): StatusPart[] {
  const time = (hhmm: string) => wordFor(written.times, hhmm) ?? hhmm
  if (status.open) return [{ sentence: sentences.openNow, facts: { time: time(status.closes) } }]
  const closed = { sentence: status.closedFor ? sentences.closedToday : sentences.closedNow, facts: {} }
  if (!status.opens) return [closed]
  const { daysAhead, date } = status.opens
  const weekday = wordFor(written.weekdays, weekdayNameOf(date)) ?? ""
  const opens =
    daysAhead === 0
      ? { sentence: sentences.opensToday, facts: { time: time(status.opens.time) } }
      : daysAhead === 1
        ? { sentence: sentences.opensTomorrow, facts: { time: time(status.opens.time) } }
        : {
            sentence: sentences.opensOn,
            facts: {
              day: daysAhead < 7 ? weekday : (wordFor(written.days, date) ?? weekday),
              time: time(status.opens.time),
            },
          }
  return [closed, opens]
}
