import * as React from "react"
import NoticeItem from "../../components/notice-bar/notice-item"
import * as styles from "../../components/notice-bar/notice-bar.module.css"
import * as previewStyles from "./notices-preview.module.css"
import { formatDays } from "../../lib/calendar"
import * as wording from "../../lib/wording"
import { entryData, type PreviewProps } from "./decap"

interface NoticesDraft {
  notices?: Array<{ text?: string; link?: { label?: string; path?: string } | null; from?: string; to?: string }>
}

/** Each notice as it shows at the top of every page, and the days it shows on. */
const NoticesPreview = (props: PreviewProps) => {
  const notices = entryData<NoticesDraft>(props).notices ?? []
  return (
    <>
      {notices.map((notice, i) => (
        <section key={i}>
          <aside className={styles.bar} aria-label={wording.notice}>
            <NoticeItem
              notice={{
                key: String(i),
                text: notice.text ?? "",
                link: notice.link?.path ? { label: notice.link.label ?? "", path: notice.link.path } : null,
                from: notice.from ?? "",
                to: notice.to ?? "",
              }}
            />
          </aside>
          {notice.from && notice.to && (
            <p className={previewStyles.dates}>{formatDays({ from: notice.from, to: notice.to })}</p>
          )}
        </section>
      ))}
    </>
  )
}

export default NoticesPreview
