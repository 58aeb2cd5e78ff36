import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as styles from "./medical-note.module.css"

/** The one-line reminder on every condition page that it is general information, not a diagnosis. */
const MedicalNote = () => {
  const { site } = useSiteFacts()
  return <p className={styles.note}>{site.medicalNote}</p>
}

export default MedicalNote
