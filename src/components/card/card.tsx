import * as React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import Picture from "../picture"
import * as styles from "./card.module.css"

interface CardProps {
  title: string
  description: string
  path: string
  image?: IGatsbyImageData | null
  /** Decorative illustrations repeat the title, so they get empty alt text by default */
  imageAlt?: string
  /** The first card's image is the largest thing on a phone's first screen: load it first */
  priority?: boolean
}

/** A linked card: image, title and a short description; the whole card is the link's target area. */
const Card = ({ title, description, path, image, imageAlt = "", priority = false }: CardProps) => (
  <article className={styles.card}>
    {image && <Picture image={image} alt={imageAlt} className={styles.image} priority={priority} />}
    <div className={styles.body}>
      <h2 className={styles.title}>
        <Link to={path} className={styles.link}>
          {title}
        </Link>
      </h2>
      <p className={styles.description}>{description}</p>
    </div>
  </article>
)

export default Card
