#!/usr/bin/env node
/**
 * make-illustrations.mjs
 *
 * Composes calm, text-free placeholder illustrations from Health Icons
 * (https://healthicons.org, MIT licence) and renders them to JPEG with sharp.
 * These illustrations stand in until the clinic drops a real photograph with
 * the same file name into content/images/.
 *
 *   node scripts/make-illustrations.mjs            # only create missing files
 *   node scripts/make-illustrations.mjs --force    # regenerate everything
 *   node scripts/make-illustrations.mjs --only knee  # restrict to paths containing "knee"
 *   node scripts/make-illustrations.mjs --out /tmp/x # write under /tmp/x instead of this repository
 *
 * Existing files are never overwritten without --force, so a real photo that
 * has replaced an illustration is kept.
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

// The repository this script sits in (scripts/..), unless --out names another folder.
const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const IMAGES = "content/images"

// ---------------------------------------------------------------------------
// Palettes. Light palettes use a white medallion with a deep-toned icon; dark
// palettes use a translucent or pale medallion.
// ---------------------------------------------------------------------------
const PALETTES = {
  teal: {
    bg: ["#0a5c66", "#1a7d87"],
    shape: "#ffffff",
    shapeOpacity: 0.07,
    disc: mix("#1a7d87", "#ffffff", 0.14),
    discRing: 0.35,
    icon: "#ffffff",
    badge: "#f3a58e",
    badgeIcon: "#ffffff",
    accent: "#f3a58e",
    glow: 0.12,
    shadow: "#032f35",
    shadowOpacity: 0.25,
  },
  deep: {
    bg: ["#08434b", "#0d6570"],
    shape: "#ffffff",
    shapeOpacity: 0.06,
    disc: "#e6f3f4",
    discRing: 0,
    icon: "#0a5c66",
    badge: "#f3a58e",
    badgeIcon: "#ffffff",
    accent: "#f3a58e",
    glow: 0.1,
    shadow: "#021f23",
    shadowOpacity: 0.35,
  },
  mist: {
    bg: ["#f4fafa", "#d3eaec"],
    shape: "#0a5c66",
    shapeOpacity: 0.06,
    disc: "#ffffff",
    discRing: 0,
    icon: "#0a5c66",
    badge: "#0a5c66",
    badgeIcon: "#ffffff",
    accent: "#ee9c84",
    glow: 0.6,
    shadow: "#0a5c66",
    shadowOpacity: 0.16,
  },
  sage: {
    bg: ["#f3f7f1", "#d3e2d4"],
    shape: "#3f6d58",
    shapeOpacity: 0.07,
    disc: "#ffffff",
    discRing: 0,
    icon: "#3d6b57",
    badge: "#e7a08a",
    badgeIcon: "#ffffff",
    accent: "#3d6b57",
    glow: 0.6,
    shadow: "#2f5546",
    shadowOpacity: 0.16,
  },
  sand: {
    bg: ["#fdf8f1", "#eee0cb"],
    shape: "#a57a4d",
    shapeOpacity: 0.08,
    disc: "#ffffff",
    discRing: 0,
    icon: "#0a5c66",
    badge: "#0a5c66",
    badgeIcon: "#ffffff",
    accent: "#e3907a",
    glow: 0.6,
    shadow: "#7a5a36",
    shadowOpacity: 0.16,
  },
  forest: {
    bg: ["#325c4d", "#52806c"],
    shape: "#ffffff",
    shapeOpacity: 0.07,
    disc: mix("#52806c", "#ffffff", 0.14),
    discRing: 0.35,
    icon: "#ffffff",
    badge: "#f4e7d3",
    badgeIcon: "#325c4d",
    accent: "#f4e7d3",
    glow: 0.12,
    shadow: "#17302a",
    shadowOpacity: 0.25,
  },
  coral: {
    bg: ["#fdf4ef", "#f5d8cb"],
    shape: "#c8694f",
    shapeOpacity: 0.08,
    disc: "#ffffff",
    discRing: 0,
    icon: "#0a5c66",
    badge: "#e4866c",
    badgeIcon: "#ffffff",
    accent: "#0a5c66",
    glow: 0.6,
    shadow: "#8e4632",
    shadowOpacity: 0.15,
  },
  slate: {
    bg: ["#16465a", "#256a7b"],
    shape: "#ffffff",
    shapeOpacity: 0.06,
    disc: "#e6f3f4",
    discRing: 0,
    icon: "#16465a",
    badge: "#f3a58e",
    badgeIcon: "#ffffff",
    accent: "#f3a58e",
    glow: 0.1,
    shadow: "#05202a",
    shadowOpacity: 0.35,
  },
}

// ---------------------------------------------------------------------------
// Manifest: every output file. icon = main subject, badge = small secondary
// icon on the medallion, extras = satellite medallions (wide formats).
// ---------------------------------------------------------------------------
const BANNER = [2400, 1000]
const CARD = [1200, 800]
const PORTRAIT = [800, 1000]
const SOCIAL = [1200, 630]
// Blog post covers: about the 1.91:1 shape of a social-media card. Laid out
// like SOCIAL (centred medallion; satellites inside the middle 62% of the
// width), so the subject survives a centred 1200x630 or 4:3 crop.
const COVER = [1600, 840]

const cond = (slug, icon, badge, palette) => ({
  file: `${IMAGES}/conditions/${slug}.jpg`,
  size: CARD,
  icon,
  badge,
  palette,
})

const MANIFEST = [
  // Home page banner slides (caption overlays the left side on desktop).
  {
    file: `${IMAGES}/banner/one-on-one-care.jpg`,
    size: BANNER,
    icon: "outpatient",
    extras: ["walk-supported", "stethoscope"],
    palette: "teal",
  },
  {
    file: `${IMAGES}/banner/personalized-plan.jpg`,
    size: BANNER,
    icon: "health-worker-form",
    badge: "yes",
    extras: ["calendar", "exercise-yoga"],
    palette: "slate",
  },
  {
    file: `${IMAGES}/banner/expert-recovery.jpg`,
    size: BANNER,
    icon: "running",
    badge: "chart-cured-increasing",
    extras: ["joints", "spine"],
    palette: "forest",
  },

  {
    file: `${IMAGES}/about/clinic.jpg`,
    size: CARD,
    icon: "ambulatory-clinic",
    badge: "walk-supported",
    palette: "mist",
  },
  {
    file: `${IMAGES}/social-card.jpg`,
    size: SOCIAL,
    icon: "physical-therapy",
    extras: ["spine", "joints"],
    palette: "teal",
  },

  {
    file: `${IMAGES}/services/physiotherapy.jpg`,
    size: CARD,
    icon: "walk-supported",
    badge: "exercise-weights",
    palette: "teal",
  },
  {
    file: `${IMAGES}/services/supportive-devices.jpg`,
    size: CARD,
    icon: "orthotics",
    badge: "crutches",
    palette: "sand",
  },

  { file: `${IMAGES}/devices/braces.jpg`, size: CARD, icon: "joints", badge: "sling", palette: "mist" },
  { file: `${IMAGES}/devices/custom-orthotics.jpg`, size: CARD, icon: "orthotics", badge: "foot", palette: "sage" },
  {
    file: `${IMAGES}/devices/compression-stockings.jpg`,
    size: CARD,
    icon: "varicose-vein",
    badge: "blood-vessel",
    palette: "coral",
  },

  {
    file: `${IMAGES}/team/physiotherapist.jpg`,
    size: PORTRAIT,
    avatar: true,
    solidHead: true,
    icon: "health-worker",
    badge: "walk-supported",
    palette: "mist",
  },
  {
    file: `${IMAGES}/team/owner.jpg`,
    size: PORTRAIT,
    avatar: true,
    solidHead: true,
    icon: "doctor",
    badge: "tooth",
    palette: "sage",
  },
  {
    file: `${IMAGES}/team/administrator.jpg`,
    size: PORTRAIT,
    avatar: true,
    icon: "person",
    badge: "calendar",
    palette: "sand",
  },

  // Condition category cards.
  cond("spinal-conditions", "spine", "exercise-yoga", "teal"),
  cond("upper-extremity", "arm", "joints", "sage"),
  cond("lower-extremity", "leg", "walking", "sand"),
  cond("post-operative", "stitches", "crutches", "forest"),
  cond("vestibular-conditions", "ear", "neurology", "coral"),
  cond("tmj-dysfunction", "ear-nose-throat", "mouth", "mist"),

  // Spinal conditions.
  cond("neck-pain", "head", "spine", "mist"),
  cond("whiplash", "traumatism", "head-circumference", "sand"),
  cond("cervicogenic-headache", "headache", "neurology", "teal"),
  cond("upper-cross-syndrome", "body", "laptop", "sage"),
  cond("mid-back-pain", "back-pain", "spine", "coral"),
  cond("lower-cross-syndrome", "skeleton", "exercise", "slate"),
  cond("sij-dysfunction", "walking", "spine", "deep"),

  // Upper extremity.
  cond("thoracic-outlet-syndrome", "nerve", "arm", "sand"),
  cond("rotator-cuff-injury", "sling", "joints", "teal"),
  cond("bicipital-tendonitis", "exercise-weights", "arm", "coral"),
  cond("tennis-and-golfers-elbow", "arm-circumference", "joints", "sage"),
  cond("olecranon-bursitis", "arm", "bandage-adhesive", "mist"),
  cond("tfcc", "ppe-gloves", "joints", "forest"),
  cond("carpal-tunnel-syndrome", "laptop", "nerve", "sand"),
  cond("de-quervains-tenosynovitis", "american-sign-language", "mobile", "coral"),

  // Lower extremity.
  cond("hip-impingement", "exercise-yoga", "joints", "mist"),
  cond("hip-bursitis", "walking", "joints", "sage"),
  cond("it-band-syndrome", "running", "leg", "teal"),
  cond("knee-ligament-injuries", "joints", "crutches", "sand"),
  cond("knee-osteoarthritis", "rheumatology", "cane", "slate"),
  cond("patellofemoral-pain-syndrome", "leg", "exercise-bicycle", "coral"),
  cond("shin-splints", "leg", "running", "mist"),
  cond("achilles-tendonitis", "foot", "running", "forest"),
  cond("ankle-sprain", "foot", "bandage-adhesive", "sage"),
  cond("plantar-fasciitis", "foot", "orthotics", "sand"),

  // Article pages.
  cond("post-operative-care", "crutches", "bandage-adhesive", "mist"),
  cond("vertigo", "head-circumference", "ear", "teal"),
  cond("jaw-pain", "mouth", "joints", "sage"),

  // Blog post covers.
  {
    file: `${IMAGES}/posts/four-components-of-physiotherapy.jpg`,
    size: COVER,
    icon: "physical-therapy",
    badge: "exercise-weights",
    extras: ["joints", "exercise-walking"],
    palette: "forest",
  },
  {
    file: `${IMAGES}/posts/first-physiotherapy-visit.jpg`,
    size: COVER,
    icon: "health-worker-form",
    badge: "person",
    extras: ["outpatient", "stethoscope"],
    palette: "sand",
  },
  {
    file: `${IMAGES}/posts/bppv-vertigo-rolling-over-in-bed.jpg`,
    size: COVER,
    icon: "head-circumference",
    badge: "inpatient",
    extras: ["ear", "sleepy"],
    palette: "coral",
  },
  {
    file: `${IMAGES}/posts/running-after-knee-injury.jpg`,
    size: COVER,
    icon: "running",
    badge: "joints",
    extras: ["leg", "chart-cured-increasing"],
    palette: "slate",
  },
]

// Favicon: white walking figure on a teal rounded square.
// The one source of the site's icons: gatsby-plugin-manifest renders the PNG favicon, touch icons and app
// icons from it at build time, and browsers that take SVG favicons use it as it is.
const FAVICON = { file: "static/favicon.svg", icon: "walking", color: "#074550" }

const JPEG = { quality: 80, mozjpeg: true, progressive: true }
const BUDGET = { banner: 250 * 1024, other: 150 * 1024 }

// ---------------------------------------------------------------------------
// Icons
// ---------------------------------------------------------------------------
const require = createRequire(import.meta.url)
const ICONSET = JSON.parse(fs.readFileSync(require.resolve("@iconify-json/healthicons/icons.json"), "utf8"))

function lookupIcon(name) {
  let n = name
  for (let i = 0; i < 5 && !ICONSET.icons[n] && ICONSET.aliases?.[n]; i += 1) {
    n = ICONSET.aliases[n].parent
  }
  const icon = ICONSET.icons[n]
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

function verifyIcons() {
  const wanted = new Set([FAVICON.icon])
  for (const e of MANIFEST) {
    for (const n of [e.icon, e.badge, ...(e.extras ?? [])]) if (n) wanted.add(n)
    if (!PALETTES[e.palette]) {
      throw new Error(`Unknown palette "${e.palette}" for ${e.file}`)
    }
  }
  const missing = [...wanted].filter(n => !lookupIcon(n))
  if (missing.length) {
    const where = missing.map(n => {
      const files = MANIFEST.filter(e => [e.icon, e.badge, ...(e.extras ?? [])].includes(n)).map(e => e.file)
      if (n === FAVICON.icon) files.push(FAVICON.file)
      return `  - "${n}" (used by ${files.join(", ")})`
    })
    console.error(
      `Error: ${missing.length} icon name(s) not found in @iconify-json/healthicons/icons.json:\n${where.join("\n")}`,
    )
    process.exit(1)
  }
}

let uid = 0
/** Inner SVG markup of an icon, ids namespaced so icons can be combined. */
function iconMarkup(icon, color) {
  const ns = `i${(uid += 1)}`
  const body = icon.body
    .replace(/\bid="([^"]+)"/g, `id="${ns}-$1"`)
    .replace(/href="#([^"]+)"/g, `href="#${ns}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${ns}-$1)`)
  if (!icon.framed) return `<g color="${color}" fill="${color}">${body}</g>`
  return (
    `<mask id="${ns}-knock" maskUnits="userSpaceOnUse" x="0" y="0" width="${icon.width}" height="${icon.height}">` +
    `<rect x="6.6" y="6.6" width="34.8" height="34.8" rx="2.5" fill="#fff"/>` +
    `<g color="#000" fill="#000">${body}</g></mask>` +
    `<rect x="6" y="6" width="36" height="36" fill="${color}" mask="url(#${ns}-knock)"/>`
  )
}

