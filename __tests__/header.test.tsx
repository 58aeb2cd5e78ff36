import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import Header from "../src/components/header"
import { earlyControlsScript } from "../src/lib/early-controls"
import { serverHtml } from "./fixtures/server-html"
import { siteFacts } from "./fixtures/site-facts"

// The menu button is the page's own script's (the very text every page carries), with React's page or without it.
beforeAll(() => new Function(earlyControlsScript)())
beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))
afterEach(() => document.body.replaceChildren())

const menu = () => screen.getByRole("button", { name: "Menu" })
const { navigation } = siteFacts.siteYaml!
/** The menu's link to `path`, by the label site.yaml gives it. */
const linkTo = (path: string) => screen.getByRole("link", { name: navigation.find(link => link.path === path)!.label })

test("lists the main links of site.yaml, in order", () => {
  render(<Header path="/" />)
  const links = within(screen.getByRole("navigation", { name: "Main" })).getAllByRole("link")
  expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual(
    navigation.map(link => [link.label, link.path]),
  )
})

test("marks the current page, and its section on a page below it", () => {
  const { rerender } = render(<Header path="/services" />)
  expect(linkTo("/services")).toHaveAttribute("aria-current", "page")
  expect(linkTo("/")).not.toHaveAttribute("aria-current")
  rerender(<Header path="/conditions/fixture-category" />)
  expect(linkTo("/conditions")).toHaveAttribute("aria-current", "true")
})

test("the menu button opens and closes the list, and choosing a link closes it", async () => {
  const user = userEvent.setup()
  render(<Header path="/" />)
  const list = document.getElementById(menu().getAttribute("aria-controls") ?? "")
  expect(list).not.toBeNull()
  expect(menu()).toHaveAttribute("aria-expanded", "false")
  await user.click(menu())
  expect(menu()).toHaveAttribute("aria-expanded", "true")
  expect(list).toHaveAttribute("data-open", "true")
  await user.click(linkTo("/our-team"))
  expect(menu()).toHaveAttribute("aria-expanded", "false")
  await user.click(menu())
  await user.click(menu())
  expect(menu()).toHaveAttribute("aria-expanded", "false")
})

test("the menu works in the server's HTML, before React has taken the page over", async () => {
  const user = userEvent.setup()
  document.body.innerHTML = serverHtml(<Header path="/" />)
  const list = document.getElementById(menu().getAttribute("aria-controls") ?? "")
  expect(menu()).toHaveAttribute("aria-expanded", "false")
  await user.click(menu())
  expect(menu()).toHaveAttribute("aria-expanded", "true")
  expect(list).toHaveAttribute("data-open", "true")
  await user.keyboard("{Escape}")
  expect(menu()).toHaveAttribute("aria-expanded", "false")
  expect(list).toHaveAttribute("data-open", "false")
  expect(menu()).toHaveFocus()
})

test("React renders the menu closed, and a render after it leaves the visitor's choice as it is", async () => {
  const user = userEvent.setup()
  const { rerender } = render(<Header path="/" />)
  await user.click(menu())
  rerender(<Header path="/services" />)
  expect(menu()).toHaveAttribute("aria-expanded", "true")
})

test("Escape closes the open menu and returns focus to its button", async () => {
  const user = userEvent.setup()
  render(<Header path="/" />)
  await user.click(menu())
  await user.keyboard("{Escape}")
  expect(menu()).toHaveAttribute("aria-expanded", "false")
  expect(menu()).toHaveFocus()
})

test("Book Now opens the booking portal in a new tab, safely", () => {
  render(<Header path="/" />)
  const book = screen.getByRole("link", { name: /Book Now/ })
  expect(book).toHaveAttribute("href", "https://book.example.org/fixture")
  expect(book).toHaveAttribute("target", "_blank")
  expect(book).toHaveAttribute("rel", "noopener noreferrer")
  expect(book).toHaveAccessibleName("Book Now (opens in a new tab)")
})
