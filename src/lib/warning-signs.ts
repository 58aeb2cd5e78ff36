// Warning signs are one shared list (warning-signs.yaml): each has its words and its tier, and each body region or
// situation names the signs a clinician must not miss there. A page shows the few signs that matter for its
// condition, and sets each other must-not-miss sign of its regions aside with a reason for its reviewer. These
// place a page's signs in their tiers and find what a page gets wrong: a must-not-miss sign neither shown nor set
// aside, too many signs in a tier, a sign for other regions, words naming another region's body parts. Used at
// build time (schema.ts, the content check) and in the CMS, whose previews and save use the same rules
// (src/cms/previews/).

import type { HealthRegionRecord, SetAsideRecord, WarningSignRecord } from "../node/content-model"
import type { Drafted, Queried } from "../node/content-types"

/**
 * Where a sign sends a patient, most urgent first: 911 or an emergency department, or a doctor or Health811 the same
 * day. The one list of the tiers: the content model's choices, the pages' sections and the checks all take it.
 */
export const SIGN_TIERS = ["emergency", "today"] as const
export type SignTier = (typeof SIGN_TIERS)[number]

/**
 * The most signs a page shows in each tier. The NHS's and MyHealth Alberta's pages for the same conditions show
 * 2 to 5: a longer list buries the one or two that matter for this condition.
 */
export const TIER_LIMITS: Record<SignTier, number> = { emergency: 5, today: 6 }

/** How staff's messages name a tier: "6 911 signs would show". */
export const TIER_NAMES: Record<SignTier, string> = { emergency: "911", today: "same-day" }

/** A shared warning sign (warning-signs.yaml), as declared in the content model, as a query or the CMS gives it. */
export type WarningSign = Queried<Pick<WarningSignRecord, "slug" | "text" | "tier">> &
  Drafted<Pick<WarningSignRecord, "regions" | "wholeBody">>

/** A body region or situation (warning-signs.yaml), with its must-not-miss signs and its body-part words. */
export type HealthRegion = Queried<Pick<HealthRegionRecord, "slug" | "title">> &
  Drafted<Pick<HealthRegionRecord, "mustNotMiss" | "bodyParts">>

/** A must-not-miss sign a page does not show, and why, for its reviewer. */
export type SetAside = Queried<Pick<SetAsideRecord, "sign">> & Drafted<Pick<SetAsideRecord, "reason">>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
const isTextList = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.every(each => typeof each === "string"))

/** A record of warning-signs.yaml's signs with the shape these rules read, as the content check may meet it. */
export const isWarningSign = (value: unknown): value is WarningSign =>
  isRecord(value) &&
  typeof value.slug === "string" &&
  typeof value.text === "string" &&
  (SIGN_TIERS as readonly unknown[]).includes(value.tier) &&
  isTextList(value.regions)

/** A record of warning-signs.yaml's regions with the shape these rules read. */
export const isHealthRegion = (value: unknown): value is HealthRegion =>
  isRecord(value) &&
  typeof value.slug === "string" &&
  typeof value.title === "string" &&
  isTextList(value.mustNotMiss) &&
  isTextList(value.bodyParts)

/** A sign a page sets aside, with the shape these rules read. */
export const isSetAside = (value: unknown): value is SetAside =>
  isRecord(value) && typeof value.sign === "string" && (value.reason == null || typeof value.reason === "string")

/** The signs' words in each tier, in the order the page names them; a slug that names no sign is left out. */
export function signsByTier(slugs: readonly string[], signs: readonly WarningSign[]): Record<SignTier, string[]> {
  const named = slugs.flatMap(slug => signs.find(sign => sign.slug === slug) ?? [])
  const inTier = (tier: SignTier) => named.filter(sign => sign.tier === tier).map(sign => sign.text)
  return Object.fromEntries(SIGN_TIERS.map(tier => [tier, inTier(tier)])) as Record<SignTier, string[]>
}

/**
 * Each must-not-miss sign of the page's regions that it neither shows nor sets aside, with the region that asks
 * for it.
 */
export function missingMustNotMiss(
  slugs: readonly string[],
  regionSlugs: readonly string[],
  regions: readonly HealthRegion[],
  setAside: readonly SetAside[] = [],
): Array<{ sign: string; region: HealthRegion }> {
  const missing: Array<{ sign: string; region: HealthRegion }> = []
  for (const slug of regionSlugs) {
    const region = regions.find(each => each.slug === slug)
    for (const sign of region?.mustNotMiss ?? [])
      if (
        !slugs.includes(sign) &&
        !setAside.some(each => each.sign === sign) &&
        !missing.some(each => each.sign === sign)
      )
        missing.push({ sign, region: region! })
  }
  return missing
}

