import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby"
import * as AboutPage from "../src/pages/about"
import * as ServicesPage from "../src/pages/services/index"
import * as PhysiotherapyPage from "../src/pages/services/physiotherapy"
import * as SupportiveDevicesPage from "../src/pages/services/supportive-devices"
import * as TreatmentPage from "../src/pages/treatment"
import * as OurTeamPage from "../src/pages/our-team"
import * as BookPage from "../src/pages/book"
import * as ContactPage from "../src/pages/contact"
import * as FaqPage from "../src/pages/faq"
import * as FeesPage from "../src/pages/fees"
import * as AccessibilityPage from "../src/pages/accessibility"
import * as PrivacyPage from "../src/pages/privacy"
import * as NotFoundPage from "../src/pages/404"
import * as ConditionsPage from "../src/pages/conditions/index"
import {
  access,
  calendar,
  clinic,
  devices,
  faq,
  fees,
  pageMeta,
  physiotherapy,
  serviceCards,
  team,
  treatments,
} from "./fixtures/content"
import { siteFacts } from "./fixtures/site-facts"
import { headProps, pageProps } from "./support/page-props"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))

type PageMeta = Queries.PageMetaFragment

interface PageModule<D> {
  default: React.ComponentType<PageProps<D>>
  Head: React.ComponentType<HeadProps<D>>
}

// Texts differ from content/pages/ on purpose: a page that hard-codes its heading or title fails.
const meta = (path: string, name: string, intro: string | null = `Intro of the ${name} fixture.`): PageMeta =>
  pageMeta(path, name, { intro })

/** A route with the data its query returns, ready to render as a page and as its Head. */
interface StaticPage {
  page: PageMeta
  renderPage: () => React.ReactElement
  renderHead: () => React.ReactElement
}

function staticPage<D extends { readonly page: PageMeta | null }>(
  module: PageModule<D>,
  data: D & { page: PageMeta },
): StaticPage {
  const { default: Page, Head } = module
  return {
    page: data.page,
    renderPage: () => <Page {...pageProps(data)} />,
    renderHead: () => <Head {...headProps(data)} />,
  }
}

const staticPages: Array<[string, StaticPage]> = [
  ["about", staticPage(AboutPage, { page: { ...meta("/about", "About"), body: null, image: null } })],
  [
    "services/index",
    staticPage(ServicesPage, { page: meta("/services", "Services"), servicesYaml: { cards: serviceCards } }),
  ],
  [
    "services/physiotherapy",
    staticPage(PhysiotherapyPage, {
      page: meta("/services/physiotherapy", "Physiotherapy"),
      servicesYaml: { cards: serviceCards, physiotherapy },
    }),
  ],
  [
    "services/supportive-devices",
    staticPage(SupportiveDevicesPage, {
      page: meta("/services/supportive-devices", "Devices"),
      servicesYaml: { devices },
    }),
  ],
  ["treatment", staticPage(TreatmentPage, { page: meta("/treatment", "Treatment"), treatmentsYaml: { treatments } })],
  ["our-team", staticPage(OurTeamPage, { page: meta("/our-team", "Team", null), teamYaml: team })],
  ["book", staticPage(BookPage, { page: { ...meta("/book", "Book"), body: null }, faq, fees })],
  ["contact", staticPage(ContactPage, { page: meta("/contact", "Contact"), faq, team, access, clinic, calendar })],
  ["faq", staticPage(FaqPage, { page: meta("/faq", "FAQ"), faq })],
  ["fees", staticPage(FeesPage, { page: meta("/fees", "Fees"), fees })],
  [
    "accessibility",
    staticPage(AccessibilityPage, { page: { ...meta("/accessibility", "Accessibility"), sections: [] } }),
  ],
  ["privacy", staticPage(PrivacyPage, { page: { ...meta("/privacy", "Privacy"), sections: [] } })],
  ["404", staticPage(NotFoundPage, { page: meta("/404", "Not Found") })],
]

