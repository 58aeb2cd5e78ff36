import * as React from "react"
import ConditionArticleBody from "../../components/condition-article-body"
import ConditionGroupBody from "../../components/condition-group-body"
import HealthInformation from "../../components/health-information"
import { entryData, IMAGE_FRAMES, previewImage, type Draft, type PreviewProps } from "./decap"
import { facts } from "./facts"
import { healthInformation, type HealthDraft } from "./health"
import PreviewMain from "./preview-main"

type CategoryFile = {
  slug: string
  title: string
  description: readonly string[]
  layout: "group" | "article"
  article: Queries.ConditionArticleBodyFragment
}

const articleOf = (props: PreviewProps, article: Draft<Queries.ConditionArticleBodyFragment>) => ({
  symptoms: article.symptoms ?? [],
  treatmentGroups: (article.treatmentGroups ?? []).map(group => ({
    title: group.title ?? "",
    points: group.points ?? [],
  })),
  image: previewImage(props, article.image, ["article", "image"], IMAGE_FRAMES["condition-article-body"]),
})

/**
 * A condition category as its page shows it, without the related posts: an article in full, with when to get
 * help, its sources and review; or a group page's introduction and its conditions as of the last build, each of
 * which is edited in Conditions. Their pictures are in the same folder as the category's, so the CMS finds them
 * through the category's own image field.
 */
const ConditionPreview = (props: PreviewProps) => {
  const category = entryData<CategoryFile & HealthDraft>(props) as Draft<CategoryFile> & HealthDraft
  const heading = category.title ?? ""
  const intro = category.description ?? []
  const listed = facts.conditions[category.slug ?? ""] ?? []
  return (
    <PreviewMain>
      {category.layout === "article" ? (
        <>
          <ConditionArticleBody
            heading={heading}
            intro={intro}
            article={articleOf(props, category.article ?? {})}
            medicalNote={facts.medicalNote}
          />
          <HealthInformation {...healthInformation(category)} />
        </>
      ) : (
        <ConditionGroupBody
          heading={heading}
          intro={intro}
          entries={listed.map(entry => ({
            ...entry,
            image: previewImage(props, entry.image, ["image"], IMAGE_FRAMES["condition-entry"]),
          }))}
          medicalNote={facts.medicalNote}
        />
      )}
    </PreviewMain>
  )
}

export default ConditionPreview
