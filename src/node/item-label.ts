// How a build error names one item of a list in a content file: its place, counted from 1 as editors count,
// and its title, name, heading or day when it has one, e.g. `hours[6] ("Saturday")` or `members[1] ("Priya Sharma")`,
// else its term or slug: `signs[4] ("cauda-equina")`; a sign set aside by its sign: `setAside[1] ("meningitis")`.

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date)

export const itemLabel = (listPath: string, index: number, item: unknown) => {
  const name = isPlainObject(item)
    ? (item.title ??
      item.name ??
      item.question ??
      item.heading ??
      item.path ??
      item.day ??
      item.holiday ??
      item.sign ??
      item.reason ??
      item.label ??
      item.term ??
      item.slug)
    : undefined
  return `${listPath}[${index + 1}]${typeof name === "string" ? ` ("${name}")` : ""}`
}
