// onPreBootstrap (through admin.ts): bundles the CMS's previews (src/cms/previews/) with esbuild into
// public/admin/preview.js and preview.css. They run on the React inside Decap's bundle, so `react` and `gatsby`
// are the small stand-ins in src/cms/shims/, and the components' CSS modules are compiled here, their classes
// named after their file (`.entry` in condition-entry.module.css is `.condition_entry_entry`) in the script and
// the stylesheet alike.
import fs from "fs"
import path from "path"
import { buildSync, formatMessagesSync } from "esbuild"
import { mapLinksOf, type MapSite } from "../lib/map-links"
import { conditionPagePath } from "../lib/paths"
import { telOf } from "../lib/phone"
import { clinicDay } from "../lib/calendar"
import { ENGLISH_FILE, LANGUAGE_PAGES_FOLDER } from "../node/language-pages"
import { membersIn } from "../node/language-page-rules"
import { holidaysIn } from "../node/holidays"
import { fileData, readContent, referencedInContent, shownPath } from "../node/content"
import { missingFiles } from "../node/content-check"
import { filesUnder } from "../node/files-under"
import { fingerprintOf } from "../node/fingerprint"
import type { ContentSnapshot } from "./previews/verdict"
import { builtPage, englishFacts } from "./previews/language-facts"
import type { LanguagePageFacts, ListedCondition, PreviewFacts, TeamMemberFacts } from "./previews/facts"
import { samplesForPreviews } from "./sample-facts"

/** The shared warning signs, the regions and the sources, as the previews of health pages use them. */
function healthLists(read: (file: string) => unknown): Pick<PreviewFacts, "signs" | "regions" | "sources"> {
  const { signs, regions } = read("warning-signs.yaml") as Pick<PreviewFacts, "signs" | "regions">
  const { sources } = read("health-sources.yaml") as {
    sources: Array<{ slug: string; title: string; publisher: string; url: string }>
  }
  return {
    signs: signs.map(({ slug, text, tier, regions: where, wholeBody, sources: own }) => ({
      slug,
      text,
      tier,
      regions: where ?? [],
      wholeBody: wholeBody ?? false,
      sources: own,
    })),
    regions: regions.map(({ slug, title, mustNotMiss, bodyParts }) => ({
      slug,
      title,
      mustNotMiss: mustNotMiss ?? [],
      bodyParts: bodyParts ?? [],
    })),
    sources: Object.fromEntries(sources.map(({ slug, title, publisher, url }) => [slug, { title, publisher, url }])),
  }
}

/**
 * The English the pages in other languages are made from, each sentence with its fingerprint, as the build makes it
 * (fingerprint.ts); who on the team speaks what; which languages have a page, and each page's check and words.
 */
function languagePageFacts(contentDir: string, read: (file: string) => unknown): LanguagePageFacts {
  const folder = path.join(contentDir, LANGUAGE_PAGES_FOLDER)
  const site = read("site.yaml") as { address?: { city?: string } }
  const files = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter(file => file.endsWith(".yaml"))
        .sort()
    : []
  return {
    english: englishFacts(read(ENGLISH_FILE)),
    members: membersIn(read("team.yaml") as Record<string, unknown>).map(({ slug, name, languages }) => ({
      slug,
      name,
      languages: languages ?? [],
    })),
    pages: files.map(file => path.basename(file, ".yaml")),
    built: Object.fromEntries(files.map(file => builtPage(read(path.join(LANGUAGE_PAGES_FOLDER, file))))),
    city: site.address?.city ?? "",
  }
}

/**
 * What the previews show from files other than the entry's own: the clinic's name, phone, map and booking portal,
 * the medical note, who may write or review a page, the glossary, the warning signs, regions and sources, each
 * category's conditions, the regular week, Ontario's holidays, the value of each sample fact in its file, and the
 * English of the pages in other languages.
 */
