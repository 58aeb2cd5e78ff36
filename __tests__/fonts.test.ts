/** @jest-environment node */
// The fallback faces in fonts.css hold Arial and Roboto to Source Sans 3's metrics, so swapping in the web font
// moves nothing. Their overrides must be the ones Capsize computes from the fonts' published metrics.
import fs from "fs"
import path from "path"
import { createFontStack } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import arialBold from "@capsizecss/metrics/arial/700"
import roboto from "@capsizecss/metrics/roboto"
import robotoBold from "@capsizecss/metrics/roboto/700"
import sourceSans3 from "@capsizecss/metrics/sourceSans3"
import sourceSans3Bold from "@capsizecss/metrics/sourceSans3/700"
import { SCRIPT_FONTS } from "../src/lib/font"

const css = fs.readFileSync(path.resolve(__dirname, "../src/styles/fonts.css"), "utf8")
const tokens = fs.readFileSync(path.resolve(__dirname, "../src/styles/tokens.css"), "utf8")

/** The descriptors of the @font-face rule for `family` at `weight` (none: the regular face), by name. */
function fontFace(source: string, family: string, weight?: string) {
  const rule = [...source.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(match => match[1])
    .find(body => body.includes(`font-family: "${family}"`) && /font-weight:\s*(\d+)/.exec(body)?.[1] === weight)
  if (!rule) throw new Error(`no @font-face for ${family} ${weight ?? ""}`)
  return Object.fromEntries(
    rule
      .split(";")
      .map(line => line.trim().split(/:\s*(.*)/s))
      .filter(([name, value]) => name && value && name !== "font-family" && name !== "src"),
  )
}

const regular = createFontStack([sourceSans3, arial, roboto], { fontFaceFormat: "styleString" }).fontFaces
const bold = createFontStack([sourceSans3Bold, arialBold, robotoBold], {
  fontFaceFormat: "styleString",
  fontFaceProperties: { fontWeight: "700" },
}).fontFaces

test.each(["Arial", "Roboto"])("the %s fallback has Capsize's size and line metrics for Source Sans 3", fallback => {
  const family = `Source Sans 3 Fallback: ${fallback}`
  expect(fontFace(css, family)).toEqual(fontFace(regular.replaceAll("'", '"'), family))
})

test.each(["Arial", "Roboto"])("the bold %s fallback has Capsize's metrics for Source Sans 3 Bold", fallback => {
  const family = `Source Sans 3 Fallback: ${fallback}`
  expect(fontFace(css, family, "700")).toEqual(fontFace(bold.replaceAll("'", '"'), family, "700"))
})

test("the body font stack tries both fallbacks after the web font and before the system fonts", () => {
  const stack = tokens.match(/--font-body:([^;]*);/)?.[1].replace(/\s+/g, " ") ?? ""
  expect(stack).toMatch(
    /"Source Sans 3 Variable".*"Source Sans 3 Fallback: Arial", "Source Sans 3 Fallback: Roboto".*system-ui/,
  )
})

// Each script's font (src/lib/font.ts) as its npm package declares it: its file is there, and the characters the
// pages give it are the package's own range for that file (the Arabic one without its historic and mathematical
// planes), so the browser asks for it for exactly the text it draws.
describe.each(Object.values(SCRIPT_FONTS).map(font => [font.family, font] as const))("%s", (_family, font) => {
  // From the package's folder: jest maps a stylesheet's or a font's own address to a stand-in.
  const packageDir = path.dirname(require.resolve(`${font.package}/package.json`))
  const packageCss = fs.readFileSync(path.join(packageDir, font.weight ? `${font.weight}.css` : "wght.css"), "utf8")
  const face = [...packageCss.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(match => match[1])
    .find(body => body.includes(font.file))

  test("is the package's face for its script's file", () => {
    expect(face).toBeDefined()
    expect(face).toContain(`font-family: '${font.family}'`)
    expect(fs.existsSync(path.join(packageDir, "files", font.file))).toBe(true)
  })

  test("is used for the package's range, as src/lib/font.ts gives it", () => {
    const packageRange = /unicode-range:\s*([^;]*);/.exec(face ?? "")?.[1].split(",") ?? []
    const ours = font.unicodeRange.split(",")
    expect(ours.filter(range => !packageRange.includes(range))).toEqual([])
    expect(packageRange.filter(range => !ours.includes(range)).every(range => /^U\+1[0-9A-F]{4}/.test(range))).toBe(
      true,
    )
  })
})
