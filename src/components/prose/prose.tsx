import * as React from "react"
import * as styles from "./prose.module.css"

/** Paragraphs of running text from content/, kept to a comfortable line length. */
const Prose = ({ paragraphs }: { paragraphs: readonly string[] }) => (
  <div className={styles.prose}>
    {paragraphs.map(paragraph => (
      <p key={paragraph}>{paragraph}</p>
    ))}
  </div>
)

export default Prose
