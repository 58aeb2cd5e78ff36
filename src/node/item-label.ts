// How a build error names one item of a list in a content file: its place, counted from 1 as editors count,
// and its title, name, heading or day when it has one, e.g. `hours[6] ("Saturday")` or `members[1] ("Priya Sharma")`,
// else its term or slug: `signs[4] ("cauda-equina")`; a sign set aside by its sign: `setAside[1] ("meningitis")`.

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date)

/**
 * The fields that name a list item, in the one order every list uses: how people know it first (a title, a name, a
 * question), what identifies it last (a day, a holiday, a sign, a term, a slug).
 */
const NAMED_BY = [
  "title",
  "name",
  "question",
  "heading",
  "path",
  "day",
  "holiday",
  "sign",
  "reason",
  "label",
  "term",
  "slug",
] as const

/** The fields that identify a list item whatever its place or words, the first it has: what the launch check keys by. */
const IDENTIFIED_BY = ["slug", "holiday", "day", "sign"] as const

const firstText = (item: unknown, keys: readonly string[]) => {
  if (!isPlainObject(item)) return undefined
  const key = keys.find(each => typeof item[each] === "string")
  return key === undefined ? undefined : String(item[key])
}

export const itemLabel = (listPath: string, index: number, item: unknown) => {
  const name = firstText(item, NAMED_BY)
  return `${listPath}[${index + 1}]${name === undefined ? "" : ` ("${name}")`}`
}

/** What names a list item whatever its position: its slug, holiday, day or sign, else its place in the list. */
export const itemName = (item: unknown, index: number) => firstText(item, IDENTIFIED_BY) ?? String(index + 1)
