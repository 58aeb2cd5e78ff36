import * as React from "react"
import * as styles from "./medical-note.module.css"

/**
 * The one-line reminder on every condition page that it is general information, not a diagnosis (site.yaml's
 * medicalNote, passed down by the page, so the CMS preview can show it too).
 */
const MedicalNote = ({ note }: { note: string }) => <p className={styles.note}>{note}</p>

export default MedicalNote
