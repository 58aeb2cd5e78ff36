import * as React from "react"
import ConditionPageBody from "../../components/condition-page-body"
import { conditionPageWords, type ConditionPageTexts } from "../../lib/glossary"
import { entryData, IMAGE_FRAMES, previewImage, type Draft, type PreviewProps } from "./decap"
import { facts } from "./facts"
import { healthInformation, type HealthDraft } from "./health"
import PreviewMain from "./preview-main"
import ReviewerNotes from "./reviewer-notes"

type ConditionFile = Omit<Queries.ConditionPageBodyFragment, "words" | "healthSources" | keyof HealthDraft> &
  ConditionPageTexts

/**
 * A condition's own page as the site shows it, its first use of each term of the glossary linked to the term's
 * explanation, its warning signs as saving will leave them, without the related posts; above it, what its
 * reviewer reads: the signs it sets aside and why.
 */
const ConditionPagePreview = (props: PreviewProps) => {
  const draft = entryData<ConditionFile & HealthDraft>(props) as Draft<ConditionFile> & HealthDraft
  const { terms, ...words } = conditionPageWords(
    {
      description: draft.description ?? "",
      symptoms: draft.symptoms ?? [],
      causes: draft.causes ?? [],
      selfCare: draft.selfCare ?? [],
      treatments: draft.treatments ?? [],
      recovery: draft.recovery ?? "",
    },
    facts.glossary,
  )
  const health = healthInformation(draft, terms, draft.bookingUrl)
  const condition = {
    title: draft.title ?? "",
    words: { ...words, terms },
    bookingUrl: draft.bookingUrl || null,
    image: previewImage(props, draft.image, ["image"], IMAGE_FRAMES["condition-page-body"]),
    whenToGetHelp: health.whenToGetHelp,
    healthSources: health.sources,
    review: health.review,
  }
  return (
    <PreviewMain>
      <ReviewerNotes draft={draft} />
      <ConditionPageBody
        condition={condition}
        medicalNote={facts.medicalNote}
        clinic={{ name: facts.clinicName, bookingUrl: facts.bookingUrl, phone: facts.phone }}
      />
    </PreviewMain>
  )
}

export default ConditionPagePreview
