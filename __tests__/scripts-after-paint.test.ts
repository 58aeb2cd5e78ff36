/** @jest-environment node */
import vm from "vm"
import { loaderScript, scriptsAfterFirstPaint } from "../src/node/scripts-after-paint"

const runtime =
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script>' +
  '<script src="/app-3c.js" async></script>'
const page = (scripts: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.x=1</script>${scripts}</body></html>`

test("Gatsby's runtime scripts become one inline loader, in their order, and nothing else changes", () => {
  const html = scriptsAfterFirstPaint(page(runtime))
  expect(html).toBe(page(loaderScript(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"])))
  expect(html).not.toMatch(/<script src=/)
})

test("a page without them is left as it is", () => {
  expect(scriptsAfterFirstPaint(page(""))).toBe(page(""))
})

/** Runs the loader in a stand-in for a browser, recording what it adds and when. */
function runLoader(visibilityState: "visible" | "hidden") {
  const added: Array<{ src: string; async: boolean }> = []
  const frames: Array<() => void> = []
  const timers: Array<() => void> = []
  const source = /<script>([\s\S]*)<\/script>/.exec(loaderScript(["/a.js", "/b.js"]))![1]
  vm.runInNewContext(source, {
    document: {
      visibilityState,
      createElement: () => ({ src: "", async: false }),
      body: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  })
  return { added, frames, timers }
}

test("in a page on screen, the scripts are asked for once the first frame has been painted", () => {
  const { added, frames, timers } = runLoader("visible")
  expect(added).toEqual([])
  frames.shift()!() // the first frame is being drawn…
  expect(added).toEqual([])
  timers.shift()!() // …and has been painted
  expect(added).toEqual([
    { src: "/a.js", async: true },
    { src: "/b.js", async: true },
  ])
})

test("in a hidden tab, which paints no frame, they are asked for at once", () => {
  expect(runLoader("hidden").added.map(script => script.src)).toEqual(["/a.js", "/b.js"])
})
