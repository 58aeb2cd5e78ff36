import * as React from "react"
import { fireEvent, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import NoticeBar from "../src/components/notice-bar"
import { DISMISSED_STORAGE_KEY, isNoticeOn, noticeScript, type Notice } from "../src/lib/notices"
import { noticeKey, noticesAhead, type NoticesContent } from "../src/node/notices"
import { siteFacts } from "./fixtures/site-facts"
import { serverHtml } from "./fixtures/server-html"

const words = { text: "Closed December 25 and 26.", from: "2026-12-01", to: "2026-12-27" }
const notice: Notice = {
  key: noticeKey(words),
  ...words,
  link: { label: "Holiday hours", path: "/contact#opening-hours" },
}

/** The site facts with these notices, the build made on `builtOn`. */
const withNotices = (notices: Notice[], builtOn = "2026-11-25") => ({
  ...siteFacts,
  holidaysYaml: { calendar: { builtOn, days: [] } },
  noticesYaml: { ahead: notices },
})

/** Noon in Toronto on `day`. */
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`)

beforeEach(() => {
  localStorage.clear()
  jest.mocked(useStaticQuery).mockReturnValue(withNotices([notice]))
})
afterEach(() => jest.useRealTimers())

describe("the notices a build hands the pages", () => {
  const content = {
    notices: [
      { text: "Old news.", from: new Date("2026-10-01T00:00:00Z"), to: new Date("2026-10-31T00:00:00Z") },
      { text: notice.text, link: notice.link, from: "2026-12-01", to: "2026-12-27" },
      { text: "Next spring.", link: { label: "", path: "" }, from: "2027-03-01", to: "2027-03-31" },
    ],
  }

  test("every notice not over on the build's day, dates as year-month-day, an empty link as none", () => {
    expect(noticesAhead(content, "2026-11-25")).toEqual([
      notice,
      {
        key: noticeKey({ text: "Next spring.", from: "2027-03-01", to: "2027-03-31" }),
        text: "Next spring.",
        link: null,
        from: "2027-03-01",
        to: "2027-03-31",
      },
    ])
  })

  test("its key follows its words and its days: the same, the same key; new words or new days, a new key", () => {
    expect(noticeKey({ ...words })).toBe(notice.key)
    expect(noticeKey({ ...words, text: "Closed December 24 to 26." })).not.toBe(notice.key)
    expect(noticeKey({ ...words, to: "2026-12-28" })).not.toBe(notice.key)
  })

  test("two notices with the same words have keys of their own: on other days, or alike in all but their place", () => {
    const twice = (second: { from: string; to: string }) =>
      noticesAhead({ notices: [words, { text: words.text, ...second }] }, "2026-11-25").map(each => each.key)
    const [first, nextYear] = twice({ from: "2027-12-01", to: "2027-12-27" })
    expect(nextYear).not.toBe(first)
    const [one, other] = twice({ from: words.from, to: words.to })
    expect(other).not.toBe(one)
    // The first keeps the key it has alone, so a visitor who dismissed it does not see it again.
    expect(first).toBe(notice.key)
    expect(one).toBe(notice.key)
  })

  test("a notice keeps its key when one before it is over or taken out", () => {
    const later = { text: "Next spring.", from: "2027-03-01", to: "2027-03-31" }
    const keyOfLater = (notices: NoticesContent["notices"], today: string) =>
      noticesAhead({ notices }, today).find(each => each.text === later.text)!.key
    const before = keyOfLater([words, later], "2026-11-25")
    expect(keyOfLater([words, later], "2027-01-05")).toBe(before)
    expect(keyOfLater([later], "2026-11-25")).toBe(before)
  })

  test("on from its first day to its last, inclusive", () => {
    expect(isNoticeOn(notice, "2026-11-30")).toBe(false)
    expect(isNoticeOn(notice, "2026-12-01")).toBe(true)
    expect(isNoticeOn(notice, "2026-12-27")).toBe(true)
    expect(isNoticeOn(notice, "2026-12-28")).toBe(false)
  })
})

/** The page as sent: the bar rendered on the server, the build made on `builtOn`. */
function staticHtml(builtOn: string, notices = [notice]) {
  jest.mocked(useStaticQuery).mockReturnValue(withNotices(notices, builtOn))
  const page = document.createElement("div")
  page.innerHTML = serverHtml(<NoticeBar />)
  document.body.replaceChildren(page)
  return page
}

/** Runs the page's inline script as the browser would on `day`. */
function runScript(day: string) {
  jest.useFakeTimers().setSystemTime(noonOn(day))
  new Function(noticeScript)() // the very text the page carries
}

const bar = (page: HTMLElement) => page.querySelector<HTMLElement>("[data-notices]")!
const item = (page: HTMLElement) => page.querySelector<HTMLElement>("[data-notice]")!

describe("before the first paint: the script after the notices picks the visitor's day", () => {
  test("the build's day is outside the notice: the HTML has it hidden, and the script shows it on its days", () => {
    const page = staticHtml("2026-11-25")
    expect(bar(page).hidden).toBe(true)
    expect(item(page).hidden).toBe(true)
    runScript("2026-12-01")
    expect(bar(page).hidden).toBe(false)
    expect(item(page).hidden).toBe(false)
  })

  test("a page built during the notice hides it the day after its last day, and the day before its first", () => {
    let page = staticHtml("2026-12-10")
    expect(bar(page).hidden).toBe(false)
    runScript("2026-12-28")
    expect(bar(page).hidden).toBe(true)
    page = staticHtml("2026-12-10")
    runScript("2026-11-30")
    expect(item(page).hidden).toBe(true)
  })

  test("the day is Toronto's: 10 PM on November 30 there is already December 1 in UTC", () => {
    const page = staticHtml("2026-11-25")
    jest.useFakeTimers().setSystemTime(new Date("2026-12-01T03:00:00Z"))
    new Function(noticeScript)()
    expect(item(page).hidden).toBe(true)
    jest.setSystemTime(new Date("2026-12-01T05:00:00Z")) // midnight in Toronto
    new Function(noticeScript)()
    expect(item(page).hidden).toBe(false)
  })

  test("a dismissed notice stays hidden", () => {
    localStorage.setItem(DISMISSED_STORAGE_KEY, `another-notice ${notice.key}`)
    const page = staticHtml("2026-12-10")
    runScript("2026-12-10")
    expect(bar(page).hidden).toBe(true)
  })
})

describe("the notice on the page", () => {
  test("a labelled region with the text and the link, not a live region, and nothing focused", () => {
    staticHtml("2026-12-05")
    const region = screen.getByRole("complementary", { name: "Notice" })
    expect(region).toHaveTextContent("Closed December 25 and 26. Holiday hours")
    expect(region).not.toHaveAttribute("aria-live")
    expect(region.querySelector("[aria-live], [role=alert], [role=status]")).toBeNull()
    expect(screen.getByRole("link", { name: "Holiday hours" })).toHaveAttribute("href", "/contact#opening-hours")
    expect(document.activeElement).toBe(document.body)
  })

  test("dismissed, it goes, focus moves to the page's main content, and it stays gone on the next page", () => {
    const page = staticHtml("2026-12-05")
    const main = document.createElement("main")
    main.id = "main"
    main.tabIndex = -1
    document.body.appendChild(main)
    runScript("2026-12-05")
    const button = screen.getByRole("button", { name: "Dismiss this notice" })
    expect(button).toHaveAccessibleDescription("Closed December 25 and 26. Holiday hours")
    fireEvent.click(button)
    expect(screen.queryByRole("complementary", { name: "Notice" })).toBeNull()
    expect(document.activeElement).toBe(main)
    expect(localStorage.getItem(DISMISSED_STORAGE_KEY)).toBe(notice.key)
    // The next page the visitor loads.
    page.remove()
    staticHtml("2026-12-05")
    runScript("2026-12-05")
    expect(screen.queryByRole("complementary", { name: "Notice" })).toBeNull()
  })

  test("of two notices with the same words, the one dismissed goes and the other stays, on the next page too", () => {
    const [first, second] = noticesAhead({ notices: [words, { ...words, link: notice.link }] }, "2026-12-05")
    let page = staticHtml("2026-12-05", [first, second])
    runScript("2026-12-05")
    const shown = () => [...page.querySelectorAll<HTMLElement>("[data-notice]")].filter(each => !each.hidden)
    expect(shown()).toHaveLength(2)
    fireEvent.click(screen.getAllByRole("button", { name: "Dismiss this notice" })[0])
    expect(shown().map(each => each.dataset.notice)).toEqual([second.key])
    expect(screen.getByRole("complementary", { name: "Notice" })).toHaveTextContent(notice.link!.label)
    page.remove()
    page = staticHtml("2026-12-05", [first, second])
    runScript("2026-12-05")
    expect(shown().map(each => each.dataset.notice)).toEqual([second.key])
  })

  test("with storage blocked, a dismissed notice still goes from the page", () => {
    staticHtml("2026-12-05")
    runScript("2026-12-05")
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    try {
      fireEvent.click(screen.getByRole("button", { name: "Dismiss this notice" }))
      expect(screen.queryByRole("complementary", { name: "Notice" })).toBeNull()
    } finally {
      setItem.mockRestore()
    }
  })

  test("a dismissed notice whose text then changes shows again", () => {
    localStorage.setItem(DISMISSED_STORAGE_KEY, `another-notice ${notice.key}`)
    const text = "Closed December 24 to 26."
    const changed = { ...notice, text, key: noticeKey({ ...words, text }) }
    staticHtml("2026-12-05", [changed])
    runScript("2026-12-05")
    expect(screen.getByRole("complementary", { name: "Notice" })).toHaveTextContent("Closed December 24 to 26.")
  })

  test("no notices: nothing at all, not even the script", () => {
    expect(staticHtml("2026-12-05", [])).toBeEmptyDOMElement()
  })
})
