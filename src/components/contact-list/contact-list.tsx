import * as React from "react"
import { Link } from "gatsby"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as wording from "../../lib/wording"
import EmailLink from "../email-link"
import PhoneLink from "../phone-link"
import PostalAddress from "../postal-address"
import * as styles from "./contact-list.module.css"

type Way = "address" | "phone" | "email" | "form"

/** The ways to reach the clinic, each named: the address (with parking), phone, email, the contact form. */
const ContactList = ({ ways, className }: { ways: readonly Way[]; className?: string }) => {
  const { site } = useSiteFacts()
  const rows: Record<Way, { label: string; value: React.ReactNode }> = {
    address: {
      label: wording.address,
      value: (
        <>
          <PostalAddress linkToMap />
          <br />
          {site.parkingNote}
        </>
      ),
    },
    phone: { label: wording.phone, value: <PhoneLink /> },
    email: { label: wording.email, value: <EmailLink /> },
    form: { label: wording.contactForm, value: <Link to="/contact">{wording.sendAMessage}</Link> },
  }
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list}>
      {ways.map(way => (
        <div key={way}>
          <dt>{rows[way].label}</dt>
          <dd>{rows[way].value}</dd>
        </div>
      ))}
    </dl>
  )
}

export default ContactList
