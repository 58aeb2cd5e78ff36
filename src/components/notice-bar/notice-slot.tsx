import * as React from "react"
// The notices' styles, for the HTML the server rendered: the browser's bundle has no other part of the notices.
import "./notice-bar.module.css"
import type { FrameMarks } from "../english-frame"

/**
 * Where the dated notices go, at the top of every page and outside the page itself (src/wrap-page-element.tsx),
 * so React never renders it again as the visitor moves from page to page. The server renders the notices into it
 * (`children`: gatsby-ssr.tsx's NoticeBar); the browser leaves that HTML as it is, and the notices' script (src/lib/
 * notices.ts) shows, hides and dismisses them. Under `gatsby develop`, which renders in the browser only, it is empty.
 */
const NoticeSlot = ({ children, ...marks }: FrameMarks & { children?: React.ReactNode }) =>
  children ? (
    <div data-notice-slot="" {...marks}>
      {children}
    </div>
  ) : (
    <div data-notice-slot="" {...marks} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  )

export default NoticeSlot
