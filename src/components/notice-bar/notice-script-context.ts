import * as React from "react"

/**
 * The script the notices are followed by in the static HTML (src/lib/notices.ts's noticeScript). gatsby-ssr.tsx
 * provides it; in the browser it is empty, as React neither runs nor needs a script it renders.
 */
export const NoticeScriptContext = React.createContext("")
