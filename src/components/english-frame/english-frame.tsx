import * as React from "react"

/** How a part of the frame is marked English: its root element takes these. */
export interface FrameMarks {
  lang?: "en"
  dir?: "ltr"
}

const ENGLISH: FrameMarks = { lang: "en", dir: "ltr" }

/**
 * The language of a page in another language (content/language-pages/), as its page context gives it
 * (src/node/create-pages.ts); none on the English pages. The frame around every page (src/wrap-page-element.tsx)
 * provides it: the one signal the English frame follows.
 */
export const PageLanguage = React.createContext<string | undefined>(undefined)

/**
 * The site's own parts around a page in another language (skip link, notices, info strip, header, breadcrumbs,
 * footer), marked English and left to right, so they read as they do everywhere while the page's content is in its
 * language and direction (its <html>'s). Each child takes the marks on its root element (FrameMarks); no element is
 * added, so the tree is the same on every page and the notices the server rendered stay as they are when the
 * visitor moves between a page in another language and an English one.
 */
const EnglishFrame = ({
  children,
}: {
  children: React.ReactElement<FrameMarks> | React.ReactElement<FrameMarks>[]
}) => {
  const marks = React.useContext(PageLanguage) ? ENGLISH : undefined
  return <>{React.Children.map(children, child => React.cloneElement(child, marks))}</>
}

export default EnglishFrame
