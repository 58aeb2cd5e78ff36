// onPostBuild (before the Content-Security-Policy is made from the pages): Gatsby's scripts start after the first
// paint. Every page is whole as sent (its HTML and inlined CSS), so its first paint needs no script; yet Gatsby
// lists its runtime (webpack-runtime, framework, app: about 70 KiB gzip) as async scripts at the end of the body,
// which a browser fetches at once, beside the font and the hero image the first screen does need. Each page
// asks for them from a small inline script once its first screen is painted (its text, then its first picture),
// so they do not compete with it; React then takes over the page. The web app manifest (and the icon
// a browser fetches with it) waits too: only a browser offering to install the site reads it.
// The first frame's animation callback is too soon: scripts asked for there still start a few milliseconds
// before the paint is presented, and Lighthouse's LCP estimate then counts all 70 KiB.
import fs from "fs"
import path from "path"
import { filesUnder } from "./files-under"

/** Gatsby's runtime scripts as it writes them, one after another, near the end of the body. */
const RUNTIME_SCRIPTS =
  /(?:<script src="(\/[^"]+\.js)" async=""><\/script>|<script src="(\/[^"]+\.js)" async><\/script>)+/

/** The longest the scripts wait for the first picture once the text is painted, on a network that stalls (ms). */
export const HERO_WAIT_MS = 2500

/**
 * The longest the scripts wait at all, counted from the end of the page's HTML (ms): an engine that offers paint
 * timing yet never reports the first contentful paint (or a picture whose events never come) still gets its menu,
 * slider and form. Normally the paint and the picture come well before it.
 */
export const START_BY_MS = 3000

/**
 * The inline script that asks for `sources` (and links the web app manifest, which only an installing browser
 * reads) once the first screen is painted: the text, reported by the browser as the first contentful paint only
 * after that frame is presented, then the picture the page asks for first (`fetchpriority="high"`), if it has
 * one, or after HERO_WAIT_MS. A browser without paint timing starts after its first frame, and so does a page
 * opened at a #fragment (Firefox reports no paint of it at all); a hidden tab, which paints nothing, at once; and
 * every page by START_BY_MS, whatever the browser reports.
 */
export function loaderScript(sources: string[], manifest?: string): string {
  const link = manifest
    ? `var m=document.createElement("link");m.rel="manifest";m.href=${JSON.stringify(manifest)};m.crossOrigin="anonymous";document.head.appendChild(m);`
    : ""
  const load = `function(){${link}${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}`
  const script = `(function(l){
var done=0,P=typeof PerformanceObserver=="function"&&PerformanceObserver;
function go(){if(!done){done=1;l()}}
setTimeout(go,${START_BY_MS});
function afterFrame(f){requestAnimationFrame(function(){setTimeout(f)})}
function afterHero(){var i=document.querySelector('img[fetchpriority="high"]');if(!i||i.complete)return go();
i.addEventListener("load",function(){afterFrame(go)});i.addEventListener("error",go);setTimeout(go,${HERO_WAIT_MS})}
if(document.visibilityState==="hidden")go();
else if(P&&!location.hash&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();afterHero()}}).observe({type:"paint",buffered:true});
else afterFrame(afterHero)})(${load})`
  return `<script>${script.replace(/\n/g, "")}</script>`
}

/** The web app manifest's link as gatsby-plugin-manifest writes it in the head. */
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)" crossorigin="anonymous"\/>/

/**
 * The page with Gatsby's runtime scripts, and the manifest's link, asked for after its first screen is painted;
 * unchanged when it has no runtime scripts.
 */
export function scriptsAfterFirstPaint(html: string, buildManifest?: string): string {
  const found = RUNTIME_SCRIPTS.exec(html)
  if (!found) return html
  const sources = [...found[0].matchAll(/src="([^"]+)"/g)].map(match => match[1])
  const manifest = MANIFEST_LINK.exec(html)?.[1] ?? buildManifest
  return html.replace(MANIFEST_LINK, "").replace(found[0], loaderScript(sources, manifest))
}

/**
 * The build's web app manifest, as its pages link it. A page an incremental build only re-stitched (its scripts
 * slice changed) comes back with Gatsby's scripts but without that link, which the last build moved into the
 * loader: it gets the link the other pages have, or the manifest's usual address if none still has it.
 */
function manifestOf(publicDir: string, pages: string[]): string | undefined {
  for (const html of pages) {
    const linked = MANIFEST_LINK.exec(html)?.[1]
    if (linked) return linked
  }
  return fs.existsSync(path.join(publicDir, "manifest.webmanifest")) ? "/manifest.webmanifest" : undefined
}

/** A page Gatsby rendered (not the CMS's page, nor a slice), which its runtime must take over. */
const isGatsbyPage = (html: string) => html.includes('<div id="___gatsby">')

/**
 * A page that already asks for its scripts after its first paint: one an incremental build left as the last build
 * wrote it, restored from the build cache (see netlify-adapter.ts).
 */
const isDeferred = (html: string) => html.includes('getEntriesByName("first-contentful-paint")')

/**
 * Rewrites every page of the build in `publicDir`; returns how many it changed. Throws, naming what Gatsby now
 * writes differently, when a page of Gatsby's keeps its runtime scripts or the manifest's link: the patterns above
 * no longer match, and without this the pages would quietly go back to fetching both before their first paint.
 */
export function deferRuntimeScripts(publicDir: string): number {
  const unchanged: string[] = []
  const keptManifest: string[] = []
  let changed = 0
  const files = filesUnder(publicDir, /\.html$/)
  const pages = new Map(files.map(file => [file, fs.readFileSync(path.join(publicDir, file), "utf8")]))
  const manifest = manifestOf(publicDir, [...pages.values()])
  for (const [file, html] of pages) {
    const target = path.join(publicDir, file)
    if (!isGatsbyPage(html) || isDeferred(html)) continue
    const rewritten = scriptsAfterFirstPaint(html, manifest)
    if (rewritten === html) unchanged.push(file)
    else if (/<link[^>]*rel="manifest"/.test(rewritten)) keptManifest.push(file)
    else {
      fs.writeFileSync(target, rewritten)
      changed++
    }
  }
  const named = (names: string[]) => `${names.length} page(s), ${names.slice(0, 3).join(", ")}`
  if (unchanged.length)
    throw new Error(
      `Gatsby no longer ends its pages with its runtime scripts as <script src="/….js" async> tags, which ` +
        `src/node/scripts-after-paint.ts (RUNTIME_SCRIPTS) moves after the first paint: ${named(unchanged)}. ` +
        "Match the markup Gatsby writes now.",
    )
  if (keptManifest.length)
    throw new Error(
      "gatsby-plugin-manifest no longer writes the manifest's link as src/node/scripts-after-paint.ts " +
        `(MANIFEST_LINK) expects: ${named(keptManifest)}. Match the markup it writes now.`,
    )
  return changed
}
