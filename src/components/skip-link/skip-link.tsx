import * as React from "react"
import * as wording from "../../lib/wording"
import type { FrameMarks } from "../english-frame"
import * as styles from "./skip-link.module.css"

/** The first thing a keyboard reaches on every page: out of sight until focused, it leads to the main content. */
const SkipLink = (marks: FrameMarks) => (
  <a className={styles.skip} href="#main" {...marks}>
    {wording.skipLink}
  </a>
)

export default SkipLink
