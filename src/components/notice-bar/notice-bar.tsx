import * as React from "react"
import { isNoticeOn, noticeScript } from "../../lib/notices"
import * as wording from "../../lib/wording"
import { useSiteFacts } from "../../hooks/use-site-facts"
import NoticeItem from "./notice-item"
import * as styles from "./notice-bar.module.css"

/**
 * The dated notices of content/notices.yaml, at the top of every page: plain content in a labelled region, neither
 * focused nor announced. Every notice not yet over is there, those outside the build's day hidden, and the script
 * after them (src/lib/notices.ts) picks the visitor's day before the first paint and handles dismissal. Only the
 * server renders this (gatsby-ssr.tsx): the browser keeps its HTML as it is (NoticeSlot) and ships none of it.
 */
const NoticeBar = () => {
  const { notices, calendar } = useSiteFacts()
  if (notices.length === 0) return null
  const shown = notices.map(notice => isNoticeOn(notice, calendar.builtOn))
  return (
    <>
      <aside className={styles.bar} aria-label={wording.notice} data-notices="" hidden={!shown.includes(true)}>
        {notices.map((notice, i) => (
          <NoticeItem key={notice.key} notice={notice} hidden={!shown[i]} />
        ))}
      </aside>
      <script dangerouslySetInnerHTML={{ __html: noticeScript }} />
    </>
  )
}

export default NoticeBar
