// /admin/preview.js: the CMS's previews, made of the site's own components, bundled with their CSS (preview.css)
// by src/cms/preview-bundle.ts. It runs after Decap's bundle, which sets `window.CMS`.
import { createElement } from "react"
import type * as React from "react"
// The site's fonts, tokens and global styles come first in preview.css, as on the site.
import "../../styles/fonts.css"
import "../../styles/global.css"
import ConditionPagePreview from "./condition-page-preview"
import ConditionPreview from "./condition-preview"
import { announce } from "./announce"
import { dateControl } from "./date-widget"
import { imageControl } from "./image-widget"
import { listAt, recordsAt, type EntryData, type PreviewProps, type SaveEvent } from "./decap"
import ExtraPagePreview from "./extra-page-preview"
import FeesPreview from "./fees-preview"
import GettingHerePreview from "./getting-here-preview"
import { facts } from "./facts"
import HolidaysPreview from "./holidays-preview"
import LanguagePagePreview from "./language-page-preview"
import NoticesPreview from "./notices-preview"
import PostPreview from "./post-preview"
import SamplesPreview from "./samples-preview"
import { confirmSamples } from "./samples"
import TeamPreview from "./team-preview"
import { keepTranslationsTrue, LANGUAGE_PAGES_COLLECTION, noteEnglishChanges } from "./translations"
import TreatmentsPreview from "./treatments-preview"
import { missingMustNotMiss } from "../../lib/warning-signs"
import { pictureProblems, reviewProblems, spanProblems, type FieldProblem } from "../../node/entry-rules"
import { isPlainObject, itemLabel } from "../../node/item-label"
import { checkProblems, fileNameProblems, languageOfCode, pageProblems } from "../../node/language-page-rules"
import "./preview.css"

declare global {
  interface Window {
    CMS: {
      registerPreviewStyle(url: string): void
      registerWidget(name: string, control: React.ComponentType, preview?: React.ComponentType): void
      getWidget(
        name: string,
      ): { control: React.ComponentType<Record<string, unknown>>; preview?: React.ComponentType } | undefined
      getLocale(name: string): Phrases | undefined
      registerLocale(name: string, phrases: Phrases): void
      registerPreviewTemplate(name: string, component: React.ComponentType<PreviewProps>): void
      registerEventListener(listener: { name: "preSave"; handler: (event: SaveEvent) => EntryData | undefined }): void
    }
    /** Decap's create-react-class, for a widget's control */
    createClass: (spec: object) => React.ComponentType
  }
}

/** Decap's words for its screens, by area: editor → editorControlPane → widget → required … */
interface Phrases {
  [key: string]: string | Phrases
}

/**
 * Decap's words for a field left empty and a list with too few items, as the build words them (validate-content.ts,
 * field-kinds.ts): "Sections is required but has too few: give at least 1". Its own read "must be at least 1
 * item(s)". Decap's English phrases are copied and these put in their place.
 */
export const FIELD_WORDS = {
  required: "%{fieldLabel} is required but missing.",
  regexPattern: "%{fieldLabel}: %{pattern}.",
  rangeMin: "%{fieldLabel} is required but has too few: give at least %{minCount}.",
  rangeMax: "%{fieldLabel} has too many: give at most %{maxCount}.",
  rangeCount: "%{fieldLabel} should have %{minCount} to %{maxCount}.",
  rangeCountExact: "%{fieldLabel} should have exactly %{count}.",
}

/** Decap's notices after a save is refused, in words that say what happened and what to do. */
export const SAVE_WORDS = {
  onFailToPersist: "Not saved: %{details}",
  missingRequiredField: "Not saved: a field above says what it needs.",
}

/** A group of Decap's phrases, or nothing when it is not one. */
const group = (phrases: Phrases | undefined, key: string) => {
  const found = phrases?.[key]
  return typeof found === "object" ? found : undefined
}

function applyBuildWords(cms: Window["CMS"]) {
  const en = cms.getLocale("en")
  const editor = group(en, "editor")
  const pane = group(editor, "editorControlPane")
  const widget = group(pane, "widget")
  const ui = group(en, "ui")
  const toast = group(ui, "toast")
  if (!en || !editor || !pane || !widget) return
  cms.registerLocale("en", {
    ...en,
    editor: { ...editor, editorControlPane: { ...pane, widget: { ...widget, ...FIELD_WORDS } } },
    ...(ui && toast ? { ui: { ...ui, toast: { ...toast, ...SAVE_WORDS } } } : {}),
  })
}

