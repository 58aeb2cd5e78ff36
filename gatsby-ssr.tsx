import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { PRELOADED_FONT } from "./src/lib/font"
export { wrapPageElement } from "./src/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-CA" })
  // Without JavaScript the menu button cannot open the menu, so show the links instead.
  setHeadComponents([
    <link key="font" rel="preload" href={PRELOADED_FONT} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <noscript key="menu-without-js">
      <style>{`[data-site-menu]{display:flex!important;flex-wrap:wrap}`}</style>
    </noscript>,
  ])
}
