// The parts every page of health information closes with (HealthInformation), from an entry's draft: its warning
// signs in their tiers (with the must-not-miss signs of its regions that saving adds), the words it explains, its
// sources and its review, the signs, sources, glossary and team as of the last build.
import type * as React from "react"
import type HealthInformation from "../../components/health-information"
import { signsByTier, sourcesOfPage, withMustNotMiss } from "../../lib/warning-signs"
import { monthAndYear, longDate } from "./dates"
import { facts } from "./facts"

/** What a health page's file holds for them, as the editor has it so far. */
export interface HealthDraft {
  regions?: readonly string[] | null
  whenToGetHelp?: { signs?: readonly string[] | null; physiotherapy?: readonly string[] | null } | null
  sources?: readonly string[] | null
  review?: { reviewedBy?: string | null; writtenBy?: string | null; lastReviewed?: string; nextReview?: string } | null
}

const member = (slug: string) => facts.team[slug] ?? { slug, name: slug, role: "" }

/** The warning signs a draft shows once saved: those picked, then its regions' must-not-miss ones left out. */
export const signsOnSave = (draft: HealthDraft) =>
  withMustNotMiss(draft.whenToGetHelp?.signs ?? [], draft.regions ?? [], facts.regions)

const sourcesNamed = (slugs: readonly string[]) => slugs.flatMap(slug => facts.sources[slug] ?? [])

/** The props of HealthInformation but for the related posts, which a preview does not show. */
export function healthInformation(
  draft: HealthDraft,
  words: React.ComponentProps<typeof HealthInformation>["words"],
  bookingUrl?: string | null,
): Omit<React.ComponentProps<typeof HealthInformation>, "related"> {
  const signs = signsOnSave(draft)
  const sources = sourcesOfPage(draft.sources ?? [], signs, facts.signs)
  const review = draft.review ?? {}
  const last = String(review.lastReviewed ?? "").slice(0, 10)
  const next = String(review.nextReview ?? "").slice(0, 10)
  return {
    whenToGetHelp: { ...signsByTier(signs, facts.signs), physiotherapy: draft.whenToGetHelp?.physiotherapy ?? [] },
    words,
    sources: { page: sourcesNamed(sources.page), signs: sourcesNamed(sources.signs) },
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
