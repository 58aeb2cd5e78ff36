import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import AboutPage from "../src/pages/about"
import ServicesPage from "../src/pages/services/index"
import PhysiotherapyPage from "../src/pages/services/physiotherapy"
import SupportiveDevicesPage from "../src/pages/services/supportive-devices"
import TreatmentPage from "../src/pages/treatment"
import OurTeamPage from "../src/pages/our-team"
import BookPage from "../src/pages/book"
import ContactPage from "../src/pages/contact"
import FaqPage from "../src/pages/faq"
import FeesPage, { Head as FeesHead } from "../src/pages/fees"
import { Head as ContactHead } from "../src/pages/contact"
import AccessibilityPage from "../src/pages/accessibility"
import PrivacyPage from "../src/pages/privacy"
import {
  access,
  calendar,
  clinic,
  devices,
  faq,
  fees,
  pageMeta,
  physiotherapy,
  section,
  serviceCards,
  team,
  treatments,
} from "./fixtures/content"
import { fixtureImage } from "./fixtures/image"
import { siteFacts } from "./fixtures/site-facts"
import { headProps, pageProps } from "./support/page-props"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))

const main = () => within(screen.getByRole("main"))

describe("/about", () => {
  const data: Queries.AboutPageQuery = {
    page: {
      ...pageMeta("/about", "About", { intro: "A fixture clinic based in Fixture City." }),
      body: ["About paragraph one.", "About paragraph two."],
      image: fixtureImage("clinic"),
    },
  }

  test("states where the clinic is based, then its body paragraphs and a decorative image", () => {
    const { container } = render(<AboutPage {...pageProps(data)} />)
    expect(main().getByText("A fixture clinic based in Fixture City.")).toBeInTheDocument()
    expect(main().getByText("About paragraph one.")).toBeInTheDocument()
    expect(main().getByText("About paragraph two.")).toBeInTheDocument()
    const image = container.querySelector("main img")
    expect(image).not.toBeNull()
    expect(image).toHaveAttribute("alt", "")
  })

  test("shows both experience claims from site.yaml, once each", () => {
    render(<AboutPage {...pageProps(data)} />)
    const { experience, clinicalExpertise } = siteFacts.siteYaml!.claims
    const claims = main()
      .getAllByRole("listitem")
      .map(item => item.textContent)
    expect(claims).toEqual([experience, clinicalExpertise])
  })

  test("without an image, the text still shows", () => {
    const { container } = render(<AboutPage {...pageProps({ page: { ...data.page!, image: null } })} />)
    expect(main().getByText("About paragraph one.")).toBeInTheDocument()
    expect(container.querySelector("main img")).toBeNull()
  })
})

describe("/services", () => {
  test("shows two cards, each with its image, title, description and link", () => {
    const { container } = render(
      <ServicesPage
        {...pageProps({ page: pageMeta("/services", "Services"), servicesYaml: { cards: serviceCards } })}
      />,
    )
    const cards = main().getAllByRole("article")
    expect(cards).toHaveLength(2)
    expect(
      main()
        .getAllByRole("heading", { level: 2 })
        .map(h2 => h2.textContent),
    ).toEqual(["Fixture Physio", "Fixture Devices"])
    expect(
      main()
        .getAllByRole("link")
        .map(link => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Fixture Physio", "/services/physiotherapy"],
      ["Fixture Devices", "/services/supportive-devices"],
    ])
    expect(main().getByText("Physio, in short.")).toBeInTheDocument()
    expect(container.querySelectorAll("main article img")).toHaveLength(2)
  })
})