const bboxCache = new Map()
/** Visible bounding box of an icon in icon units (so icons are centred optically). */
async function iconBox(icon) {
  if (bboxCache.has(icon.name)) return bboxCache.get(icon.name)
  const scale = 10
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.width * scale}" height="${icon.height * scale}" ` +
    `viewBox="0 0 ${icon.width} ${icon.height}">${iconMarkup(icon, "#000")}</svg>`
  const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 1 }).png().toBuffer({ resolveWithObject: true })
  const box = {
    x: -(info.trimOffsetLeft ?? 0) / scale,
    y: -(info.trimOffsetTop ?? 0) / scale,
    w: info.width / scale,
    h: info.height / scale,
  }
  bboxCache.set(icon.name, box)
  return box
}

const alphaCache = new Map()
const ALPHA_SCALE = 4 // pixels per icon unit for the coverage map
/** Low-resolution alpha map of an icon, used to keep badges off the subject. */
async function iconAlpha(icon) {
  if (alphaCache.has(icon.name)) return alphaCache.get(icon.name)
  const w = icon.width * ALPHA_SCALE
  const h = icon.height * ALPHA_SCALE
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" ` +
    `viewBox="0 0 ${icon.width} ${icon.height}">${iconMarkup(icon, "#000")}</svg>`
  const data = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer()
  const map = { w, h, data }
  alphaCache.set(icon.name, map)
  return map
}

