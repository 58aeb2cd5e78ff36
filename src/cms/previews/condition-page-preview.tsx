import * as React from "react"
import ConditionPageBody from "../../components/condition-page-body"
import { linkTreatments } from "../../lib/treatment-links"
import { entryData, IMAGE_FRAMES, previewImage, type Draft, type PreviewProps } from "./decap"
import { facts } from "./facts"
import { healthInformation, type HealthDraft } from "./health"
import PreviewMain from "./preview-main"

type ConditionFile = Omit<Queries.ConditionPageBodyFragment, "treatmentLinks" | keyof HealthDraft> & {
  treatments: readonly string[]
}

/**
 * A condition's own page as the site shows it, its treatments linked to the components of care they name, without
 * the related posts.
 */
const ConditionPagePreview = (props: PreviewProps) => {
  const draft = entryData<ConditionFile & HealthDraft>(props) as Draft<ConditionFile> & HealthDraft
  const health = healthInformation(draft, draft.bookingUrl)
  const condition = {
    title: draft.title ?? "",
    description: draft.description ?? "",
    symptoms: draft.symptoms ?? [],
    causes: draft.causes ?? [],
    selfCare: draft.selfCare ?? [],
    treatmentLinks: (draft.treatments ?? []).map(line => linkTreatments(line, facts.treatments)),
    recovery: draft.recovery ?? "",
    bookingUrl: draft.bookingUrl || null,
    image: previewImage(props, draft.image, ["image"], IMAGE_FRAMES["condition-page-body"]),
    whenToGetHelp: health.whenToGetHelp,
    sources: health.sources,
    review: health.review,
  }
  return (
    <PreviewMain>
      <ConditionPageBody
        condition={condition}
        medicalNote={facts.medicalNote}
        clinic={{ name: facts.clinicName, bookingUrl: facts.bookingUrl, phone: facts.phone }}
      />
    </PreviewMain>
  )
}

export default ConditionPagePreview
