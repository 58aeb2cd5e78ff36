import * as React from "react"
import type Slider from "react-slick"
import type { CustomArrowProps } from "react-slick"
import "slick-carousel/slick/slick.css"
import { AUTOPLAY_INTERVAL_MS, shouldAutoplay, wrapSlideIndex } from "../../lib/carousel"
import * as wording from "../../lib/wording"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useTakenOver } from "../../hooks/use-client-value"
import BannerSlideView, { type BannerSlide } from "./banner-slide"
import * as styles from "./banner-carousel.module.css"

export type { BannerSlide }

type SliderComponent = typeof Slider
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

/** react-slick, fetched once the page is on screen and idle: the first slide needs none of it. */
function useSlider(): SliderComponent | null {
  const [loaded, setLoaded] = React.useState<SliderComponent | null>(null)
  React.useEffect(() => {
    let current = true
    const load = () =>
      import("react-slick").then(module => {
        if (current) setLoaded(() => module.default)
      })
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 })
    const timer = idle === undefined ? window.setTimeout(load, 200) : undefined
    return () => {
      current = false
      if (idle !== undefined) window.cancelIdleCallback(idle)
      window.clearTimeout(timer)
    }
  }, [])
  return loaded
}

/**
 * The home banner: three slides, every 5 s, looping, swipeable, with arrows and no dots. Anything that
 * moves can be stopped: a Pause button, and it holds still under the pointer, with keyboard focus
 * inside, or when the visitor prefers reduced motion.
 *
 * The page arrives with one slide in plain markup, its image loading first; react-slick follows when the
 * browser is idle and takes over from the slide on screen. An arrow pressed before then still turns the slide.
 * Until React has taken the page over, the slide stands still and its controls, which could do nothing yet, are
 * not shown (their room is kept, so nothing moves when they appear); without JavaScript they never are.
 */
const BannerCarousel = ({ slides }: { slides: BannerSlide[] }) => {
  const LoadedSlider = useSlider()
  const slider = React.useRef<Slider>(null)
  const [shown, setShown] = React.useState(0)
  const prefersReducedMotion = usePrefersReducedMotion()
  const [pausedByVisitor, setPausedByVisitor] = React.useState(false)
  const [hovered, setHovered] = React.useState(false)
  const [focused, setFocused] = React.useState(false)
  const ready = useTakenOver()
  const playing = shouldAutoplay({ prefersReducedMotion, pausedByVisitor, hovered, focused })

  React.useEffect(() => {
    if (playing) slider.current?.slickPlay()
    else slider.current?.slickPause()
  }, [playing, LoadedSlider])

  const previous = <Arrow direction="previous" label={wording.previousSlide} />
  const next = <Arrow direction="next" label={wording.nextSlide} />
  const slideViews = slides.map((slide, i) => <BannerSlideView key={slide.caption} slide={slide} first={i === 0} />)

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={wording.slideshow}
      data-playing={playing}
      data-ready={ready || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={event => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {LoadedSlider ? (
        // react-slick's Slider, imported once and kept in state: the same component on every render.
        // eslint-disable-next-line react-hooks/static-components
        <LoadedSlider
          ref={slider}
          className={styles.slider}
          initialSlide={shown}
          autoplay
          autoplaySpeed={AUTOPLAY_INTERVAL_MS}
          infinite
          swipe
          arrows
          dots={false}
          pauseOnHover={false}
          pauseOnFocus={false}
          pauseOnDotsHover={false}
          prevArrow={previous}
          nextArrow={next}
        >
          {slideViews}
        </LoadedSlider>
      ) : (
        <div className={styles.slider}>
          {React.cloneElement(previous, { onClick: () => setShown(i => wrapSlideIndex(i - 1, slides.length)) })}
          {slideViews[shown]}
          {React.cloneElement(next, { onClick: () => setShown(i => wrapSlideIndex(i + 1, slides.length)) })}
        </div>
      )}
      <button type="button" className={styles.pause} onClick={() => setPausedByVisitor(paused => !paused)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          {pausedByVisitor ? (
            <path d="M7 4l13 8-13 8z" fill="currentColor" />
          ) : (
            <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
          )}
        </svg>
        {pausedByVisitor ? wording.playSlides : wording.pauseSlides}
      </button>
    </section>
  )
}

export default BannerCarousel