/**
 * Work out where an icon goes so its visible content is centred at (cx, cy)
 * and fits a square of side `size` (`fit: 'width'` scales by width only).
 */
async function layoutIcon(name, cx, cy, size, { fit = "max" } = {}) {
  const icon = lookupIcon(name)
  const b = await iconBox(icon)
  const k = size / (fit === "width" ? b.w : Math.max(b.w, b.h))
  const tx = cx - (b.x + b.w / 2) * k
  const ty = cy - (b.y + b.h / 2) * k
  return { icon, k, tx, ty, box: b, alpha: await iconAlpha(icon) }
}

function drawIcon(l, color, extra = "") {
  return `<g transform="translate(${f(l.tx)} ${f(l.ty)}) scale(${f(l.k)})">${iconMarkup(l.icon, color)}${extra}</g>`
}

// The "doctor" and "health-worker" icons draw the head as a ring; filling it
// makes the avatar read as a person rather than an empty outline.
const SOLID_HEAD = color => `<circle cx="24" cy="16" r="8.6" fill="${color}"/>`

/** Share (0..1) of a circle at (x, y, rad) that covers the icon's ink. */
function coverage(l, x, y, rad) {
  const n = 24
  let hit = 0
  let total = 0
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      const px = x - rad + ((i + 0.5) / n) * 2 * rad
      const py = y - rad + ((j + 0.5) / n) * 2 * rad
      if ((px - x) ** 2 + (py - y) ** 2 > rad * rad) continue
      total += 1
      const u = Math.floor(((px - l.tx) / l.k) * ALPHA_SCALE)
      const v = Math.floor(((py - l.ty) / l.k) * ALPHA_SCALE)
      if (u < 0 || v < 0 || u >= l.alpha.w || v >= l.alpha.h) continue
      hit += l.alpha.data[v * l.alpha.w + u] / 255
    }
  }
  return total ? hit / total : 0
}