/** The page's signs with every must-not-miss sign of its regions that it neither shows nor sets aside added. */
export const withMustNotMiss = (
  slugs: readonly string[],
  regionSlugs: readonly string[],
  regions: readonly HealthRegion[],
  setAside: readonly SetAside[] = [],
) => [...slugs, ...missingMustNotMiss(slugs, regionSlugs, regions, setAside).map(each => each.sign)]

/** The must-not-miss signs of the page's regions, each once. */
export const mustNotMissOf = (regionSlugs: readonly string[], regions: readonly HealthRegion[]) => [
  ...new Set(regionSlugs.flatMap(slug => regions.find(region => region.slug === slug)?.mustNotMiss ?? [])),
]

/** Each tier whose signs on the page are more than it may show: the tier, its limit and the signs in it. */
export function tiersOverLimit(
  slugs: readonly string[],
  signs: readonly WarningSign[],
): Array<{ tier: SignTier; limit: number; slugs: string[] }> {
  return (Object.keys(TIER_LIMITS) as SignTier[]).flatMap(tier => {
    const inTier = slugs.filter(slug => signs.find(sign => sign.slug === slug)?.tier === tier)
    return inTier.length > TIER_LIMITS[tier] ? [{ tier, limit: TIER_LIMITS[tier], slugs: inTier }] : []
  })
}

/** Whether a sign is for one of the page's regions: its own regions name one of them. */
export const signFitsRegions = (sign: WarningSign, regionSlugs: readonly string[]) =>
  (sign.regions ?? []).some(region => regionSlugs.includes(region))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const bodyPartPatterns = new Map<string, RegExp>()

/**
 * A body-part word as a whole word, in any letter case, alone or with a plural ending: elbow, elbows. Made once a
 * word: the check tries every region's words on every sign of every page.
 */
function bodyPartPattern(word: string) {
  const known = bodyPartPatterns.get(word)
  if (known) return known
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(word)}(?:s|es)?(?![\\p{L}\\p{N}-])`, "iu")
  bodyPartPatterns.set(word, pattern)
  return pattern
}

/**
 * The body-part words of other regions that a sign's text names on a page of `regionSlugs`, each with a region
 * whose word it is. A word of one of the page's own regions is the page's, whichever other region has it too. A
 * whole-body sign names none: its words describe the emergency, not where the page's problem is.
 */
export function foreignBodyParts(
  sign: WarningSign,
  regionSlugs: readonly string[],
  regions: readonly HealthRegion[],
): Array<{ word: string; region: HealthRegion }> {
  if (sign.wholeBody) return []
  const own = new Set(
    regions
      .filter(region => regionSlugs.includes(region.slug))
      .flatMap(region => region.bodyParts ?? [])
      .map(word => word.toLowerCase()),
  )
  const found: Array<{ word: string; region: HealthRegion }> = []
  for (const named of bodyPartsNamed(sign.text, regions)) {
    const key = named.word.toLowerCase()
    if (own.has(key) || found.some(each => each.word.toLowerCase() === key)) continue
    found.push(named)
  }
  return found
}

const namedIn = new Map<
  string,
  { regions: readonly HealthRegion[]; named: Array<{ word: string; region: HealthRegion }> }
>()

const sameRegions = (a: readonly HealthRegion[], b: readonly HealthRegion[]) =>
  a.length === b.length && a.every((region, i) => region === b[i])

/**
 * Every region's body-part word a text names, each with its region, in the regions' order: found once a text for
 * the same regions, since the check asks it of every sign on every page.
 */
function bodyPartsNamed(text: string, regions: readonly HealthRegion[]) {
  const known = namedIn.get(text)
  if (known && sameRegions(known.regions, regions)) return known.named
  const named = regions.flatMap(region =>
    (region.bodyParts ?? []).filter(word => bodyPartPattern(word).test(text)).map(word => ({ word, region })),
  )
  namedIn.set(text, { regions, named })
  return named
}

/**
 * The sources a page of health information lists, by slug: those its own text rests on, then those of its
 * warning signs that it does not cite itself, each once.
 */
export function sourcesOfPage(
  own: readonly string[],
  signSlugs: readonly string[],
  signs: ReadonlyArray<{ slug: string; sources: readonly string[] }>,
): { page: string[]; signs: string[] } {
  const ofSigns = signSlugs.flatMap(slug => signs.find(sign => sign.slug === slug)?.sources ?? [])
  return { page: [...own], signs: [...new Set(ofSigns)].filter(slug => !own.includes(slug)) }
}
