import * as React from "react"
import GettingHere from "../../components/getting-here"
import { entryData, type PreviewProps } from "./decap"
import { facts } from "./facts"
import PreviewMain from "./preview-main"

/** Getting here and getting in as /contact shows it, with the clinic's phone and map from site.yaml. */
const GettingHerePreview = (props: PreviewProps) => {
  const access = entryData<Queries.GettingHereFragment>(props)
  return (
    <PreviewMain>
      <GettingHere
        access={{
          intro: access.intro ?? null,
          entrance: { stepFree: access.entrance?.stepFree ?? false, details: access.entrance?.details ?? "" },
          floor: access.floor ?? "",
          parking: { note: access.parking?.note ?? "", accessible: access.parking?.accessible ?? "" },
          dropOff: access.dropOff ?? "",
          transit: (access.transit ?? []).map(route => ({ name: route.name ?? "", stop: route.stop ?? "" })),
          washroom: { accessible: access.washroom?.accessible ?? false, details: access.washroom?.details ?? "" },
          serviceAnimals: access.serviceAnimals ?? "",
          help: access.help ?? "",
        }}
        phone={facts.phone}
        mapUrl={facts.mapUrl}
      />
    </PreviewMain>
  )
}

export default GettingHerePreview