async function placeIcon(name, cx, cy, size, color) {
  return drawIcon(await layoutIcon(name, cx, cy, size), color)
}

/** Mix two #rrggbb colours; t = share of b. */
function mix(a, b, t) {
  const pa = a.match(/\w\w/g).map(x => parseInt(x, 16))
  const pb = b.match(/\w\w/g).map(x => parseInt(x, 16))
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`
}

// ---------------------------------------------------------------------------
// Deterministic randomness seeded from the file name.
// ---------------------------------------------------------------------------
function hash(str) {
  let h = 2166136261
  for (let i = 0; i < str.length; i += 1) {
    h ^= str.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}
function rng(seed) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const f = n => Number(n.toFixed(2))
const pick = (r, arr) => arr[Math.floor(r() * arr.length)]
const between = (r, a, b) => a + (b - a) * r()

// ---------------------------------------------------------------------------
// Composition
// ---------------------------------------------------------------------------
function kindOf([w, h]) {
  if (w / h >= 2) return "banner"
  if (h > w) return "portrait"
  if (w / h > 1.7) return "social"
  return "card"
}

async function compose(entry) {
  const [W, H] = entry.size
  const P = PALETTES[entry.palette]
  const r = rng(hash(entry.file))
  const kind = kindOf(entry.size)
  const defs = []
  const back = []
  const front = []

  // Layout of the main medallion. Banners keep the subject in the right third
  // (a caption overlays the left) and inside the middle 60% vertically.
  let cx
  let cy
  let R
  if (kind === "banner") {
    cx = W * 0.72
    cy = H * 0.5
    R = H * 0.26
  } else if (kind === "portrait") {
    cx = W * 0.5
    cy = H * 0.48
    R = W * 0.33
  } else if (kind === "social") {
    cx = W * 0.5
    cy = H * 0.5
    R = H * 0.28
  } else {
    cx = W * (0.5 + pick(r, [-0.05, -0.025, 0, 0.025, 0.05]))
    cy = H * 0.5
    R = H * 0.28
  }

  // Background gradient, angle varies per file.
  const ang = between(r, 100, 160) * (Math.PI / 180)
  const gx = Math.cos(ang) / 2
  const gy = Math.sin(ang) / 2
  defs.push(
    `<linearGradient id="bg" x1="${f(0.5 - gx)}" y1="${f(0.5 - gy)}" x2="${f(0.5 + gx)}" y2="${f(0.5 + gy)}">` +
      `<stop offset="0" stop-color="${P.bg[0]}"/><stop offset="1" stop-color="${P.bg[1]}"/></linearGradient>`,
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 2.4)}">` +
      `<stop offset="0" stop-color="#ffffff" stop-opacity="${P.glow}"/>` +
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(R * 0.08)}"/></filter>`,
  )
  back.push(`<rect width="${W}" height="${H}" fill="url(#bg)"/>`)

  // Large, faint circles bleeding off opposite corners for depth.
  const corner = pick(r, [
    [0, 0],
    [W, 0],
    [0, H],
    [W, H],
  ])
  const bigR = Math.max(W, H) * between(r, 0.38, 0.5)
  back.push(
    `<circle cx="${f(corner[0] + between(r, -0.1, 0.1) * W)}" cy="${f(corner[1] + between(r, -0.1, 0.1) * H)}" r="${f(bigR)}" fill="${P.shape}" opacity="${P.shapeOpacity}"/>`,
  )
  const opp = [W - corner[0], H - corner[1]]
  back.push(
    `<circle cx="${f(opp[0])}" cy="${f(opp[1])}" r="${f(bigR * between(r, 0.45, 0.65))}" fill="${P.shape}" opacity="${f(P.shapeOpacity * 0.8)}"/>`,
  )
  back.push(`<rect width="${W}" height="${H}" fill="url(#glow)"/>`)

  // A second, offset disc behind the medallion, and thin concentric rings.
  const offA = between(r, 0, Math.PI * 2)
  back.push(
    `<circle cx="${f(cx + Math.cos(offA) * R * 0.55)}" cy="${f(cy + Math.sin(offA) * R * 0.55)}" r="${f(R * 1.12)}" fill="${P.shape}" opacity="${f(P.shapeOpacity * 0.9)}"/>`,
  )
  const sw = Math.max(1.5, R * 0.008)
  back.push(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 1.32)}" fill="none" stroke="${P.shape}" stroke-width="${f(sw)}" opacity="${f(P.shapeOpacity * 2.4)}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 1.68)}" fill="none" stroke="${P.shape}" stroke-width="${f(sw)}" opacity="${f(P.shapeOpacity * 1.4)}"/>`,
  )

  // Dot grid patch tucked behind the medallion.
  const dotSide = r() < 0.5 ? -1 : 1
  const dotUp = r() < 0.5 ? -1 : 1
  const gap = R * 0.13
  const cols = 6
  const rows = 4
  const gx0 = cx + dotSide * R * 0.85 - (dotSide < 0 ? (cols - 1) * gap : 0)
  const gy0 = cy + dotUp * R * 0.75 - (dotUp < 0 ? (rows - 1) * gap : 0)
  let dots = ""
  for (let i = 0; i < cols; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      dots += `<circle cx="${f(gx0 + i * gap)}" cy="${f(gy0 + j * gap)}" r="${f(gap * 0.13)}"/>`
    }
  }
  back.push(`<g fill="${P.shape}" opacity="${f(Math.min(0.35, P.shapeOpacity * 3.5))}">${dots}</g>`)

  // Orbiting accent dot on the inner ring.
  const accA = between(r, -Math.PI * 0.9, -Math.PI * 0.1)
  back.push(
    `<circle cx="${f(cx + Math.cos(accA) * R * 1.32)}" cy="${f(cy + Math.sin(accA) * R * 1.32)}" r="${f(R * 0.055)}" fill="${P.accent}"/>`,
  )

  // Medallion: soft shadow, solid disc, optional inner ring, icon.
  const disc = (x, y, rad) => {
    const out = [
      `<circle cx="${f(x)}" cy="${f(y + rad * 0.07)}" r="${f(rad * 0.98)}" fill="${P.shadow}" opacity="${P.shadowOpacity}" filter="url(#soft)"/>`,
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${P.disc}"/>`,
    ]
    if (P.discRing) {
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad - sw * 1.2)}" fill="none" stroke="#ffffff" stroke-width="${f(sw * 1.4)}" opacity="${P.discRing}"/>`,
      )
    }
    return out.join("")
  }

  // Satellite medallions (wide formats only).
  const extras = entry.extras ?? []
  const satSpots =
    kind === "banner"
      ? [
          [-1.5, -0.5],
          [1.45, 0.5],
        ]
      : [
          [-1.72, 0.32],
          [1.72, -0.32],
        ]
  const sats = []
  for (let i = 0; i < extras.length && i < satSpots.length; i += 1) {
    const [sx, sy] = satSpots[i]
    const x = cx + sx * R
    const y = cy + sy * R
    sats.push({ x, y, rad: R * 0.4 })
    front.push(disc(x, y, R * 0.4), await placeIcon(extras[i], x, y, R * 0.4 * 1.08, P.icon))
  }

  // Main medallion. Portraits show the figure as a bust rising from the
  // bottom of the disc (clipped to it), like an avatar.
  front.push(disc(cx, cy, R))
  let main
  if (entry.avatar) {
    const l0 = await layoutIcon(entry.icon, 0, 0, R * 1.5, { fit: "width" })
    const h = l0.box.h * l0.k
    main = await layoutIcon(entry.icon, cx, cy + R * 0.98 - h / 2, R * 1.5, { fit: "width" })
    defs.push(`<clipPath id="discclip"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R - sw * 0.5)}"/></clipPath>`)
    const extra = entry.solidHead ? SOLID_HEAD(P.icon) : ""
    front.push(`<g clip-path="url(#discclip)">${drawIcon(main, P.icon, extra)}</g>`)
  } else {
    main = await layoutIcon(entry.icon, cx, cy, R * 1.08)
    front.push(drawIcon(main, P.icon))
  }

  // Badge with a secondary icon on the medallion's rim, placed where it hides
  // the least of the main icon (ties broken by the per-file seed).
  if (entry.badge) {
    const bR = R * 0.35
    const dist = R * 0.86
    // Diagonals first; straight sides/top/bottom only if they hide less.
    const angles = [
      [0.25, 0],
      [0.75, 0],
      [-0.25, 0.03],
      [-0.75, 0.03],
      [0, 0.06],
      [1, 0.06],
      [0.5, 0.08],
      [-0.5, 0.1],
    ]
    let best = null
    for (const [turn, bias] of angles) {
      const a = turn * Math.PI
      const bx = cx + Math.cos(a) * dist
      const by = cy + Math.sin(a) * dist
      let score = coverage(main, bx, by, bR * 1.15) + bias + r() * 0.01
      for (const s of sats) {
        if (Math.hypot(bx - s.x, by - s.y) < bR + s.rad + R * 0.35) score += 1
      }
      if (!best || score < best.score) best = { score, bx, by }
    }
    const { bx, by } = best
    front.push(
      `<circle cx="${f(bx)}" cy="${f(by + bR * 0.08)}" r="${f(bR)}" fill="${P.shadow}" opacity="${f(P.shadowOpacity * 0.9)}" filter="url(#soft)"/>`,
      `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(bR + bR * 0.07)}" fill="${P.disc}"/>`,
      `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(bR)}" fill="${P.badge}"/>`,
      await placeIcon(entry.badge, bx, by, bR * 1.12, P.badgeIcon),
    )
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs.join("")}</defs>${back.join("")}${front.join("")}</svg>`
  )
}

// ---------------------------------------------------------------------------
// Favicon
// ---------------------------------------------------------------------------
/**
 * The clinic mark: a white figure on a full-bleed teal square. Phones cut their own shape out of an app
 * icon, so the figure stays inside the middle 60 %, the safe zone of a maskable icon.
 */
async function markSvg() {
  const icon = await placeIcon(FAVICON.icon, 32, 32, 38, "#ffffff")
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${FAVICON.color}"/>${icon}</svg>\n`
  )
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------
/** Write via a temporary file so an interrupted run never leaves a half file behind. */
function writeAtomic(abs, data) {
  const tmp = `${abs}.tmp-${process.pid}`
  fs.writeFileSync(tmp, data)
  fs.renameSync(tmp, abs)
}

