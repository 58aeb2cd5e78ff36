// The rules of one file that tie two of its fields together: a run of days ends on or after its first day, a
// page's next review comes after its last. The build checks them (content-model.ts), and the CMS before it saves
// (src/cms/previews/index.ts), in the same words: pure functions of the file's data, so the CMS's bundle has them.
import { isPlainObject, itemLabel } from "./item-label"

/** A problem with one field of a file: [where, what is wrong], e.g. ["closures[1] (\"renovations\").to", "is …"]. */
export type FieldProblem = [string, string]

/** Dates as written, year-month-day; anything else is the date check's to report. */
export const isoDate = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined

export const listIn = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** A run of days' first and last day, year-month-day, the last the first when it has none. */
export function spanOf(item: unknown) {
  const from = isoDate(isPlainObject(item) ? item.from : undefined)
  return { from, to: isoDate(isPlainObject(item) ? item.to : undefined) ?? from }
}

/** A last day before the first, in each item of `list` (closures, notices). */
export const spanProblems = (record: Record<string, unknown>, list: string): FieldProblem[] =>
  listIn(record[list]).flatMap((item, i): FieldProblem[] => {
    const { from, to } = spanOf(item)
    return from && to && to < from
      ? [[`${itemLabel(list, i, item)}.to`, `is ${to}, before its first day (${from})`]]
      : []
  })

export const reviewOf = (record: Record<string, unknown>) => (isPlainObject(record.review) ? record.review : {})

/** A review's next date comes after its last one (which the date's window keeps to a day that has come). */
export function reviewProblems(record: Record<string, unknown>): FieldProblem[] {
  const review = reviewOf(record)
  const last = isoDate(review.lastReviewed)
  const next = isoDate(review.nextReview)
  return last && next && next <= last
    ? [["review.nextReview", `is ${next}, but should come after the last review (${last})`]]
    : []
}

/** A picture on a plain page needs its description. */
export const pictureProblems = (record: Record<string, unknown>): FieldProblem[] =>
  record.image && !record.imageAlt
    ? [["imageAlt", "is required when there is a picture: describe what it shows for people who cannot see it"]]
    : []
