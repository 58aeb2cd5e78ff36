import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import LanguagePage, { Head } from "../src/templates/language-page"
import LanguagePageBody, { type LanguagePageBodyProps } from "../src/components/language-page-body"
import { LANGUAGE_PAGE_SENTENCES, SENTENCE_KEYS, type LanguagePageSentence } from "../src/lib/language-page"
import { writeFacts } from "../src/lib/language-format"
import { languageOfCode } from "../src/lib/languages"
import * as wording from "../src/lib/wording"
import { frameWith } from "../src/wrap-page-element"
import { specWeek } from "./fixtures/hours"
import { siteFacts } from "./fixtures/site-facts"
import { headProps, pageProps } from "./support/page-props"

const site = siteFacts.siteYaml!
const withLanguagePages: Queries.SiteFactsQuery = {
  ...siteFacts,
  allLanguagePagesYaml: {
    nodes: [
      { language: "pa", path: "/pa", ownName: "ਪੰਜਾਬੀ", dir: "ltr" },
      { language: "ur", path: "/ur", ownName: "اردو", dir: "rtl" },
    ],
  },
}

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(withLanguagePages))

/** Each sentence marked with its language and key, so a test can tell each one, its facts in braces kept. */
const sentencesIn = (language: string) =>
  Object.fromEntries(
    SENTENCE_KEYS.map(key => [
      key,
      [`${language}:${key}`, ...LANGUAGE_PAGE_SENTENCES[key].map(f => `{${f}}`)].join(" "),
    ]),
  ) as Record<LanguagePageSentence, string>

type Page = NonNullable<Queries.LanguagePageQuery["page"]>

/** What a page's query takes from its language's record (src/lib/languages.ts). */
const recordFacts = (code: string) => {
  const { dir, ogLocale, scriptFont } = languageOfCode(code)!
  return { dir, ogLocale, scriptFont: scriptFont ?? null }
}

/** A fixture page in Urdu, written right to left, as the template's query returns it. */
const data = (page: Partial<Page> = {}, more: Partial<Queries.LanguagePageQuery> = {}): Queries.LanguagePageQuery => ({
  clinic: null,
  page: {
    language: "ur",
    path: "/ur",
    languageName: "Urdu",
    // As the page's query gives them, from its language's record.
    ...recordFacts(page.language ?? "ur"),
    translatedBy: "ٹیم",
    confirmedOn: null,
    checker: null,
    written: writeFacts("ur", { week: specWeek, special: [], firstVisit: { price: 131, minutes: 61 } }),
    speakers: [{ slug: "sam-fixture", name: "Sam Fixture", role: "Fixture Physiotherapist" }],
    sentences: Object.fromEntries(
      Object.entries(sentencesIn("ur")).map(([key, text]) => [key, { text }]),
    ) as unknown as Page["sentences"],
    ...page,
  },
  english: { health811Source: null },
  access: {
    entrance: { stepFree: true },
    parking: { free: true },
    transit: [{ name: "Fixture Bus 7", stop: "Test Lane at Example Rd." }],
  },
  fees: { ways: [{ languagePageSentence: "selfPay" }, { languagePageSentence: "healthPlan" }] },
  ...more,
})

/** The body's props for a page in `language`: the fixture clinic's facts, nobody's check yet, closed all night. */
const props = (language: string, more: Partial<LanguagePageBodyProps> = {}): LanguagePageBodyProps => ({
  language,
  dir: language === "ur" ? "rtl" : "ltr",
  sentences: sentencesIn(language),
  clinic: site,
  speakers: [
    { slug: "sam-fixture", name: "Sam Fixture", role: "Fixture Physiotherapist" },
    { slug: "ana-fixture", name: "Ana Fixture", role: "Fixture Administrator" },
  ],
  access: { stepFree: true, freeParking: true, transit: [{ name: "Fixture Bus 7", stop: "Test Lane at Example Rd." }] },
  written: writeFacts(language, {
    week: specWeek,
    special: [{ to: "2026-01-31" }],
    firstVisit: { price: 131, minutes: 61 },
    checkedOn: "2026-11-20",
  }),
  ways: ["healthPlan", "carAccident", "wsib", "ohip", "selfPay"],
  translatedBy: "Fixture Translator",
  checked: null,
  openStatus: null,
  ...more,
})

const main = () => within(screen.getByRole("main"))
const section = (name: RegExp | string) => within(screen.getByRole("region", { name }))

