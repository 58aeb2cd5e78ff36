import * as React from "react"
import * as styles from "./contact-list.module.css"

export interface Detail {
  label: string
  value: React.ReactNode
}

/** Named details, one under another: "Phone" then the number. */
const DetailsList = ({ details, className }: { details: readonly Detail[]; className?: string }) => (
  <dl className={className ? `${styles.list} ${className}` : styles.list}>
    {details.map(({ label, value }) => (
      <div key={label}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
)

export default DetailsList
