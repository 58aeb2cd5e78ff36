import type { GatsbyBrowser } from "gatsby"
import "./src/styles/fonts.css"
import "./src/styles/global.css"
import { hydrateInBackground } from "./src/lib/hydrate"
import { fragmentDecodes } from "./src/lib/paths"
import { frameWith } from "./src/wrap-page-element"

// Gatsby's scroll handler decodes the address's #fragment and throws on a malformed one (/faq#%E0), which leaves
// the page blank. Such a fragment names nothing on the page: the page is loaded again without it. (The router has
// already read the address, so rewriting it in place would not reach it.)
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const { pathname, search, hash } = window.location
  if (!fragmentDecodes(hash)) window.location.replace(pathname + search)
}

// The notices stay as the first page had them: on each page after it, their script (src/lib/notices.ts) chooses
// again, in case the visitor's day has turned since.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => window.showNotices?.()

// The skip link, the notices the server rendered, and the page.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = frameWith()

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInBackground as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
