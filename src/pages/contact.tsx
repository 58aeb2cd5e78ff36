import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import ContactForm from "../components/contact-form"
import HoursList from "../components/hours-list"
import OpenNow from "../components/open-now"
import PhoneLink from "../components/phone-link"
import PostalAddress from "../components/postal-address"
import { useSiteFacts } from "../hooks/use-site-facts"
import * as wording from "../lib/wording"
import * as styles from "./contact.module.css"

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => {
  const { site } = useSiteFacts()
  return (
    <BasicPage page={data.page}>
      <div className={styles.layout}>
        <div className={styles.details}>
          <dl className={styles.facts}>
            <div>
              <dt>{wording.address}</dt>
              <dd>
                <PostalAddress linkToMap />
                <br />
                {site.parkingNote}
              </dd>
            </div>
            <div>
              <dt>{wording.phone}</dt>
              <dd>
                <PhoneLink />
              </dd>
            </div>
            <div>
              <dt>{wording.email}</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
          </dl>
          <h2 className={styles.subheading}>{wording.openingHours}</h2>
          <OpenNow />
          <HoursList className={styles.hours} />
          <Link to="/" className={styles.back}>
            {wording.backToHome}
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
