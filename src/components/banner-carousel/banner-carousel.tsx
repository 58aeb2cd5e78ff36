import * as React from "react"
import Slider, { type CustomArrowProps } from "react-slick"
import "slick-carousel/slick/slick.css"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { AUTOPLAY_INTERVAL_MS, shouldAutoplay } from "../../lib/carousel"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useSiteFacts } from "../../hooks/use-site-facts"
import Picture from "../picture"
import * as styles from "./banner-carousel.module.css"

export interface BannerSlide {
  caption: string
  text?: string | null
  alt: string
  image: IGatsbyImageData
}

type ArrowProps = CustomArrowProps & { label: string; direction: "previous" | "next" }

// react-slick passes its own props (currentSlide, slideCount, style) to arrows; only onClick is used.
const Arrow = ({ onClick, label, direction }: ArrowProps) => (
  <button type="button" className={`${styles.arrow} ${styles[direction]}`} aria-label={label} onClick={onClick}>
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  </button>
)

/**
 * The home banner: three slides, every 5 s, looping, swipeable, with arrows and no dots. Anything that
 * moves can be stopped: a Pause button, and it holds still under the pointer, with keyboard focus
 * inside, or when the visitor prefers reduced motion.
 */
const BannerCarousel = ({ slides }: { slides: BannerSlide[] }) => {
  const { labels } = useSiteFacts().site
  const slider = React.useRef<Slider>(null)
  const prefersReducedMotion = usePrefersReducedMotion()
  const [pausedByVisitor, setPausedByVisitor] = React.useState(false)
  const [hovered, setHovered] = React.useState(false)
  const [focused, setFocused] = React.useState(false)
  const playing = shouldAutoplay({ prefersReducedMotion, pausedByVisitor, hovered, focused })

  React.useEffect(() => {
    if (playing) slider.current?.slickPlay()
    else slider.current?.slickPause()
  }, [playing])

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={labels.slideshow}
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={event => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <Slider
        ref={slider}
        className={styles.slider}
        autoplay
        autoplaySpeed={AUTOPLAY_INTERVAL_MS}
        infinite
        swipe
        arrows
        dots={false}
        pauseOnHover={false}
        pauseOnFocus={false}
        pauseOnDotsHover={false}
        prevArrow={<Arrow direction="previous" label={labels.previousSlide} />}
        nextArrow={<Arrow direction="next" label={labels.nextSlide} />}
      >
        {slides.map((slide, i) => (
          <div key={slide.caption} className={styles.slide}>
            {i === 0 ? (
              <Picture image={slide.image} alt={slide.alt} className={styles.image} />
            ) : (
              <GatsbyImage image={slide.image} alt={slide.alt} loading="lazy" className={styles.image} />
            )}
            <div className={styles.caption}>
              <p className={styles.title}>{slide.caption}</p>
              {slide.text && <p className={styles.text}>{slide.text}</p>}
            </div>
          </div>
        ))}
      </Slider>
      <button type="button" className={styles.pause} onClick={() => setPausedByVisitor(paused => !paused)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          {pausedByVisitor ? <path d="M7 4l13 8-13 8z" fill="currentColor" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />}
        </svg>
        {pausedByVisitor ? labels.playSlides : labels.pauseSlides}
      </button>
    </section>
  )
}

export default BannerCarousel
