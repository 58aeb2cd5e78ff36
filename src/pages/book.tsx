import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import BookingActions from "../components/booking-actions"
import BookingNotes from "../components/booking-notes"
import FeaturedQuestions from "../components/featured-questions"
import Prose from "../components/prose"
import { required } from "../lib/required"

const BookPage = ({ data }: PageProps<Queries.BookPageQuery>) => {
  const faq = required(data.faq, "content/faq.yaml")
  return (
    <BasicPage page={data.page}>
      <BookingActions variant="page" />
      <BookingNotes notes={faq} fees={required(data.fees, "content/fees.yaml")} headingLevel={2} />
      <Prose paragraphs={data.page?.body ?? []} />
      <FeaturedQuestions faq={faq} />
    </BasicPage>
  )
}

export default BookPage

export const Head = ({ data }: HeadProps<Queries.BookPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query BookPage {
    page: bookPageYaml {
      ...PageMeta
      body
    }
    fees: feesYaml {
      ...FirstVisitFee
    }
    faq: faqYaml {
      ...BookingNotes
      ...FeaturedQuestions
    }
  }
`
