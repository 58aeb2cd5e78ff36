import * as React from "react"
import { Link } from "gatsby"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as wording from "../../lib/wording"
import EmailLink from "../email-link"
import PhoneLink from "../phone-link"
import PostalAddress from "../postal-address"
import DetailsList, { type Detail } from "./details-list"

type Way = "address" | "phone" | "email" | "form"

/** The ways to reach the clinic, each named: the address (with parking), phone, email, the contact form. */
const ContactList = ({ ways, className }: { ways: readonly Way[]; className?: string }) => {
  const { site } = useSiteFacts()
  const details: Record<Way, Detail> = {
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
  return <DetailsList details={ways.map(way => details[way])} className={className} />
}

export default ContactList
