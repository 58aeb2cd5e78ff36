import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { tidyHead } from "./src/lib/head-components"
export { wrapPageElement } from "./src/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-CA" })
  // Without JavaScript the menu button cannot open the menu, so show the links instead.
  setHeadComponents([
    // No preload of the web font: on a slow phone network it arrives after the first paint whether preloaded or
    // not (font-display: optional keeps that paint in the fallback), and preloaded it only competes with the page
    // and its first picture (README, Performance).
    // The home-screen icon for iOS, one of gatsby-plugin-manifest's (gatsby-config.ts); iOS scales it to its size.
    <link key="touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
    <noscript key="menu-without-js">
      <style>{`[data-site-menu]{display:flex!important;flex-wrap:wrap}`}</style>
    </noscript>,
  ])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(tidyHead(getHeadComponents() as React.ReactElement[]))
}
