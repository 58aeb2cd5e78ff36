import * as React from "react"
import * as wording from "../../lib/wording"
import * as styles from "./skip-link.module.css"

/** The first thing a keyboard reaches on every page: out of sight until focused, it leads to the main content. */
const SkipLink = ({ lang, dir }: { lang?: string; dir?: "ltr" }) => (
  <a className={styles.skip} href="#main" lang={lang} dir={dir}>
    {wording.skipLink}
  </a>
)

export default SkipLink