const headOf = (container: HTMLElement) => ({
  title: Array.from(container.querySelectorAll("title")).map(title => title.textContent),
  description: Array.from(container.querySelectorAll('meta[name="description"]')).map(m => m.getAttribute("content")),
  canonical: container.querySelector('link[rel="canonical"]')?.getAttribute("href"),
})

describe.each(staticPages)("src/pages/%s", (_name, { page, renderPage, renderHead }) => {
  test("shows the heading from its page file as its one h1, with its introduction", () => {
    render(renderPage())
    const h1s = screen.getAllByRole("heading", { level: 1 })
    expect(h1s.map(h1 => h1.textContent)).toEqual([page.heading])
    expect(within(screen.getByRole("main")).getByRole("heading", { level: 1 })).toBe(h1s[0])
    if (page.intro) expect(within(screen.getByRole("main")).getByText(page.intro)).toBeInTheDocument()
  })

  test("the breadcrumb ends with the page's title", () => {
    render(renderPage())
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem")
    const last = crumbs[crumbs.length - 1]
    // the home page's trail is the clinic alone
    const label = page.path === "/" ? "Fixture Physio" : page.title
    expect(last.textContent).toBe(label)
    expect(within(last).getByText(label)).toHaveAttribute("aria-current", "page")
  })

  test("its Head has the page's title, description and address", () => {
    const { container } = render(renderHead())
    expect(headOf(container)).toEqual({
      title: [`${page.title} | Fixture Physio`],
      description: [page.description],
      canonical: `https://fixture.example.org${page.path}`,
    })
  })
})

test("every page's Head is its own: no two share a title or description", () => {
  const heads = staticPages.map(([, { renderHead }]) => {
    const { container, unmount } = render(renderHead())
    const head = headOf(container)
    unmount()
    return head
  })
  expect(new Set(heads.map(head => head.title[0])).size).toBe(staticPages.length)
  expect(new Set(heads.map(head => head.description[0])).size).toBe(staticPages.length)
})

test("the 404 page offers the main menu and asks search engines not to index it", () => {
  const page = meta("/404", "Not Found")
  const { unmount } = render(<NotFoundPage.default {...pageProps({ page })} />)
  const links = within(screen.getByRole("main")).getAllByRole("link")
  expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual(
    siteFacts.siteYaml?.navigation.map(item => [item.label, item.path]),
  )
  unmount()
  const { container } = render(<NotFoundPage.Head {...headProps({ page })} />)
  expect(container.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})

describe("src/pages/conditions/index", () => {
  const data: Queries.ConditionsPageQuery = {
    page: meta("/conditions", "Conditions"),
    allConditionsYaml: {
      nodes: [
        {
          slug: "spinal-conditions",
          title: "Fixture Spine",
          shortDescription: "Backs and necks, in short.",
          image: { childImageSharp: null },
        },
        {
          slug: "tmj-dysfunction",
          title: "Fixture Jaw",
          shortDescription: "Jaws, in short.",
          image: { childImageSharp: null },
        },
      ],
    },
  }

  test("shows the heading as its one h1 and a card per category, in order", () => {
    render(<ConditionsPage.default {...pageProps(data)} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(h1 => h1.textContent)).toEqual([
      "Conditions fixture heading",
    ])
    const main = screen.getByRole("main")
    expect(
      within(main)
        .getAllByRole("heading", { level: 2 })
        .map(h2 => h2.textContent),
    ).toEqual(["Fixture Spine", "Fixture Jaw"])
    const links = within(main).getAllByRole("link")
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Fixture Spine", "/conditions/spinal-conditions"],
      ["Fixture Jaw", "/conditions/tmj-dysfunction"],
    ])
    expect(within(main).getByText("Backs and necks, in short.")).toBeInTheDocument()
    expect(within(main).getByText("Jaws, in short.")).toBeInTheDocument()
  })

  test("its Head has the page's title and description", () => {
    const { container } = render(<ConditionsPage.Head {...headProps(data)} />)
    expect(headOf(container)).toEqual({
      title: ["Conditions Title | Fixture Physio"],
      description: ["The Conditions fixture description."],
      canonical: "https://fixture.example.org/conditions",
    })
  })
})
