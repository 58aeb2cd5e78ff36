// The dated notice at the top of every page (content/notices.yaml): shown from its first day to its last on the
// clinic's calendar, unless the visitor dismissed it. The build hands the pages every notice not yet over
// (src/node/notices.ts) and renders them as they stand on its own day; on the day a visitor looks, the small
// script each page carries (noticeScript) chooses, shows and dismisses them. None of it is in the browser's bundle.

export interface Notice {
  /** Its own (src/node/notices.ts): another notice with the same words has another; a dismissed notice shows again
   * once its words or its days change */
  key: string
  text: string
  link?: { label: string; path: string } | null
  /** Its first and last day, year-month-day */
  from: string
  to: string
}

/** Where a browser keeps the keys of the notices its visitor dismissed, separated by spaces. */
export const DISMISSED_STORAGE_KEY = "dismissed-notices"

/** The most keys kept: old notices' keys go first. */
const MAX_DISMISSED = 20

/** As the build renders them: shown on the build's day, from the first day to the last. */
export const isNoticeOn = (notice: Pick<Notice, "from" | "to">, day: string) => notice.from <= day && day <= notice.to

/**
 * The script each page runs as it is read, right after its notices, before the first paint. It shows the notices
 * of the visitor's day (in Toronto) and hides the others and the dismissed ones, so a notice that starts or ends
 * after the build is right at once, with nothing moving later; a dismiss button ([data-dismiss]) stores its
 * notice's key (in memory too, where storage is blocked) and moves focus on to the page's main content. The
 * notices stay as they are while the visitor moves from page to page; gatsby-browser.tsx calls
 * `window.showNotices` after each, in case the day has turned. Without JavaScript, the page shows what the build
 * knew. Only the server renders it (NoticeBar); __tests__/notices.test.tsx runs it as the page does.
 */
export const noticeScript =
  `(()=>{const K=${JSON.stringify(DISMISSED_STORAGE_KEY)},gone=[],D=document,` +
  `stored=()=>{try{return(localStorage.getItem(K)||"").split(" ")}catch(e){return[]}},` +
  `show=()=>{const[m,d,y]=new Intl.DateTimeFormat("en-US",{timeZone:"America/Toronto",year:"numeric",` +
  `month:"2-digit",day:"2-digit"}).format().split("/"),t=y+"-"+m+"-"+d,k=stored().concat(gone);` +
  `D.querySelectorAll("[data-notice]").forEach(n=>{const s=n.dataset;n.hidden=!(s.from<=t&&t<=s.to&&` +
  `!k.includes(s.notice))});D.querySelector("[data-notices]").hidden=!D.querySelector("[data-notice]:not([hidden])")};` +
  `show();window.showNotices=show;D.addEventListener("click",e=>{` +
  `const n=e.target.closest?.("[data-dismiss]")&&e.target.closest("[data-notice]");if(n){const key=n.dataset.notice;` +
  `gone.push(key);try{localStorage.setItem(K,stored().filter(x=>x&&x!=key).concat(key).slice(-${MAX_DISMISSED})` +
  `.join(" "))}catch(e){}show();D.getElementById("main")?.focus({preventScroll:true})}})})()`

declare global {
  interface Window {
    /** Set by noticeScript: shows and hides the page's notices for the visitor's day and dismissals */
    showNotices?: () => void
  }
}
