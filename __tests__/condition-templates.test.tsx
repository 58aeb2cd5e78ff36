import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import ConditionGroup, { Head as GroupHead } from "../src/templates/condition-group"
import ConditionArticle, { Head as ArticleHead } from "../src/templates/condition-article"
import ConditionPage, { Head as PageHead } from "../src/templates/condition-page"
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
  path: `/conditions/spinal-conditions/${slug}`,
  description: `${title} explained.`,
  symptoms: [`${title} symptom one`, `${title} symptom two`],
  treatments: [`${title} treatment one`, `${title} treatment two`, `${title} treatment three`],
  image: fixtureImage(slug),
})

/** A run of text the page does not explain. */
const plain = (text: string) => [{ text, term: null }]

/** A term the page explains, as the glossary gives it. */
const tapingTerm = {
  slug: "taping",
  term: "taping",
  explanation: "Special tape on the skin to support a joint.",
  treatment: "taping",
}

/** When to get help, sources and the review: what every page of health information closes with. */
const healthInformation = {
  whenToGetHelp: {
    emergency: ["Fixture emergency sign"],
    otherEmergencies: "Call 911 for any other emergency, such as a fixture emergency.",
    today: ["Fixture same-day sign", "Another same-day sign"],
    physiotherapy: ["Fixture physio sign"],
  },
  healthSources: {
    page: [
      { title: "Fixture source one", publisher: "Fixture Health Service", url: "https://health.example.org/one" },
      { title: "Fixture source two", publisher: "Fixture Clinic Network", url: "https://clinics.example.org/two" },
    ],
    signs: [{ title: "Fixture sign source", publisher: "Fixture Heart Fund", url: "https://heart.example.org/sign" }],
  },
  review: {
    lastReviewed: "March 3, 2026",
    lastReviewedIso: "2026-03-03",
    nextReview: "March 2027",
    nextReviewIso: "2027-03-03",
    reviewer: { slug: "fixture-physio", name: "Alex Fixture", role: "Fixture Physiotherapist" },
    writer: null,
  },
}

/** The signs under each tier's heading, most urgent first. */
const tiersShown = () =>
  within(screen.getByRole("region", { name: "When to get help" }))
    .getAllByRole("region")
    .map(tier => [
      within(tier).getByRole("heading", { level: 3 }).textContent,
      within(tier)
        .queryAllByRole("listitem")
        .map(li => li.textContent),
    ])

/** The health information's parts, checked as a patient meets them. */
function expectHealthInformation(bookingUrl: string) {
  expect(tiersShown()).toEqual([
    ["Call 911 or go to an emergency department", ["Fixture emergency sign"]],
    ["See a doctor or call Health811 today", ["Fixture same-day sign", "Another same-day sign"]],
    ["Book a physiotherapist", ["Fixture physio sign"]],
  ])
  // The 911 tier closes with its general line, after the signs and not among them.
  const emergency = within(screen.getByRole("region", { name: "Call 911 or go to an emergency department" }))
  expect(emergency.getByText("Call 911 for any other emergency, such as a fixture emergency.").tagName).toBe("P")
  expect(screen.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911")
  expect(screen.getByRole("link", { name: "Call Health811 (dial 811)" })).toHaveAttribute("href", "tel:811")
  const sources = within(screen.getByRole("region", { name: "Sources" }))
  expect(sources.getAllByRole("listitem").map(li => li.textContent)).toEqual([
    "Fixture source one (opens in a new tab), Fixture Health Service",
    "Fixture source two (opens in a new tab), Fixture Clinic Network",
    "Fixture sign source (opens in a new tab), Fixture Heart Fund",
  ])
  expect(sources.getByText("The warning signs under When to get help also follow:")).toBeInTheDocument()
  expect(sources.getByRole("link", { name: /Fixture source one/ })).toHaveAttribute(
    "href",
    "https://health.example.org/one",
  )
  const main = within(screen.getByRole("main"))
  expect(main.getByRole("link", { name: /Book an assessment/ })).toHaveAttribute("href", bookingUrl)
  expect(main.getByRole("link", { name: "Call (905) 555-0199" })).toHaveAttribute("href", "tel:+19055550199")
  const review = screen.getByText(/^Reviewed by/).parentElement!
  expect(review.textContent).toBe(
    "Written by Fixture Physio·Reviewed by Alex Fixture, Fixture Physiotherapist·Last reviewed March 3, 2026·Next review due March 2027",
  )
  expect(within(review).getByRole("link", { name: "Alex Fixture" })).toHaveAttribute("href", "/our-team#fixture-physio")
  expect(review.querySelector("time")).toHaveAttribute("datetime", "2026-03-03")
}

/** The JSON-LD a Head writes, as one graph. */
const graphOf = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!)["@graph"] as Array<
    Record<string, unknown>
  >

