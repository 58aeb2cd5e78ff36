import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby"
import ConditionGroup, { Head as GroupHead } from "../src/templates/condition-group"
import ConditionArticle, { Head as ArticleHead } from "../src/templates/condition-article"
import { siteFacts } from "./fixtures/site-facts"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))

/** The props Gatsby passes a template; only `data` is used, so the rest (location, params…) is left empty. */
const pageProps = <D,>(data: D): PageProps<D> => ({ ...({} as Omit<PageProps<D>, "data">), data })
const headProps = <D,>(data: D): HeadProps<D> => ({ ...({} as Omit<HeadProps<D>, "data">), data })

const trail = () =>
  within(screen.getByRole("navigation", { name: "Breadcrumb" }))
    .getAllByRole("listitem")
    .map(item => item.textContent)

const headOf = (container: HTMLElement) => ({
  title: Array.from(container.querySelectorAll("title")).map(title => title.textContent),
  description: Array.from(container.querySelectorAll('meta[name="description"]')).map(m => m.getAttribute("content")),
  canonical: container.querySelector('link[rel="canonical"]')?.getAttribute("href"),
})

describe("condition-group template", () => {
  const data: Queries.ConditionGroupPageQuery = {
    conditionsYaml: {
      slug: "spinal-conditions",
      title: "Fixture Spinal Conditions",
      shortDescription: "Neck and back pain, in short.",
      description: null,
      entries: [
        { slug: "neck-pain", title: "Neck Pain" },
        { slug: "whiplash", title: "Whiplash" },
        { slug: "sij-dysfunction", title: "SIJ Dysfunction" },
      ],
    },
  }

  test("the category title is the page's one h1, and the trail ends with it", () => {
    render(<ConditionGroup {...pageProps(data)} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(h1 => h1.textContent)).toEqual([
      "Fixture Spinal Conditions",
    ])
    expect(trail()).toEqual(["Fixture Physio", "What We Treat", "Fixture Spinal Conditions"])
    expect(screen.getByText("Fixture Spinal Conditions", { selector: "[aria-current=page]" })).toBeInTheDocument()
  })

  test("without a longer description, the short description introduces the page", () => {
    render(<ConditionGroup {...pageProps(data)} />)
    expect(within(screen.getByRole("main")).getByText("Neck and back pain, in short.")).toBeInTheDocument()
  })

  test("the longer description, when there is one, introduces the page instead", () => {
    const withDescription = { conditionsYaml: { ...data.conditionsYaml!, description: "The long version." } }
    render(<ConditionGroup {...pageProps(withDescription)} />)
    const main = screen.getByRole("main")
    expect(within(main).getByText("The long version.")).toBeInTheDocument()
    expect(within(main).queryByText("Neck and back pain, in short.")).toBeNull()
  })

  test("the entries are a jump list of links to their sections", () => {
    render(<ConditionGroup {...pageProps(data)} />)
    const list = within(screen.getByRole("main")).getByRole("list")
    const links = within(list).getAllByRole("link")
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Neck Pain", "#neck-pain"],
      ["Whiplash", "#whiplash"],
      ["SIJ Dysfunction", "#sij-dysfunction"],
    ])
  })

  test("a category without entries shows no empty list", () => {
    render(<ConditionGroup {...pageProps({ conditionsYaml: { ...data.conditionsYaml!, entries: [] } })} />)
    expect(within(screen.getByRole("main")).queryByRole("list")).toBeNull()
  })

  test("its Head has the category's title and short description", () => {
    const { container } = render(<GroupHead {...headProps(data)} />)
    expect(headOf(container)).toEqual({
      title: ["Fixture Spinal Conditions | Fixture Physio"],
      description: ["Neck and back pain, in short."],
      canonical: "https://fixture.example.org/conditions/spinal-conditions",
    })
  })
})

describe("condition-article template", () => {
  const data: Queries.ConditionArticlePageQuery = {
    conditionsYaml: {
      slug: "post-operative",
      title: "Fixture Post-Operative Care",
      shortDescription: "Rehabilitation after surgery, in short.",
      description: "Rehabilitation after surgery, at length.",
      article: {
        treatmentGroups: [{ title: "Early protection" }, { title: "Restoring movement" }, { title: "Return to activity" }],
      },
    },
  }

  test("the category title is the page's one h1, and the trail ends with it", () => {
    render(<ConditionArticle {...pageProps(data)} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(h1 => h1.textContent)).toEqual([
      "Fixture Post-Operative Care",
    ])
    expect(trail()).toEqual(["Fixture Physio", "What We Treat", "Fixture Post-Operative Care"])
    expect(screen.getByText("Fixture Post-Operative Care", { selector: "[aria-current=page]" })).toBeInTheDocument()
    expect(within(screen.getByRole("main")).getByText("Rehabilitation after surgery, at length.")).toBeInTheDocument()
  })

  test("the treatment groups are an ordered list, in their order", () => {
    render(<ConditionArticle {...pageProps(data)} />)
    const list = within(screen.getByRole("article")).getByRole("list")
    expect(list.tagName).toBe("OL")
    expect(within(list).getAllByRole("listitem").map(item => item.textContent)).toEqual([
      "Early protection",
      "Restoring movement",
      "Return to activity",
    ])
  })

  test("an article without treatment groups shows no list", () => {
    render(<ConditionArticle {...pageProps({ conditionsYaml: { ...data.conditionsYaml!, article: null } })} />)
    expect(within(screen.getByRole("article")).queryByRole("list")).toBeNull()
  })

  test("its Head has the category's title and short description", () => {
    const { container } = render(<ArticleHead {...headProps(data)} />)
    expect(headOf(container)).toEqual({
      title: ["Fixture Post-Operative Care | Fixture Physio"],
      description: ["Rehabilitation after surgery, in short."],
      canonical: "https://fixture.example.org/conditions/post-operative",
    })
  })
})
