import * as React from "react"
import { graphql } from "gatsby"
import BookAssessment from "../book-assessment"
import Markdown from "../markdown"
import Picture from "../picture"
import Split from "../split"
import * as styles from "./extra-page-body.module.css"

export const query = graphql`
  fragment ExtraPageBody on ExtraPageYaml {
    sections {
      heading
      bodyHtml(headingLevel: 3)
    }
    image {
      childImageSharp {
        ...SplitImage
      }
    }
    imageAlt
    booking
  }
`

interface ExtraPageBodyProps {
  page: Queries.ExtraPageBodyFragment
  /** The booking portal and the front desk's phone, for the page that ends with them */
  clinic: React.ComponentProps<typeof BookAssessment>
}

/**
 * An extra page under its heading: its sections, each a heading and its Markdown, with its picture beside them on
 * a wide screen, then the booking buttons when the page asks for them. Props only, so the CMS's preview renders it
 * as the page does.
 */
const ExtraPageBody = ({ page, clinic }: ExtraPageBodyProps) => {
  const image = page.image?.childImageSharp?.gatsbyImageData
  return (
    <>
      <Split media={image && <Picture image={image} alt={page.imageAlt ?? ""} />}>
        {page.sections.map(({ heading, bodyHtml }, i) => {
          const headingId = `section-${i + 1}`
          return (
            <section key={headingId} aria-labelledby={headingId} className={styles.section}>
              <h2 id={headingId}>{heading}</h2>
              <Markdown html={bodyHtml} className={styles.text} />
            </section>
          )
        })}
      </Split>
      {page.booking && <BookAssessment {...clinic} />}
    </>
  )
}

export default ExtraPageBody
