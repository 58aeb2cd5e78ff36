import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import Footer from "../src/components/footer"
import { formatDays } from "../src/lib/calendar"
import { formatTime } from "../src/lib/hours"
import { changedHours } from "../src/lib/wording"
import { serverHtml } from "./fixtures/server-html"
import { siteFacts } from "./fixtures/site-facts"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))
afterEach(() => jest.useRealTimers())

const region = (name: string) => screen.getByRole("region", { name })

test("Quick Links lists exactly the links of site.yaml, in order", () => {
  render(<Footer />)
  const links = within(screen.getByRole("navigation", { name: "Quick Links" })).getAllByRole("link")
  expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual(
    siteFacts.siteYaml!.quickLinks.map(link => [link.label, link.path]),
  )
})

test("the social links open the clinic's profiles in a new tab, safely", () => {
  render(<Footer />)
  const clinic = region("Fixture Physio")
  expect(within(clinic).getByRole("heading", { level: 3, name: "Follow Us" })).toBeInTheDocument()
  const links = within(clinic).getAllByRole("link")
  expect(links.map(link => link.getAttribute("href"))).toEqual([
    "https://facebook.example.org/fixture",
    "https://linkedin.example.org/fixture",
    "https://instagram.example.org/fixture",
  ])
  for (const [name, link] of [
    ["Facebook", links[0]],
    ["LinkedIn", links[1]],
    ["Instagram", links[2]],
  ] as const) {
    expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
  }
  expect(clinic).toHaveTextContent("Over 10 years in the field. Over 6 years of clinical expertise.")
})

test("contact: the address links to the map, the phone and email are tappable", () => {
  render(<Footer />)
  const contact = region("Contact Us")
  const map = within(contact).getByRole("link", { name: /1 Test Lane/ })
  expect(map).toHaveAttribute("href", "https://maps.example.org/?q=1+Test+Lane")
  expect(map).toHaveAttribute("target", "_blank")
  expect(map).toHaveTextContent("1 Test LaneMississauga, ON L5B 1T1")
  expect(within(contact).getByRole("link", { name: "(905) 555-0199" })).toHaveAttribute("href", "tel:+19055550199")
  expect(within(contact).getByRole("link", { name: "front-desk@example.org" })).toHaveAttribute(
    "href",
    "mailto:front-desk@example.org",
  )
})

test("opening hours are three rows, with Sunday closed", () => {
  render(<Footer />)
  const hours = region("Opening Hours")
  expect(
    within(hours)
      .getAllByRole("term")
      .map(term => term.textContent),
  ).toEqual(["Monday – Friday", "Saturday", "Sunday"])
  expect(
    within(hours)
      .getAllByRole("definition")
      .map(definition => definition.textContent),
  ).toEqual(["10:00 AM – 7:00 PM", "9:00 AM – 2:00 PM", "Closed"])
})

const copyright = (container: HTMLElement) => {
  const line = Array.from(container.querySelectorAll("p")).find(p => p.textContent?.startsWith("©"))
  if (!line) throw new Error("no copyright line")
  return line.textContent
}

test("the copyright year is the visitor's current year once the page is running", () => {
  jest.useFakeTimers().setSystemTime(new Date("2031-03-01T12:00:00"))
  let container!: HTMLElement
  act(() => {
    container = render(<Footer />).container
  })
  expect(copyright(container)).toBe("© 2031 Fixture Physio")
})

test("the static HTML carries the build year, which the running page then corrects", () => {
  jest.useFakeTimers().setSystemTime(new Date("2031-03-01T12:00:00"))
  const html = document.createElement("div")
  html.innerHTML = serverHtml(<Footer />)
  expect(copyright(html)).toBe("© 2024 Fixture Physio")

  // Hydrating that HTML matches it first (no mismatch reported), then shows the visitor's year.
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  try {
    document.body.appendChild(html)
    act(() => {
      render(<Footer />, { container: html, hydrate: true })
    })
    expect(copyright(html)).toBe("© 2031 Fixture Physio")
    expect(errors).not.toHaveBeenCalled()
  } finally {
    errors.mockRestore()
  }
})

test("the last line links to the accessibility and privacy statements, from site.yaml", () => {
  render(<Footer />)
  const footer = within(screen.getByRole("contentinfo"))
  expect(footer.getByRole("link", { name: "Fixture accessibility" })).toHaveAttribute("href", "/accessibility")
  expect(footer.getByRole("link", { name: "Fixture privacy" })).toHaveAttribute("href", "/privacy")
})

describe("the holidays and closures coming up, under the week", () => {
  const days = [
    { from: "2026-12-24", to: "2026-12-24", opens: "10:00", closes: "14:00", reason: "Christmas Eve" },
    { from: "2026-12-25", to: "2026-12-25", opens: null, closes: null, reason: "Christmas Day" },
    { from: "2026-12-28", to: "2026-12-30", opens: null, closes: null, reason: "the holidays" },
    { from: "2027-02-05", to: "2027-02-05", opens: null, closes: null, reason: "staff training" },
  ].map(day => ({
    ...day,
    dates: formatDays(day),
    change: changedHours(
      day.opens && day.closes ? `${formatTime(day.opens)} – ${formatTime(day.closes)}` : null,
      day.reason,
    ),
  }))
  const changes = (container: HTMLElement) =>
    Array.from(container.querySelectorAll("[data-hours-changes] li")).map(item => item.textContent)

  beforeEach(() =>
    jest
      .mocked(useStaticQuery)
      .mockReturnValue({ ...siteFacts, holidaysYaml: { calendar: { builtOn: "2026-11-25", days } } }),
  )

  test("the running page lists the next five weeks' from the visitor's day", () => {
    jest.useFakeTimers().setSystemTime(new Date("2026-12-20T17:00:00Z"))
    const { container } = render(<Footer />)
    expect(within(region("Opening Hours")).getByText("Holiday hours and closures")).toBeInTheDocument()
    expect(changes(container)).toEqual([
      "Thursday, December 24: 10:00 AM – 2:00 PM (Christmas Eve)",
      "Friday, December 25: closed (Christmas Day)",
      "Monday, December 28 – Wednesday, December 30: closed (the holidays)",
    ])
  })

  test("the static HTML lists them from the build's day; nothing ahead, no list", () => {
    jest.useFakeTimers().setSystemTime(new Date("2027-01-10T17:00:00Z"))
    const html = document.createElement("div")
    html.innerHTML = serverHtml(<Footer />)
    expect(changes(html)).toEqual([
      "Thursday, December 24: 10:00 AM – 2:00 PM (Christmas Eve)",
      "Friday, December 25: closed (Christmas Day)",
      "Monday, December 28 – Wednesday, December 30: closed (the holidays)",
    ])
    const { container } = render(<Footer />)
    expect(changes(container)).toEqual(["Friday, February 5: closed (staff training)"])
    jest.setSystemTime(new Date("2027-03-10T17:00:00Z"))
    const later = render(<Footer />).container
    expect(later.querySelector("[data-hours-changes]")).toBeNull()
  })
})
