import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import BookingActions from "../components/booking-actions"
import Prose from "../components/prose"

const BookPage = ({ data }: PageProps<Queries.BookPageQuery>) => (
  <BasicPage page={data.page}>
    <BookingActions variant="page" />
    <Prose paragraphs={data.page?.body ?? []} />
  </BasicPage>
)

export default BookPage

export const Head = ({ data }: HeadProps<Queries.BookPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query BookPage {
    page: pagesYaml(path: { eq: "/book" }) {
      ...PageMeta
    }
  }
`
