// The words a page of health information explains: the first time the page uses a term of the shared glossary
// (glossary.yaml), in reading order, that use links to the term's plain explanation further down the page, under
// "Words used on this page". Done at build time (schema.ts) and in the CMS's preview, with the same words, so no
// page ships the glossary.

/** A term of the glossary, as glossary.yaml gives it. */
export interface GlossaryTerm {
  slug: string
  term: string
  /** Other forms pages write it in, e.g. "tendons" */
  matches?: readonly string[] | null
  explanation: string
  /** The component of care on How We Treat it is, if it is one */
  treatment?: string | null
}

/** A run of a text, and the term it is the first use of on its page, if it is one. */
export interface TextPart {
  text: string
  term: string | null
}

/** Where the explanation of a term is on the page: the link from its first use. */
export const termAnchor = (slug: string) => `term-${slug}`

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * A form as a pattern of a whole word: "tendon" in "tendon" or "Tendon", not in "tendons" (a form of its own)
 * or "untendon". A form written in capitals (TENS, MRI) matches in capitals only, so "met" is not MET.
 */
const patternOf = (form: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}-])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`,
    form === form.toUpperCase() && /\p{Lu}/u.test(form) ? "gu" : "giu",
  )

interface Use {
  start: number
  end: number
  term: string
}

/** Every use of any form of any term in `text`; where two overlap, the one that starts first, then the longer. */
function usesIn(text: string, terms: readonly GlossaryTerm[]): Use[] {
  const found = terms.flatMap(({ slug, term, matches }) =>
    [term, ...(matches ?? [])].flatMap(form =>
      [...text.matchAll(patternOf(form))].map(match => ({
        start: match.index,
        end: match.index + match[0].length,
        term: slug,
      })),
    ),
  )
  found.sort((a, b) => a.start - b.start || b.end - a.end)
  const kept: Use[] = []
  for (const use of found) if (use.start >= (kept.at(-1)?.end ?? 0)) kept.push(use)
  return kept
}

/** Text of a page and the terms it explains, in the order the page first uses them. */
export interface LinkedTexts {
  parts: TextPart[][]
  terms: string[]
}

/**
 * `texts`, in the order a reader meets them, each cut into runs where it first uses a term on the page: that run
 * names the term, every later use of it is plain text. A text that uses no new term is one run.
 */
export function linkFirstUses(texts: readonly string[], terms: readonly GlossaryTerm[]): LinkedTexts {
  const used: string[] = []
  const parts = texts.map(text => {
    const runs: TextPart[] = []
    let at = 0
    for (const { start, end, term } of usesIn(text, terms)) {
      if (used.includes(term)) continue
      used.push(term)
      if (start > at) runs.push({ text: text.slice(at, start), term: null })
      runs.push({ text: text.slice(start, end), term })
      at = end
    }
    if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), term: null })
    return runs
  })
  return { parts, terms: used }
}

/** The runs of the texts that `linked` cut, handed back in the shape the texts were in: one list per field. */
export function splitBack<Shape extends Record<string, number>>(
  linked: LinkedTexts,
  counts: Shape,
): { [Key in keyof Shape]: TextPart[][] } {
  let at = 0
  const out = {} as { [Key in keyof Shape]: TextPart[][] }
  for (const key of Object.keys(counts) as Array<keyof Shape>) {
    out[key] = linked.parts.slice(at, at + counts[key])
    at += counts[key]
  }
  return out
}

/** A condition's own page's texts, as the page shows them. */
export interface ConditionPageTexts {
  description: string
  symptoms: readonly string[]
  causes: readonly string[]
  selfCare: readonly string[]
  treatments: readonly string[]
  recovery: string
}

/** The same texts cut where the page first uses each term, and the terms it explains, in that order. */
export interface ConditionPageWords<Term> {
  description: TextPart[]
  symptoms: TextPart[][]
  causes: TextPart[][]
  selfCare: TextPart[][]
  treatments: TextPart[][]
  recovery: TextPart[]
  terms: Term[]
}

/** The explained terms, as the glossary gives them, in the order the page first uses them. */
const termsUsed = <Term extends GlossaryTerm>(slugs: readonly string[], terms: readonly Term[]) =>
  slugs.flatMap(slug => terms.find(term => term.slug === slug) ?? [])

/** A condition's own page's words, in the order the page shows its sections. */
export function conditionPageWords<Term extends GlossaryTerm>(
  page: ConditionPageTexts,
  terms: readonly Term[],
): ConditionPageWords<Term> {
  const { description, symptoms, causes, selfCare, treatments, recovery } = page
  const linked = linkFirstUses([description, ...symptoms, ...causes, ...selfCare, ...treatments, recovery], terms)
  const cut = splitBack(linked, {
    description: 1,
    symptoms: symptoms.length,
    causes: causes.length,
    selfCare: selfCare.length,
    treatments: treatments.length,
    recovery: 1,
  })
  return {
    ...cut,
    description: cut.description[0],
    recovery: cut.recovery[0],
    terms: termsUsed(linked.terms, terms),
  }
}

/** A category written as one article: its introduction, its symptoms, what to do now and its groups of care. */
export interface ArticleTexts {
  description: readonly string[]
  symptoms: readonly string[]
  selfCare: readonly string[]
  treatmentGroups: ReadonlyArray<{ points: readonly string[] }>
}

export interface ArticleWords<Term> {
  description: TextPart[][]
  symptoms: TextPart[][]
  selfCare: TextPart[][]
  /** Each group's points */
  treatmentGroups: TextPart[][][]
  terms: Term[]
}

/** An article's words, in the order the page shows them: introduction, symptoms, what to do now, each group's points. */
export function articleWords<Term extends GlossaryTerm>(
  article: ArticleTexts,
  terms: readonly Term[],
): ArticleWords<Term> {
  const points = article.treatmentGroups.map(group => group.points)
  const linked = linkFirstUses(
    [...article.description, ...article.symptoms, ...article.selfCare, ...points.flat()],
    terms,
  )
  const cut = splitBack(linked, {
    description: article.description.length,
    symptoms: article.symptoms.length,
    selfCare: article.selfCare.length,
    points: points.flat().length,
  })
  let at = 0
  const treatmentGroups = points.map(group => cut.points.slice(at, (at += group.length)))
  return {
    description: cut.description,
    symptoms: cut.symptoms,
    selfCare: cut.selfCare,
    treatmentGroups,
    terms: termsUsed(linked.terms, terms),
  }
}
