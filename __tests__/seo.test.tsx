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
  }
}

test("the title is the page's title and the clinic's name", () => {
  const head = renderHead(<Seo title="About Us" description="Who we are." path="/about" />)
  expect(head.title()).toBe("About Us | Fixture Physio")
  expect(head.meta('property="og:title"')).toBe("About Us | Fixture Physio")
})

test("a page titled with the clinic's name is not titled twice", () => {
  const head = renderHead(<Seo title="Fixture Physio" description="Home." path="/" />)
  expect(head.title()).toBe("Fixture Physio")
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
  const head = renderHead(<Seo title="Fixture Physio" description="Home." path="/" />)
  expect(head.link("canonical")).toBe("https://fixture.example.org/")
})

test("social cards show the clinic's name and its absolute social image", () => {
  const head = renderHead(<Seo title="About Us" description="Who we are." path="/about" />)
  expect(head.meta('property="og:site_name"')).toBe("Fixture Physio")
  expect(head.meta('property="og:image"')).toBe("https://fixture.example.org/static/social-card.jpg")
})

test("a page can add its own head elements", () => {
  const { container } = render(
    <Seo title="Page not found" description="Not here." path="/404">
      <meta name="robots" content="noindex" />
    </Seo>,
  )
  expect(container.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})