/** Each preview by the collection (or, in a collection of files, the file) it shows. */
export const PREVIEWS: Record<string, React.ComponentType<PreviewProps>> = {
  conditions: ConditionPreview,
  "condition-pages": ConditionPagePreview,
  team: TeamPreview,
  treatments: TreatmentsPreview,
  posts: PostPreview,
  "extra-pages": ExtraPagePreview,
  fees: FeesPreview,
  "getting-here": GettingHerePreview,
  holidays: HolidaysPreview,
  notices: NoticesPreview,
  samples: SamplesPreview,
  [LANGUAGE_PAGES_COLLECTION]: LanguagePagePreview,
}

/**
 * A link of a preview (a glossary word, a related page, a button) opens its page in a new tab. Followed in place,
 * it would load the page into the preview's frame, and the preview would be gone until the editor reloaded. A link
 * to a part of the same preview (#…) stays in place, as one that opens a new tab already.
 */
export function openLinksElsewhere(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.("a[href]")
  if (!(link instanceof (link?.ownerDocument.defaultView ?? window).HTMLAnchorElement)) return
  if (link.getAttribute("href")!.startsWith("#") || link.target) return
  event.preventDefault()
  window.open(link.href, "_blank", "noopener")
}

/**
 * The preview, its links opening elsewhere. The previews have no hooks (src/cms/shims/react.ts): the listener is
 * added at each render, which the frame's document ignores once it has it, and goes with the frame.
 */
function keptInPlace(Preview: React.ComponentType<PreviewProps>) {
  return function PreviewInPlace(props: PreviewProps) {
    props.document?.addEventListener("click", openLinksElsewhere)
    return createElement(Preview, props)
  }
}

window.CMS.registerPreviewStyle("/admin/preview.css")
window.CMS.registerWidget("isodate", dateControl(window.h, window.createClass))
const decapImage = window.CMS.getWidget("image")
if (decapImage)
  window.CMS.registerWidget("image", imageControl(window.h, window.createClass, decapImage.control), decapImage.preview)
applyBuildWords(window.CMS)
for (const [name, preview] of Object.entries(PREVIEWS)) window.CMS.registerPreviewTemplate(name, keptInPlace(preview))

/** The collections whose entries are pages of health information: a condition, and a category written as one article. */
const HEALTH_COLLECTIONS = ["condition-pages", "conditions"]
const SIGNS = ["whenToGetHelp", "signs"]
const SET_ASIDE = ["whenToGetHelp", "setAside"]

/**
 * Before a page of health information is saved, its regions' must-not-miss warning signs that it neither shows nor
 * sets aside are added after the signs picked, so staff who add a condition get them without having to know them.
 * The preview shows them already (health.ts), and tells the reviewer. The build still refuses a file that leaves
 * one out.
 */
export function addMustNotMiss({ entry }: SaveEvent): EntryData | undefined {
  if (!HEALTH_COLLECTIONS.includes(entry.get("collection"))) return undefined
  const data = entry.get("data")
  const signs = data.getIn(SIGNS)
  if (!signs) return undefined
  const setAside = recordsAt(data, SET_ASIDE).flatMap(each =>
    typeof each.sign === "string" ? [{ sign: each.sign }] : [],
  )
  const missing = missingMustNotMiss(listAt(data, SIGNS), listAt(data, ["regions"]), facts.regions, setAside)
  if (missing.length === 0) return undefined
  const texts = missing.map(each => `"${facts.signs.find(sign => sign.slug === each.sign)?.text ?? each.sign}"`)
  announce(
    `Saved with ${missing.length === 1 ? "a must-not-miss warning sign" : `${missing.length} must-not-miss warning signs`} of the page's regions added after the signs you picked: ${texts.join(", ")}. To leave one off, set it aside under When to get help, with the reason.`,
  )
  return data.setIn(SIGNS, signs.push(...missing.map(each => each.sign)))
}

