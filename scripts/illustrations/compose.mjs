// One illustration as SVG: a background in its palette's colours, soft shapes and rings placed at random (seeded
// from the file's name, so each run draws the same), and a medallion with the subject, perhaps a badge on its rim
// and satellite medallions beside it. What each illustration shows is in manifest.mjs.
import { coverage, drawIcon, layoutIcon, placeIcon } from "./icons.mjs"
import { PALETTES } from "./manifest.mjs"
import { between, hashText, pick, round2, seededRandom } from "./numbers.mjs"

/** An image's format, from its size: each places the medallion its own way. */
export function formatOf([width, height]) {
  if (width / height >= 2) return "banner"
  if (height > width) return "portrait"
  if (width / height > 1.7) return "social"
  return "card"
}

/** An SVG circle, its attributes in the order given and its numbers to two decimals. */
function circle(attributes) {
  const written = Object.entries(attributes).map(
    ([name, value]) => `${name}="${typeof value === "number" ? round2(value) : value}"`,
  )
  return `<circle ${written.join(" ")}/>`
}

/**
 * The main medallion's centre and radius. Banners keep the subject in the right third (a caption overlays the
 * left) and inside the middle 60% vertically; a card's moves a little sideways, by the file's seed.
 */
function medallionPlace(format, width, height, random) {
  if (format === "banner") return { cx: width * 0.72, cy: height * 0.5, radius: height * 0.26 }
  if (format === "portrait") return { cx: width * 0.5, cy: height * 0.48, radius: width * 0.33 }
  if (format === "social") return { cx: width * 0.5, cy: height * 0.5, radius: height * 0.28 }
  return { cx: width * (0.5 + pick(random, [-0.05, -0.025, 0, 0.025, 0.05])), cy: height * 0.5, radius: height * 0.28 }
}

/** The background's gradient (its angle varies per file), the glow behind the medallion and the shadows' blur. */
function gradients({ palette, random, cx, cy, radius }) {
  const angle = between(random, 100, 160) * (Math.PI / 180)
  const dx = Math.cos(angle) / 2
  const dy = Math.sin(angle) / 2
  return [
    `<linearGradient id="bg" x1="${round2(0.5 - dx)}" y1="${round2(0.5 - dy)}" x2="${round2(0.5 + dx)}" ` +
      `y2="${round2(0.5 + dy)}">` +
      `<stop offset="0" stop-color="${palette.bg[0]}"/>` +
      `<stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient>`,
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${round2(cx)}" cy="${round2(cy)}" ` +
      `r="${round2(radius * 2.4)}">` +
      `<stop offset="0" stop-color="#ffffff" stop-opacity="${palette.glow}"/>` +
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%">` +
      `<feGaussianBlur stdDeviation="${round2(radius * 0.08)}"/></filter>`,
  ]
}

/** Large, faint circles bleeding off opposite corners for depth. */
function cornerCircles({ width, height, palette, random }) {
  const corner = pick(random, [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ])
  const bigRadius = Math.max(width, height) * between(random, 0.38, 0.5)
  const near = circle({
    cx: corner[0] + between(random, -0.1, 0.1) * width,
    cy: corner[1] + between(random, -0.1, 0.1) * height,
    r: bigRadius,
    fill: palette.shape,
    opacity: palette.shapeOpacity,
  })
  const opposite = circle({
    cx: width - corner[0],
    cy: height - corner[1],
    r: bigRadius * between(random, 0.45, 0.65),
    fill: palette.shape,
    opacity: palette.shapeOpacity * 0.8,
  })
  return [near, opposite]
}

/** A second, offset disc behind the medallion, and thin concentric rings. */
function rings({ palette, random, cx, cy, radius, stroke }) {
  const angle = between(random, 0, Math.PI * 2)
  const ring = (scale, opacity) =>
    circle({ cx, cy, r: radius * scale, fill: "none", stroke: palette.shape, "stroke-width": stroke, opacity })
  return [
    circle({
      cx: cx + Math.cos(angle) * radius * 0.55,
      cy: cy + Math.sin(angle) * radius * 0.55,
      r: radius * 1.12,
      fill: palette.shape,
      opacity: palette.shapeOpacity * 0.9,
    }),
    ring(1.32, palette.shapeOpacity * 2.4),
    ring(1.68, palette.shapeOpacity * 1.4),
  ]
}

