import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import Picture from "../picture"
import * as styles from "./banner-carousel.module.css"

export interface BannerSlide {
  caption: string
  text?: string | null
  alt: string
  image: IGatsbyImageData
}

/** One slide: its image filling the banner, the caption over it. The first slide's image is the page's LCP. */
const BannerSlideView = ({ slide, first }: { slide: BannerSlide; first: boolean }) => (
  <div className={styles.slide}>
    <Picture image={slide.image} alt={slide.alt} className={styles.image} priority={first} />
    <div className={styles.caption}>
      <p className={styles.title}>{slide.caption}</p>
      {slide.text && <p className={styles.text}>{slide.text}</p>}
    </div>
  </div>
)

export default BannerSlideView
