// When the home banner may move on by itself (WCAG 2.2.2: anything that moves can be paused).

export const AUTOPLAY_INTERVAL_MS = 5000

interface AutoplayConditions {
  /** The visitor asked the system for less motion */
  prefersReducedMotion: boolean
  /** The visitor pressed Pause */
  pausedByVisitor: boolean
  /** The pointer is over the banner */
  hovered: boolean
  /** Keyboard focus is inside the banner */
  focused: boolean
}

export const shouldAutoplay = ({ prefersReducedMotion, pausedByVisitor, hovered, focused }: AutoplayConditions) =>
  !prefersReducedMotion && !pausedByVisitor && !hovered && !focused

/** The slide `index` steps from, looping at both ends. */
export const wrapSlideIndex = (index: number, count: number) => ((index % count) + count) % count