/** A patch of dots tucked behind the medallion, to one side and above or below it, by the file's seed. */
function dotGrid({ palette, random, cx, cy, radius }) {
  const side = random() < 0.5 ? -1 : 1
  const upOrDown = random() < 0.5 ? -1 : 1
  const gap = radius * 0.13
  const columns = 6
  const rows = 4
  const left = cx + side * radius * 0.85 - (side < 0 ? (columns - 1) * gap : 0)
  const top = cy + upOrDown * radius * 0.75 - (upOrDown < 0 ? (rows - 1) * gap : 0)
  let dots = ""
  for (let column = 0; column < columns; column += 1) {
    for (let row = 0; row < rows; row += 1) {
      dots += circle({ cx: left + column * gap, cy: top + row * gap, r: gap * 0.13 })
    }
  }
  return `<g fill="${palette.shape}" opacity="${round2(Math.min(0.35, palette.shapeOpacity * 3.5))}">${dots}</g>`
}

/** An accent dot orbiting on the inner ring, in its upper half. */
function accentDot({ palette, random, cx, cy, radius }) {
  const angle = between(random, -Math.PI * 0.9, -Math.PI * 0.1)
  return circle({
    cx: cx + Math.cos(angle) * radius * 1.32,
    cy: cy + Math.sin(angle) * radius * 1.32,
    r: radius * 0.055,
    fill: palette.accent,
  })
}

/** Everything behind the medallions, bottom first. */
function backdrop(scene) {
  const { width, height } = scene
  return [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...cornerCircles(scene),
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    ...rings(scene),
    dotGrid(scene),
    accentDot(scene),
  ]
}

/** A medallion centred at (cx, cy): its soft shadow, its solid disc and, in the dark palettes, a thin inner ring. */
function medallion({ palette, stroke }, cx, cy, radius) {
  const parts = [
    circle({
      cx,
      cy: cy + radius * 0.07,
      r: radius * 0.98,
      fill: palette.shadow,
      opacity: palette.shadowOpacity,
      filter: "url(#soft)",
    }),
    circle({ cx, cy, r: radius, fill: palette.disc }),
  ]
  if (palette.discRing) {
    const ring = { fill: "none", stroke: "#ffffff", "stroke-width": stroke * 1.4, opacity: palette.discRing }
    parts.push(circle({ cx, cy, r: radius - stroke * 1.2, ...ring }))
  }
  return parts.join("")
}

/** Where satellite medallions sit, in the main medallion's radii from its centre. */
const SATELLITE_SPOTS = {
  banner: [
    [-1.5, -0.5],
    [1.45, 0.5],
  ],
  other: [
    [-1.72, 0.32],
    [1.72, -0.32],
  ],
}

/** The satellite medallions, each with one of `extras` (wide formats only): their markup, and where they are. */
async function satellites(scene, extras = []) {
  const { palette, cx, cy, radius } = scene
  const spots = SATELLITE_SPOTS[scene.format === "banner" ? "banner" : "other"]
  const placed = []
  const markup = []
  for (const [index, name] of extras.slice(0, spots.length).entries()) {
    const [along, across] = spots[index]
    const spotX = cx + along * radius
    const spotY = cy + across * radius
    placed.push({ cx: spotX, cy: spotY, radius: radius * 0.4 })
    markup.push(
      medallion(scene, spotX, spotY, radius * 0.4),
      await placeIcon(name, spotX, spotY, radius * 0.4 * 1.08, palette.icon),
    )
  }
  return { placed, markup }
}

// The "doctor" and "health-worker" icons draw the head as a ring; filling it
// makes the avatar read as a person rather than an empty outline.
const SOLID_HEAD = color => `<circle cx="24" cy="16" r="8.6" fill="${color}"/>`

/**
 * The subject on the main medallion: its layout, its markup and any definition it needs. Portraits show the
 * figure as a bust rising from the bottom of the disc (clipped to it), like an avatar.
 */