describe("/services/physiotherapy", () => {
  const data: Queries.PhysiotherapyPageQuery = {
    page: pageMeta("/services/physiotherapy", "Physiotherapy"),
    servicesYaml: { cards: serviceCards, physiotherapy },
  }

  test("shows the descriptive text and this service's illustration", () => {
    const { container } = render(<PhysiotherapyPage {...pageProps(data)} />)
    expect(main().getByText("Physio paragraph one.")).toBeInTheDocument()
    expect(main().getByText("Physio paragraph two.")).toBeInTheDocument()
    const image = container.querySelector("main img")
    expect(image?.getAttribute("src")).toBe("/static/physiotherapy.jpg")
    expect(image).toHaveAttribute("alt", "")
  })

  test("lists the common conditions under their heading, linking each to its entry where it has one", () => {
    render(<PhysiotherapyPage {...pageProps(data)} />)
    const section = within(screen.getByRole("region", { name: "Fixture conditions we see" }))
    expect(section.getAllByRole("listitem").map(item => item.textContent)).toEqual([
      "Fixture neck pain",
      "Fixture vertigo",
      "Fixture sports injuries",
    ])
    expect(section.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Fixture neck pain", "/conditions/spinal-conditions#neck-pain"],
      ["Fixture vertigo", "/conditions/vestibular-conditions"],
    ])
  })
})

describe("/services/supportive-devices", () => {
  test("shows three devices, each a section with its heading, text, benefits and a decorative image", () => {
    const { container } = render(
      <SupportiveDevicesPage
        {...pageProps({ page: pageMeta("/services/supportive-devices", "Devices"), servicesYaml: { devices } })}
      />,
    )
    const sections = main().getAllByRole("region")
    expect(sections.map(section => section.id)).toEqual(["braces", "custom-orthotics", "compression-stockings"])
    const orthotics = within(screen.getByRole("region", { name: "Fixture Orthotics" }))
    expect(orthotics.getByRole("heading", { level: 2 })).toHaveTextContent("Fixture Orthotics")
    expect(orthotics.getByText("Fixture Orthotics explained.")).toBeInTheDocument()
    expect(orthotics.getAllByRole("listitem").map(item => item.textContent)).toEqual([
      "Fixture Orthotics benefit one",
      "Fixture Orthotics benefit two",
      "Fixture Orthotics benefit three",
    ])
    const images = container.querySelectorAll("main section img")
    expect(images).toHaveLength(3)
    images.forEach(image => expect(image).toHaveAttribute("alt", ""))
    // The first illustration fills a phone's first screen, so it loads first; the others wait until scrolled to.
    expect([...images].map(image => image.getAttribute("fetchpriority") ?? image.getAttribute("loading"))).toEqual([
      "high",
      "lazy",
      "lazy",
    ])
  })
})

describe("/treatment", () => {
  const data: Queries.TreatmentPageQuery = { page: pageMeta("/treatment", "Treatment"), treatmentsYaml: { treatments } }

  test("shows sixteen treatments, each an anchored heading with its benefits text", () => {
    render(<TreatmentPage {...pageProps(data)} />)
    const headings = main()
      .getAllByRole("heading", { level: 2 })
      .filter(h2 => h2.id !== "on-this-page")
    expect(headings).toHaveLength(16)
    expect(main().getByText("How fixture treatment 7 helps.")).toBeInTheDocument()
    for (const treatment of treatments) expect(document.getElementById(treatment.slug)).not.toBeNull()
  })

  test("a treatment with a short form is named in full with the short form after it", () => {
    render(<TreatmentPage {...pageProps(data)} />)
    expect(main().getByRole("heading", { level: 2, name: "Fixture Treatment 1 (FX1)" })).toBeInTheDocument()
    expect(main().getByRole("heading", { level: 2, name: "Fixture Treatment 2" })).toBeInTheDocument()
  })

  test("the 'On this page' list jumps to each treatment; short forms there carry their expansion", () => {
    render(<TreatmentPage {...pageProps(data)} />)
    const links = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link")
    expect(links).toHaveLength(16)
    expect(links.map(link => link.getAttribute("href"))).toEqual(treatments.map(t => `#${t.slug}`))
    const abbr = links[0].querySelector("abbr")
    expect(abbr).toHaveTextContent("FX1")
    expect(abbr).toHaveAttribute("title", "Fixture Treatment 1")
    expect(links[1]).toHaveTextContent("Fixture Treatment 2")
  })
})

