import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby's renderer, for gatsby-browser's replaceHydrateFunction. The server-rendered page is already on
 * screen and readable, so React may attach to it in the background: hydrating inside a transition lets React
 * yield to the browser every few milliseconds instead of holding the main thread for the whole page (one long
 * task on a mid-range phone), so taps and scrolling stay answered while it works. A container without server
 * HTML (`gatsby develop`) is rendered from scratch. Returns the cleanup Gatsby's develop overlay asks for.
 */
export function hydrateInBackground(element: ReactElement, container: Element): () => void {
  if (!container.hasChildNodes()) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let unmount = () => {}
  startTransition(() => {
    const root = hydrateRoot(container, element)
    unmount = () => root.unmount()
  })
  return () => unmount()
}
