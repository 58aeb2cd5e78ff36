import * as React from "react"
import { Link } from "gatsby"
import type { Notice } from "../../lib/notices"
import * as wording from "../../lib/wording"
import Icon from "../icon"
import * as styles from "./notice-bar.module.css"

interface NoticeItemProps {
  notice: Notice
  hidden?: boolean
}

/** One notice: its sentence, its link, and the button that dismisses it (the page's notice script handles it). */
const NoticeItem = ({ notice, hidden }: NoticeItemProps) => (
  <div className={styles.notice} data-notice={notice.key} data-from={notice.from} data-to={notice.to} hidden={hidden}>
    <p id={`notice-${notice.key}`} className={styles.text}>
      {notice.text}
      {notice.link && (
        <>
          {" "}
          <Link to={notice.link.path}>{notice.link.label}</Link>
        </>
      )}
    </p>
    <button
      type="button"
      className={styles.dismiss}
      aria-label={wording.dismissNotice}
      aria-describedby={`notice-${notice.key}`}
      data-dismiss=""
    >
      <Icon name="close" className={styles.icon} />
    </button>
  </div>
)

export default NoticeItem
