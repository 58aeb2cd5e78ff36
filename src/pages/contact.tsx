import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import ContactForm from "../components/contact-form"
import ExternalLink from "../components/external-link"
import HoursList from "../components/hours-list"
import OpenNow from "../components/open-now"
import { useSiteFacts } from "../hooks/use-site-facts"
import * as styles from "./contact.module.css"

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => {
  const { site } = useSiteFacts()
  const { address, labels } = site
  return (
    <BasicPage page={data.page}>
      <div className={styles.layout}>
        <div className={styles.details}>
          <dl className={styles.facts}>
            <div>
              <dt>{labels.address}</dt>
              <dd>
                <ExternalLink href={site.mapUrl}>
                  {address.street}
                  <br />
                  {address.city}, {address.province} {address.postalCode}
                </ExternalLink>
                <br />
                {site.parkingNote}
              </dd>
            </div>
            <div>
              <dt>{labels.phone}</dt>
              <dd>
                <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
              </dd>
            </div>
            <div>
              <dt>{labels.email}</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
          </dl>
          <h2 className={styles.subheading}>{labels.hours}</h2>
          <OpenNow />
          <HoursList className={styles.hours} />
          <Link to="/" className={styles.back}>
            {labels.backToHome}
          </Link>
        </div>
        <section aria-labelledby="contact-form-heading" className={styles.formPanel}>
          <h2 id="contact-form-heading">{site.contactForm.heading}</h2>
          <p>{site.contactForm.intro}</p>
          <ContactForm id="contact" headingId="contact-form-heading" />
        </section>
      </div>
    </BasicPage>
  )
}

export default ContactPage

export const Head = ({ data }: HeadProps<Queries.ContactPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query ContactPage {
    page: pagesYaml(path: { eq: "/contact" }) {
      ...PageMeta
    }
  }
`
