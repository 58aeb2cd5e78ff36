import * as React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import Layout from "../src/components/layout"
import NoticeBar from "../src/components/notice-bar"
import { noticeScript } from "../src/lib/notices"
import { noticeKey } from "../src/node/notices"
import { frameWith } from "../src/wrap-page-element"
import { siteFacts } from "./fixtures/site-facts"
import { serverHtml } from "./fixtures/server-html"

const notice = {
  key: noticeKey({ text: "Closed December 25 and 26.", from: "2026-12-01", to: "2026-12-27" }),
  text: "Closed December 25 and 26.",
  link: null,
  from: "2026-12-01",
  to: "2026-12-27",
}

beforeEach(() => {
  localStorage.clear()
  jest.mocked(useStaticQuery).mockReturnValue({
    ...siteFacts,
    noticesYaml: { ahead: [notice] },
    holidaysYaml: { calendar: { builtOn: "2026-12-05", days: [] } },
  })
})
afterEach(() => jest.useRealTimers())

const page = (path: string, text: string, language?: string) => ({
  element: (
    <Layout path={path} crumb={text}>
      <p>{text}</p>
    </Layout>
  ),
  props: { location: { pathname: path }, pageContext: { language } },
})

test("the skip link is the first thing the keyboard reaches, before the notice, and it leads to main", async () => {
  const user = userEvent.setup()
  render(frameWith(<NoticeBar />)(page("/about", "About")))
  await user.tab()
  const skip = screen.getByRole("link", { name: "Skip to main content" })
  expect(skip).toHaveFocus()
  expect(skip).toHaveAttribute("href", "#main")
  await user.tab()
  expect(screen.getByRole("button", { name: "Dismiss this notice" })).toHaveFocus()
})

test("the browser keeps the server's notices as they are, page after page, and ships none of their code", () => {
  const container = document.createElement("div")
  container.innerHTML = serverHtml(frameWith(<NoticeBar />)(page("/about", "About")))
  document.body.replaceChildren(container)
  // The visitor's day is after the notice: the page's script hides it before React comes.
  jest.useFakeTimers().setSystemTime(new Date("2026-12-28T17:00:00Z"))
  new Function(noticeScript)()
  const aside = () => container.querySelector<HTMLElement>("aside[data-notices]")!
  expect(aside().hidden).toBe(true)

  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  try {
    const { rerender } = render(frameWith()(page("/about", "About")), { container, hydrate: true })
    act(() => rerender(frameWith()(page("/contact", "Contact"))))
    expect(screen.getByText("Contact", { selector: "p" })).toBeInTheDocument()
    expect(aside()).toHaveTextContent(notice.text)
    expect(aside().hidden).toBe(true)
    expect(errors).not.toHaveBeenCalled()
  } finally {
    errors.mockRestore()
  }
})

test("on a page in another language the frame is marked English, and moving to an English page keeps the notices", () => {
  const container = document.createElement("div")
  container.innerHTML = serverHtml(frameWith(<NoticeBar />)(page("/pa", "ਪੰਜਾਬੀ", "pa")))
  document.body.replaceChildren(container)
  const skip = () => screen.getByRole("link", { name: "Skip to main content" })
  const slot = () => container.querySelector<HTMLElement>("[data-notice-slot]")!
  expect([skip().lang, skip().dir, slot().lang, slot().dir]).toEqual(["en", "ltr", "en", "ltr"])
  expect(screen.getByRole("banner").closest("[lang]")).toHaveAttribute("lang", "en")

  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  try {
    const { rerender } = render(frameWith()(page("/pa", "ਪੰਜਾਬੀ", "pa")), { container, hydrate: true })
    const aside = container.querySelector("aside[data-notices]")
    act(() => rerender(frameWith()(page("/contact", "Contact"))))
    expect(screen.getByText("Contact", { selector: "p" })).toBeInTheDocument()
    // The same notices, not made again: the browser's bundle has none of their code.
    expect(container.querySelector("aside[data-notices]")).toBe(aside)
    expect(aside).toHaveTextContent(notice.text)
    expect([skip().lang, slot().lang, screen.getByRole("banner").closest("[lang]")]).toEqual(["", "", null])
    expect(errors).not.toHaveBeenCalled()
  } finally {
    errors.mockRestore()
  }
})
