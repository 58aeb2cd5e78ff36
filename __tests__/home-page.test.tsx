import * as React from "react"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import HomePage, { Head } from "../src/pages/index"
import { faq, fees } from "./fixtures/content"
import { fixtureImage } from "./fixtures/image"
import { siteFacts } from "./fixtures/site-facts"
import { headProps, pageProps } from "./support/page-props"

let reducedMotion = false
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteFacts)
  reducedMotion = false
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes("prefers-reduced-motion") && reducedMotion,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
  }))
})

const points = [
  "Fixture decade",
  "Fixture one-on-one",
  "Fixture patient-centered",
  "Fixture results",
  "Fixture billing",
]
const services: Array<[string, string]> = [
  ["Fixture sports", "/services/physiotherapy"],
  ["Fixture chronic pain", "/services/physiotherapy"],
  ["Fixture vestibular", "/conditions/vestibular-conditions"],
  ["Fixture post-op", "/conditions/post-operative"],
  ["Fixture preventive", "/treatment"],
  ["Fixture devices", "/services/supportive-devices"],
]

const data: Queries.HomePageQuery = {
  page: {
    path: "/",
    title: "Fixture home title",
    heading: "Fixture home heading",
    description: "Fixture home description for search engines.",
    intro: "Fixture home intro.",
  },
  home: {
    slides: ["One-on-one", "Personal plan", "Recover"].map((caption, i) => ({
      caption: `Fixture slide: ${caption}`,
      text: `Fixture slide text ${i + 1}`,
      alt: `Fixture slide image ${i + 1}`,
      image: fixtureImage(`slide-${i + 1}`),
    })),
    whyChoose: { heading: "Fixture why", points: points.map(title => ({ title, description: `${title} described.` })) },
    care: {
      heading: "Fixture care",
      intro: "Fixture care intro.",
      services: services.map(([title, path]) => ({ title, path, description: `${title} described.` })),
    },
    about: {
      heading: "Fixture about",
      body: ["Fixture about paragraph."],
      linkLabel: "Fixture more",
      formHeading: "Fixture question?",
    },
    testimonials: {
      heading: "Fixture reviews",
      body: "Fixture reviews body.",
      linkLabel: "Fixture read reviews",
      quotes: [
        { quote: "Fixture quote one.", name: "Fixture A.", condition: "Fixture back pain" },
        { quote: "Fixture quote two.", name: "F. B.", condition: "Fixture vertigo" },
        { quote: "Fixture quote three.", name: "Fixture C", condition: "Fixture knee" },
      ],
    },
    cta: { heading: "Fixture ready?", body: "Fixture cta body.", buttonLabel: "Fixture book" },
    map: { heading: "Fixture find us", iframeTitle: "Fixture map title", linkLabel: "Open in Google Maps" },
  },
  faq,
  fees,
}

const renderHome = () => render(<HomePage {...pageProps(data)} />)
const banner = () => screen.getByRole("region", { name: "Highlights" })

test("the banner arrives as its first slide in plain markup, its image loading first, with working arrows", () => {
  const { container } = renderHome()
  expect(screen.getAllByRole("heading", { level: 1 }).map(h => h.textContent)).toEqual(["Fixture home heading"])
  expect(container.querySelector(".slick-slider")).toBeNull()
  expect(within(banner()).getByText("Fixture slide: One-on-one")).toBeInTheDocument()
  expect(within(banner()).queryByText("Fixture slide: Personal plan")).toBeNull()
  const first = within(banner()).getByRole("img", { name: "Fixture slide image 1" })
  expect(first).toHaveAttribute("loading", "eager")
  expect(first).toHaveAttribute("fetchpriority", "high")
  // Before react-slick arrives, the arrows still turn the slide, looping at both ends.
  fireEvent.click(within(banner()).getByRole("button", { name: "Previous slide" }))
  expect(within(banner()).getByText("Fixture slide: Recover")).toBeInTheDocument()
  fireEvent.click(within(banner()).getByRole("button", { name: "Next slide" }))
  expect(within(banner()).getByText("Fixture slide: One-on-one")).toBeInTheDocument()
})

test("react-slick then takes over: three slides with arrows and no dots, only the first image eager", async () => {
  const { container } = renderHome()
  await waitFor(() => expect(container.querySelectorAll(`.slick-slide:not(.slick-cloned)`)).toHaveLength(3))
  for (const caption of ["One-on-one", "Personal plan", "Recover"]) {
    expect(within(banner()).getAllByText(`Fixture slide: ${caption}`).length).toBeGreaterThan(0)
  }
  expect(within(banner()).getByRole("button", { name: "Previous slide" })).toBeInTheDocument()
  expect(within(banner()).getByRole("button", { name: "Next slide" })).toBeInTheDocument()
  expect(container.querySelector(".slick-dots")).toBeNull()
  const first = container.querySelector('.slick-slide[data-index="0"] img[alt="Fixture slide image 1"]')
  expect(first).toHaveAttribute("loading", "eager")
  expect(first).toHaveAttribute("fetchpriority", "high")
  const second = container.querySelector('.slick-slide[data-index="1"] img')
  expect(second).toHaveAttribute("loading", "lazy")
})

test("the pause button stops the slideshow, changes its label, and keeps focus", async () => {
  const user = userEvent.setup()
  renderHome()
  expect(banner()).toHaveAttribute("data-playing", "true")
  const pause = within(banner()).getByRole("button", { name: "Pause slideshow" })
  await user.click(pause)
  expect(banner()).toHaveAttribute("data-playing", "false")
  expect(pause).toHaveAccessibleName("Play slideshow")
  expect(pause).toHaveFocus()
  await user.click(pause)
  expect(pause).toHaveAccessibleName("Pause slideshow")
})