export function previewFacts(contentDir: string): PreviewFacts {
  const content = readContent(contentDir)
  const read = (file: string): unknown => fileData(content, file)
  const site = read("site.yaml") as Pick<PreviewFacts, "medicalNote" | "bookingUrl" | "hours"> &
    MapSite & {
      name: string
      phone: string
    }
  const team = read("team.yaml") as { members: TeamMemberFacts[] }
  const year = Number(clinicDay().slice(0, 4))
  const conditions: Record<string, ListedCondition[]> = {}
  for (const { record, parent } of referencedInContent("condition", contentDir)) {
    if (!parent) continue
    const category = String(parent.slug)
    const { slug, title, description, symptoms, treatments, image } = record as Omit<ListedCondition, "path">
    const listed = { slug, title, description, symptoms, treatments, image }
    conditions[category] = [...(conditions[category] ?? []), { ...listed, path: conditionPagePath(category, slug) }]
  }
  return {
    clinicName: site.name,
    medicalNote: site.medicalNote,
    team: Object.fromEntries(team.members.map(({ slug, name, role }) => [slug, { slug, name, role }])),
    phone: { display: site.phone, e164: telOf(site.phone) },
    mapUrl: mapLinksOf(site).mapUrl,
    bookingUrl: site.bookingUrl,
    glossary: (read("glossary.yaml") as { terms: PreviewFacts["glossary"] }).terms.map(term => ({
      ...term,
      treatment: term.treatment ?? null,
    })),
    ...healthLists(read),
    conditions,
    hours: site.hours,
    samples: samplesForPreviews(contentDir),
    languagePages: languagePageFacts(contentDir, read),
    holidays: Object.fromEntries([0, 1, 2].map(ahead => year + ahead).map(inYear => [inYear, holidaysIn(inYear)])),
  }
}

/** The content as the build read it, for the editor's own run of the build's check before a save (verdict.ts). */
export function contentSnapshot(contentDir: string): ContentSnapshot {
  const content = readContent(contentDir)
  return {
    files: content.files.map(({ path: file, data, shown }) => ({ path: file, data, shown })),
    unreadable: content.unreadable,
    missing: missingFiles(content.paths).map(file => shownPath(content.dir, file)),
    images: filesUnder(content.dir, /\.(avif|gif|jpe?g|png|svg|webp)$/i),
  }
}

/** Ontario's holidays of the years the content model and the previews ask for, as the build finds them. */
function holidaysAsBuilt() {
  const year = Number(clinicDay().slice(0, 4))
  const years = [2026, year, year + 1, year + 2]
  return Object.fromEntries(years.map(each => [each, holidaysIn(each)]))
}

export interface PreviewBundle {
  js: string
  css: string
}

export function bundlePreviews(contentDir = path.resolve("content")): PreviewBundle {
  const snapshot = contentSnapshot(contentDir)
  const cms = path.resolve("src/cms")
  const result = buildSync({
    entryPoints: { preview: path.join(cms, "previews/index.ts") },
    bundle: true,
    write: false,
    outdir: "admin",
    format: "iife",
    platform: "browser",
    target: "es2020",
    // Identifiers stay, so the stylesheet's class names stay readable.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    alias: {
      react: path.join(cms, "shims/react.ts"),
      gatsby: path.join(cms, "shims/gatsby.tsx"),
      // The package's index also loads its stream interface, which needs Node's `stream`.
      "reading-time": "reading-time/lib/reading-time",
      // The build's content check runs in the editor too (verdict.ts); what it takes of Node's path is POSIX.
      path: "path-browserify",
      // The content model names Ontario's holidays, which date-holidays computes with 1.4 MB of time zones and
      // astronomy: the editor's bundle takes the holidays the build found (shims/date-holidays.ts).
      "date-holidays": path.join(cms, "shims/date-holidays.ts"),
    },
    // The web font is served from /fonts/ (src/node/fonts.ts), as on the site.
    external: ["/fonts/*"],
    define: {
      PREVIEW_FACTS: JSON.stringify(previewFacts(contentDir)),
      PREVIEW_CONTENT: JSON.stringify(snapshot),
      PREVIEW_CONTENT_ID: JSON.stringify(fingerprintOf(snapshot)),
      HOLIDAYS_AS_BUILT: JSON.stringify(holidaysAsBuilt()),
      // js-sha256 (fingerprint.ts) takes Node's crypto wherever `process` looks like Node's, as it does where a
      // test runs the bundle: the bundle always hashes in plain JavaScript, as in the browser.
      "process.versions.node": "undefined",
    },
    logLevel: "silent",
  })
  // A warning here is a preview that would break in the editor, e.g. a hook the React stand-in does not have.
  if (result.warnings.length > 0)
    throw new Error(
      `The CMS previews did not bundle cleanly:\n${formatMessagesSync(result.warnings, { kind: "warning" }).join("\n")}`,
    )
  const output = (extension: string) => result.outputFiles.find(file => file.path.endsWith(extension))?.text ?? ""
  return { js: output(".js"), css: output(".css") }
}
