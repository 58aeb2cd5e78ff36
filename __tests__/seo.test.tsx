import * as React from "react"
import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import Seo from "../src/components/seo"
import { siteFacts } from "./fixtures/site-facts"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))

// Gatsby's Head API renders plain elements; React 18 leaves them where they are rendered, in the container.
const renderHead = (element: React.ReactElement) => {
  const { container } = render(element)
  const one = (selector: string) => {
    const found = container.querySelectorAll(selector)
    expect(found).toHaveLength(1)
    return found[0]
  }
  return {
    title: () => one("title").textContent,
    meta: (selector: string) => one(`meta[${selector}]`).getAttribute("content"),
    link: (rel: string) => one(`link[rel="${rel}"]`).getAttribute("href"),
    jsonLd: () =>
      JSON.parse(one('script[type="application/ld+json"]').textContent ?? "") as {
        "@context": string
        "@graph": Array<Record<string, unknown>>
      },
  }
}

const typesIn = (graph: Array<Record<string, unknown>>) => graph.map(node => node["@type"])

test("a page's title is its own title, then the clinic's name", () => {
  const head = renderHead(<Seo title="About Us" description="Who we are." path="/about" />)
  expect(head.title()).toBe("About Us | Fixture Physio")
  expect(head.meta('property="og:title"')).toBe("About Us | Fixture Physio")
})

test("the home page's title leads with the clinic's name", () => {
  const head = renderHead(<Seo title="Physiotherapy in Mississauga" description="Home." path="/" />)
  expect(head.title()).toBe("Fixture Physio | Physiotherapy in Mississauga")
})

test("the description is the page's own", () => {
  const head = renderHead(<Seo title="About Us" description="Who we are, in one line." path="/about" />)
  expect(head.meta('name="description"')).toBe("Who we are, in one line.")
  expect(head.meta('property="og:description"')).toBe("Who we are, in one line.")
})

test("the canonical address is the site's URL and the page's path, without a trailing slash", () => {
  for (const path of ["/about", "/about/"]) {
    const head = renderHead(<Seo title="About Us" description="Who we are." path={path} />)
    expect(head.link("canonical")).toBe("https://fixture.example.org/about")
    expect(head.meta('property="og:url"')).toBe("https://fixture.example.org/about")
  }
})

test("the home page's canonical address is the site's root", () => {
  const head = renderHead(<Seo title="Home" description="Home." path="/" />)
  expect(head.link("canonical")).toBe("https://fixture.example.org/")
})

test("social cards show the clinic's name and its absolute 1200 × 630 share image, as a large card", () => {
  const head = renderHead(<Seo title="About Us" description="Who we are." path="/about" />)
  expect(head.meta('property="og:site_name"')).toBe("Fixture Physio")
  expect(head.meta('property="og:type"')).toBe("website")
  expect(head.meta('property="og:image"')).toBe("https://fixture.example.org/static/social-card.jpg")
  expect(head.meta('property="og:image:width"')).toBe("1200")
  expect(head.meta('property="og:image:height"')).toBe("630")
  expect(head.meta('name="twitter:card"')).toBe("summary_large_image")
})

test("the home page's JSON-LD is the site and the clinic, without a breadcrumb trail", () => {
  const graph = renderHead(<Seo title="Home" description="Home." path="/" />).jsonLd()
  expect(graph["@context"]).toBe("https://schema.org")
  expect(typesIn(graph["@graph"])).toEqual(["WebSite", "Physiotherapy"])
  const clinic = graph["@graph"][1]
  expect(clinic).toMatchObject({ name: "Fixture Physio", telephone: "+19055550199", email: "front-desk@example.org" })
  expect(clinic.areaServed).toEqual([
    { "@type": "City", name: "Fixtureville" },
    { "@type": "City", name: "Testborough" },
  ])
})

test("any other page's JSON-LD adds the breadcrumb trail shown on the page, then what the page is about", () => {
  const about = { "@type": "MedicalWebPage", name: "About fixture" } as const
  const structuredData = jest.fn(() => [about])
  const graph = renderHead(
    <Seo title="Physiotherapy" description="Physio." path="/services/physiotherapy" structuredData={structuredData} />,
  ).jsonLd()
  expect(structuredData).toHaveBeenCalledWith({
    siteUrl: "https://fixture.example.org",
    path: "/services/physiotherapy",
    title: "Physiotherapy",
    description: "Physio.",
  })
  expect(typesIn(graph["@graph"])).toEqual(["WebSite", "Physiotherapy", "BreadcrumbList", "MedicalWebPage"])
  const crumbs = (graph["@graph"][2].itemListElement as Array<{ name: string; item: string }>).map(c => [
    c.name,
    c.item,
  ])
  // The fixture's pages know /services as "Services" (see fixtures/site-facts.ts).
  expect(crumbs).toEqual([
    ["Fixture Physio", "https://fixture.example.org/"],
    ["Services", "https://fixture.example.org/services"],
    ["Physiotherapy", "https://fixture.example.org/services/physiotherapy"],
  ])
})

test("content cannot close the JSON-LD script element", () => {
  const { container } = render(<Seo title="</script><b>x" description="d" path="/about" />)
  const script = container.querySelector('script[type="application/ld+json"]')
  expect(script?.innerHTML).not.toContain("</script>")
  expect(container.querySelector("b")).toBeNull()
})

test("a page can add its own head elements", () => {
  const { container } = render(
    <Seo title="Page not found" description="Not here." path="/404">
      <meta name="robots" content="noindex" />
    </Seo>,
  )
  expect(container.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})
