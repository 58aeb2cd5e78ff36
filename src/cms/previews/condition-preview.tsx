import * as React from "react"
import ConditionArticleBody from "../../components/condition-article-body"
import ConditionGroupBody from "../../components/condition-group-body"
import HealthInformation from "../../components/health-information"
import { articleWords } from "../../lib/glossary"
import { entryData, IMAGE_FRAMES, previewImage, type Draft, type PreviewProps } from "./decap"
import { facts } from "./facts"
import { healthInformation, type HealthDraft } from "./health"
import PreviewMain from "./preview-main"
import ReviewerNotes from "./reviewer-notes"

type ArticleFile = Queries.ConditionArticleBodyFragment & {
  symptoms: readonly string[]
  selfCare: readonly string[]
  treatmentGroups: ReadonlyArray<{ title: string; points: readonly string[] }>
}

type CategoryFile = {
  slug: string
  title: string
  description: readonly string[]
  layout: "group" | "article"
  article: ArticleFile
}

const treatmentGroupsOf = (article: Draft<ArticleFile>) =>
  (article.treatmentGroups ?? []).map(group => ({ title: group.title ?? "", points: group.points ?? [] }))

const articleOf = (props: PreviewProps, article: Draft<ArticleFile>) => ({
  treatmentGroups: treatmentGroupsOf(article),
  image: previewImage(props, article.image, ["article", "image"], IMAGE_FRAMES["condition-article-body"]),
})

/**
 * A condition category as its page shows it, without the related posts: an article in full, with when to get
 * help, its sources and review, and above it what its reviewer reads; or a group page's introduction and its conditions as of the last build, each of
 * which is edited in Conditions. Their pictures are in the same folder as the category's, so the CMS finds them
 * through the category's own image field.
 */
const ConditionPreview = (props: PreviewProps) => {
  const category = entryData<CategoryFile & HealthDraft>(props) as Draft<CategoryFile> & HealthDraft
  const heading = category.title ?? ""
  const intro = category.description ?? []
  const listed = facts.conditions[category.slug ?? ""] ?? []
  const article = category.article ?? {}
  const words = articleWords(
    {
      description: intro,
      symptoms: article.symptoms ?? [],
      selfCare: article.selfCare ?? [],
      treatmentGroups: treatmentGroupsOf(article),
    },
    facts.glossary,
  )
  return (
    <PreviewMain>
      {category.layout === "article" ? (
        <>
          <ReviewerNotes draft={category} />
          <ConditionArticleBody
            heading={heading}
            article={articleOf(props, article)}
            words={words}
            medicalNote={facts.medicalNote}
          />
          <HealthInformation {...healthInformation(category, words.terms)} />
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
