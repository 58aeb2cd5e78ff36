import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as wording from "../../lib/wording"
import EmailLink from "../email-link"
import PhoneLink from "../phone-link"
import DetailsList from "./details-list"

/** The person patients contact about their privacy and their records (site.yaml's privacyContact). */
const PrivacyContact = ({ className }: { className?: string }) => {
  const { name, email, phone } = useSiteFacts().site.privacyContact
  return (
    <DetailsList
      className={className}
      details={[
        { label: wording.privacyContact, value: name },
        { label: wording.email, value: <EmailLink address={email} /> },
        { label: wording.phone, value: <PhoneLink number={phone} /> },
      ]}
    />
  )
}

export default PrivacyContact