describe("/our-team", () => {
  test("shows three profiles, each with photo, name, role and biography", () => {
    const { container } = render(
      <OurTeamPage {...pageProps({ page: pageMeta("/our-team", "Team"), teamYaml: team })} />,
    )
    const profiles = main().getAllByRole("article")
    expect(profiles).toHaveLength(3)
    expect(profiles.map(profile => within(profile).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Pat Fixture",
      "Dr. Sam Fixture",
      "Alex Fixture",
    ])
    const owner = within(screen.getByRole("article", { name: "Dr. Sam Fixture" }))
    expect(owner.getByText("Fixture Owner, Dentist")).toBeInTheDocument()
    expect(owner.getByText("Sam owns the fixture clinic.")).toBeInTheDocument()
    const physio = within(screen.getByRole("article", { name: "Pat Fixture" }))
    expect(physio.getByText("Pat treats fixtures.")).toBeInTheDocument()
    expect(physio.getByText("Pat also hikes.")).toBeInTheDocument()
    expect(container.querySelectorAll("main article img")).toHaveLength(3)
  })

  test("a physiotherapist's College registration and own booking link show only where team.yaml gives them", () => {
    render(<OurTeamPage {...pageProps({ page: pageMeta("/our-team", "Team"), teamYaml: team })} />)
    const physio = within(screen.getByRole("article", { name: "Pat Fixture" }))
    expect(
      physio.getByText(/^Registered with the College of Physiotherapists of Ontario, registration number 98765/),
    ).toBeInTheDocument()
    const register = physio.getByRole("link", {
      name: "Check it on the College's public register (opens in a new tab)",
    })
    expect(register).toHaveAttribute("href", team.members[0].registerUrl)
    expect(register).toHaveAttribute("target", "_blank")
    const book = physio.getByRole("link", { name: "Book with Pat Fixture (opens in a new tab)" })
    expect(book).toHaveAttribute("href", "https://book.example.org/fixture/pat")
    expect(book).toHaveAttribute("target", "_blank")
    for (const name of ["Dr. Sam Fixture", "Alex Fixture"]) {
      const profile = within(screen.getByRole("article", { name }))
      expect(profile.queryByText(/College of Physiotherapists/)).toBeNull()
      expect(profile.queryByRole("link")).toBeNull()
    }
  })
})

test("/our-team says which languages each person speaks, and all of them under the introduction", () => {
  render(<OurTeamPage {...pageProps({ page: pageMeta("/our-team", "Team"), teamYaml: team })} />)
  expect(main().getByText("Between us, we speak English, Punjabi and Tamil.")).toBeInTheDocument()
  expect(
    within(screen.getByRole("article", { name: "Pat Fixture" })).getByText("Speaks English, Punjabi and Tamil"),
  ).toBeInTheDocument()
  expect(
    within(screen.getByRole("article", { name: "Dr. Sam Fixture" })).getByText("Speaks English"),
  ).toBeInTheDocument()
})

describe("/book", () => {
  const data: Queries.BookPageQuery = {
    page: {
      ...pageMeta("/book", "Book", { intro: "Book in the fixture portal." }),
      body: ["What happens next, in fixture."],
    },
    faq,
    fees,
  }

  test("the Book online button opens the booking portal in a new tab", () => {
    render(<BookPage {...pageProps(data)} />)
    const button = main().getByRole("link", { name: /^Book online/ })
    expect(button).toHaveAttribute("href", "https://book.example.org/fixture")
    expect(button).toHaveAttribute("target", "_blank")
    expect(button).toHaveAttribute("rel", "noopener noreferrer")
    expect(button).toHaveTextContent("(opens in a new tab)")
  })

  test("offers the phone number as a tel: link, and says what happens next", () => {
    render(<BookPage {...pageProps(data)} />)
    const call = main().getByRole("link", { name: "Call (905) 555-0199" })
    expect(call).toHaveAttribute("href", "tel:+19055550199")
    expect(main().getByText("Book in the fixture portal.")).toBeInTheDocument()
    expect(main().getByText("What happens next, in fixture.")).toBeInTheDocument()
  })
})