describe("language-page template", () => {
  test("is in its language and direction, in the site's English frame", () => {
    // As Gatsby renders it: the page context names its language (src/node/create-pages.ts).
    const element = <LanguagePage {...pageProps(data())} />
    render(frameWith()({ element, props: { location: { pathname: "/ur" }, pageContext: { language: "ur" } } }))
    const heading = main().getByRole("heading", { level: 1 })
    expect(heading).toHaveTextContent("ur:heading")
    expect(heading.closest("[lang]")).toHaveAttribute("lang", "ur")
    expect(heading.closest("[dir]")).toHaveAttribute("dir", "rtl")
    const frame = [
      screen.getByRole("link", { name: wording.skipLink }),
      screen.getByRole("complementary", { name: wording.infoStrip }),
      screen.getByRole("banner"),
      screen.getByRole("navigation", { name: wording.breadcrumb }),
      screen.getByRole("contentinfo"),
    ]
    for (const part of frame) {
      expect(part.closest("[lang]")).toHaveAttribute("lang", "en")
      expect(part.closest("[dir]")).toHaveAttribute("dir", "ltr")
    }
    expect(main().getByText(/^ur:intro/)).toHaveTextContent(`ur:intro ${site.name} ${site.address.city}`)
  })

  test("gives the body the facts of the English pages: the first visit's fee, the ways of paying, who speaks it", () => {
    render(<LanguagePage {...pageProps(data())} />)
    expect(main().getByRole("link", { name: "Sam Fixture" })).toHaveAttribute("href", "/our-team#sam-fixture")
    expect(main().getByText(/^ur:firstVisitCost/)).toHaveTextContent("ur:firstVisitCost CA$131 61")
    // Each way of paying by the sentence fees.yaml names for it, in fees.yaml's order.
    const costs = within(screen.getByRole("region", { name: "ur:costsHeading" }))
    expect(costs.getAllByRole("listitem").map(item => item.textContent)).toEqual(["ur:selfPay", "ur:healthPlan"])
    expect(main().getByText("ur:notChecked")).toBeVisible()
  })

  test("names who checked it, linked to their profile, and the day in the language", () => {
    render(
      <LanguagePage
        {...pageProps(
          data({
            checker: { slug: "sam-fixture", name: "Sam Fixture" },
            confirmedOn: "2026-11-20",
            written: writeFacts("ur", { week: specWeek, special: [], checkedOn: "2026-11-20" }),
          }),
        )}
      />,
    )
    const checked = main().getByText(/^ur:checkedBy/)
    expect(within(checked).getByRole("link", { name: "Sam Fixture" })).toHaveAttribute("href", "/our-team#sam-fixture")
    expect(checked).toHaveTextContent("20 نومبر، 2026")
    expect(main().queryByText("ur:notChecked")).toBeNull()
  })
})

describe("language-page Head", () => {
  const head = (page: Partial<Page> = {}) => render(<Head {...headProps(data(page))} />).container

  test("sets <html lang dir>, its own title with the clinic's name, and og:locale for the language", () => {
    const container = head()
    expect(container.querySelector("html")).toHaveAttribute("lang", "ur")
    expect(container.querySelector("html")).toHaveAttribute("dir", "rtl")
    expect(container.querySelector("title")).toHaveTextContent(`ur:title | ${site.name}`)
    expect(container.querySelector('meta[property="og:locale"]')).toHaveAttribute("content", "ur_CA")
  })

  test("lists every page in another language, English and the default, at absolute addresses", () => {
    const links = [...head().querySelectorAll('link[rel="alternate"][hreflang]')].map(link => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ])
    expect(links).toEqual([
      ["pa", `${site.siteUrl}/pa`],
      ["ur", `${site.siteUrl}/ur`],
      ["en", `${site.siteUrl}/`],
      ["x-default", `${site.siteUrl}/`],
    ])
  })

  test("is a WebPage in its language for search engines", () => {
    const graph = JSON.parse(head().querySelector('script[type="application/ld+json"]')?.textContent ?? "{}")
    expect(graph["@graph"]).toContainEqual(
      expect.objectContaining({ "@type": "WebPage", inLanguage: "ur", url: `${site.siteUrl}/ur`, name: "ur:title" }),
    )
  })

  test("names the front desk's languages on the clinic, as /contact does, this page's among them", () => {
    const contactPoint = { "@type": "ContactPoint", availableLanguage: [{ "@type": "Language", alternateName: "ur" }] }
    const { container } = render(<Head {...headProps(data({}, { clinic: { contactPoint } }))} />)
    const graph = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}")
    expect(graph["@graph"]).toContainEqual(expect.objectContaining({ "@type": "Physiotherapy", contactPoint }))
  })

  test("declares and preloads its script's font, and only a script's", () => {
    const urdu = head()
    expect(urdu.querySelector('link[rel="preload"][as="font"]')).toHaveAttribute(
      "href",
      "/fonts/noto-naskh-arabic-arabic-wght-normal.woff2",
    )
    expect(urdu.querySelector("style")?.textContent).toContain('font-family:"Noto Naskh Arabic Variable"')
    const spanish = render(<Head {...headProps(data({ language: "es", path: "/es" }))} />).container
    expect(spanish.querySelector('link[rel="preload"][as="font"]')).toBeNull()
    expect(spanish.querySelector("style")).toBeNull()
  })
})