async function subject(scene, entry) {
  const { palette, cx, cy, radius, stroke } = scene
  if (!entry.avatar) {
    const layout = await layoutIcon(entry.icon, cx, cy, radius * 1.08)
    return { layout, defs: [], markup: drawIcon(layout, palette.icon) }
  }
  const measured = await layoutIcon(entry.icon, 0, 0, radius * 1.5, { fit: "width" })
  const bustHeight = measured.box.height * measured.scale
  const layout = await layoutIcon(entry.icon, cx, cy + radius * 0.98 - bustHeight / 2, radius * 1.5, { fit: "width" })
  const clip = `<clipPath id="discclip">${circle({ cx, cy, r: radius - stroke * 0.5 })}</clipPath>`
  const head = entry.solidHead ? SOLID_HEAD(palette.icon) : ""
  return { layout, defs: [clip], markup: `<g clip-path="url(#discclip)">${drawIcon(layout, palette.icon, head)}</g>` }
}

/**
 * Spots on the rim a badge may take: [half turns from the right, bias]. Diagonals first; sides, top or bottom
 * only when they hide less.
 */
const BADGE_SPOTS = [
  [0.25, 0],
  [0.75, 0],
  [-0.25, 0.03],
  [-0.75, 0.03],
  [0, 0.06],
  [1, 0.06],
  [0.5, 0.08],
  [-0.5, 0.1],
]

/** The rim spot where a badge hides the least of the subject and keeps off the satellites (ties by the seed). */
function badgeSpot(scene, subjectLayout, satellitesPlaced, badgeRadius) {
  const { random, cx, cy, radius } = scene
  const distance = radius * 0.86
  let best = null
  for (const [turn, bias] of BADGE_SPOTS) {
    const angle = turn * Math.PI
    const spotX = cx + Math.cos(angle) * distance
    const spotY = cy + Math.sin(angle) * distance
    let score = coverage(subjectLayout, spotX, spotY, badgeRadius * 1.15) + bias + random() * 0.01
    for (const satellite of satellitesPlaced) {
      const apart = Math.hypot(spotX - satellite.cx, spotY - satellite.cy)
      if (apart < badgeRadius + satellite.radius + radius * 0.35) score += 1
    }
    if (!best || score < best.score) best = { score, cx: spotX, cy: spotY }
  }
  return best
}

/** A badge with a second icon on the medallion's rim. */
async function badge(scene, name, subjectLayout, satellitesPlaced) {
  const { palette } = scene
  const badgeRadius = scene.radius * 0.35
  const { cx, cy } = badgeSpot(scene, subjectLayout, satellitesPlaced, badgeRadius)
  const shadow = { fill: palette.shadow, opacity: palette.shadowOpacity * 0.9, filter: "url(#soft)" }
  return [
    circle({ cx, cy: cy + badgeRadius * 0.08, r: badgeRadius, ...shadow }),
    circle({ cx, cy, r: badgeRadius + badgeRadius * 0.07, fill: palette.disc }),
    circle({ cx, cy, r: badgeRadius, fill: palette.badge }),
    await placeIcon(name, cx, cy, badgeRadius * 1.12, palette.badgeIcon),
  ].join("")
}

/** The SVG of one illustration of the manifest. */
export async function composeIllustration(entry) {
  const [width, height] = entry.size
  const random = seededRandom(hashText(entry.file))
  const format = formatOf(entry.size)
  const place = medallionPlace(format, width, height, random)
  const stroke = Math.max(1.5, place.radius * 0.008)
  const scene = { width, height, format, random, palette: PALETTES[entry.palette], ...place, stroke }
  const defs = gradients(scene)
  const back = backdrop(scene)
  const around = await satellites(scene, entry.extras)
  const main = medallion(scene, place.cx, place.cy, place.radius)
  const shown = await subject(scene, entry)
  const front = [...around.markup, main, shown.markup]
  if (entry.badge) front.push(await badge(scene, entry.badge, shown.layout, around.placed))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${[...defs, ...shown.defs].join("")}</defs>${back.join("")}${front.join("")}</svg>`
  )
}

/**
 * The clinic mark: a white figure on a full-bleed teal square. Phones cut their own shape out of an app
 * icon, so the figure stays inside the middle 60 %, the safe zone of a maskable icon.
 */
export async function composeFavicon({ icon, color }) {
  const figure = await placeIcon(icon, 32, 32, 38, "#ffffff")
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${color}"/>${figure}</svg>\n`
  )
}
