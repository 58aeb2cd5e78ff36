#!/usr/bin/env node
/**
 * make-illustrations.mjs
 *
 * Composes calm, text-free placeholder illustrations from Health Icons
 * (https://healthicons.org, MIT licence) and renders them to JPEG with sharp.
 * These illustrations stand in until the clinic drops a real photograph with
 * the same file name into content/images/. Which images, with which icons
 * and colours: illustrations/manifest.mjs; how they are drawn: illustrations/compose.mjs.
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
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { composeFavicon, composeIllustration, formatOf } from "./illustrations/compose.mjs"
import { lookupIcon } from "./illustrations/icons.mjs"
import { FAVICON, ILLUSTRATIONS, PALETTES } from "./illustrations/manifest.mjs"

// The repository this script sits in (scripts/..), unless --out names another folder.
const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

const JPEG = { quality: 80, mozjpeg: true, progressive: true }
const BUDGET = { banner: 250 * 1024, other: 150 * 1024 }

const USAGE = "Usage: node scripts/make-illustrations.mjs [--force] [--only <text>] [--out <folder>]"

const iconsOf = entry => [entry.icon, entry.badge, ...(entry.extras ?? [])].filter(Boolean)

/** Stops before drawing anything when the manifest names a palette or an icon that does not exist. */
function verifyManifest() {
  for (const entry of ILLUSTRATIONS) {
    if (!PALETTES[entry.palette]) throw new Error(`Unknown palette "${entry.palette}" for ${entry.file}`)
  }
  const wanted = new Set([FAVICON.icon, ...ILLUSTRATIONS.flatMap(iconsOf)])
  const missing = [...wanted].filter(name => !lookupIcon(name))
  if (missing.length === 0) return
  const where = missing.map(name => {
    const files = ILLUSTRATIONS.filter(entry => iconsOf(entry).includes(name)).map(entry => entry.file)
    if (name === FAVICON.icon) files.push(FAVICON.file)
    return `  - "${name}" (used by ${files.join(", ")})`
  })
  console.error(
    `Error: ${missing.length} icon name(s) not found in @iconify-json/healthicons/icons.json:\n${where.join("\n")}`,
  )
  process.exit(1)
}

/** Write via a temporary file so an interrupted run never leaves a half file behind. */
function writeAtomic(file, data) {
  const temporary = `${file}.tmp-${process.pid}`
  fs.writeFileSync(temporary, data)
  fs.renameSync(temporary, file)
}

const kilobytes = bytes => `${(bytes / 1024).toFixed(1)} KB`

/** The value after `name` in `args`, or null when the option is absent; exits when it has no value. */
function optionValue(args, name) {
  const at = args.indexOf(name)
  if (at < 0) return null
  const value = args[at + 1]
  if (value === undefined || value.startsWith("--")) {
    console.error(`Error: ${name} needs a value\n${USAGE}`)
    process.exit(1)
  }
  return value
}

/**
 * Which files to write: those --only names, and without --force only the missing ones, so a real photo saved
 * under an illustration's name is kept. Counts what it skips; makes the folder of what it lets through.
 */
function fileFilter(root, { force, only }) {
  const filter = { skipped: 0 }
  filter.accepts = relative => {
    if (only && !relative.includes(only)) return false
    const file = path.join(root, relative)
    if (!force && fs.existsSync(file)) {
      console.log(`skip   ${relative} (exists; use --force to regenerate)`)
      filter.skipped += 1
      return false
    }
    fs.mkdirSync(path.dirname(file), { recursive: true })
    return true
  }
  return filter
}

/** Renders one illustration to JPEG under `root`, with a warning when it is over its format's size budget. */
async function writeIllustration(entry, root) {
  const svg = await composeIllustration(entry)
  const { data, info } = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer({ resolveWithObject: true })
  writeAtomic(path.join(root, entry.file), data)
  const budget = formatOf(entry.size) === "banner" ? BUDGET.banner : BUDGET.other
  const warning = info.size > budget ? `  WARNING: over ${kilobytes(budget)} budget` : ""
  console.log(`write  ${entry.file} (${info.width}x${info.height}, ${kilobytes(info.size)})${warning}`)
}

async function writeFavicon(root) {
  const svg = await composeFavicon(FAVICON)
  writeAtomic(path.join(root, FAVICON.file), svg)
  console.log(`write  ${FAVICON.file} (${kilobytes(Buffer.byteLength(svg))})`)
}

async function main() {
  const args = process.argv.slice(2)
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE)
    return
  }
  const only = optionValue(args, "--only")
  const out = optionValue(args, "--out")
  const root = out ? path.resolve(out) : REPOSITORY
  const filter = fileFilter(root, { force: args.includes("--force"), only })

  verifyManifest()
  console.log(`into   ${root}`)
  let written = 0
  for (const entry of ILLUSTRATIONS) {
    if (!filter.accepts(entry.file)) continue
    await writeIllustration(entry, root)
    written += 1
  }
  if (filter.accepts(FAVICON.file)) {
    await writeFavicon(root)
    written += 1
  }
  console.log(`done: ${written} written, ${filter.skipped} skipped`)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
