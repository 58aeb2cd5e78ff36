// The parts every page of health information closes with (HealthInformation), from an entry's draft: its warning
// signs in their tiers (with the must-not-miss signs of its regions that saving adds), the words it explains, its
// sources and its review, the signs, sources, glossary and team as of the last build. And what its reviewer reads
// but patients do not: the signs set aside with their reasons, and what the build would refuse.
import type * as React from "react"
import type HealthInformation from "../../components/health-information"
import {
  foreignBodyParts,
  missingMustNotMiss,
  mustNotMissOf,
  signFitsRegions,
  signsByTier,
  sourcesOfPage,
  tiersOverLimit,
  TIER_NAMES,
  withMustNotMiss,
  type SetAside,
} from "../../lib/warning-signs"
import { monthAndYear, longDate } from "./dates"
import { facts } from "./facts"
import type { HealthInformation as HealthInformationRecord } from "../../node/content-model"
import type { DraftOf } from "../../node/content-types"

/** What a health page's file holds for them (HealthInformation in the content model), as the editor has it so far. */
export type HealthDraft = DraftOf<HealthInformationRecord>

const member = (slug: string) => facts.team[slug] ?? { slug, name: slug, role: "" }

/** The must-not-miss signs a draft sets aside, each with its reason as far as it is written. */
const setAsideIn = (draft: HealthDraft): SetAside[] =>
  (draft.whenToGetHelp?.setAside ?? []).flatMap(each => (each?.sign ? [{ sign: each.sign, reason: each.reason }] : []))

/**
 * The warning signs a draft shows once saved: those picked, then its regions' must-not-miss ones that it neither
 * shows nor sets aside.
 */
export const signsOnSave = (draft: HealthDraft) =>
  withMustNotMiss(draft.whenToGetHelp?.signs ?? [], draft.regions ?? [], facts.regions, setAsideIn(draft))

const signText = (slug: string) => facts.signs.find(sign => sign.slug === slug)?.text ?? slug
const regionTitle = (slug: string) => facts.regions.find(region => region.slug === slug)?.title ?? slug

/** What the page's reviewer reads in the preview: each sign set aside and why, and what the build would refuse. */
export interface ReviewerNotes {
  setAside: Array<{ sign: string; text: string; reason: string }>
  /** In the editor's words; empty when the build would take the page's signs */
  problems: string[]
}

export function reviewerNotes(draft: HealthDraft): ReviewerNotes {
  const regions = draft.regions ?? []
  const picked = draft.whenToGetHelp?.signs ?? []
  const setAside = setAsideIn(draft)
  const shown = signsOnSave(draft)
  const mustNotMiss = mustNotMissOf(regions, facts.regions)
  const added = missingMustNotMiss(picked, regions, facts.regions, setAside).map(each => each.sign)
  const problems = [
    ...added.map(
      slug =>
        `"${signText(slug)}" is a must-not-miss sign of this page's regions: saving adds it, unless you set it aside with a reason.`,
    ),
    ...setAside.flatMap(({ sign, reason }) => [
      ...(reason?.trim()
        ? []
        : [`"${signText(sign)}" is set aside with no reason: give one, or the page cannot be saved.`]),
      ...(picked.includes(sign)
        ? [`"${signText(sign)}" is both shown and set aside: a sign is one or the other.`]
        : []),
      ...(mustNotMiss.includes(sign)
        ? []
        : [
            `"${signText(sign)}" is not a must-not-miss sign of this page's regions: remove it from the signs set aside.`,
          ]),
    ]),
    ...tiersOverLimit(shown, facts.signs).map(
      ({ tier, limit, slugs }) =>
        `${slugs.length} ${TIER_NAMES[tier]} signs would show; a page shows at most ${limit}: set the others aside with a reason.`,
    ),
    ...shown.flatMap(slug => {
      const sign = facts.signs.find(each => each.slug === slug)
      if (!sign) return []
      if (!signFitsRegions(sign, regions))
        return [
          `"${sign.text}" is a sign for ${(sign.regions ?? []).map(regionTitle).join(", ")} pages, not this one's.`,
        ]
      return foreignBodyParts(sign, regions, facts.regions).map(
        ({ word, region }) => `"${sign.text}" says "${word}", a body part of ${region.title} pages, not this one's.`,
      )
    }),
  ]
  return {
    setAside: setAside.map(({ sign, reason }) => ({ sign, text: signText(sign), reason: reason?.trim() ?? "" })),
    problems,
  }
}

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
    whenToGetHelp: {
      ...signsByTier(signs, facts.signs),
      otherEmergencies: draft.whenToGetHelp?.otherEmergencies || null,
      physiotherapy: draft.whenToGetHelp?.physiotherapy ?? [],
    },
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
