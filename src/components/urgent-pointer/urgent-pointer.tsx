import * as React from "react"
import * as health from "../../lib/health-wording"
import { WHEN_TO_GET_HELP_ID } from "../when-to-get-help"
import * as styles from "./urgent-pointer.module.css"

/**
 * Under the heading of every page of health information: the way to its warning signs, for someone who should not
 * read on.
 */
const UrgentPointer = () => (
  <p className={styles.urgent}>
    {health.urgentPointer} <a href={`#${WHEN_TO_GET_HELP_ID}`}>{health.seeWhenToGetHelp}</a>
  </p>
)

export default UrgentPointer
