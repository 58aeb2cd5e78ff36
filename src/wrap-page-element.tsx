import * as React from "react"
import ErrorBoundary from "./components/error-boundary"
import NoticeSlot from "./components/notice-bar/notice-slot"
import SkipLink from "./components/skip-link"

interface WrapPageElementArgs {
  element: React.ReactElement
  props: { location: { pathname: string }; pageContext?: { language?: unknown } }
}

/**
 * The frame around every page, for gatsby-ssr.tsx and gatsby-browser.tsx: the skip link, the dated notices (the
 * server's `notices`, kept by the browser as they are) and the page, which stay in place as the visitor moves from
 * page to page. The page is keyed by path, so the error screen clears when the visitor goes to another page.
 */
export function frameWith(notices?: React.ReactNode) {
  return function wrapPageElement({ element, props }: WrapPageElementArgs) {
    // On a page in another language (content/language-pages/), the frame's own words stay marked as English.
    const english = props.pageContext?.language ? ({ lang: "en", dir: "ltr" } as const) : {}
    return (
      <>
        <SkipLink {...english} />
        <NoticeSlot {...english}>{notices}</NoticeSlot>
        <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>
      </>
    )
  }
}
