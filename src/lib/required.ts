/** Returns a query result that the content model guarantees, failing loudly if it is absent. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing content: ${what}`)
  return value
}
