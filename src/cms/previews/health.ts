// The parts every page of health information closes with (HealthInformation), from an entry's draft: its signs of
// when to get help, its sources and its review, the reviewer and writer found in the team at the last build.
import type * as React from "react"
import type HealthInformation from "../../components/health-information"
import { monthAndYear, longDate } from "./dates"
import type { Draft } from "./decap"
import { facts } from "./facts"

/** What a health page's file holds for them, as the editor has it so far. */
export interface HealthDraft {
  whenToGetHelp?: Draft<Queries.WhenToGetHelpFragment> | null
  sources?: Draft<readonly Queries.HealthSourceFragment[]> | null
  review?: { reviewedBy?: string | null; writtenBy?: string | null; lastReviewed?: string; nextReview?: string } | null
}

const member = (slug: string) => facts.team[slug] ?? { slug, name: slug, role: "" }

/** The props of HealthInformation but for the related posts, which a preview does not show. */
export function healthInformation(
  draft: HealthDraft,
  bookingUrl?: string | null,
): Omit<React.ComponentProps<typeof HealthInformation>, "related"> {
  const signs = draft.whenToGetHelp ?? {}
  const review = draft.review ?? {}
  const last = String(review.lastReviewed ?? "").slice(0, 10)
  const next = String(review.nextReview ?? "").slice(0, 10)
  return {
    whenToGetHelp: {
      emergency: signs.emergency ?? [],
      today: signs.today ?? [],
      physiotherapy: signs.physiotherapy ?? [],
    },
    sources: (draft.sources ?? []).map(source => ({
      title: source.title ?? "",
      publisher: source.publisher ?? "",
      url: source.url ?? "",
    })),
    review: {
      lastReviewed: longDate(last),
      lastReviewedIso: last,
      nextReview: monthAndYear(next),
      nextReviewIso: next,
      reviewer: member(review.reviewedBy ?? ""),
      writer: review.writtenBy ? member(review.writtenBy) : null,
    },
    booking: { bookingUrl: bookingUrl || facts.bookingUrl, phone: facts.phone },
    clinicName: facts.clinicName,
  }
}