test("the slideshow holds still under the pointer and while keyboard focus is inside it", () => {
  renderHome()
  fireEvent.mouseEnter(banner())
  expect(banner()).toHaveAttribute("data-playing", "false")
  fireEvent.mouseLeave(banner())
  expect(banner()).toHaveAttribute("data-playing", "true")
  const next = within(banner()).getByRole("button", { name: "Next slide" })
  fireEvent.focus(next)
  expect(banner()).toHaveAttribute("data-playing", "false")
  fireEvent.blur(next, { relatedTarget: document.body })
  expect(banner()).toHaveAttribute("data-playing", "true")
})

test("a visitor who prefers reduced motion gets no autoplay", () => {
  reducedMotion = true
  renderHome()
  expect(banner()).toHaveAttribute("data-playing", "false")
})

test("Why Choose has its five points and Comprehensive Care its six services, each linking to its page", () => {
  renderHome()
  const why = within(screen.getByRole("region", { name: "Fixture why" }))
  expect(why.getAllByRole("heading", { level: 3 }).map(h => h.textContent)).toEqual(points)
  const care = within(screen.getByRole("region", { name: "Fixture care" }))
  expect(care.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual(services)
})

test("About sits beside the question form; reviews and booking open in new tabs; the map is lazy and 450 px", () => {
  const { container } = renderHome()
  expect(screen.getByRole("region", { name: "Fixture about" })).toHaveTextContent("Fixture about paragraph.")
  expect(screen.getByRole("form", { name: "Fixture question?" })).toBeInTheDocument()
  const reviews = screen.getByRole("link", { name: /Fixture read reviews/ })
  expect(reviews).toHaveAttribute("href", "https://reviews.example.org/fixture")
  expect(reviews).toHaveAttribute("target", "_blank")
  const book = screen.getByRole("link", { name: /Fixture book/ })
  expect(book).toHaveAttribute("href", "https://book.example.org/fixture")
  expect(book).toHaveAttribute("target", "_blank")
  expect(book).toHaveAttribute("rel", "noopener noreferrer")
  const map = container.querySelector("iframe")
  expect(map).toHaveAttribute("title", "Fixture map title")
  expect(map).toHaveAttribute("loading", "lazy")
  expect(map).toHaveAttribute("height", "450")
  expect(map).toHaveAttribute("src", "https://maps.example.org/embed?q=1+Test+Lane")
  expect(screen.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute("target", "_blank")
})

test("the testimonials show each patient's words, first name or initials and condition, and no rating", () => {
  renderHome()
  const reviews = screen.getByRole("region", { name: "Fixture reviews" })
  const quotes = within(reviews).getAllByRole("figure")
  expect(
    quotes.map(figure => [
      figure.querySelector("blockquote")?.textContent,
      figure.querySelector("figcaption")?.textContent,
    ]),
  ).toEqual([
    ["Fixture quote one.", "Fixture A., Fixture back pain"],
    ["Fixture quote two.", "F. B., Fixture vertigo"],
    ["Fixture quote three.", "Fixture C, Fixture knee"],
  ])
  // beside the link to the outside reviews, with no stars or score of the site's own
  expect(within(reviews).getByRole("link", { name: /Fixture read reviews/ })).toBeInTheDocument()
  expect(reviews.textContent).not.toMatch(/★|☆|\d(\.\d)? ?(\/|out of) ?5|rating/i)
  expect(reviews.querySelector("[itemprop], [itemtype]")).toBeNull()
})

test("without quotes the testimonials block is the link to the reviews alone", () => {
  render(
    <HomePage
      {...pageProps({ ...data, home: { ...data.home!, testimonials: { ...data.home!.testimonials, quotes: null } } })}
    />,
  )
  const reviews = screen.getByRole("region", { name: "Fixture reviews" })
  expect(within(reviews).queryAllByRole("figure")).toEqual([])
  expect(within(reviews).getByRole("link", { name: /Fixture read reviews/ })).toBeInTheDocument()
})

test("the call to action tells what the first visit is like and costs, and about direct billing, under its buttons", () => {
  renderHome()
  const cta = within(screen.getByRole("region", { name: "Fixture ready?" }))
  expect(cta.getByRole("heading", { level: 3, name: "Fixture first visit" })).toBeInTheDocument()
  // the fee table's first row: its name, length and fee
  expect(cta.getByText("Fixture first visit: 55 min, $121")).toBeInTheDocument()
  expect(cta.getByRole("link", { name: "Fees and coverage" })).toHaveAttribute("href", "/fees")
  expect(cta.getByRole("heading", { level: 3, name: "Fixture billing" })).toBeInTheDocument()
  expect(cta.getByText("Fixture insurers are billed directly.")).toBeInTheDocument()
  expect(cta.getByRole("link", { name: "Fixture insurers we bill" })).toHaveAttribute("href", "/faq#fixture-billing")
})

test("Head gives the home page its own title, led by the clinic's name, and description", () => {
  const { container } = render(<Head {...headProps(data)} />)
  expect(container.querySelector("title")?.textContent).toBe("Fixture Physio | Fixture home title")
  expect(container.querySelector('meta[name="description"]')).toHaveAttribute(
    "content",
    "Fixture home description for search engines.",
  )
})
