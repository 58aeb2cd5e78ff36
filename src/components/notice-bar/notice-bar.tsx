import * as React from "react"
import { isNoticeShown, rememberDismissed, storedDismissals } from "../../lib/notices"
import * as wording from "../../lib/wording"
import { useClinicDay } from "../../hooks/use-clinic-day"
import { useSiteFacts } from "../../hooks/use-site-facts"
import NoticeItem from "./notice-item"
import { NoticeScriptContext } from "./notice-script-context"
import * as styles from "./notice-bar.module.css"

/** Storage is read at each render: a dismissal here renders again itself. */
const unsubscribed = () => () => {}

/**
 * The dated notices of content/notices.yaml, at the top of every page: plain content in a labelled region, neither
 * focused nor announced. The static HTML has every notice not yet over, those outside the build's day hidden; the
 * script after them picks the visitor's day before the first paint, so nothing moves later, and React keeps to it.
 */
const NoticeBar = () => {
  const { notices, calendar } = useSiteFacts()
  const script = React.useContext(NoticeScriptContext)
  const today = useClinicDay(calendar.builtOn)
  const dismissed = React.useSyncExternalStore(unsubscribed, storedDismissals, () => "")
  const [, renderAgain] = React.useReducer((count: number) => count + 1, 0)
  if (notices.length === 0) return null
  const shown = notices.map(notice => isNoticeShown(notice, today, dismissed))
  const dismiss = (key: string) => {
    rememberDismissed(key)
    renderAgain()
    // The button is gone with its notice: the visitor goes on to the page itself.
    document.getElementById("main")?.focus({ preventScroll: true })
  }
  return (
    <>
      <aside
        className={styles.bar}
        aria-label={wording.notice}
        data-notices=""
        hidden={!shown.includes(true)}
        // The script below may have set `hidden` before React came: React takes over from there.
        suppressHydrationWarning
      >
        {notices.map((notice, i) => (
          <NoticeItem key={notice.key} notice={notice} hidden={!shown[i]} onDismiss={() => dismiss(notice.key)} />
        ))}
      </aside>
      {/* Hydration keeps the server's script as it is, run already. */}
      <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />
    </>
  )
}

export default NoticeBar
