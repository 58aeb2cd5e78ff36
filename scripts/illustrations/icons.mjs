// Health Icons (@iconify-json/healthicons, MIT licence) as parts of an illustration: found by name, measured so
// that each is centred on what it shows, and drawn at a place and size.
import fs from "node:fs"
import { createRequire } from "node:module"
import sharp from "sharp"
import { round2 } from "./numbers.mjs"

const require = createRequire(import.meta.url)
const ICONSET = JSON.parse(fs.readFileSync(require.resolve("@iconify-json/healthicons/icons.json"), "utf8"))

/** An icon by name (following up to five aliases), or null when the set has none. */
export function lookupIcon(name) {
  let found = name
  for (let hops = 0; hops < 5 && !ICONSET.icons[found] && ICONSET.aliases?.[found]; hops += 1) {
    found = ICONSET.aliases[found].parent
  }
  const icon = ICONSET.icons[found]
  if (!icon) return null
  const body = icon.body
  return {
    name,
    body,
    width: icon.width ?? ICONSET.width ?? 48,
    height: icon.height ?? ICONSET.height ?? 48,
    // "Department" style icons draw the subject as a cut-out of a filled
    // rounded square; we render the cut-out itself so it floats freely.
    framed: /9(?: 6)?a3 3 0 0 0-3 3v30a3 3 0 0 0 3 3h/.test(body),
  }
}

let drawnIcons = 0
/** Inner SVG markup of an icon, ids namespaced so icons can be combined. */
function iconMarkup(icon, color) {
  const namespace = `i${(drawnIcons += 1)}`
  const body = icon.body
    .replace(/\bid="([^"]+)"/g, `id="${namespace}-$1"`)
    .replace(/href="#([^"]+)"/g, `href="#${namespace}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${namespace}-$1)`)
  if (!icon.framed) return `<g color="${color}" fill="${color}">${body}</g>`
  return (
    `<mask id="${namespace}-knock" maskUnits="userSpaceOnUse" x="0" y="0" ` +
    `width="${icon.width}" height="${icon.height}">` +
    `<rect x="6.6" y="6.6" width="34.8" height="34.8" rx="2.5" fill="#fff"/>` +
    `<g color="#000" fill="#000">${body}</g></mask>` +
    `<rect x="6" y="6" width="36" height="36" fill="${color}" mask="url(#${namespace}-knock)"/>`
  )
}

const boxes = new Map()
/** Visible bounding box of an icon in icon units (so icons are centred optically). */
async function iconBox(icon) {
  if (boxes.has(icon.name)) return boxes.get(icon.name)
  const scale = 10
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.width * scale}" height="${icon.height * scale}" ` +
    `viewBox="0 0 ${icon.width} ${icon.height}">${iconMarkup(icon, "#000")}</svg>`
  const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 1 }).png().toBuffer({ resolveWithObject: true })
  const box = {
    left: -(info.trimOffsetLeft ?? 0) / scale,
    top: -(info.trimOffsetTop ?? 0) / scale,
    width: info.width / scale,
    height: info.height / scale,
  }
  boxes.set(icon.name, box)
  return box
}

const alphaMaps = new Map()
const ALPHA_SCALE = 4 // pixels per icon unit for the coverage map
/** Low-resolution alpha map of an icon, used to keep badges off the subject. */
async function iconAlpha(icon) {
  if (alphaMaps.has(icon.name)) return alphaMaps.get(icon.name)
  const width = icon.width * ALPHA_SCALE
  const height = icon.height * ALPHA_SCALE
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${icon.width} ${icon.height}">${iconMarkup(icon, "#000")}</svg>`
  const data = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer()
  const map = { width, height, data }
  alphaMaps.set(icon.name, map)
  return map
}

/**
 * Work out where an icon goes so its visible content is centred at (cx, cy)
 * and fits a square of side `size` (`fit: 'width'` scales by width only).
 */
export async function layoutIcon(name, cx, cy, size, { fit = "max" } = {}) {
  const icon = lookupIcon(name)
  const box = await iconBox(icon)
  const scale = size / (fit === "width" ? box.width : Math.max(box.width, box.height))
  const left = cx - (box.left + box.width / 2) * scale
  const top = cy - (box.top + box.height / 2) * scale
  return { icon, scale, left, top, box, alpha: await iconAlpha(icon) }
}

/** A laid-out icon in `color`, with `extra` markup drawn in the icon's own units. */
export function drawIcon(layout, color, extra = "") {
  const transform = `translate(${round2(layout.left)} ${round2(layout.top)}) scale(${round2(layout.scale)})`
  return `<g transform="${transform}">${iconMarkup(layout.icon, color)}${extra}</g>`
}

/** An icon centred on what it shows at (cx, cy), `size` across. */
export async function placeIcon(name, cx, cy, size, color) {
  return drawIcon(await layoutIcon(name, cx, cy, size), color)
}

/** Share (0..1) of a circle centred at (cx, cy) of `radius` that covers the laid-out icon's ink. */
export function coverage(layout, cx, cy, radius) {
  const steps = 24
  let hit = 0
  let total = 0
  for (let column = 0; column < steps; column += 1) {
    for (let row = 0; row < steps; row += 1) {
      const pointX = cx - radius + ((column + 0.5) / steps) * 2 * radius
      const pointY = cy - radius + ((row + 0.5) / steps) * 2 * radius
      if ((pointX - cx) ** 2 + (pointY - cy) ** 2 > radius * radius) continue
      total += 1
      const { width, height, data } = layout.alpha
      const alphaX = Math.floor(((pointX - layout.left) / layout.scale) * ALPHA_SCALE)
      const alphaY = Math.floor(((pointY - layout.top) / layout.scale) * ALPHA_SCALE)
      if (alphaX < 0 || alphaY < 0 || alphaX >= width || alphaY >= height) continue
      hit += data[alphaY * width + alphaX] / 255
    }
  }
  return total ? hit / total : 0
}
