import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import ExternalLink from "../external-link"
import PostalAddress from "../postal-address"
import type { HomeContent } from "./types"
import * as styles from "./home-blocks.module.css"

/** The clinic on a map: a lazy iframe that costs nothing until the visitor scrolls near it. */
const MapEmbed = ({ heading, iframeTitle, linkLabel }: HomeContent["map"]) => {
  const { site } = useSiteFacts()
  return (
    <section aria-labelledby="find-us" className={`${styles.block} ${styles.mapRow}`}>
      <div>
        <h2 id="find-us">{heading}</h2>
        <address className={styles.address}>
          <PostalAddress />
        </address>
        <p>{site.parkingNote}</p>
        <ExternalLink href={site.mapUrl} className={styles.more}>
          {linkLabel}
        </ExternalLink>
      </div>
      <iframe
        className={styles.map}
        title={iframeTitle}
        src={site.mapEmbedUrl}
        height={450}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </section>
  )
}

export default MapEmbed
