import * as React from "react"
import * as styles from "./card-grid.module.css"

/** A responsive list of cards: one column on a phone, up to three on a desktop. */
const CardGrid = ({ children }: { children: React.ReactNode }) => (
  <ul className={styles.grid}>
    {React.Children.map(children, child => (
      <li>{child}</li>
    ))}
  </ul>
)

export default CardGrid
