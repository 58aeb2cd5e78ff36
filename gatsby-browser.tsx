import type { GatsbyBrowser } from "gatsby"
import "./src/styles/fonts.css"
import "./src/styles/global.css"
import { hydrateInBackground } from "./src/lib/hydrate"
export { wrapPageElement } from "./src/wrap-page-element"

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInBackground as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
