import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import ConditionGroup, { Head as GroupHead } from "../src/templates/condition-group"
import ConditionArticle, { Head as ArticleHead } from "../src/templates/condition-article"
import { newerPost, olderPost } from "./fixtures/content"
import { fixtureImage } from "./fixtures/image"
import { siteFacts } from "./fixtures/site-facts"
import { headProps, pageProps } from "./support/page-props"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))

const trail = () =>
  within(screen.getByRole("navigation", { name: "Breadcrumb" }))
    .getAllByRole("listitem")
    .map(item => item.textContent)

const headOf = (container: HTMLElement) => ({
  title: Array.from(container.querySelectorAll("title")).map(title => title.textContent),
  description: Array.from(container.querySelectorAll('meta[name="description"]')).map(m => m.getAttribute("content")),
  canonical: container.querySelector('link[rel="canonical"]')?.getAttribute("href"),
})

const entry = (slug: string, title: string) => ({
  slug,
  title,
  description: `${title} explained.`,
  symptoms: [`${title} symptom one`, `${title} symptom two`],
  treatments: [`${title} treatment one`, `${title} treatment two`, `${title} treatment three`],
  image: fixtureImage(slug),
})

describe("condition-group template", () => {
  const data: Queries.ConditionGroupPageQuery = {
    conditionsYaml: {
      slug: "spinal-conditions",
      title: "Fixture Spinal Conditions",
      shortDescription: "Neck and back pain, in short.",
      description: ["The first paragraph.", "The second paragraph."],
      entries: [
        entry("neck-pain", "Neck Pain"),
        entry("whiplash", "Whiplash"),
        entry("sij-dysfunction", "SIJ Dysfunction"),
      ],
      article: null,
      relatedPosts: [],
    },
  }

  test("no post names the category or its entries: no Related articles", () => {
    render(<ConditionGroup {...pageProps(data)} />)
    expect(screen.queryByRole("region", { name: "Related articles" })).toBeNull()
  })

  test("the category title is the page's one h1, and the trail ends with it", () => {
    render(<ConditionGroup {...pageProps(data)} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(h1 => h1.textContent)).toEqual([
      "Fixture Spinal Conditions",
    ])
    expect(trail()).toEqual(["Fixture Physio", "What We Treat", "Fixture Spinal Conditions"])
  })

  test("the description's paragraphs introduce the page, followed by the general-information note", () => {
    render(<ConditionGroup {...pageProps(data)} />)
    const main = within(screen.getByRole("main"))
    expect(main.getByText("The first paragraph.")).toBeInTheDocument()
    expect(main.getByText("The second paragraph.")).toBeInTheDocument()
    expect(main.getByText("Fixture note: general information, not a diagnosis.")).toBeInTheDocument()
  })

  test("an 'On this page' list jumps to each entry's anchor", () => {
    render(<ConditionGroup {...pageProps(data)} />)
    const jump = screen.getByRole("navigation", { name: "On this page" })
    const links = within(jump).getAllByRole("link")
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Neck Pain", "#neck-pain"],
      ["Whiplash", "#whiplash"],
      ["SIJ Dysfunction", "#sij-dysfunction"],
    ])
    for (const link of links) {
      expect(document.getElementById(link.getAttribute("href")!.slice(1))).not.toBeNull()
    }
  })

  test("each entry is a section with its heading, description, image, symptoms and treatments", () => {
    const { container } = render(<ConditionGroup {...pageProps(data)} />)
    const sections = within(screen.getByRole("main")).getAllByRole("region")
    expect(sections.map(section => section.id)).toEqual(["neck-pain", "whiplash", "sij-dysfunction"])
    const whiplash = within(screen.getByRole("region", { name: "Whiplash" }))
    expect(whiplash.getByRole("heading", { level: 2, name: "Whiplash" })).toBeInTheDocument()
    expect(whiplash.getByText("Whiplash explained.")).toBeInTheDocument()
    const symptoms = whiplash.getByRole("heading", { level: 3, name: "Common symptoms" })
      .nextElementSibling as HTMLElement
    expect(
      within(symptoms)
        .getAllByRole("listitem")
        .map(li => li.textContent),
    ).toEqual(["Whiplash symptom one", "Whiplash symptom two"])
    const help = whiplash.getByRole("heading", { level: 3, name: "How physiotherapy can help" })
      .nextElementSibling as HTMLElement
    expect(within(help).getAllByRole("listitem")).toHaveLength(3)
    expect(container.querySelectorAll("section img")).toHaveLength(3)
    expect(container.querySelector("#whiplash img")?.getAttribute("alt")).toBe("")
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
      description: ["Rehabilitation after surgery, at length."],
      article: {
        symptoms: ["Swelling", "Stiffness", "Weakness"],
        treatmentGroups: [
          { title: "Early protection", points: ["Protect the repair", "Manage swelling"] },
          { title: "Restoring movement", points: ["Gentle range of motion"] },
          { title: "Return to activity", points: ["Graded return to work", "Sport-specific drills"] },
        ],
        image: fixtureImage("post-operative-care"),
      },
      entries: null,
      relatedPosts: [newerPost, olderPost],
    },
  }

  test("the posts that name it are listed under Related articles, each linking to its page", () => {
    render(<ConditionArticle {...pageProps(data)} />)
    const related = within(screen.getByRole("region", { name: "Related articles" }))
    expect(related.getAllByRole("heading", { level: 3 }).map(h => h.textContent)).toEqual([
      "Fixture: a newer post",
      "Fixture: the four components",
    ])
    expect(related.getByRole("link", { name: "Fixture: a newer post" })).toHaveAttribute(
      "href",
      "/blogs/fixture-newer-post",
    )
  })

  test("the category title is the page's one h1, the trail ends with it, and the note is shown", () => {
    render(<ConditionArticle {...pageProps(data)} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(h1 => h1.textContent)).toEqual([
      "Fixture Post-Operative Care",
    ])
    expect(trail()).toEqual(["Fixture Physio", "What We Treat", "Fixture Post-Operative Care"])
    const article = within(screen.getAllByRole("article")[0])
    expect(article.getByText("Rehabilitation after surgery, at length.")).toBeInTheDocument()
    expect(article.getByText("Fixture note: general information, not a diagnosis.")).toBeInTheDocument()
  })

  test("the symptoms are listed under their heading", () => {
    render(<ConditionArticle {...pageProps(data)} />)
    const symptoms = within(screen.getByRole("region", { name: "Common symptoms" }))
    expect(symptoms.getAllByRole("listitem").map(li => li.textContent)).toEqual(["Swelling", "Stiffness", "Weakness"])
  })

  test("the treatment groups are a numbered list, each a heading with its points", () => {
    render(<ConditionArticle {...pageProps(data)} />)
    const help = within(screen.getByRole("region", { name: "How physiotherapy can help" }))
    const groups = help.getAllByRole("listitem").filter(li => li.parentElement?.tagName === "OL")
    expect(groups[0].parentElement?.tagName).toBe("OL")
    expect(groups.map(group => within(group).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Early protection",
      "Restoring movement",
      "Return to activity",
    ])
    expect(
      within(groups[0])
        .getAllByRole("listitem")
        .map(li => li.textContent),
    ).toEqual(["Protect the repair", "Manage swelling"])
  })

  test("the article's image is shown and loads eagerly, since it is at the top", () => {
    const { container } = render(<ConditionArticle {...pageProps(data)} />)
    const image = container.querySelector("article img")
    expect(image).not.toBeNull()
    expect(image?.getAttribute("loading")).toBe("eager")
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
