import * as React from "react"
import { renderToString } from "react-dom/server"
import type { GatsbySSR } from "gatsby"
import { earlyControlsScript } from "./src/lib/early-controls"
import { PRELOADED_FONT } from "./src/lib/font"
import { tidyHead } from "./src/lib/head-components"
import NoticeBar from "./src/components/notice-bar"
import { frameWith } from "./src/wrap-page-element"

// The skip link, the dated notices and the page. Only the server renders the notices: the browser's bundle has none
// of their code, and keeps their HTML as it is.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = frameWith(<NoticeBar />)

// Each page's HTML in one piece. Gatsby streams it (renderToPipeableStream), and React 18's stream leaks NUL bytes
// into the page where a character of several bytes (an en dash) falls on the edge of its 2 KiB buffer
// (facebook/react#31134, fixed in React 19 by facebook/react#26228); the HTML check refuses such a page. A static
// page gains nothing from streaming. This can go with React 19.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement))
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "en-CA" })
  // The menu button and the contact form's Send, working from the first paint (src/lib/early-controls.ts).
  setPreBodyComponents([<script key="early-controls" dangerouslySetInnerHTML={{ __html: earlyControlsScript }} />])
  // Without JavaScript the menu button cannot open the menu, so show the links instead, and not the button. Below
  // the width where the menu sits in one line, the links make the header too tall to stay on screen: it scrolls
  // away, so an address with a #fragment (/fees#car-accident) lands where the visitor can read it.
  setHeadComponents([
    // Preloaded so that on a fast connection the first page is drawn in it: without a preload Chromium never waits
    // for an optional font, and the visitor's first page, and every page reached from it by a link, stay in the
    // fallback. On a slow phone network it arrives after the first paint either way (docs/performance.md).
    <link key="font" rel="preload" href={PRELOADED_FONT} as="font" type="font/woff2" crossOrigin="anonymous" />,
    // The home-screen icon for iOS, one of gatsby-plugin-manifest's (gatsby-config.ts); iOS scales it to its size.
    <link key="touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
    <noscript key="menu-without-js">
      <style>
        {`[data-site-menu]{display:flex!important;flex-wrap:wrap}[data-site-menu-toggle]{display:none!important}` +
          `@media (max-width:69.99rem){[data-site-header]{position:static!important}}`}
      </style>
    </noscript>,
  ])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(tidyHead(getHeadComponents() as React.ReactElement[]))
}
