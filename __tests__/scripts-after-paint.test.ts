/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import vm from "vm"
import {
  deferRuntimeScripts,
  HERO_WAIT_MS,
  loaderScript,
  scriptsAfterFirstPaint,
  START_BY_MS,
} from "../src/node/scripts-after-paint"

const runtime =
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script>' +
  '<script src="/app-3c.js" async></script>'
const page = (scripts: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.x=1</script>${scripts}</body></html>`

const manifest = '<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>'

test("Gatsby's runtime scripts become one inline loader, in their order, and nothing else changes", () => {
  const html = scriptsAfterFirstPaint(page(runtime))
  expect(html).toBe(page(loaderScript(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"])))
  expect(html).not.toMatch(/<script src=/)
})

test("the manifest's link leaves the head for the loader", () => {
  const html = scriptsAfterFirstPaint(page(runtime).replace("<body>", `<head>${manifest}</head><body>`))
  expect(html).not.toContain('<link rel="manifest"')
  expect(html).toContain(
    loaderScript(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"], "/manifest.webmanifest"),
  )
})

test("a page without them is left as it is", () => {
  expect(scriptsAfterFirstPaint(page(""))).toBe(page(""))
})

describe("over a build's pages", () => {
  let publicDir: string
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), html)
  }
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
  beforeEach(() => (publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "scripts-after-paint-"))))
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  test("rewrites Gatsby's pages, and leaves alone one already rewritten and a page that is not Gatsby's", () => {
    const withManifest = page(runtime).replace("<body>", `<head>${manifest}</head><body>`)
    write("index.html", withManifest)
    write("about/index.html", page(runtime))
    write("fees/index.html", scriptsAfterFirstPaint(page(runtime)))
    write("admin/index.html", '<!doctype html><body><script src="/admin/cms.js" async></script></body>')
    expect(deferRuntimeScripts(publicDir)).toBe(2)
    expect(read("index.html")).toBe(scriptsAfterFirstPaint(withManifest))
    expect(read("about/index.html")).toBe(scriptsAfterFirstPaint(page(runtime), "/manifest.webmanifest"))
    expect(read("fees/index.html")).toBe(scriptsAfterFirstPaint(page(runtime)))
    expect(read("admin/index.html")).toContain('<script src="/admin/cms.js" async>')
  })

  test("a page an incremental build only re-stitched gets the manifest's link the others have", () => {
    write("index.html", page(runtime).replace("<body>", `<head>${manifest}</head><body>`))
    write("about/index.html", page(runtime))
    deferRuntimeScripts(publicDir)
    expect(read("about/index.html")).toContain(
      loaderScript(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"], "/manifest.webmanifest"),
    )
  })

  test("fails, naming the pattern and the pages, when Gatsby writes its scripts some other way", () => {
    write("index.html", page(runtime.replace(/ async>/g, " defer>")))
    expect(() => deferRuntimeScripts(publicDir)).toThrow(
      /Gatsby no longer ends its pages with its runtime scripts .*RUNTIME_SCRIPTS.*: 1 page\(s\), index\.html/,
    )
  })

  test("fails when the manifest's link is written some other way", () => {
    write(
      "index.html",
      page(runtime).replace("<body>", '<head><link rel="manifest" href="/m.webmanifest"></head><body>'),
    )
    expect(() => deferRuntimeScripts(publicDir)).toThrow(/MANIFEST_LINK.*index\.html/)
  })
})

type Entries = { getEntriesByName: (name: string) => unknown[] }
type PaintCallback = (entries: Entries, observer: { disconnect: () => void }) => void
type Added = { tag: string; src?: string; href?: string; rel?: string }

/**
 * Runs the loader in a stand-in for a browser, recording what it adds and when. `paintTiming` says whether the
 * browser reports paints to a PerformanceObserver, `paint(name)` then delivers one; `hero` is the page's
 * fetchpriority="high" image, if any, with `heroLoads()` to finish it; `hash` the address's #fragment.
 */
function runLoader(visibilityState: "visible" | "hidden", { paintTiming = true, hero = false, hash = "" } = {}) {
  const added: Added[] = []
  const frames: Array<() => void> = []
  const timers: Array<{ callback: () => void; ms: number; due: number }> = []
  let now = 0
  const observers: Array<{ callback: PaintCallback; options: unknown; connected: boolean }> = []
  function PerformanceObserver(this: unknown, callback: PaintCallback) {
    const observer = { callback, options: undefined as unknown, connected: false }
    observers.push(observer)
    return {
      observe: (options: unknown) => Object.assign(observer, { options, connected: true }),
      disconnect: () => Object.assign(observer, { connected: false }),
    }
  }
  PerformanceObserver.supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"]
  const paint = (name: string) => {
    for (const observer of observers.filter(o => o.connected)) {
      const entries = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }
      observer.callback(entries, { disconnect: () => (observer.connected = false) })
    }
  }
  const heroListeners: Record<string, () => void> = {}
  const heroImage = {
    complete: false,
    addEventListener: (type: string, listener: () => void) => (heroListeners[type] = listener),
  }
  const heroLoads = () => {
    heroImage.complete = true
    heroListeners.load()
  }
  const source = /<script>([\s\S]*)<\/script>/.exec(loaderScript(["/a.js", "/b.js"], "/app.webmanifest"))![1]
  const append = (element: Added) => added.push(element)
  vm.runInNewContext(source, {
    document: {
      visibilityState,
      createElement: (tag: string) => ({ tag }),
      querySelector: (selector: string) => (hero && selector === 'img[fetchpriority="high"]' ? heroImage : null),
      head: { appendChild: append },
      body: { appendChild: append },
    },
    location: { hash },
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms, due: now + ms }),
  })
  /** Runs the frame callbacks, then the timers of 0 ms, that are waiting: the frame is painted. */
  const nextFrame = () => {
    frames.splice(0).forEach(callback => callback())
    timers.filter(timer => timer.ms === 0).forEach(timer => timer.callback())
  }
  /** The clock moves on by `ms`: the timers due by then fire, each once. */
  const wait = (ms: number) => {
    now += ms
    for (const timer of timers.filter(t => t.due <= now && t.ms > 0)) {
      timers.splice(timers.indexOf(timer), 1)
      timer.callback()
    }
  }
  return { added, timers, observers, paint, heroLoads, nextFrame, wait }
}

const everything = [
  { tag: "link", rel: "manifest", href: "/app.webmanifest", crossOrigin: "anonymous" },
  { tag: "script", src: "/a.js", async: true },
  { tag: "script", src: "/b.js", async: true },
]

test("on screen, the scripts and the manifest are asked for once the first contentful paint is on screen, once", () => {
  const { added, observers, paint } = runLoader("visible")
  expect(observers.map(o => o.options)).toEqual([{ type: "paint", buffered: true }])
  expect(added).toEqual([])
  paint("first-paint") // a background colour alone: the page's text is not on screen yet
  expect(added).toEqual([])
  paint("first-contentful-paint")
  expect(added).toEqual(everything)
  paint("first-contentful-paint")
  expect(added).toHaveLength(3)
})

test("a page with a picture asked for first waits for it to be painted too", () => {
  const { added, paint, heroLoads, nextFrame } = runLoader("visible", { hero: true })
  paint("first-contentful-paint")
  expect(added).toEqual([])
  heroLoads()
  expect(added).toEqual([])
  nextFrame()
  expect(added).toEqual(everything)
})

test("on a network where that picture stalls, they wait for it no longer than HERO_WAIT_MS", () => {
  const { added, paint, timers } = runLoader("visible", { hero: true })
  paint("first-contentful-paint")
  const heroWait = timers.find(timer => timer.ms === HERO_WAIT_MS)!
  heroWait.callback()
  expect(added).toEqual(everything)
})

test("a browser without paint timing asks for them once the first frame has been painted", () => {
  const { added, nextFrame } = runLoader("visible", { paintTiming: false })
  expect(added).toEqual([])
  nextFrame()
  expect(added).toEqual(everything)
})

test("a page opened at a #fragment, whose paint Firefox never reports, asks for them after its first frame", () => {
  const { added, observers, nextFrame } = runLoader("visible", { hash: "#cancellation" })
  expect(observers).toEqual([])
  nextFrame()
  expect(added).toEqual(everything)
})

test("in a hidden tab, which paints nothing, they are asked for at once", () => {
  expect(runLoader("hidden").added).toEqual(everything)
})

test(`an engine that offers paint timing but never reports the paint still starts them, ${START_BY_MS} ms in`, () => {
  const { added, observers, wait, nextFrame } = runLoader("visible", { hero: true })
  expect(observers.map(o => o.connected)).toEqual([true])
  nextFrame()
  wait(START_BY_MS - 1)
  expect(added).toEqual([])
  wait(1)
  expect(added).toEqual(everything)
  wait(HERO_WAIT_MS) // nothing later asks for them twice
  expect(added).toHaveLength(3)
})

test(`so does one whose picture never reports loading, at most ${START_BY_MS} ms in`, () => {
  const { added, paint, wait } = runLoader("visible", { hero: true })
  wait(START_BY_MS / 2)
  paint("first-contentful-paint")
  wait(START_BY_MS / 2)
  expect(added).toEqual(everything)
})
