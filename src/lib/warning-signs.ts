// Warning signs are one shared list (warning-signs.yaml): each has its words and its tier, and each body region or
// situation names the signs every page of it must show. A page names signs by slug; these place them in their
// tiers and find the must-not-miss ones a page leaves out. Used at build time (schema.ts, the content check) and in
// the CMS, whose previews show a page's signs and whose save adds the must-not-miss ones (src/cms/previews/).

/** Where a sign sends a patient: 911 or an emergency department, or a doctor or Health811 the same day. */
export type SignTier = "emergency" | "today"

export interface WarningSign {
  slug: string
  text: string
  tier: SignTier
}

export interface HealthRegion {
  slug: string
  title: string
  mustNotMiss?: readonly string[] | null
}

/** The signs' words in each tier, in the order the page names them; a slug that names no sign is left out. */
export function signsByTier(slugs: readonly string[], signs: readonly WarningSign[]): Record<SignTier, string[]> {
  const named = slugs.flatMap(slug => signs.find(sign => sign.slug === slug) ?? [])
  const inTier = (tier: SignTier) => named.filter(sign => sign.tier === tier).map(sign => sign.text)
  return { emergency: inTier("emergency"), today: inTier("today") }
}

/** Each must-not-miss sign of the page's regions that its signs leave out, with the region that asks for it. */
export function missingMustNotMiss(
  slugs: readonly string[],
  regionSlugs: readonly string[],
  regions: readonly HealthRegion[],
): Array<{ sign: string; region: HealthRegion }> {
  const missing: Array<{ sign: string; region: HealthRegion }> = []
  for (const slug of regionSlugs) {
    const region = regions.find(each => each.slug === slug)
    for (const sign of region?.mustNotMiss ?? [])
      if (!slugs.includes(sign) && !missing.some(each => each.sign === sign)) missing.push({ sign, region: region! })
  }
  return missing
}

/** The page's signs with every must-not-miss sign of its regions it left out added after them. */
export const withMustNotMiss = (
  slugs: readonly string[],
  regionSlugs: readonly string[],
  regions: readonly HealthRegion[],
) => [...slugs, ...missingMustNotMiss(slugs, regionSlugs, regions).map(each => each.sign)]

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
