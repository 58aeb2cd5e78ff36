// What `npm run images` makes (scripts/make-illustrations.mjs): every illustration, each with its file, size,
// palette and icons from Health Icons (https://healthicons.org), and the favicon. The drawing is in compose.mjs;
// here is only what to draw. `icon` is the subject, `badge` a small second icon on the medallion's rim, `extras`
// satellite medallions (wide formats); `avatar` shows the subject as a bust, `solidHead` fills its head.

const IMAGES = "content/images"

/** Mixes two #rrggbb colours; `share` is how much of `other`. */
function mix(base, other, share) {
  const channels = color => color.match(/\w\w/g).map(pair => parseInt(pair, 16))
  const otherChannels = channels(other)
  return `#${channels(base)
    .map((value, index) =>
      Math.round(value + (otherChannels[index] - value) * share)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`
}

// Light palettes use a white medallion with a deep-toned icon; dark palettes use a translucent or pale medallion.
export const PALETTES = {
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

// Sizes in pixels, width by height.
const BANNER = [2400, 1000]
const CARD = [1200, 800]
const PORTRAIT = [800, 1000]
const SOCIAL = [1200, 630]
// Blog post covers: about the 1.91:1 shape of a social-media card. Laid out
// like SOCIAL (centred medallion; satellites inside the middle 62% of the
// width), so the subject survives a centred 1200x630 or 4:3 crop.
const COVER = [1600, 840]

/** A condition's card: its subject, a badge and a palette. */
const conditionCard = (slug, icon, badge, palette) => ({
  file: `${IMAGES}/conditions/${slug}.jpg`,
  size: CARD,
  icon,
  badge,
  palette,
})

export const ILLUSTRATIONS = [
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

  // The sample extra page (content/extra-pages/virtual-care.yaml).
  { file: `${IMAGES}/pages/virtual-care.jpg`, size: CARD, icon: "telemedicine", badge: "laptop", palette: "mist" },

  // Condition category cards.
  conditionCard("spinal-conditions", "spine", "exercise-yoga", "teal"),
  conditionCard("upper-extremity", "arm", "joints", "sage"),
  conditionCard("lower-extremity", "leg", "walking", "sand"),
  conditionCard("post-operative", "stitches", "crutches", "forest"),
  conditionCard("vestibular-conditions", "ear", "neurology", "coral"),
  conditionCard("tmj-dysfunction", "ear-nose-throat", "mouth", "mist"),

  // Spinal conditions.
  conditionCard("neck-pain", "head", "spine", "mist"),
  conditionCard("whiplash", "traumatism", "head-circumference", "sand"),
  conditionCard("cervicogenic-headache", "headache", "neurology", "teal"),
  conditionCard("upper-cross-syndrome", "body", "laptop", "sage"),
  conditionCard("mid-back-pain", "back-pain", "spine", "coral"),
  conditionCard("lower-cross-syndrome", "skeleton", "exercise", "slate"),
  conditionCard("sij-dysfunction", "walking", "spine", "deep"),

  // Upper extremity.
  conditionCard("thoracic-outlet-syndrome", "nerve", "arm", "sand"),
  conditionCard("rotator-cuff-injury", "sling", "joints", "teal"),
  conditionCard("bicipital-tendonitis", "exercise-weights", "arm", "coral"),
  conditionCard("tennis-and-golfers-elbow", "arm-circumference", "joints", "sage"),
  conditionCard("olecranon-bursitis", "arm", "bandage-adhesive", "mist"),
  conditionCard("tfcc", "ppe-gloves", "joints", "forest"),
  conditionCard("carpal-tunnel-syndrome", "laptop", "nerve", "sand"),
  conditionCard("de-quervains-tenosynovitis", "american-sign-language", "mobile", "coral"),

  // Lower extremity.
  conditionCard("hip-impingement", "exercise-yoga", "joints", "mist"),
  conditionCard("hip-bursitis", "walking", "joints", "sage"),
  conditionCard("it-band-syndrome", "running", "leg", "teal"),
  conditionCard("knee-ligament-injuries", "joints", "crutches", "sand"),
  conditionCard("knee-osteoarthritis", "rheumatology", "cane", "slate"),
  conditionCard("patellofemoral-pain-syndrome", "leg", "exercise-bicycle", "coral"),
  conditionCard("shin-splints", "leg", "running", "mist"),
  conditionCard("achilles-tendonitis", "foot", "running", "forest"),
  conditionCard("ankle-sprain", "foot", "bandage-adhesive", "sage"),
  conditionCard("plantar-fasciitis", "foot", "orthotics", "sand"),

  // Article pages.
  conditionCard("post-operative-care", "crutches", "bandage-adhesive", "mist"),
  conditionCard("vertigo", "head-circumference", "ear", "teal"),
  conditionCard("jaw-pain", "mouth", "joints", "sage"),

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
export const FAVICON = { file: "static/favicon.svg", icon: "walking", color: "#074550" }
