import * as React from "react"
import { graphql } from "gatsby"
import Picture from "../picture"
import * as styles from "./supportive-device.module.css"

export const query = graphql`
  fragment SupportiveDevice on SupportiveDevice {
    slug
    title
    description
    benefits
    image {
      childImageSharp {
        gatsbyImageData(
          width: 768
          aspectRatio: 1.5
          sizes: "(min-width: 64rem) 24rem, (min-width: 48rem) 20rem, (min-width: 32rem) 32rem, 100vw"
        )
      }
    }
  }
`

interface SupportiveDeviceProps {
  device: Queries.SupportiveDeviceFragment
  /** The first device's illustration fills a phone's first screen: load it first */
  priority?: boolean
}

/** One device on /services/supportive-devices: its illustration, what it is, and a list of its benefits. */
const SupportiveDevice = ({ device, priority = false }: SupportiveDeviceProps) => {
  const { slug, title, description, benefits } = device
  const image = device.image.childImageSharp?.gatsbyImageData
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
