import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import ConditionHead from "../components/condition-head"
import Layout from "../components/layout"
// After the shell and before the related posts: Gatsby bundles CSS in import order, the same on every page.
import ConditionArticleBody from "../components/condition-article-body"
import HealthInformation from "../components/health-information"
import RelatedArticles from "../components/related-articles"
import { useSiteFacts } from "../hooks/use-site-facts"
import { conditionPath } from "../lib/paths"
import { required } from "../lib/required"

/**
 * A category of conditions written as one long article (post-operative, vestibular, TMJ), closed as every page of
 * health information is: when to get help, sources, related posts, booking and the review line.
 */
const ConditionArticleTemplate = ({ data }: PageProps<Queries.ConditionArticlePageQuery>) => {
  const { site } = useSiteFacts()
  const category = required(data.conditionsYaml, "the condition category")
  const where = `conditions/${category.slug}.yaml`
  const article = required(category.article, `the article of ${where}`)
  const words = required(category.words, `the words of ${where}`)
  return (
    <Layout path={conditionPath(category.slug)} crumb={category.title}>
      <ConditionArticleBody heading={category.title} article={article} words={words} medicalNote={site.medicalNote} />
      <HealthInformation
        whenToGetHelp={required(category.whenToGetHelp, `whenToGetHelp of ${where}`)}
        words={words.terms}
        sources={required(category.healthSources, `the sources of ${where}`)}
        review={required(category.review, `the review of ${where}`)}
        related={<RelatedArticles posts={category.relatedPosts} />}
        booking={{ bookingUrl: site.bookingUrl, phone: site.phone }}
        clinicName={site.name}
      />
    </Layout>
  )
}

export default ConditionArticleTemplate

export const Head = ConditionHead

export const query = graphql`
  query ConditionArticlePage($id: String!) {
    conditionsYaml(id: { eq: $id }) {
      relatedPosts {
        ...RelatedArticle
      }
      ...ConditionHead
      article {
        ...ConditionArticleBody
      }
      words {
        ...ConditionArticleWords
        terms {
          ...PageWord
        }
      }
      whenToGetHelp {
        ...WhenToGetHelp
      }
      healthSources {
        ...HealthSources
      }
      review {
        ...ReviewLine
      }
    }
  }
`
