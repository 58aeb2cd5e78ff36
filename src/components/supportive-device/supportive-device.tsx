import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import Picture from "../picture"
import * as styles from "./supportive-device.module.css"

interface SupportiveDeviceProps {
  slug: string
  title: string
  description: string
  benefits: readonly string[]
  image?: IGatsbyImageData | null
  /** The first device's illustration fills a phone's first screen: load it first */
  priority?: boolean
}

/** One device on /services/supportive-devices: its illustration, what it is, and a list of its benefits. */
const SupportiveDevice = ({ slug, title, description, benefits, image, priority = false }: SupportiveDeviceProps) => {
  const headingId = `${slug}-heading`
  return (
    <section id={slug} aria-labelledby={headingId} className={styles.device}>
      {/* The illustration repeats the heading, so it is decorative. */}
      {image && <Picture image={image} alt="" className={styles.image} priority={priority} />}
      <div className={styles.text}>
        <h2 id={headingId}>{title}</h2>
        <p>{description}</p>
        <ul className={styles.benefits}>
          {benefits.map(benefit => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export default SupportiveDevice