describe("language-page body", () => {
  test("who speaks the language: each linked to their profile in English, their role in English", () => {
    render(<LanguagePageBody {...props("pa")} />)
    const speakers = section("pa:speakersHeading")
    expect(speakers.getByText("pa:speakersIntro")).toBeVisible()
    const link = speakers.getByRole("link", { name: "Ana Fixture" })
    expect(link).toHaveAttribute("href", "/our-team#ana-fixture")
    expect(link).toHaveAttribute("hreflang", "en")
    expect(speakers.getByText("Fixture Administrator")).toHaveAttribute("lang", "en")
    expect(speakers.getAllByRole("listitem")).toHaveLength(2)
  })

  test("how to book: the clinic's phone to call, the booking portal in English, the week in the language", () => {
    render(<LanguagePageBody {...props("es")} />)
    const book = section("es:bookHeading")
    expect(book.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`)
    expect(book.getByText(/^es:callUs/)).toHaveTextContent(`es:callUs ${site.phone.display}`)
    const portal = book.getByRole("link", { name: "es:bookOnline" })
    expect(portal).toHaveAttribute("href", site.bookingUrl)
    expect(portal).toHaveAttribute("hreflang", "en")
    const rows = book.getAllByRole("term").map(term => [term.textContent, term.nextElementSibling?.textContent])
    expect(rows).toEqual([
      ["lunes – viernes", "10:00–19:00"],
      ["sábado", "9:00–14:00"],
      ["domingo", "es:closed"],
    ])
  })

  test("open now, in the language's sentences: empty in the static HTML, then as the browser works it out", () => {
    const status = () => document.querySelector("[data-open-now]")
    const { rerender } = render(<LanguagePageBody {...props("es")} />)
    expect(status()).toHaveTextContent("")
    rerender(<LanguagePageBody {...props("es", { openStatus: { open: true, closes: "19:00" } })} />)
    expect(status()).toHaveTextContent("es:openNow 19:00")
    const closed = { open: false, opens: { time: "10:00", day: "Monday", date: "2026-01-19", daysAhead: 2 } } as const
    rerender(<LanguagePageBody {...props("es", { openStatus: closed })} />)
    expect(status()).toHaveTextContent("es:closedNow · es:opensOn lunes 10:00")
    const holiday = { ...closed, closedFor: "Christmas Day", opens: { ...closed.opens, daysAhead: 1 } }
    rerender(<LanguagePageBody {...props("es", { openStatus: holiday })} />)
    expect(status()).toHaveTextContent("es:closedToday · es:opensTomorrow 10:00")
    expect(status()).not.toHaveTextContent("Christmas")
    const afterClosure = { ...closed, opens: { time: "10:00", day: "", date: "2026-02-02", daysAhead: 19 } }
    rerender(<LanguagePageBody {...props("es", { openStatus: afterClosure })} />)
    expect(status()).toHaveTextContent("es:closedNow · es:opensOn lunes, 2 de febrero 10:00")
  })

  test("where: the address and the map, getting in, parking and transit as getting-here.yaml has them", () => {
    const { rerender } = render(<LanguagePageBody {...props("pt")} />)
    const where = () => section("pt:whereHeading")
    expect(where().getByText(site.address.street)).toHaveAttribute("lang", "en")
    expect(where().getByRole("link", { name: "pt:directions" })).toHaveAttribute("href", site.mapUrl)
    expect(where().getByText("pt:stepFree")).toBeVisible()
    expect(where().getByText("pt:parkingFree")).toBeVisible()
    expect(where().getByText("Fixture Bus 7").closest("[lang]")).toHaveAttribute("lang", "en")
    const more = where().getByRole("link", { name: "pt:gettingHereLink" })
    expect([more.getAttribute("href"), more.getAttribute("hreflang")]).toEqual(["/contact#getting-here", "en"])
    rerender(<LanguagePageBody {...props("pt", { access: { stepFree: false, freeParking: false, transit: [] } })} />)
    expect(where().getByText("pt:withSteps")).toBeVisible()
    expect(where().getByText("pt:parkingPaid")).toBeVisible()
    expect(where().queryByText("pt:stepFree")).toBeNull()
    expect(where().queryByText("pt:transit")).toBeNull()
  })

  test("what it costs: the first visit's fee and length by Intl, and the ways of paying fees.yaml has", () => {
    const { rerender } = render(<LanguagePageBody {...props("es")} />)
    const costs = () => section("es:costsHeading")
    expect(costs().getByText(/^es:firstVisitCost/)).toHaveTextContent("es:firstVisitCost 131 CAD 61")
    const ways = () =>
      costs()
        .getAllByRole("listitem")
        .map(item => item.textContent)
    expect(ways()).toEqual(["es:healthPlan", "es:carAccident", "es:wsib", "es:ohip", "es:selfPay"])
    const noFirstVisit = { ...props("es").written, firstVisit: null }
    rerender(<LanguagePageBody {...props("es", { written: noFirstVisit, ways: ["selfPay"] })} />)
    expect(ways()).toEqual(["es:selfPay"])
    expect(costs().queryByText(/firstVisitCost/)).toBeNull()
    const fees = costs().getByRole("link", { name: "es:feesLink" })
    expect([fees.getAttribute("href"), fees.getAttribute("hreflang")]).toEqual(["/fees", "en"])
  })

  test("the first visit: what happens, what to bring, what to wear", () => {
    render(<LanguagePageBody {...props("hi")} />)
    const visit = section("hi:firstVisitHeading")
    for (const key of ["firstVisitWhat", "bring", "wear"]) expect(visit.getByText(`hi:${key}`)).toBeVisible()
  })

  test("urgent help: 911 and 811 to call, Health811's source linked only when the English file names one", () => {
    const sentences = { ...sentencesIn("pa"), emergency: "ਐਮਰਜੈਂਸੀ ਵਿੱਚ 911 ਨੂੰ ਫ਼ੋਨ ਕਰੋ।", health811: "Health811 ਨੂੰ 811 ਉੱਤੇ" }
    const { rerender } = render(<LanguagePageBody {...props("pa", { sentences })} />)
    const urgent = () => section("pa:urgentHeading")
    expect(urgent().getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911")
    expect(urgent().getByRole("link", { name: "811" })).toHaveAttribute("href", "tel:811")
    expect(urgent().getAllByRole("link")).toHaveLength(2)
    const source = { title: "Health811 (Ontario)", url: "https://www.ontario.ca/page/health811" }
    rerender(<LanguagePageBody {...props("pa", { sentences, health811Source: source })} />)
    const link = urgent().getByRole("link", { name: source.title })
    expect([link.getAttribute("href"), link.getAttribute("hreflang")]).toEqual([source.url, "en"])
  })

  test("at the foot: who translated it, not yet checked, and the English pages for the latest", () => {
    render(<LanguagePageBody {...props("hi")} />)
    expect(screen.getByText(/^hi:translatedBy/)).toHaveTextContent("hi:translatedBy Fixture Translator")
    expect(screen.getByText("hi:notChecked")).toBeVisible()
    expect(screen.queryByText(/hi:checkedBy/)).toBeNull()
    const english = screen.getByRole("link", { name: "hi:englishLink" })
    expect([english.getAttribute("href"), english.getAttribute("hreflang")]).toEqual(["/", "en"])
  })

  test("at the foot, once checked: who checked it, linked, and the day in the language", () => {
    render(<LanguagePageBody {...props("hi", { checked: { slug: "sam-fixture", name: "Sam" } })} />)
    const checked = screen.getByText(/^hi:checkedBy/)
    expect(checked).toHaveTextContent("hi:checkedBy Sam 20 नवंबर 2026")
    expect(within(checked).getByRole("link", { name: "Sam" })).toHaveAttribute("href", "/our-team#sam-fixture")
    expect(screen.queryByText("hi:notChecked")).toBeNull()
  })

  test("in Punjabi and Hindi, prices, lengths, times and dates are in the Western digits Canada reads", () => {
    for (const language of ["pa", "hi"]) {
      const { container, unmount } = render(
        <LanguagePageBody {...props(language, { checked: { slug: "s", name: "S" } })} />,
      )
      expect(container.textContent).toContain("131")
      expect(container.textContent).toContain("2026")
      expect(container.textContent).not.toMatch(/[\u0966-\u096F\u0A66-\u0A6F]/)
      unmount()
    }
  })

  test("right to left: the page's content is Urdu's direction, English names and numbers stay left to right", () => {
    const { container } = render(<LanguagePageBody {...props("ur")} />)
    expect(container.firstElementChild).toHaveAttribute("dir", "rtl")
    expect(container.firstElementChild).toHaveAttribute("lang", "ur")
    expect(screen.getByRole("link", { name: site.phone.display })).toHaveAttribute("dir", "ltr")
    expect(screen.getByRole("link", { name: "Sam Fixture" })).toHaveAttribute("dir", "ltr")
    expect(screen.getByText(site.address.street)).toHaveAttribute("dir", "ltr")
  })
})
