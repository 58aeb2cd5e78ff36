import * as React from "react"
import { Link } from "gatsby"
import type { Crumb } from "../../lib/breadcrumbs"
import type { FrameMarks } from "../english-frame"
import * as styles from "./breadcrumbs.module.css"

interface BreadcrumbsProps extends FrameMarks {
  trail: Crumb[]
  label: string
}

const Breadcrumbs = ({ trail, label, ...marks }: BreadcrumbsProps) => (
  <nav aria-label={label} className={styles.breadcrumbs} {...marks}>
    <ol className={styles.list}>
      {trail.map((crumb, i) => (
        <li key={crumb.path} className={styles.crumb}>
          {i === trail.length - 1 ? (
            <span aria-current="page">{crumb.label}</span>
          ) : (
            <Link to={crumb.path}>{crumb.label}</Link>
          )}
        </li>
      ))}
    </ol>
  </nav>
)

export default Breadcrumbs
