import * as React from "react"
import ExtraPageBody from "../../components/extra-page-body"
import PageHeader from "../../components/page-header"
import { markdownToHtml } from "../../node/markdown"
import { entryData, IMAGE_FRAMES, previewImage, type PreviewProps } from "./decap"
import { facts } from "./facts"
import PreviewMain from "./preview-main"

type ExtraPageFile = Omit<Queries.ExtraPageBodyFragment, "sections"> & {
  heading: string
  intro: string
  sections: ReadonlyArray<{ heading: string; body: string }>
}

/**
 * An extra page as the site shows it below its breadcrumb trail: its heading and introduction, its sections (their
 * Markdown made by the build's own code), its picture and, when the page asks for them, the booking buttons.
 */
const ExtraPagePreview = (props: PreviewProps) => {
  const draft = entryData<ExtraPageFile>(props)
  const page = {
    sections: (draft.sections ?? []).map(section => ({
      heading: section.heading ?? "",
      bodyHtml: markdownToHtml(section.body ?? "", 3),
    })),
    image: previewImage(props, draft.image, ["image"], IMAGE_FRAMES.split),
    imageAlt: draft.imageAlt ?? null,
    booking: draft.booking ?? null,
  }
  return (
    <PreviewMain>
      <PageHeader heading={draft.heading ?? ""} intro={draft.intro} />
      <ExtraPageBody page={page} clinic={{ bookingUrl: facts.bookingUrl, phone: facts.phone }} />
    </PreviewMain>
  )
}

export default ExtraPagePreview
