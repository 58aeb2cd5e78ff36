// A condition's treatment line, cut where it names a component of care from How We Treat (treatments.yaml), so
// each name can link to that component on /treatment: "Taping to support the arch" → [Taping](/treatment#taping)
// "to support the arch". Done at build time (schema.ts) and in the CMS's preview, with the same words.

/** A component of care, as treatments.yaml names it. */
export interface CareComponent {
  slug: string
  /** Its full name, matched in any letter case: "Dry Needling" finds "dry needling" */
  title: string
  /** Its short form, matched in capitals only, so "MET" is not found in "met" */
  abbreviation?: string | null
}

/** A run of a line's text, and the component it names, if it is one's name. */
export interface TreatmentPart {
  text: string
  treatment: string | null
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The name on its own, not inside a longer word: "taping" in "taping", not in "untaping". */
const asWord = (name: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, flags)

interface Match {
  start: number
  end: number
  treatment: string
}

/** Every name of a component in `line`; where two overlap, the one that starts first, then the longer. */
function matchesIn(line: string, components: readonly CareComponent[]): Match[] {
  const found = components.flatMap(({ slug, title, abbreviation }) =>
    [asWord(title, "giu"), ...(abbreviation ? [asWord(abbreviation, "gu")] : [])].flatMap(pattern =>
      [...line.matchAll(pattern)].map(match => ({
        start: match.index,
        end: match.index + match[0].length,
        treatment: slug,
      })),
    ),
  )
  found.sort((a, b) => a.start - b.start || b.end - a.end)
  const kept: Match[] = []
  for (const match of found) if (match.start >= (kept.at(-1)?.end ?? 0)) kept.push(match)
  return kept
}

/** `line` in runs of text, each name of a component a run of its own. A line that names none is one run. */
export function linkTreatments(line: string, components: readonly CareComponent[]): TreatmentPart[] {
  const parts: TreatmentPart[] = []
  let at = 0
  for (const { start, end, treatment } of matchesIn(line, components)) {
    if (start > at) parts.push({ text: line.slice(at, start), treatment: null })
    parts.push({ text: line.slice(start, end), treatment })
    at = end
  }
  if (at < line.length || parts.length === 0) parts.push({ text: line.slice(at), treatment: null })
  return parts
}
