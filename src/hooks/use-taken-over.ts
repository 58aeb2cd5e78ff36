import * as React from "react"

const unchanging = () => () => {}

/**
 * False in the server's HTML and while React attaches to it, true once React has taken the page over: for a
 * control that can do nothing until then. (React renders again with true right after it attaches.)
 */
export const useTakenOver = () =>
  React.useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
