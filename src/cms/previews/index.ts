// /admin/preview.js: the CMS's previews, made of the site's own components, bundled with their CSS (preview.css)
// by src/cms/preview-bundle.ts. It runs after Decap's bundle, which sets `window.CMS`.
import type * as React from "react"
// The site's fonts, tokens and global styles come first in preview.css, as on the site.
import "../../styles/fonts.css"
import "../../styles/global.css"
import ConditionPagePreview from "./condition-page-preview"
import ConditionPreview from "./condition-preview"
import type { PreviewProps } from "./decap"
import ExtraPagePreview from "./extra-page-preview"
import FeesPreview from "./fees-preview"
import GettingHerePreview from "./getting-here-preview"
import HolidaysPreview from "./holidays-preview"
import NoticesPreview from "./notices-preview"
import PostPreview from "./post-preview"
import TeamPreview from "./team-preview"
import TreatmentsPreview from "./treatments-preview"
import "./preview.css"

declare global {
  interface Window {
    CMS: {
      registerPreviewStyle(url: string): void
      registerPreviewTemplate(name: string, component: React.ComponentType<PreviewProps>): void
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
}

window.CMS.registerPreviewStyle("/admin/preview.css")
for (const [name, preview] of Object.entries(PREVIEWS)) window.CMS.registerPreviewTemplate(name, preview)
