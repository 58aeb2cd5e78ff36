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
import { keepFactsNow, keepTranslationsTrue, LANGUAGE_PAGES_COLLECTION, noteEnglishChanges } from "./translations"
import TreatmentsPreview from "./treatments-preview"
import { languageOfCode } from "../../lib/languages"
import { missingMustNotMiss } from "../../lib/warning-signs"
import { isPlainObject } from "../../node/item-label"
import { hasFile, newEntryPath, remember, verdictOn } from "./verdict"
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
      registerEventListener(
        listener:
          | { name: "preSave"; handler: (event: SaveEvent) => EntryData | undefined }
          | { name: "postSave"; handler: (event: SaveEvent) => void },
      ): void
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

/** The must-not-miss signs of a health page's regions that its draft neither shows nor sets aside. */
function mustNotMissLeftOut(collection: string, data: EntryData) {
  if (!HEALTH_COLLECTIONS.includes(collection) || !data.getIn(SIGNS)) return []
  const setAside = recordsAt(data, SET_ASIDE).flatMap(each =>
    typeof each.sign === "string" ? [{ sign: each.sign }] : [],
  )
  return missingMustNotMiss(listAt(data, SIGNS), listAt(data, ["regions"]), facts.regions, setAside).map(
    each => each.sign,
  )
}

const signText = (slug: string) => `"${facts.signs.find(sign => sign.slug === slug)?.text ?? slug}"`

/** Where the entry's file is, relative to content/: its own path, or where Decap will save a new one. */
function entryPath({ entry }: SaveEvent, data: Record<string, unknown>): string | undefined {
  const own = entry.get("path")
  if (own && !entry.get("newRecord")) return own.replace(/^content\//, "")
  const path = newEntryPath(entry.get("collection"), data)
  // A name taken already: Decap saves the new file as es-1.yaml, which the build then names.
  return path && hasFile(path) ? path.replace(/\.yaml$/, "-1.yaml") : path
}

/** A new page in a language that has one: the page that exists, to open instead of a second one. */
function languageTaken(collection: string, data: Record<string, unknown>, isNew: boolean): string[] {
  const language = languageOfCode(data.language)
  if (collection !== LANGUAGE_PAGES_COLLECTION || !isNew || !language) return []
  if (!facts.languagePages.pages.includes(language.code)) return []
  return [
    `language: is "${language.code}": ${language.name} has a page already (${language.code}.yaml); open it under Pages in other languages instead`,
  ]
}

/** Thrown, the words are Decap's message after "Not saved: " (SAVE_WORDS), and nothing is saved. */
function refusal(problems: string[]): Error {
  const error = new Error(`the build would refuse it: ${problems.join("; ")}`)
  // Decap shows the error as text: with no name, the text is the words alone.
  error.name = ""
  return error
}

/** The must-not-miss signs the save in progress adds (Decap saves one entry at a time), for its verdict to name. */
let adding: string[] = []

/**
 * First, before a page of health information is saved: its regions' must-not-miss signs that it neither shows nor
 * sets aside are added after the signs picked, so staff who add a condition get them without having to know them.
 * The verdict, last, is on the page with them; the screen says what was added once the save is taken.
 */
export function addMustNotMiss({ entry }: SaveEvent): EntryData | undefined {
  const draft = entry.get("data")
  adding = mustNotMissLeftOut(entry.get("collection"), draft)
  return adding.length > 0 ? draft.setIn(SIGNS, draft.getIn(SIGNS)!.push(...adding)) : undefined
}

/**
 * Last, before an entry is saved, as the other handlers leave it: the build's own check of it (verdict.ts), every
 * rule of the model, a field's, two fields' together, and the rules across files (a page's warning signs and the
 * shared list, a closure that overlaps another, a slug another file has). Thrown, the build's words are Decap's
 * message, and nothing is saved. When the must-not-miss signs added first would take a tier over its limit, the
 * refusal asks what to do instead: show them in place of others, or set each aside with its reason.
 */
export function refuseWhatTheBuildWould(event: SaveEvent): undefined {
  const { entry } = event
  const added = adding
  adding = []
  const data = entry.get("data").toJS()
  if (!isPlainObject(data)) return undefined
  const path = entryPath(event, data)
  const uploads = (entry.get("mediaFiles")?.toJS() ?? []).flatMap(file =>
    file.path ? [file.path.replace(/^content\//, "")] : [],
  )
  const problems = [
    ...languageTaken(entry.get("collection"), data, Boolean(entry.get("newRecord"))),
    ...(path ? verdictOn(path, data, uploads) : []),
  ]
  const one = added.length === 1
  if (problems.length > 0)
    throw refusal([
      ...problems,
      ...(added.length > 0
        ? [
            `saving would add ${one ? "the must-not-miss sign" : "the must-not-miss signs"} ${added.map(signText).join(", ")} of the page's regions: show ${one ? "it" : "them"} in place of others, or set ${one ? "it" : "each"} aside under When to get help with the reason`,
          ]
        : []),
    ])
  if (added.length > 0)
    announce(
      `Saved with ${one ? "a must-not-miss warning sign" : `${added.length} must-not-miss warning signs`} of the page's regions added after the signs you picked: ${added.map(signText).join(", ")}. To leave one off, set it aside under When to get help, with the reason.`,
    )
  return undefined
}

/** Once saved, the file as saved is what the next save's verdict sees. */
function rememberSaved(event: SaveEvent) {
  const data = event.entry.get("data").toJS()
  const path = isPlainObject(data) ? entryPath(event, data) : undefined
  if (path && isPlainObject(data)) remember(path, data)
}

// In this order: what a save adds or changes on its own first, the build's verdict on the result last.
window.CMS.registerEventListener({ name: "preSave", handler: addMustNotMiss })
window.CMS.registerEventListener({ name: "preSave", handler: confirmSamples })
window.CMS.registerEventListener({ name: "preSave", handler: keepTranslationsTrue })
window.CMS.registerEventListener({ name: "preSave", handler: noteEnglishChanges })
window.CMS.registerEventListener({ name: "preSave", handler: refuseWhatTheBuildWould })
window.CMS.registerEventListener({ name: "postSave", handler: rememberSaved })
window.CMS.registerEventListener({ name: "postSave", handler: keepFactsNow })
