import * as React from "react"
import * as styles from "./contact-list.module.css"

export interface Detail {
  label: string
  value: React.ReactNode
  /** Its own address on the page, e.g. "cancellation" for /fees#cancellation */
  id?: string
}

/** Named details, one under another: "Phone" then the number. */
const DetailsList = ({ details, className }: { details: readonly Detail[]; className?: string }) => (
  <dl className={className ? `${styles.list} ${className}` : styles.list}>
    {details.map(({ label, value, id }) => (
      <div key={label} id={id}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
)

export default DetailsList
