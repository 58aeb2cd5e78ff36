import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import ExternalLink from "../external-link"
import Icon from "../icon"
import * as styles from "./info-strip.module.css"

/** The thin strip above the header: directions, parking, call, message. */
const InfoStrip = () => {
  const { site } = useSiteFacts()
  const { address, labels } = site
  return (
    <aside className={styles.strip} aria-label={labels.infoStrip}>
      <ul className={styles.list}>
        <li>
          <ExternalLink className={styles.item} href={site.mapUrl}>
            <Icon name="pin" className={styles.icon} />
            <span>
              {labels.visit}
              <span className={styles.wide}>
                : {address.street}, {address.city}
              </span>
            </span>
          </ExternalLink>
        </li>
        <li className={styles.item}>
          <Icon name="parking" className={styles.icon} />
          <span>{site.parkingNote}</span>
        </li>
        <li>
          <a className={styles.item} href={`tel:${site.phone.e164}`}>
            <Icon name="phone" className={styles.icon} />
            <span>
              {labels.call} <span className={styles.wide}>{site.phone.display}</span>
            </span>
          </a>
        </li>
        <li>
          <a className={styles.item} href={`mailto:${site.email}`}>
            <Icon name="mail" className={styles.icon} />
            <span>{labels.message}</span>
          </a>
        </li>
      </ul>
    </aside>
  )
}

export default InfoStrip
