import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./split.module.css"

/** A picture beside the text: 26rem wide on a desktop, the column's width (at most 32rem) on a phone, 3:2. */
export const query = graphql`
  fragment SplitImage on ImageSharp {
    gatsbyImageData(width: 832, aspectRatio: 1.5, sizes: "(min-width: 64rem) 26rem, (min-width: 32rem) 32rem, 100vw")
  }
`

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
