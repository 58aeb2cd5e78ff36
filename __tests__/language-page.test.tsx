import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import LanguagePage from "../src/templates/language-page"
import { SENTENCE_KEYS } from "../src/lib/language-page"
import { siteFacts } from "./fixtures/site-facts"
import { pageProps } from "./support/page-props"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteFacts))

type Page = NonNullable<Queries.LanguagePageQuery["page"]>

/** A fixture page in Urdu, written right to left, its sentences marked so a test can tell each one. */
const data = (page: Partial<Page> = {}): Queries.LanguagePageQuery => ({
  page: {
    language: "ur",
    path: "/ur",
    ownName: "اردو",
    dir: "rtl",
    speakers: [{ slug: "sam-fixture", name: "Sam Fixture", role: "Fixture Physiotherapist" }],
    sentences: Object.fromEntries(SENTENCE_KEYS.map(key => [key, { text: `اردو ${key} {clinic} {city}` }])) as never,
    ...page,
  },
})

const main = () => within(screen.getByRole("main"))

describe("language-page template", () => {
  test("is in its language and direction, with the clinic's facts filled in and who speaks it", () => {
    render(<LanguagePage {...pageProps(data())} />)
    const heading = main().getByRole("heading", { level: 1 })
    expect(heading.closest("[lang]")).toHaveAttribute("lang", "ur")
    expect(heading.closest("[dir]")).toHaveAttribute("dir", "rtl")
    expect(main().getByText(`اردو intro ${siteFacts.siteYaml!.name} ${siteFacts.siteYaml!.address.city}`)).toBeVisible()
    expect(main().getByRole("link", { name: "Sam Fixture" })).toHaveAttribute("href", "/our-team#sam-fixture")
  })
})
