import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import Layout from "../src/components/layout"
import { siteFacts } from "./fixtures/site-facts"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))

const renderLayout = (path = "/services/physiotherapy", crumb = "Physiotherapy") =>
  render(
    <Layout path={path} crumb={crumb}>
      <p>The page body</p>
    </Layout>,
  )

const breadcrumb = () => screen.getByRole("navigation", { name: "Breadcrumb" })

test("main holds the page's content and is the skip link's target (src/wrap-page-element.tsx)", () => {
  renderLayout()
  const main = screen.getByRole("main")
  expect(main).toHaveAttribute("id", "main")
  expect(within(main).getByText("The page body")).toBeInTheDocument()
})

test("the info strip: directions in a new tab, parking (leading to how to get in), call and message", () => {
  renderLayout()
  const strip = within(screen.getByRole("complementary", { name: "Visit and contact" }))
  const visit = strip.getByRole("link", { name: /^Visit us/ })
  expect(visit).toHaveAttribute("href", "https://maps.example.org/?q=1+Test+Lane")
  expect(visit).toHaveAttribute("target", "_blank")
  expect(visit).toHaveAttribute("rel", "noopener noreferrer")
  expect(visit.textContent).toBe("Visit us: 1 Test Lane, Mississauga (opens in a new tab)")
  expect(strip.getByRole("link", { name: "Fixture free parking behind the building" })).toHaveAttribute(
    "href",
    "/contact#getting-here",
  )
  expect(strip.getByRole("link", { name: "Call (905) 555-0199" })).toHaveAttribute("href", "tel:+19055550199")
  expect(strip.getByRole("link", { name: "Send a message" })).toHaveAttribute("href", "mailto:front-desk@example.org")
})

test("the breadcrumb trail: the clinic, the section, then the current page", () => {
  renderLayout()
  const items = within(breadcrumb()).getAllByRole("listitem")
  expect(items.map(item => item.textContent)).toEqual(["Fixture Physio", "Services", "Physiotherapy"])
  const links = within(breadcrumb()).getAllByRole("link")
  expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Fixture Physio", "/"],
    ["Services", "/services"],
  ])
  const current = items[items.length - 1]
  expect(within(current).queryByRole("link")).toBeNull()
  expect(within(current).getByText("Physiotherapy")).toHaveAttribute("aria-current", "page")
})

test("the current page's crumb uses the label it is given", () => {
  renderLayout("/contact", "Get in touch")
  const items = within(breadcrumb()).getAllByRole("listitem")
  expect(items.map(item => item.textContent)).toEqual(["Fixture Physio", "Get in touch"])
  expect(within(items[1]).getByText("Get in touch")).toHaveAttribute("aria-current", "page")
})

test("the home page's trail is just the clinic, marked as the current page", () => {
  renderLayout("/", "Physiotherapy in Mississauga")
  const items = within(breadcrumb()).getAllByRole("listitem")
  expect(items).toHaveLength(1)
  expect(within(items[0]).getByText("Fixture Physio")).toHaveAttribute("aria-current", "page")
})

test("the header, the main menu and the footer are all there", () => {
  renderLayout()
  expect(screen.getByRole("banner")).toBeInTheDocument()
  expect(screen.getByRole("contentinfo")).toBeInTheDocument()
  // the page's section is marked in the main menu
  const menu = screen.getByRole("navigation", { name: "Main" })
  expect(within(menu).getByRole("link", { name: "Fixture Services", current: true })).toHaveAttribute(
    "href",
    "/services",
  )
})
