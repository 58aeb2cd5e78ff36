import * as React from "react"

const neverChanges = () => () => {}

/**
 * A value that only the visitor's browser knows: `server` in the static HTML, and while React attaches to it (to
 * match it), then what `client` reads, in the render React makes right after it has taken the page over.
 */
export function useClientValue<Value>(client: () => Value, server: Value): Value {
  return React.useSyncExternalStore(neverChanges, client, () => server)
}

/** False in the static HTML and while React attaches to it, true once React has taken the page over. */
export const useTakenOver = () => useClientValue(() => true, false)
