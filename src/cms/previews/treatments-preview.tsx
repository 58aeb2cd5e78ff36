import * as React from "react"
import TreatmentList from "../../components/treatment-list"
import { entryData, type PreviewProps } from "./decap"
import PreviewMain from "./preview-main"

type TreatmentsFile = { treatments: readonly Queries.TreatmentListItemFragment[] }

/** How We Treat's list of treatments, as the page shows it under its "On this page" links. */
const TreatmentsPreview = (props: PreviewProps) => {
  const { treatments } = entryData<TreatmentsFile>(props)
  return (
    <PreviewMain>
      <TreatmentList
        treatments={(treatments ?? []).map(treatment => ({
          slug: treatment.slug ?? "",
          title: treatment.title ?? "",
          abbreviation: treatment.abbreviation ?? null,
          description: treatment.description ?? "",
        }))}
      />
    </PreviewMain>
  )
}

export default TreatmentsPreview
