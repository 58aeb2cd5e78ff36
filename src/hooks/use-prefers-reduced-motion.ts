import * as React from "react"

const QUERY = "(prefers-reduced-motion: reduce)"

/** Whether the visitor asked their system for less motion; follows changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = React.useState(
    () => typeof window !== "undefined" && window.matchMedia?.(QUERY).matches,
  )
  React.useEffect(() => {
    const media = window.matchMedia?.(QUERY)
    if (!media) return undefined
    const update = () => setReduced(media.matches)
    update()
    media.addEventListener("change", update)
    return () => media.removeEventListener("change", update)
  }, [])
  return reduced
}
