import * as React from "react"
import * as styles from "./split.module.css"

interface SplitProps {
  /** Shown beside the text on a desktop and after it on a phone, usually an image; may be absent */
  media?: React.ReactNode
  children: React.ReactNode
}

/** Text with an image beside it on wide screens; on a phone the image follows the text. */
const Split = ({ media, children }: SplitProps) =>
  media ? (
    <div className={styles.split}>
      <div className={styles.text}>{children}</div>
      <div className={styles.media}>{media}</div>
    </div>
  ) : (
    <div className={styles.text}>{children}</div>
  )

export default Split
