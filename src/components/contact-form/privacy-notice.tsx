import * as React from "react"
import { Link } from "gatsby"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { PRIVACY_PATH } from "../../lib/paths"
import * as wording from "../../lib/wording"
import * as styles from "./contact-form.module.css"

/**
 * Beside the send button: leave health details out, how the clinic replies, who delivers the message, and the
 * privacy statement. The button names it as its description, so a screen reader reads it there too.
 */
const PrivacyNotice = ({ id }: { id: string }) => {
  const provider = useSiteFacts().site.formProvider.name
  return (
    <div id={id} className={styles.privacy}>
      <p>
        <strong>{wording.noHealthDetails}</strong> {wording.howWeReply}
      </p>
      <p>
        {wording.messageDeliveredBy(provider)} <Link to={PRIVACY_PATH}>{wording.readPrivacyStatement}</Link>
      </p>
    </div>
  )
}

export default PrivacyNotice
