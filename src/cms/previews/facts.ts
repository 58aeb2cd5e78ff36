// What the previews show from other files than the entry's own, read from content/ when the bundle is built
// (src/cms/preview-bundle.ts defines PREVIEW_FACTS). A change to those files shows in the previews after the next
// build, or once `npm run cms` is started again.

export interface PreviewFacts {
  /** site.yaml's note on every condition page */
  medicalNote: string
  /** The team by slug, for a post's byline */
  authors: Record<string, Queries.PostBylineFragment["authorProfile"]>
  /** site.yaml's phone and map, under Getting here and getting in */
  phone: { display: string; e164: string }
  mapUrl: string
}

declare const PREVIEW_FACTS: PreviewFacts

export const facts: PreviewFacts = PREVIEW_FACTS
