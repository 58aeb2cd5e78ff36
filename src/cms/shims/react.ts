// `react` for the components bundled into the CMS's previews (src/cms/preview-bundle.ts aliases it here). /admin/
// has no React of the site's: Decap's prebuilt bundle carries its own (19) and sets its createElement as
// `window.h`. The components are compiled with the classic JSX transform (React.createElement), so an element
// made here is one of Decap's React. Only createElement and Fragment exist: a component that uses a hook fails
// the bundle's build, which is why the previewed components take props only.
import type * as React from "react"

declare global {
  interface Window {
    /** Decap's React.createElement */
    h: typeof React.createElement
  }
}

export const createElement = window.h
/** React's own marker for <>…</>, the same in every React since 16 */
export const Fragment = Symbol.for("react.fragment")
