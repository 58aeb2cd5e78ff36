import * as React from "react"
import { graphql, Link } from "gatsby"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as wording from "../../lib/wording"
import ContactList, { PrivacyContact } from "../contact-list"
import ExternalLink from "../external-link"
import Prose from "../prose"
import * as styles from "./page-sections.module.css"

export const query = graphql`
  fragment PageSections on PageSection {
    heading
    body
    contactDetails
    privacyContact
    formProvider
    link {
      label
      url
    }
    pageLink {
      label
      path
    }
  }
`

/** Who delivers the contact form's messages, with a link to its privacy policy (site.yaml's formProvider). */
const FormProvider = () => {
  const { name, privacyUrl } = useSiteFacts().site.formProvider
  return (
    <p className={styles.addition}>
      {wording.formDeliveredBy(name)} <ExternalLink href={privacyUrl}>{wording.privacyPolicyOf(name)}</ExternalLink>
    </p>
  )
}

/**
 * A statement's sections (accessibility, privacy), each under its own heading: its paragraphs, then what the
 * section asks for from the clinic's facts (how to reach the clinic, the privacy contact, the form provider), a
 * link to another site and one to another page of this site.
 */
const PageSections = ({ sections }: { sections: readonly Queries.PageSectionsFragment[] }) => (
  <>
    {sections.map(({ heading, body, contactDetails, privacyContact, formProvider, link, pageLink }, i) => {
      const headingId = `section-${i + 1}`
      return (
        <section key={heading} aria-labelledby={headingId} className={styles.section}>
          <h2 id={headingId}>{heading}</h2>
          <Prose paragraphs={body} />
          {formProvider && <FormProvider />}
          {contactDetails && <ContactList ways={["phone", "email", "form"]} className={styles.addition} />}
          {privacyContact && <PrivacyContact className={styles.addition} />}
          {link && (
            <p className={styles.addition}>
              <ExternalLink href={link.url}>{link.label}</ExternalLink>
            </p>
          )}
          {pageLink && (
            <p className={styles.addition}>
              <Link to={pageLink.path}>{pageLink.label}</Link>
            </p>
          )}
        </section>
      )
    })}
  </>
)

export default PageSections