/**
 * A page in another language as the build would refuse it (language-page-rules.ts): a check without its day or its
 * checker, a checker who does not speak the language, a language no one on the team speaks, a fact in braces lost;
 * its file named after another language (Decap keeps an entry's file name when its language is changed). A new page
 * in a language that has one already would be saved as es-1.yaml: it is refused, and the page that exists named.
 */
function languagePageProblems(data: Record<string, unknown>, slug: string): FieldProblem[] {
  const language = languageOfCode(data.language)
  const taken =
    !slug && language && facts.languagePages.pages.includes(language.code)
      ? [
          [
            "language",
            `is "${language.code}": ${language.name} has a page already (${language.code}.yaml); open it under Pages in other languages instead`,
          ] satisfies FieldProblem,
        ]
      : []
  return [
    ...checkProblems(data),
    ...(slug ? fileNameProblems(data, `${slug}.yaml`) : taken),
    ...pageProblems(data, {
      members: facts.languagePages.members,
      clinic: facts.clinicName,
      city: facts.languagePages.city,
    }),
  ]
}

/**
 * The rules tying two fields of a file together, or a file to the rest of the content, by the collection whose files
 * keep them (entry-rules.ts); `slug` is the entry's file name, empty for one not saved yet.
 */
const ENTRY_RULES: Partial<Record<string, (data: Record<string, unknown>, slug: string) => FieldProblem[]>> = {
  holidays: data => spanProblems(data, "closures"),
  notices: data => spanProblems(data, "notices"),
  "condition-pages": reviewProblems,
  conditions: data => (data.layout === "article" ? reviewProblems(data) : []),
  "extra-pages": pictureProblems,
  [LANGUAGE_PAGES_COLLECTION]: languagePageProblems,
}

/** The lists at `path` in `data` (a list's items as "*") that are missing or empty, each as the form names it. */
function emptyListsAt(data: unknown, path: string[], shown: string[] = []): string[] {
  if (path.length === 0) return Array.isArray(data) && data.length > 0 ? [] : [shown.join(" › ")]
  if (!isPlainObject(data) && !Array.isArray(data)) return []
  const [key, ...rest] = path
  if (key === "*")
    return (Array.isArray(data) ? data : []).flatMap((item, i) => {
      // An item by its own name when it has one, as the build names it: "Manual therapy", else "item 2".
      const name = /\("(.*)"\)$/.exec(itemLabel("", i, item))?.[1]
      return emptyListsAt(item, rest, [...shown, name ? `"${name}"` : `item ${i + 1}`])
    })
  return emptyListsAt(isPlainObject(data) ? data[key] : undefined, rest, shown)
}

/**
 * Before an entry is saved, what the build requires that Decap cannot see field by field: a required list with no
 * items (Decap checks a list through its items only), and the rules tying two fields together, a closure that ends
 * before it starts, a next review before the last, a translation checked by someone who does not speak it. Thrown, the build's words are Decap's message ("Failed to
 * persist entry: …"), and nothing is saved.
 */
export function refuseBrokenRules({ entry }: SaveEvent): undefined {
  const collection = entry.get("collection")
  const data = entry.get("data").toJS()
  if (!isPlainObject(data)) return undefined
  const lists = facts.requiredLists[`${collection}/${entry.get("slug")}`] ?? facts.requiredLists[collection] ?? []
  const problems = [
    ...lists.flatMap(({ path, label }) =>
      emptyListsAt(data, path).map(
        where => `${where ? `${where} › ` : ""}${label} is required but empty: give at least one`,
      ),
    ),
    ...(ENTRY_RULES[collection]?.(data, entry.get("slug") ?? "") ?? []).map(([at, problem]) => `${at} ${problem}`),
  ]
  if (problems.length === 0) return undefined
  // Decap shows the error as text, "Not saved: " before it (SAVE_WORDS): with no name, the text is the words alone.
  const refusal = new Error(`the build would refuse it: ${problems.join("; ")}`)
  refusal.name = ""
  throw refusal
}

window.CMS.registerEventListener({ name: "preSave", handler: refuseBrokenRules })
window.CMS.registerEventListener({ name: "preSave", handler: addMustNotMiss })
window.CMS.registerEventListener({ name: "preSave", handler: confirmSamples })
window.CMS.registerEventListener({ name: "preSave", handler: keepTranslationsTrue })
window.CMS.registerEventListener({ name: "preSave", handler: noteEnglishChanges })
