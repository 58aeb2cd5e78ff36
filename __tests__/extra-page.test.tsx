import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import ExtraPage, { Head } from "../src/templates/extra-page"
import { fixtureImage } from "./fixtures/image"
import { siteFacts } from "./fixtures/site-facts"
import { headProps, pageProps } from "./support/page-props"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))

/** An extra page under /services, a page of the fixture's allPagesYaml, as its query gives it. */
const data = (page: Partial<NonNullable<Queries.ExtraPagePageQuery["page"]>> = {}): Queries.ExtraPagePageQuery => ({
  page: {
    path: "/services/virtual-care",
    title: "Fixture Virtual Care",
    heading: "Fixture physiotherapy by video",
    description: "How a fixture video appointment works, what you need and how to book one.",
    intro: "The fixture introduction.",
    sections: [
      { heading: "What you need", bodyHtml: "<ul>\n<li>A camera</li>\n<li>A quiet room</li>\n</ul>" },
      { heading: "Booking", bodyHtml: '<p>See <a href="/fees">our fees</a>.</p>' },
    ],
    image: fixtureImage("virtual-care"),
    imageAlt: "A fixture video call",
    booking: true,
    ...page,
  },
})

const main = () => within(screen.getByRole("main"))

describe("extra-page template", () => {
  test("shows its heading, its introduction, then each section under its own heading, its Markdown as written", () => {
    render(<ExtraPage {...pageProps(data())} />)
    expect(main().getByRole("heading", { level: 1 })).toHaveTextContent("Fixture physiotherapy by video")
    expect(main().getByText("The fixture introduction.")).toBeInTheDocument()
    const sections = main().getAllByRole("region")
    expect(sections.map(section => within(section).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "What you need",
      "Booking",
    ])
    expect(
      within(sections[0])
        .getAllByRole("listitem")
        .map(item => item.textContent),
    ).toEqual(["A camera", "A quiet room"])
    expect(within(sections[1]).getByRole("link", { name: "our fees" })).toHaveAttribute("href", "/fees")
  })

  test("shows its picture with its description, and the clinic's booking buttons when it asks for them", () => {
    render(<ExtraPage {...pageProps(data())} />)
    expect(main().getByRole("img")).toHaveAttribute("alt", "A fixture video call")
    expect(main().getByRole("link", { name: /Book an assessment/ })).toHaveAttribute(
      "href",
      siteFacts.siteYaml!.bookingUrl,
    )
    expect(main().getByRole("link", { name: "Call (905) 555-0199" })).toHaveAttribute("href", "tel:+19055550199")
  })

  test("without a picture or booking buttons, shows neither", () => {
    render(<ExtraPage {...pageProps(data({ image: null, imageAlt: null, booking: null }))} />)
    expect(main().queryByRole("img")).toBeNull()
    expect(main().queryByRole("link", { name: /Book an assessment/ })).toBeNull()
    expect(main().getAllByRole("region")).toHaveLength(2)
  })

  test("its breadcrumb trail leads through the pages above its address, by their titles", () => {
    render(<ExtraPage {...pageProps(data())} />)
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem")
    expect(trail.map(item => item.textContent)).toEqual(["Fixture Physio", "Services", "Fixture Virtual Care"])
    expect(within(trail[1]).getByRole("link")).toHaveAttribute("href", "/services")
  })

  test("its Head has its title, search description and canonical address, and the trail for search engines", () => {
    const { container } = render(<Head {...headProps(data())} />)
    expect(Array.from(container.querySelectorAll("title")).map(title => title.textContent)).toEqual([
      "Fixture Virtual Care | Fixture Physio",
    ])
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "How a fixture video appointment works, what you need and how to book one.",
    )
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://fixture.example.org/services/virtual-care",
    )
    const graph = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!)[
      "@graph"
    ] as Array<Record<string, unknown>>
    expect(graph.map(node => node["@type"])).toEqual(["WebSite", "Physiotherapy", "BreadcrumbList"])
    const crumbs = graph[2].itemListElement as Array<{ name: string; item: string }>
    expect(crumbs.map(crumb => [crumb.name, crumb.item])).toEqual([
      ["Fixture Physio", "https://fixture.example.org/"],
      ["Services", "https://fixture.example.org/services"],
      ["Fixture Virtual Care", "https://fixture.example.org/services/virtual-care"],
    ])
  })
})
