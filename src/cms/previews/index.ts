// /admin/preview.js: the CMS's previews, made of the site's own components, bundled with their CSS (preview.css)
// by src/cms/preview-bundle.ts. It runs after Decap's bundle, which sets `window.CMS`.
import { createElement } from "react"
import type * as React from "react"
// The site's fonts, tokens and global styles come first in preview.css, as on the site.
import "../../styles/fonts.css"
import "../../styles/global.css"
import ConditionPagePreview from "./condition-page-preview"
import ConditionPreview from "./condition-preview"
import { listAt, recordsAt, type EntryData, type PreviewProps, type SaveEvent } from "./decap"
import ExtraPagePreview from "./extra-page-preview"
import FeesPreview from "./fees-preview"
import GettingHerePreview from "./getting-here-preview"
import { facts } from "./facts"
import HolidaysPreview from "./holidays-preview"
import NoticesPreview from "./notices-preview"
import PostPreview from "./post-preview"
import SamplesPreview from "./samples-preview"
import { confirmSamples } from "./samples"
import TeamPreview from "./team-preview"
import TreatmentsPreview from "./treatments-preview"
import { missingMustNotMiss } from "../../lib/warning-signs"
import "./preview.css"

declare global {
  interface Window {
    CMS: {
      registerPreviewStyle(url: string): void
      registerPreviewTemplate(name: string, component: React.ComponentType<PreviewProps>): void
      registerEventListener(listener: { name: "preSave"; handler: (event: SaveEvent) => EntryData | undefined }): void
    }
  }
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
  return missing.length === 0 ? undefined : data.setIn(SIGNS, signs.push(...missing.map(each => each.sign)))
}

window.CMS.registerEventListener({ name: "preSave", handler: addMustNotMiss })
window.CMS.registerEventListener({ name: "preSave", handler: confirmSamples })