const kb = n => `${(n / 1024).toFixed(1)} KB`

const USAGE = "Usage: node scripts/make-illustrations.mjs [--force] [--only <text>] [--out <folder>]"

/** The value after `name` in `args`, or null when the option is absent; exits when it has no value. */
function optionValue(args, name) {
  const i = args.indexOf(name)
  if (i < 0) return null
  const value = args[i + 1]
  if (value === undefined || value.startsWith("--")) {
    console.error(`Error: ${name} needs a value\n${USAGE}`)
    process.exit(1)
  }
  return value
}

async function main() {
  const args = process.argv.slice(2)
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE)
    return
  }
  const force = args.includes("--force")
  const only = optionValue(args, "--only")
  const out = optionValue(args, "--out")
  const root = out ? path.resolve(out) : REPOSITORY

  verifyIcons()
  console.log(`into   ${root}`)

  let written = 0
  let skipped = 0
  const shouldWrite = rel => {
    if (only && !rel.includes(only)) return false
    const abs = path.join(root, rel)
    if (!force && fs.existsSync(abs)) {
      console.log(`skip   ${rel} (exists; use --force to regenerate)`)
      skipped += 1
      return false
    }
    fs.mkdirSync(path.dirname(abs), { recursive: true })
    return true
  }

  for (const entry of MANIFEST) {
    if (!shouldWrite(entry.file)) continue
    const svg = await compose(entry)
    const abs = path.join(root, entry.file)
    const { data, info } = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer({ resolveWithObject: true })
    writeAtomic(abs, data)
    const budget = kindOf(entry.size) === "banner" ? BUDGET.banner : BUDGET.other
    const warn = info.size > budget ? `  WARNING: over ${kb(budget)} budget` : ""
    console.log(`write  ${entry.file} (${info.width}x${info.height}, ${kb(info.size)})${warn}`)
    written += 1
  }

  if (shouldWrite(FAVICON.file)) {
    const fav = await markSvg()
    writeAtomic(path.join(root, FAVICON.file), fav)
    console.log(`write  ${FAVICON.file} (${kb(Buffer.byteLength(fav))})`)
    written += 1
  }
  console.log(`done: ${written} written, ${skipped} skipped`)
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
