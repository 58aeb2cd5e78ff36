import * as React from "react"
import ConditionArticleBody from "../../components/condition-article-body"
import ConditionGroupBody from "../../components/condition-group-body"
import { entryData, IMAGE_FRAMES, previewImage, type Draft, type PreviewProps } from "./decap"
import { facts } from "./facts"
import PreviewMain from "./preview-main"

type ConditionFile = {
  title: string
  description: readonly string[]
  layout: "group" | "article"
  entries: readonly Queries.ConditionEntryFragment[]
  article: Queries.ConditionArticleBodyFragment
}

const entryOf = (props: PreviewProps, entry: Draft<Queries.ConditionEntryFragment>) => ({
  slug: entry.slug ?? "",
  title: entry.title ?? "",
  description: entry.description ?? "",
  symptoms: entry.symptoms ?? [],
  treatments: entry.treatments ?? [],
  image: previewImage(props, entry.image, ["entries", "image"], IMAGE_FRAMES["condition-entry"]),
})

const articleOf = (props: PreviewProps, article: Draft<Queries.ConditionArticleBodyFragment>) => ({
  symptoms: article.symptoms ?? [],
  treatmentGroups: (article.treatmentGroups ?? []).map(group => ({
    title: group.title ?? "",
    points: group.points ?? [],
  })),
  image: previewImage(props, article.image, ["article", "image"], IMAGE_FRAMES["condition-article-body"]),
})

/** A condition category as its page shows it, in either layout, without the related posts. */
const ConditionPreview = (props: PreviewProps) => {
  const category = entryData<ConditionFile>(props)
  const heading = category.title ?? ""
  const intro = category.description ?? []
  return (
    <PreviewMain>
      {category.layout === "article" ? (
        <ConditionArticleBody
          heading={heading}
          intro={intro}
          article={articleOf(props, category.article ?? {})}
          medicalNote={facts.medicalNote}
        />
      ) : (
        <ConditionGroupBody
          heading={heading}
          intro={intro}
          entries={(category.entries ?? []).map(entry => entryOf(props, entry))}
          medicalNote={facts.medicalNote}
        />
      )}
    </PreviewMain>
  )
}

export default ConditionPreview
