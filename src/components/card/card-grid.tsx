import * as React from "react"
import * as styles from "./card-grid.module.css"

interface CardGridProps {
  children: React.ReactNode
  /** Columns on a desktop: three by default, two for a pair of cards so no column stands empty */
  columns?: 2 | 3
}

/** A responsive list of cards: one column on a phone, two on a tablet, up to three on a desktop. */
const CardGrid = ({ children, columns = 3 }: CardGridProps) => (
  <ul className={styles.grid} data-columns={columns}>
    {React.Children.map(children, child => (
      <li>{child}</li>
    ))}
  </ul>
)

export default CardGrid
