import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import ContactList from "../components/contact-list"
import Prose from "../components/prose"
import * as styles from "./accessibility.module.css"

const AccessibilityPage = ({ data }: PageProps<Queries.AccessibilityPageQuery>) => (
  <BasicPage page={data.page}>
    {(data.page?.sections ?? []).map(({ heading, body, contactDetails }, i) => {
      const headingId = `section-${i + 1}`
      return (
        <section key={heading} aria-labelledby={headingId} className={styles.section}>
          <h2 id={headingId}>{heading}</h2>
          <Prose paragraphs={body} />
          {contactDetails && <ContactList ways={["phone", "email", "form"]} className={styles.contact} />}
        </section>
      )
    })}
  </BasicPage>
)

export default AccessibilityPage

export const Head = ({ data }: HeadProps<Queries.AccessibilityPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query AccessibilityPage {
    page: pagesYaml(path: { eq: "/accessibility" }) {
      ...PageMeta
      sections {
        heading
        body
        contactDetails
      }
    }
  }
`
