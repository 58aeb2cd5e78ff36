// The dated notice at the top of every page (content/notices.yaml): shown from its first day to its last on the
// clinic's calendar, unless the visitor dismissed it. The build hands the pages every notice not yet over
// (src/node/notices.ts); the choice is made on the day a visitor looks, first by the small script each page runs
// before its first paint (noticeScript), then by React.

export interface Notice {
  /** Stands for its text: a dismissed notice shows again once its text changes */
  key: string
  text: string
  link?: { label: string; path: string } | null
  /** Its first and last day, year-month-day */
  from: string
  to: string
}

/** Where a browser keeps the keys of the notices its visitor dismissed. */
export const DISMISSED_STORAGE_KEY = "dismissed-notices"

/** The most keys kept: old notices' keys go first. */
const MAX_DISMISSED = 20

/** The keys dismissed in this browser as stored, a JSON list; "" where there are none or storage is blocked. */
export function storedDismissals(): string {
  try {
    return localStorage.getItem(DISMISSED_STORAGE_KEY) ?? ""
  } catch {
    return ""
  }
}

/** Shown from its first day to its last, unless its key is among `dismissed` (as storedDismissals gives them). */
export const isNoticeShown = (notice: Pick<Notice, "from" | "to" | "key">, day: string, dismissed: string) =>
  notice.from <= day && day <= notice.to && !dismissed.includes(`"${notice.key}"`)

export function rememberDismissed(key: string) {
  try {
    const keys = (JSON.parse(storedDismissals() || "[]") as string[]).filter(known => known !== key)
    localStorage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify([...keys, key].slice(1 - MAX_DISMISSED)))
  } catch {
    // Storage blocked, or not a list: the notice is hidden on this page only.
  }
}

/**
 * The script each page runs as it is read, right after its notices, before the first paint: it shows the notices
 * of the visitor's day (in Toronto) and hides the others and the dismissed ones, so a notice that starts or ends
 * after the build is right at once, with nothing moving when React takes over. Without JavaScript, the page shows
 * what the build knew. Only the server's renderer carries it (gatsby-ssr.tsx gives it through NoticeScriptContext),
 * so the browser's bundle does not ship it twice.
 */
export const noticeScript = `(function(){try{var p={},k=[];new Intl.DateTimeFormat("en-US",{timeZone:"America/Toronto",year:"numeric",month:"2-digit",day:"2-digit"}).formatToParts(new Date()).forEach(function(x){p[x.type]=x.value});var d=p.year+"-"+p.month+"-"+p.day;try{k=JSON.parse(localStorage.getItem(${JSON.stringify(DISMISSED_STORAGE_KEY)})||"[]")}catch(e){}document.querySelectorAll("[data-notice]").forEach(function(n){var s=n.dataset;n.hidden=!(s.from<=d&&d<=s.to&&k.indexOf(s.notice)<0)});var b=document.querySelector("[data-notices]");if(b)b.hidden=!b.querySelector("[data-notice]:not([hidden])")}catch(e){}})()`
