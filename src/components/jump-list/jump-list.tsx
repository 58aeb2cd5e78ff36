import * as React from "react"
import * as wording from "../../lib/wording"
import * as styles from "./jump-list.module.css"

interface JumpListItem {
  /** The id of the element on this page that the link jumps to */
  id: string
  label: React.ReactNode
}

/** "On this page": a short row of links to the sections of a long page. */
const JumpList = ({ items }: { items: readonly JumpListItem[] }) => (
  <nav aria-labelledby="on-this-page" className={styles.jumpList}>
    <h2 id="on-this-page" className={styles.heading}>
      {wording.onThisPage}
    </h2>
    <ul>
      {items.map(item => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.label}</a>
        </li>
      ))}
    </ul>
  </nav>
)

export default JumpList
