import * as React from "react"
import { Link } from "gatsby"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { GETTING_HERE_PATH } from "../../lib/paths"
import * as wording from "../../lib/wording"
import EmailLink from "../email-link"
import ExternalLink from "../external-link"
import type { FrameMarks } from "../english-frame"
import Icon from "../icon"
import PhoneLink from "../phone-link"
import * as styles from "./info-strip.module.css"

/** The thin strip above the header: directions, parking (and how to get in, on /contact), call, message. */
const InfoStrip = (marks: FrameMarks) => {
  const { site } = useSiteFacts()
  const { address } = site
  return (
    <aside className={styles.strip} aria-label={wording.infoStrip} {...marks}>
      <ul className={styles.list}>
        <li>
          <ExternalLink className={styles.item} href={site.mapUrl}>
            <Icon name="pin" className={styles.icon} />
            <span>
              {wording.visitUs}
              <span className={styles.wide}>
                : {address.street}, {address.city}
              </span>
            </span>
          </ExternalLink>
        </li>
        <li>
          <Link className={styles.item} to={GETTING_HERE_PATH}>
            <Icon name="parking" className={styles.icon} />
            <span>{site.parkingNote}</span>
          </Link>
        </li>
        <li>
          <PhoneLink className={styles.item}>
            <Icon name="phone" className={styles.icon} />
            <span>
              {wording.call} <span className={styles.wide}>{site.phone.display}</span>
            </span>
          </PhoneLink>
        </li>
        <li>
          <EmailLink className={styles.item}>
            <Icon name="mail" className={styles.icon} />
            <span>{wording.sendAMessage}</span>
          </EmailLink>
        </li>
      </ul>
    </aside>
  )
}

export default InfoStrip
