import * as React from "react"
import EnglishFrame, { PageLanguage } from "./components/english-frame"
import ErrorBoundary from "./components/error-boundary"
import NoticeSlot from "./components/notice-bar/notice-slot"
import SkipLink from "./components/skip-link"

interface WrapPageElementArgs {
  element: React.ReactElement
  props: { location: { pathname: string }; pageContext?: { language?: string } }
}

/**
 * The frame around every page, for gatsby-ssr.tsx and gatsby-browser.tsx: the skip link, the dated notices (the
 * server's `notices`, kept by the browser as they are) and the page, which stay in place as the visitor moves from
 * page to page. The page is keyed by path, so the error screen clears when the visitor goes to another page. A page
 * in another language (content/language-pages/) has its language in its page context: the frame's own words, here
 * and in the page's Layout, stay marked as English (EnglishFrame).
 */
export function frameWith(notices?: React.ReactNode) {
  return function wrapPageElement({ element, props }: WrapPageElementArgs) {
    return (
      <PageLanguage.Provider value={props.pageContext?.language}>
        <EnglishFrame>
          <SkipLink />
          <NoticeSlot>{notices}</NoticeSlot>
        </EnglishFrame>
        <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>
      </PageLanguage.Provider>
    )
  }
}
