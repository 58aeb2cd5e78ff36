// onPostBuild (before the Content-Security-Policy is made from the pages): Gatsby's scripts start after the first
// paint. Every page is whole as sent (its HTML and inlined CSS), so its first paint needs no script; yet Gatsby
// lists its runtime (webpack-runtime, framework, app: about 70 KiB gzip) as async scripts at the end of the body,
// which a browser fetches at once, beside the font and the hero image the first screen does need. Each page now
// asks for them from a small inline script once its first frame is painted (or at once in a hidden tab, which
// paints no frame), so they no longer compete with it; React then takes over the page as before.
import fs from "fs"
import path from "path"
import { filesUnder } from "./files-under"

/** Gatsby's runtime scripts as it writes them, one after another, near the end of the body. */
const RUNTIME_SCRIPTS =
  /(?:<script src="(\/[^"]+\.js)" async=""><\/script>|<script src="(\/[^"]+\.js)" async><\/script>)+/

/** The inline script that asks for `sources` once the page has painted its first frame. */
export function loaderScript(sources: string[]): string {
  const load = `function(){${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}`
  return `<script>(function(l){document.visibilityState==="hidden"?l():requestAnimationFrame(function(){setTimeout(l)})})(${load})</script>`
}

/** The page with Gatsby's runtime scripts asked for after its first paint; unchanged when it has none. */
export function scriptsAfterFirstPaint(html: string): string {
  const found = RUNTIME_SCRIPTS.exec(html)
  if (!found) return html
  const sources = [...found[0].matchAll(/src="([^"]+)"/g)].map(match => match[1])
  return html.replace(found[0], loaderScript(sources))
}

/** Rewrites every page of the build in `publicDir`; returns how many it changed. */
export function deferRuntimeScripts(publicDir: string): number {
  let changed = 0
  for (const file of filesUnder(publicDir, /\.html$/)) {
    const target = path.join(publicDir, file)
    const html = fs.readFileSync(target, "utf8")
    const rewritten = scriptsAfterFirstPaint(html)
    if (rewritten === html) continue
    fs.writeFileSync(target, rewritten)
    changed++
  }
  return changed
}
