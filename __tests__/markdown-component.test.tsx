import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { navigate } from "gatsby"
import Markdown from "../src/components/markdown"

const html =
  '<p><a href="/book">book a visit</a>, <a href="https://www.collegept.org" target="_blank" rel="noopener noreferrer">the College</a></p>'

beforeEach(() => jest.mocked(navigate).mockClear())

test("a link inside the site, clicked, opens its page in the app", () => {
  render(<Markdown html={html} />)
  const click = fireEvent.click(screen.getByRole("link", { name: "book a visit" }), { button: 0 })
  expect(click).toBe(false) // the browser's own navigation was prevented
  expect(navigate).toHaveBeenCalledWith("/book")
})

test("a link to another site, or a click with a modifier key, is left to the browser", () => {
  render(<Markdown html={html} />)
  fireEvent.click(screen.getByRole("link", { name: "the College" }), { button: 0 })
  fireEvent.click(screen.getByRole("link", { name: "book a visit" }), { button: 0, ctrlKey: true })
  expect(navigate).not.toHaveBeenCalled()
})