describe("condition-group template", () => {
  const data: Queries.ConditionGroupPageQuery = {
    conditionsYaml: {
      slug: "spinal-conditions",
      title: "Fixture Spinal Conditions",
      shortDescription: "Neck and back pain, in short.",
      description: ["The first paragraph.", "The second paragraph."],
      conditions: [
        entry("neck-pain", "Neck Pain"),
        entry("whiplash", "Whiplash"),
        entry("sij-dysfunction", "SIJ Dysfunction"),
      ],
      medicalWebPage: { "@type": "MedicalWebPage", name: "Fixture Spinal Conditions, as the build made it" },
      relatedPosts: [],
    },
  }

  test("no post names the category or its conditions: no Related articles", () => {
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

  test("each condition's title, and a link after its lists, lead to its own page", () => {
    render(<ConditionGroup {...pageProps(data)} />)
    const whiplash = within(screen.getByRole("region", { name: "Whiplash" }))
    expect(whiplash.getByRole("link", { name: "Whiplash" })).toHaveAttribute(
      "href",
      "/conditions/spinal-conditions/whiplash",
    )
    expect(whiplash.getByRole("link", { name: "Read more about Whiplash" })).toHaveAttribute(
      "href",
      "/conditions/spinal-conditions/whiplash",
    )
  })

  test("a category no condition names yet shows its introduction and no empty 'On this page'", () => {
    const empty = { conditionsYaml: { ...data.conditionsYaml!, conditions: [] } }
    render(<ConditionGroup {...pageProps(empty)} />)
    expect(screen.getByText("The first paragraph.")).toBeInTheDocument()
    expect(screen.queryByRole("navigation", { name: "On this page" })).toBeNull()
  })

  test("its Head carries the MedicalWebPage the build made for it, beside the clinic and the trail", () => {
    const { container } = render(<GroupHead {...headProps(data)} />)
    expect(graphOf(container).map(node => node["@type"])).toEqual([
      "WebSite",
      "Physiotherapy",
      "BreadcrumbList",
      "MedicalWebPage",
    ])
    expect(graphOf(container).at(-1)).toEqual(data.conditionsYaml!.medicalWebPage)
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
      article: {
        treatmentGroups: [
          { title: "Early protection" },
          { title: "Restoring movement" },
          { title: "Return to activity" },
        ],
        image: fixtureImage("post-operative-care"),
      },
      words: {
        description: [plain("Rehabilitation after surgery, at length.")],
        symptoms: [plain("Swelling"), plain("Stiffness"), plain("Weakness")],
        selfCare: [plain("Keep the wound clean and dry"), plain("Walk a little every day")],
        treatmentGroups: [
          [
            [
              { text: "Taping", term: "taping" },
              { text: " to protect the repair", term: null },
            ],
            plain("Manage swelling"),
          ],
          [plain("Gentle range of motion")],
          [plain("Graded return to work"), plain("Sport-specific drills")],
        ],
        terms: [tapingTerm],
      },
      medicalWebPage: { "@type": "MedicalWebPage", name: "Fixture Post-Operative Care, as the build made it" },
      ...healthInformation,
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

  test("as on a condition's page: under the heading the way to when to get help, then what you can do now", () => {
    render(<ConditionArticle {...pageProps(data)} />)
    expect(screen.getByRole("link", { name: "See when to get help" })).toHaveAttribute("href", "#when-to-get-help")
    // Right under the heading, before the introduction, for someone who should not read on.
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toHaveTextContent(
      "Severe or sudden symptoms? See when to get help",
    )
    const selfCare = within(screen.getByRole("region", { name: "What you can do now" }))
    expect(selfCare.getAllByRole("listitem").map(li => li.textContent)).toEqual([
      "Keep the wound clean and dry",
      "Walk a little every day",
    ])
    expect(
      screen
        .getAllByRole("heading", { level: 2 })
        .map(h => h.textContent)
        .slice(0, 3),
    ).toEqual(["Common symptoms", "What you can do now", "How physiotherapy can help"])
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
    ).toEqual(["Taping to protect the repair", "Manage swelling"])
  })

  test("its first use of a term of the glossary links to the term's explanation, which links to How We Treat", () => {
    render(<ConditionArticle {...pageProps(data)} />)
    expect(screen.getByRole("link", { name: "Taping" })).toHaveAttribute("href", "#term-taping")
    const words = within(screen.getByRole("region", { name: "Words used on this page" }))
    expect(words.getByText("taping")).toHaveAttribute("id", "term-taping")
    expect(words.getByText(/Special tape on the skin/)).toBeInTheDocument()
    expect(words.getByRole("link", { name: "Taping on How We Treat" })).toHaveAttribute("href", "/treatment#taping")
  })

  test("the article's image is shown and loads eagerly, since it is at the top", () => {
    const { container } = render(<ConditionArticle {...pageProps(data)} />)
    const image = container.querySelector("article img")
    expect(image).not.toBeNull()
    expect(image?.getAttribute("loading")).toBe("eager")
  })

  test("it closes as every page of health information does: when to get help, sources, booking, review", () => {
    render(<ConditionArticle {...pageProps(data)} />)
    expectHealthInformation("https://book.example.org/fixture")
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

describe("condition-page template", () => {
  const condition = {
    slug: "whiplash",
    title: "Fixture Whiplash",
    path: "/conditions/spinal-conditions/whiplash",
    shortDescription: "Neck pain after a jolt: what helps, and when to see a doctor.",
    words: {
      description: plain("Whiplash explained."),
      symptoms: [plain("Neck pain"), plain("Headache")],
      causes: [plain("A car accident"), plain("A fall")],
      selfCare: [plain("Keep moving gently"), plain("Use a warm pack")],
      treatments: [
        [
          { text: "Taping", term: "taping" },
          { text: " for support", term: null },
        ],
        plain("Advice on sleep"),
      ],
      recovery: plain("Most people feel better within weeks."),
      terms: [tapingTerm],
    },
    bookingUrl: null as string | null,
    image: fixtureImage("whiplash"),
    categoryPage: { slug: "spinal-conditions", title: "Fixture Spinal Conditions" },
    medicalWebPage: { "@type": "MedicalWebPage", name: "Fixture Whiplash, as the build made it" },
    ...healthInformation,
    relatedPosts: [newerPost],
  }
  const data = { conditionPageYaml: condition } as Queries.ConditionPagePageQuery

  test("its parts are in the order a patient needs them, each under its own heading", () => {
    render(<ConditionPage {...pageProps(data)} />)
    expect(screen.getAllByRole("heading", { level: 1 }).map(h1 => h1.textContent)).toEqual(["Fixture Whiplash"])
    const main = within(screen.getByRole("main"))
    expect(main.getAllByRole("heading", { level: 2 }).map(h2 => h2.textContent)).toEqual([
      "What it is",
      "Common symptoms",
      "Causes, and who gets it",
      "What you can do now",
      "How physiotherapy helps",
      "How long recovery usually takes",
      "When to get help",
      "Words used on this page",
      "Sources",
      "Related articles",
    ])
    const list = (name: string) =>
      within(screen.getByRole("region", { name }))
        .getAllByRole("listitem")
        .map(li => li.textContent)
    expect(list("Common symptoms")).toEqual(["Neck pain", "Headache"])
    expect(list("Causes, and who gets it")).toEqual(["A car accident", "A fall"])
    expect(list("What you can do now")).toEqual(["Keep moving gently", "Use a warm pack"])
    expect(list("How physiotherapy helps")).toEqual(["Taping for support", "Advice on sleep"])
    expect(screen.getByText("Whiplash explained.")).toBeInTheDocument()
    expect(screen.getByText("Most people feel better within weeks.")).toBeInTheDocument()
    expect(screen.getByText("Fixture note: general information, not a diagnosis.")).toBeInTheDocument()
  })

  test("its first use of a term of the glossary links to the term's explanation further down the page", () => {
    render(<ConditionPage {...pageProps(data)} />)
    const help = within(screen.getByRole("region", { name: "How physiotherapy helps" }))
    expect(help.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Taping", "#term-taping"],
    ])
    const words = within(screen.getByRole("region", { name: "Words used on this page" }))
    expect(words.getByText("taping").tagName).toBe("DT")
    expect(words.getByText("taping")).toHaveAttribute("id", "term-taping")
    expect(words.getByRole("link", { name: "Taping on How We Treat" })).toHaveAttribute("href", "/treatment#taping")
  })

  test("under its heading, a link to when to get help, for someone who should not read on", () => {
    render(<ConditionPage {...pageProps(data)} />)
    const link = screen.getByRole("link", { name: "See when to get help" })
    expect(link).toHaveAttribute("href", "#when-to-get-help")
    expect(document.getElementById("when-to-get-help")).toHaveAccessibleName("When to get help")
  })

  test("it closes with when to get help, its sources, the posts about it, booking and the review line", () => {
    render(<ConditionPage {...pageProps(data)} />)
    expectHealthInformation("https://book.example.org/fixture")
    const related = within(screen.getByRole("region", { name: "Related articles" }))
    expect(related.getByRole("link", { name: "Fixture: a newer post" })).toHaveAttribute(
      "href",
      "/blogs/fixture-newer-post",
    )
  })

  test("a 911 tier with no signs of its own shows its general line alone; a tier with nothing to say is left out", () => {
    const help = {
      emergency: [],
      otherEmergencies: "Call 911 for any other emergency.",
      today: [],
      physiotherapy: ["x"],
    }
    render(
      <ConditionPage
        {...pageProps({ conditionPageYaml: { ...condition, whenToGetHelp: help } } as Queries.ConditionPagePageQuery)}
      />,
    )
    expect(tiersShown().map(([heading]) => heading)).toEqual([
      "Call 911 or go to an emergency department",
      "Book a physiotherapist",
    ])
    const emergency = within(screen.getByRole("region", { name: "Call 911 or go to an emergency department" }))
    expect(emergency.queryByRole("list")).toBeNull()
    expect(emergency.queryByText("Get help right away if you have:")).toBeNull()
    expect(emergency.getByText("Call 911 for any other emergency.")).toBeInTheDocument()
  })

  test("its own booking link, when it has one, is the one offered", () => {
    const own = { conditionPageYaml: { ...condition, bookingUrl: "https://book.example.org/whiplash" } }
    render(<ConditionPage {...pageProps(own as Queries.ConditionPagePageQuery)} />)
    expect(screen.getByRole("link", { name: /Book an assessment/ })).toHaveAttribute(
      "href",
      "https://book.example.org/whiplash",
    )
  })

  test("a writer from the team is named and linked in the review line", () => {
    const written = {
      conditionPageYaml: {
        ...condition,
        review: { ...condition.review, writer: { slug: "sam-writer", name: "Sam Writer", role: "Fixture Writer" } },
      },
    }
    render(<ConditionPage {...pageProps(written as Queries.ConditionPagePageQuery)} />)
    expect(screen.getByRole("link", { name: "Sam Writer" })).toHaveAttribute("href", "/our-team#sam-writer")
  })

  test("the trail runs through What We Treat and its category to the condition", () => {
    render(<ConditionPage {...pageProps(data)} />)
    expect(trail()).toEqual(["Fixture Physio", "What We Treat", "Fixture Spinal Conditions", "Fixture Whiplash"])
    const category = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link", {
      name: "Fixture Spinal Conditions",
    })
    expect(category).toHaveAttribute("href", "/conditions/spinal-conditions")
  })

  test("its Head: its own title, description and address, and the same trail for search engines", () => {
    const { container } = render(<PageHead {...headProps(data)} />)
    expect(headOf(container)).toEqual({
      title: ["Fixture Whiplash: symptoms, treatment and when to get help | Fixture Physio"],
      description: ["Neck pain after a jolt: what helps, and when to see a doctor."],
      canonical: "https://fixture.example.org/conditions/spinal-conditions/whiplash",
    })
    const crumbs = graphOf(container).find(node => node["@type"] === "BreadcrumbList")!
    expect((crumbs.itemListElement as Array<{ name: string; item: string }>).map(crumb => crumb.name)).toEqual([
      "Fixture Physio",
      "What We Treat",
      "Fixture Spinal Conditions",
      "Fixture Whiplash",
    ])
  })

  test("its Head carries the MedicalWebPage the build made for it", () => {
    const { container } = render(<PageHead {...headProps(data)} />)
    expect(graphOf(container).at(-1)).toEqual(condition.medicalWebPage)
  })
})