/** The featured questions, as links to their answers, and the link to all of them. */
function expectCommonQuestions() {
  const section = within(screen.getByRole("region", { name: "Common questions" }))
  expect(section.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Fixture: do I need a referral?", "/faq#fixture-referral"],
    ["Fixture: do you bill directly?", "/faq#fixture-billing"],
    ["All frequently asked questions", "/faq"],
  ])
}

describe("/book beside its button", () => {
  const data: Queries.BookPageQuery = { page: { ...pageMeta("/book", "Book"), body: null }, faq, fees }

  test("says what happens at the first visit and that the clinic bills insurers directly, right after the buttons", () => {
    render(<BookPage {...pageProps(data)} />)
    const firstVisit = main().getByRole("heading", { level: 2, name: "Fixture first visit" })
    const billing = main().getByRole("heading", { level: 2, name: "Fixture billing" })
    const book = main().getByRole("link", { name: /^Book online/ })
    // in reading order: the buttons, then the two notes, before anything else
    expect(book.compareDocumentPosition(firstVisit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(firstVisit.compareDocumentPosition(billing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(main().getByText("Fixture visit length")).toBeInTheDocument()
    expect(main().getByText("Fixture insurers are billed directly.")).toBeInTheDocument()
    expect(main().getByRole("link", { name: "Fixture insurers we bill" })).toHaveAttribute(
      "href",
      "/faq#fixture-billing",
    )
    expect(main().getByRole("link", { name: "Fixture first-visit answer" })).toHaveAttribute(
      "href",
      "/faq#fixture-first-visit",
    )
  })

  test("lists the featured questions, each linking to its answer on /faq", () => {
    render(<BookPage {...pageProps(data)} />)
    expectCommonQuestions()
  })
})

describe("/contact", () => {
  const data: Queries.ContactPageQuery = { page: pageMeta("/contact", "Contact"), faq, team, access, clinic, calendar }

  test("lists the featured questions too", () => {
    render(<ContactPage {...pageProps(data)} />)
    expectCommonQuestions()
  })

  test("lists the languages the team speaks, each in its own name too, and who speaks it", () => {
    render(<ContactPage {...pageProps(data)} />)
    const languages = within(screen.getByRole("region", { name: "Languages we speak" }))
    expect(languages.getAllByRole("listitem").map(item => item.textContent)).toEqual([
      "EnglishEveryone",
      "Punjabi ਪੰਜਾਬੀPat Fixture",
      "Tamil தமிழ்Pat Fixture and Alex Fixture",
    ])
    // A screen reader reads each language's own name in that language.
    expect(languages.getByText("ਪੰਜਾਬੀ")).toHaveAttribute("lang", "pa")
    expect(languages.getByText("தமிழ்")).toHaveAttribute("lang", "ta")
  })

  test("says how to get here and get in, each answer under its own heading, at its own address", () => {
    const { container } = render(<ContactPage {...pageProps(data)} />)
    const section = screen.getByRole("region", { name: "Getting here and getting in" })
    expect(section).toHaveAttribute("id", "getting-here")
    expect(container.querySelector("#getting-here")).toBe(section)
    const within_ = within(section)
    expect(within_.getAllByRole("heading", { level: 3 }).map(h => h.textContent)).toEqual([
      "Entrance",
      "Floor and elevator",
      "Parking",
      "Drop-off",
      "By bus or train",
      "Washroom",
      "Service animals",
      "Need a hand getting in?",
    ])
    // The yes-or-no facts are said plainly, whichever way they go.
    expect(within_.getByText("Step-free entrance")).toBeInTheDocument()
    expect(within_.getByText("The washroom is not accessible")).toBeInTheDocument()
    for (const text of [
      "Fixture: how to reach us.",
      "Fixture entrance at the back.",
      "Fixture ground floor.",
      "Fixture parking at the rear",
      "Fixture accessible spaces.",
      "Fixture drop-off at the door.",
      "Fixture washroom upstairs.",
      "Fixture animals welcome.",
      "Fixture: call us from the car.",
    ])
      expect(within_.getByText(text)).toBeInTheDocument()
    expect(within_.getAllByRole("listitem").map(item => item.textContent)).toEqual([
      "Fixture Bus 1 Fixture St. stop, 2 minutes' walk",
      "Fixture Train Fixture station, then Bus 1",
    ])
    expect(within_.getByRole("link", { name: "Call (905) 555-0199" })).toHaveAttribute("href", "tel:+19055550199")
    expect(within_.getByRole("link", { name: "Get directions (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://maps.example.org/?q=1+Test+Lane",
    )
  })

  test("its Head gives the clinic's languages, access and special hours to search engines, as the build made them", () => {
    const { container } = render(<ContactHead {...headProps(data)} />)
    const graph = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}")
    const node = graph["@graph"].find((each: { "@type": string }) => each["@type"] === "Physiotherapy")
    expect(node.priceRange).toBe("$81–$481")
    expect(node.contactPoint).toEqual(clinic.contactPoint)
    expect(node.amenityFeature).toEqual(access.amenityFeature)
    expect(node.specialOpeningHoursSpecification).toEqual(calendar.specialOpeningHours)
  })
})

describe("/fees", () => {
  const data: Queries.FeesPageQuery = { page: pageMeta("/fees", "Fees"), fees }

  test("asks how the patient will pay first, each choice a plain link to its section", () => {
    render(<FeesPage {...pageProps(data)} />)
    const choices = within(screen.getByRole("navigation", { name: "How will you pay?" }))
    expect(choices.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["I have a fixture plan", "#fixture-plan"],
      ["I want fixture OHIP", "#fixture-ohip"],
    ])
    for (const way of fees.ways) {
      const section = screen.getByRole("region", { name: way.title })
      expect(section).toHaveAttribute("id", way.slug)
    }
    // The choices come before the table, at the top of the page.
    const table = screen.getByRole("table")
    expect(
      choices.getAllByRole("link")[0].compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  test("the fee table has a caption, column headers and a header for each visit's row", () => {
    render(<FeesPage {...pageProps(data)} />)
    const table = screen.getByRole("table", { name: "Our fees per visit, in Canadian dollars" })
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map(th => th.textContent),
    ).toEqual(["Visit", "Length", "Fee", "Insurance"])
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map(th => th.textContent),
    ).toEqual(["Fixture first visitThe fixture assessment", "Fixture device"])
    const rows = within(table).getAllByRole("row").slice(1)
    expect(
      rows.map(row =>
        within(row)
          .getAllByRole("cell")
          .map(cell => cell.textContent),
      ),
    ).toEqual([
      ["55\u00a0min", "$121", "Usually covered"],
      ["20\u00a0min", "$92.50", "Sometimes coveredWith a fixture prescription"],
    ])
    expect(rows.map(row => row.id)).toEqual(["fee-fixture-first", "fee-fixture-device"])
    expect(main().getByText("Fixture taxes apply as applicable.")).toBeInTheDocument()
    expect(main().getByText("Fixture note on braces.")).toBeInTheDocument()
  })

  test("each way of paying says what you pay, what the clinic does and what to bring", () => {
    render(<FeesPage {...pageProps(data)} />)
    const plan = within(screen.getByRole("region", { name: "A fixture plan" }))
    const terms = plan.getAllByRole("term").map(term => term.textContent)
    expect(terms).toEqual(["What you pay", "What we do for you", "What to bring", "Insurers we bill directly"])
    expect(plan.getByText("Fixture: the part your plan leaves.")).toBeInTheDocument()
    expect(plan.getByText("Fixture: we bill them.")).toBeInTheDocument()
    expect(plan.getByText("Fixture Life")).toBeInTheDocument()
    expect(plan.getByText("Fixture referral.").tagName).toBe("STRONG")
    const ohip = within(screen.getByRole("region", { name: "Fixture OHIP" }))
    expect(ohip.getAllByRole("term").map(term => term.textContent)).toEqual([
      "What you pay",
      "What we do for you",
      "What to bring",
    ])
    expect(ohip.getByRole("link", { name: "Fixture funded clinics (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.example.org/fixture-clinics",
    )
  })

  test("states payment, receipts and the cancellation rule once, the rule at its own address", () => {
    const { container } = render(<FeesPage {...pageProps(data)} />)
    const payment = within(screen.getByRole("region", { name: "Payment and cancellation" }))
    expect(payment.getByText("Fixture debit and Fixture card")).toBeInTheDocument()
    expect(payment.getByText("Fixture receipts by email.")).toBeInTheDocument()
    expect(container.querySelector("#cancellation")).toHaveTextContent("Fixture: 24 hours' notice.")
  })

  test("its Head offers each visit at its fee, per visit of its length, and the clinic's price range", () => {
    const { container } = render(<FeesHead {...headProps(data)} />)
    const graph = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}")
    const clinic = graph["@graph"].find((node: { "@type": string }) => node["@type"] === "Physiotherapy")
    expect(clinic.priceRange).toBe("$81–$481")
    expect(clinic.hasOfferCatalog.itemListElement).toEqual([
      expect.objectContaining({
        "@type": "Offer",
        url: "https://fixture.example.org/fees#fee-fixture-first",
        price: 121,
        priceCurrency: "CAD",
        priceSpecification: expect.objectContaining({
          price: 121,
          referenceQuantity: expect.objectContaining({ value: 55, unitCode: "MIN" }),
        }),
        itemOffered: expect.objectContaining({ "@type": "Service", name: "Fixture first visit" }),
      }),
      expect.objectContaining({ price: 92.5, url: "https://fixture.example.org/fees#fee-fixture-device" }),
    ])
  })
})

describe("/faq", () => {
  const data: Queries.FaqPageQuery = { page: pageMeta("/faq", "FAQ"), faq }

  test("shows each group under its heading, each question a closed disclosure with its own anchor", () => {
    const { container } = render(<FaqPage {...pageProps(data)} />)
    expect(
      main()
        .getAllByRole("heading", { level: 2 })
        .map(h => h.textContent),
    ).toEqual(["Fixture before you come", "Fixture paying", "Still have a question?"])
    const questions = Array.from(container.querySelectorAll("main details"))
    expect(questions.map(details => [details.id, details.querySelector("summary")?.textContent])).toEqual([
      ["fixture-referral", "Fixture: do I need a referral?"],
      ["fixture-first-visit", "Fixture: what happens first?"],
      ["fixture-billing", "Fixture: do you bill directly?"],
    ])
    expect(questions.every(details => !(details as HTMLDetailsElement).open)).toBe(true)
  })

  test("an answer keeps its paragraphs, bullets and link", () => {
    const { container } = render(<FaqPage {...pageProps(data)} />)
    const answer = within(container.querySelector<HTMLElement>("details#fixture-first-visit")!)
    expect(answer.getByText("The fixture visit:").tagName).toBe("P")
    expect(answer.getAllByRole("listitem", { hidden: true }).map(item => item.textContent)).toEqual([
      "Fixture talk",
      "Fixture assessment",
    ])
    expect(answer.getByRole("link", { name: "Fixture book link", hidden: true })).toHaveAttribute("href", "/book")
  })

  test("an address naming a question opens that answer, and only that one, and brings it into view", () => {
    const scrolled = jest.mocked(Element.prototype.scrollIntoView)
    scrolled.mockClear()
    const { container } = render(<FaqPage {...pageProps(data, "#fixture-billing")} />)
    const open = Array.from(container.querySelectorAll<HTMLDetailsElement>("main details")).filter(d => d.open)
    expect(open.map(details => details.id)).toEqual(["fixture-billing"])
    expect(scrolled.mock.contexts).toEqual([open[0]])
  })
})

describe("/accessibility", () => {
  const data: Queries.AccessibilityPageQuery = {
    page: {
      ...pageMeta("/accessibility", "Accessibility"),
      sections: [
        section("Fixture standard", ["Fixture WCAG paragraph."]),
        section("Fixture feedback", ["Fixture feedback paragraph."], { contactDetails: true }),
        section("Fixture visiting", ["Fixture access paragraph."], {
          pageLink: { label: "Fixture getting here", path: "/contact#getting-here" },
        }),
      ],
    },
  }

  test("shows each section under its heading, and how to reach the clinic where the page asks for it", () => {
    render(<AccessibilityPage {...pageProps(data)} />)
    const standard = within(screen.getByRole("region", { name: "Fixture standard" }))
    expect(standard.getByText("Fixture WCAG paragraph.")).toBeInTheDocument()
    expect(standard.queryByRole("link")).toBeNull()
    const feedback = within(screen.getByRole("region", { name: "Fixture feedback" }))
    expect(feedback.getByText("Fixture feedback paragraph.")).toBeInTheDocument()
    expect(feedback.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["(905) 555-0199", "tel:+19055550199"],
      ["front-desk@example.org", "mailto:front-desk@example.org"],
      ["Send a message", "/contact"],
    ])
    const visiting = within(screen.getByRole("region", { name: "Fixture visiting" }))
    expect(visiting.getByRole("link", { name: "Fixture getting here" })).toHaveAttribute(
      "href",
      "/contact#getting-here",
    )
  })
})

describe("/privacy", () => {
  const data: Queries.PrivacyPageQuery = {
    page: {
      ...pageMeta("/privacy", "Privacy"),
      sections: [
        section("Fixture collection", ["Fixture: what we collect."]),
        section("Fixture website", ["Fixture: no cookies."], { formProvider: true }),
        section("Fixture questions", ["Fixture: ask our privacy contact."], { privacyContact: true }),
        section("Fixture complaints", ["Fixture: the Commissioner."], {
          link: { label: "Fixture Commissioner", url: "https://commissioner.example.org" },
        }),
      ],
    },
  }

  test("shows each section under its heading, with only the additions that section asks for", () => {
    render(<PrivacyPage {...pageProps(data)} />)
    const collection = within(screen.getByRole("region", { name: "Fixture collection" }))
    expect(collection.getByText("Fixture: what we collect.")).toBeInTheDocument()
    expect(collection.queryByRole("link")).toBeNull()
    expect(collection.queryByText(/form provider/)).toBeNull()
  })

  test("names the form provider from site.yaml with its privacy policy", () => {
    render(<PrivacyPage {...pageProps(data)} />)
    const website = within(screen.getByRole("region", { name: "Fixture website" }))
    expect(
      website.getByText(/Messages sent with our contact form are delivered to us by Fixture Mail, our form provider/),
    ).toBeInTheDocument()
    const policy = website.getByRole("link", { name: "Fixture Mail's privacy policy (opens in a new tab)" })
    expect(policy).toHaveAttribute("href", "https://forms.example.org/privacy")
  })

  test("gives the privacy contact's name, email and phone from site.yaml, not the clinic's", () => {
    render(<PrivacyPage {...pageProps(data)} />)
    const questions = within(screen.getByRole("region", { name: "Fixture questions" }))
    expect(questions.getByText("Privacy contact").nextSibling).toHaveTextContent("Pat Fixture, Privacy Officer")
    expect(questions.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      ["privacy-desk@example.org", "mailto:privacy-desk@example.org"],
      ["(905) 555-0177", "tel:+19055550177"],
    ])
  })

  test("a section's link opens the other site in a new tab", () => {
    render(<PrivacyPage {...pageProps(data)} />)
    const complaints = within(screen.getByRole("region", { name: "Fixture complaints" }))
    const link = complaints.getByRole("link", { name: "Fixture Commissioner (opens in a new tab)" })
    expect(link).toHaveAttribute("href", "https://commissioner.example.org")
    expect(link).toHaveAttribute("target", "_blank")
  })
})
