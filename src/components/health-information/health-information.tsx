import * as React from "react"
import BookAssessment from "../book-assessment"
import PageWords from "../page-words"
import ReviewLine from "../review-line"
import SourceList from "../source-list"
import WhenToGetHelp from "../when-to-get-help"

interface HealthInformationProps {
  whenToGetHelp: Queries.WhenToGetHelpFragment
  /** The terms of the glossary the page uses, in the order it first uses them */
  words: readonly Queries.PageWordFragment[]
  sources: Queries.HealthSourcesFragment
  review: Queries.ReviewLineFragment
  /** The posts about it, between the sources and the booking action (the CMS preview has none) */
  related?: React.ReactNode
  booking: React.ComponentProps<typeof BookAssessment>
  clinicName: string
}

/**
 * The close of every page of health information, in this order: when to get help, the words it explains, the
 * sources, the related posts, the way to book, and who wrote and checked the page and when. Its parts take props only, so the CMS's previews
 * render it as the pages do.
 */
const HealthInformation = ({
  whenToGetHelp,
  words,
  sources,
  review,
  related,
  booking,
  clinicName,
}: HealthInformationProps) => (
  <>
    <WhenToGetHelp signs={whenToGetHelp} />
    <PageWords terms={words} />
    <SourceList sources={sources} />
    {related}
    <BookAssessment {...booking} />
    <ReviewLine review={review} clinicName={clinicName} />
  </>
)

export default HealthInformation
