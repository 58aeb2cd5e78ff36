import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import type { ContactPoint, LocationFeatureSpecification, OpeningHoursSpecification } from "schema-dts"
import { BasicPage, PageHead } from "../components/basic-page"
import ClinicLanguages from "../components/clinic-languages"
import ContactForm from "../components/contact-form"
import ContactList from "../components/contact-list"
import FeaturedQuestions from "../components/featured-questions"
import GettingHere from "../components/getting-here"
import HoursList from "../components/hours-list"
import OpenNow from "../components/open-now"
import { useSiteFacts } from "../hooks/use-site-facts"
import { OPENING_HOURS_ID } from "../lib/paths"
import { required } from "../lib/required"
import * as wording from "../lib/wording"
import * as styles from "./contact.module.css"

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => {
  const { site, languagePages } = useSiteFacts()
  const faq = required(data.faq, "content/faq.yaml")
  const team = required(data.team, "content/team.yaml")
  const access = required(data.access, "content/getting-here.yaml")
  return (
    <BasicPage page={data.page}>
      <div className={styles.layout}>
        <div className={styles.details}>
          <ContactList ways={["address", "phone", "email"]} />
          <h2 id={OPENING_HOURS_ID} className={styles.subheading}>
            {wording.openingHours}
          </h2>
          <OpenNow />
          <HoursList className={styles.hours} />
          <ClinicLanguages team={team} published={languagePages} />
          <FeaturedQuestions faq={faq} />
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
      <GettingHere access={access} phone={site.phone} mapUrl={site.mapUrl} />
    </BasicPage>
  )
}

export default ContactPage

/**
 * The clinic as this page shows it: the languages its front desk answers in, how to get in, and the holidays and
 * closures ahead, as the build made them for search engines (src/node/schema.ts).
 */
export const Head = ({ data }: HeadProps<Queries.ContactPageQuery>) => (
  <PageHead
    page={data.page}
    clinicDetails={() => ({
      contactPoint: data.clinic?.contactPoint as ContactPoint | undefined,
      amenityFeature: data.access?.amenityFeature as LocationFeatureSpecification[] | undefined,
      specialOpeningHoursSpecification: data.calendar?.specialOpeningHours as OpeningHoursSpecification[] | undefined,
    })}
  />
)

export const query = graphql`
  query ContactPage {
    page: contactPageYaml {
      ...PageMeta
    }
    faq: faqYaml {
      ...FeaturedQuestions
    }
    team: teamYaml {
      ...ClinicLanguages
    }
    access: gettingHereYaml {
      ...GettingHere
      amenityFeature
    }
    clinic: siteYaml {
      contactPoint
    }
    calendar: holidaysYaml {
      specialOpeningHours
    }
  }
`
