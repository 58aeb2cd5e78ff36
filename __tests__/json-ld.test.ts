import { buildBlogJsonLd, buildBlogPostingJsonLd } from "../src/lib/json-ld/blog"
import {
  buildBreadcrumbJsonLd,
  buildClinicJsonLd,
  buildGraph,
  buildOpeningHours,
  serializeJsonLd,
  type ClinicFacts,
} from "../src/lib/json-ld/core"
import { buildFeesCatalog } from "../src/lib/json-ld/fees"
import { buildConditionJsonLd, buildConditionPageJsonLd, conditionsOnPage } from "../src/lib/json-ld/conditions"
import { buildTherapiesPageJsonLd } from "../src/lib/json-ld/therapies"
import { buildStaffJsonLd } from "../src/lib/json-ld/team"
import { buildAccessFeatures, buildContactPoint } from "../src/lib/json-ld/visit"
import { specWeek } from "./fixtures/hours"

// Fixtures differ from content/ on purpose: the builders shape what they are given and add nothing of their own.
const SITE = "https://clinic.example.org/"

// The product's week with a later Thursday, which breaks the run of weekdays.
const week = specWeek.map(day => (day.day === "Thursday" ? { ...day, opens: "12:00", closes: "20:00" } : day))

const clinic: ClinicFacts = {
  name: "Fixture Physio",
  description: "Fixture clinic description.",
  siteUrl: SITE,
  address: { street: "1 Test Lane, Unit 2", city: "Mississauga", province: "ON", postalCode: "L5B 1T1", country: "CA" },
  areaServed: ["Mississauga", "Toronto"],
  priceRange: null,
  mapUrl: "https://maps.example.org/?q=1+Test+Lane",
  phone: { e164: "+19055550199" },
  email: "desk@clinic.example.org",
  hours: week,
  social: {
    facebook: "https://facebook.example.org/fixture",
    linkedin: "https://linkedin.example.org/fixture",
    instagram: "https://instagram.example.org/fixture",
  },
  image: "/static/abc/social-card.jpg",
}

describe("buildOpeningHours", () => {
  test("consecutive days with the same hours share one specification; a different day breaks the run", () => {
    expect(buildOpeningHours(week)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday"],
        opens: "10:00",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Thursday", opens: "12:00", closes: "20:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Friday", opens: "10:00", closes: "19:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "09:00", closes: "14:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Sunday", opens: "00:00", closes: "00:00" },
    ])
  })

  test("the spec's week: Monday to Friday 10 to 7, Saturday 9 to 2, Sunday closed", () => {
    expect(buildOpeningHours(specWeek).map(spec => [spec.dayOfWeek, spec.opens, spec.closes])).toEqual([
      [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "10:00", "19:00"],
      ["Saturday", "09:00", "14:00"],
      ["Sunday", "00:00", "00:00"],
    ])
  })
})

describe("buildClinicJsonLd", () => {
  const node = buildClinicJsonLd(clinic)

  test("the clinic is a schema.org Physiotherapy business with an id other nodes point to", () => {
    expect(node["@type"]).toBe("Physiotherapy")
    expect(node["@id"]).toBe("https://clinic.example.org/#clinic")
    expect(node).toMatchObject({
      name: "Fixture Physio",
      description: "Fixture clinic description.",
      url: "https://clinic.example.org/",
      telephone: "+19055550199",
      email: "desk@clinic.example.org",
      hasMap: "https://maps.example.org/?q=1+Test+Lane",
      logo: "https://clinic.example.org/icons/icon-512x512.png",
      image: "https://clinic.example.org/static/abc/social-card.jpg",
    })
  })

  test("the address is a PostalAddress in Canada", () => {
    expect(node.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1 Test Lane, Unit 2",
      addressLocality: "Mississauga",
      addressRegion: "ON",
      postalCode: "L5B 1T1",
      addressCountry: "CA",
    })
  })

  test("it serves Mississauga and Toronto, links its social pages and states its hours", () => {
    expect(node.areaServed).toEqual([
      { "@type": "City", name: "Mississauga" },
      { "@type": "City", name: "Toronto" },
    ])
    expect(node.sameAs).toEqual(Object.values(clinic.social))
    expect(node.openingHoursSpecification).toEqual(buildOpeningHours(week))
  })

  test("a price range is given only when the clinic has one", () => {
    expect(node).not.toHaveProperty("priceRange")
    expect(buildClinicJsonLd({ ...clinic, priceRange: "$80–$480" }).priceRange).toBe("$80–$480")
  })

  test("a page adds what it shows to the clinic, and nothing else changes", () => {
    const contactPoint = buildContactPoint(clinic, [{ name: "Punjabi", code: "pa" }])
    const withDetails = buildClinicJsonLd(clinic, { contactPoint })
    expect(withDetails).toEqual({ ...node, contactPoint })
    expect(node).not.toHaveProperty("contactPoint")
    expect(node).not.toHaveProperty("amenityFeature")
    expect(node).not.toHaveProperty("hasOfferCatalog")
  })
})

test("buildContactPoint: the front desk's phone and email, in each language by name and BCP 47 code", () => {
  expect(
    buildContactPoint(clinic, [
      { name: "English", code: "en" },
      { name: "Cantonese", code: "yue" },
    ]),
  ).toEqual({
    "@type": "ContactPoint",
    contactType: "reservations",
    telephone: "+19055550199",
    email: "desk@clinic.example.org",
    availableLanguage: [
      { "@type": "Language", name: "English", alternateName: "en" },
      { "@type": "Language", name: "Cantonese", alternateName: "yue" },
    ],
  })
})

test("buildAccessFeatures states each access fact, yes or no", () => {
  expect(buildAccessFeatures({ stepFreeEntrance: false, freeParking: true, accessibleWashroom: true })).toEqual([
    { "@type": "LocationFeatureSpecification", name: "Wheelchair-accessible entrance", value: false },
    { "@type": "LocationFeatureSpecification", name: "Free parking", value: true },
    { "@type": "LocationFeatureSpecification", name: "Wheelchair-accessible washroom", value: true },
  ])
})

test("buildFeesCatalog: each visit an offer at its set fee in CAD, per visit of its length, at its row", () => {
  const catalog = buildFeesCatalog({ ...page, path: "/fees", title: "Fixture fees" }, [
    { slug: "first", name: "Fixture first visit", description: "Fixture assessment", minutes: 60, price: 130 },
    { slug: "short", name: "Fixture short visit", description: null, minutes: 30, price: 79.5 },
  ])
  expect(catalog).toEqual({
    "@type": "OfferCatalog",
    name: "Fixture fees",
    url: "https://clinic.example.org/fees",
    itemListElement: [
      {
        "@type": "Offer",
        url: "https://clinic.example.org/fees#fee-first",
        price: 130,
        priceCurrency: "CAD",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: 130,
          priceCurrency: "CAD",
          referenceQuantity: { "@type": "QuantitativeValue", value: 60, unitCode: "MIN", unitText: "minutes" },
        },
        itemOffered: {
          "@type": "Service",
          name: "Fixture first visit",
          description: "Fixture assessment",
          provider: { "@id": "https://clinic.example.org/#clinic" },
        },
      },
      {
        "@type": "Offer",
        url: "https://clinic.example.org/fees#fee-short",
        price: 79.5,
        priceCurrency: "CAD",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: 79.5,
          priceCurrency: "CAD",
          referenceQuantity: { "@type": "QuantitativeValue", value: 30, unitCode: "MIN", unitText: "minutes" },
        },
        itemOffered: {
          "@type": "Service",
          name: "Fixture short visit",
          provider: { "@id": "https://clinic.example.org/#clinic" },
        },
      },
    ],
  })
})

test("buildBreadcrumbJsonLd numbers the visible trail from 1 with absolute addresses", () => {
  const trail = [
    { label: "Fixture Physio", path: "/" },
    { label: "What We Treat", path: "/conditions" },
    { label: "Spinal", path: "/conditions/spinal/" },
  ]
  expect(buildBreadcrumbJsonLd(trail, SITE)).toEqual({
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Fixture Physio", item: "https://clinic.example.org/" },
      { "@type": "ListItem", position: 2, name: "What We Treat", item: "https://clinic.example.org/conditions" },
      { "@type": "ListItem", position: 3, name: "Spinal", item: "https://clinic.example.org/conditions/spinal" },
    ],
  })
})

const page = { siteUrl: SITE, path: "/conditions/spinal", title: "Spinal", description: "Spinal fixture." }

test("buildConditionPageJsonLd: a MedicalWebPage about each condition, each pointing at its own page", () => {
  const node = buildConditionPageJsonLd(page, [
    { name: "Neck Pain", path: "/conditions/spinal/neck-pain" },
    { name: "Whole-page condition", symptoms: ["Dizziness"], treatments: ["Balance work"] },
  ])
  expect(node).toMatchObject({
    "@type": "MedicalWebPage",
    url: "https://clinic.example.org/conditions/spinal",
    name: "Spinal",
    description: "Spinal fixture.",
    publisher: { "@id": "https://clinic.example.org/#clinic" },
  })
  expect(node).not.toHaveProperty("lastReviewed")
  expect(node.about).toEqual([
    { "@type": "MedicalCondition", name: "Neck Pain", url: "https://clinic.example.org/conditions/spinal/neck-pain" },
    {
      "@type": "MedicalCondition",
      name: "Whole-page condition",
      signOrSymptom: [{ "@type": "MedicalSignOrSymptom", name: "Dizziness" }],
      possibleTreatment: [{ "@type": "MedicalTherapy", name: "Balance work" }],
    },
  ])
})

const priya = { slug: "priya-sharma", name: "Priya Sharma", role: "Registered Physiotherapist" }
const health = {
  review: { lastReviewedIso: "2026-03-03", reviewer: priya, writer: null },
  sources: [{ title: "Plantar fasciitis", publisher: "NHS", url: "https://www.nhs.uk/conditions/plantar-fasciitis/" }],
}

test("buildConditionJsonLd: the condition in full, who reviewed the page and when, and its sources", () => {
  const conditionPage = { ...page, path: "/conditions/feet/plantar-fasciitis", title: "Plantar Fasciitis: more" }
  const node = buildConditionJsonLd(
    conditionPage,
    {
      name: "Plantar Fasciitis",
      description: "Heel pain.",
      symptoms: ["Heel pain"],
      riskFactors: ["Standing all day"],
      treatments: ["Stretches"],
    },
    health,
  )
  expect(node).toEqual({
    "@type": "MedicalWebPage",
    "@id": "https://clinic.example.org/conditions/feet/plantar-fasciitis",
    url: "https://clinic.example.org/conditions/feet/plantar-fasciitis",
    name: "Plantar Fasciitis: more",
    description: "Spinal fixture.",
    inLanguage: "en-CA",
    isPartOf: { "@id": "https://clinic.example.org/#website" },
    publisher: { "@id": "https://clinic.example.org/#clinic" },
    lastReviewed: "2026-03-03",
    // The same Person as on Our Team, by its id there.
    reviewedBy: {
      "@type": "Person",
      "@id": "https://clinic.example.org/our-team#priya-sharma",
      name: "Priya Sharma",
      jobTitle: "Registered Physiotherapist",
      url: "https://clinic.example.org/our-team#priya-sharma",
    },
    // Written by the clinic when no one on the team is named.
    author: { "@id": "https://clinic.example.org/#clinic" },
    citation: [
      {
        "@type": "CreativeWork",
        name: "Plantar fasciitis",
        url: "https://www.nhs.uk/conditions/plantar-fasciitis/",
        publisher: { "@type": "Organization", name: "NHS" },
      },
    ],
    about: {
      "@type": "MedicalCondition",
      name: "Plantar Fasciitis",
      url: "https://clinic.example.org/conditions/feet/plantar-fasciitis",
      description: "Heel pain.",
      signOrSymptom: [{ "@type": "MedicalSignOrSymptom", name: "Heel pain" }],
      riskFactor: [{ "@type": "MedicalRiskFactor", name: "Standing all day" }],
      possibleTreatment: [{ "@type": "MedicalTherapy", name: "Stretches" }],
    },
  })
})

test("buildConditionJsonLd: a page a team member wrote names them as its author", () => {
  const node = buildConditionJsonLd(
    page,
    { name: "Neck Pain" },
    { ...health, review: { ...health.review, writer: priya } },
  )
  expect(node.author).toMatchObject({ "@type": "Person", "@id": "https://clinic.example.org/our-team#priya-sharma" })
})

test("an article category's page says who reviewed it and on what sources, as a condition's page does", () => {
  const node = buildConditionPageJsonLd(page, [{ name: "Vertigo" }], health)
  expect(node).toMatchObject({ lastReviewed: "2026-03-03", reviewedBy: { name: "Priya Sharma" } })
  expect(node.citation).toHaveLength(1)
})

test("buildTherapiesPageJsonLd: each component of care is a MedicalTherapy, its short form an alternate name", () => {
  const node = buildTherapiesPageJsonLd({ ...page, path: "/treatment" }, [
    {
      slug: "tens",
      title: "Transcutaneous Electrical Nerve Stimulation",
      abbreviation: "TENS",
      description: "Eases pain.",
    },
    { slug: "taping", title: "Taping", abbreviation: null, description: "Supports joints." },
  ])
  expect(node.about).toEqual([
    {
      "@type": "MedicalTherapy",
      name: "Transcutaneous Electrical Nerve Stimulation",
      alternateName: "TENS",
      url: "https://clinic.example.org/treatment#tens",
      description: "Eases pain.",
    },
    {
      "@type": "MedicalTherapy",
      name: "Taping",
      url: "https://clinic.example.org/treatment#taping",
      description: "Supports joints.",
    },
  ])
})

const fixturePost = {
  slug: "fixture-post",
  title: "Fixture post",
  isoDate: "2025-03-09",
  excerpt: "In short.",
  author: { slug: "pat", name: "Pat Fixture", role: "Registered Physiotherapist" },
  image: "/static/x/cover.jpg",
}

test("buildBlogPostingJsonLd: the post on its own page, by a Person of Our Team, published by the clinic", () => {
  const post = buildBlogPostingJsonLd(
    { ...page, path: "/blogs/fixture-post", description: "A fixture for search." },
    fixturePost,
  )
  expect(post).toEqual({
    "@type": "BlogPosting",
    "@id": "https://clinic.example.org/blogs/fixture-post#article",
    url: "https://clinic.example.org/blogs/fixture-post",
    mainEntityOfPage: "https://clinic.example.org/blogs/fixture-post",
    headline: "Fixture post",
    description: "A fixture for search.",
    abstract: "In short.",
    datePublished: "2025-03-09",
    inLanguage: "en-CA",
    image: "https://clinic.example.org/static/x/cover.jpg",
    author: {
      "@type": "Person",
      "@id": "https://clinic.example.org/our-team#pat",
      name: "Pat Fixture",
      jobTitle: "Registered Physiotherapist",
      url: "https://clinic.example.org/our-team#pat",
    },
    publisher: { "@id": "https://clinic.example.org/#clinic" },
    isPartOf: { "@id": "https://clinic.example.org/blogs#blog" },
  })
})

test("buildBlogJsonLd: the blog, its posts by reference to their own pages and to their author on Our Team", () => {
  expect(buildBlogJsonLd({ ...page, path: "/blogs/page/2", title: "Blog" }, [fixturePost])).toEqual({
    "@type": "Blog",
    "@id": "https://clinic.example.org/blogs#blog",
    url: "https://clinic.example.org/blogs",
    name: "Blog",
    publisher: { "@id": "https://clinic.example.org/#clinic" },
    blogPost: [
      {
        "@type": "BlogPosting",
        "@id": "https://clinic.example.org/blogs/fixture-post#article",
        url: "https://clinic.example.org/blogs/fixture-post",
        headline: "Fixture post",
        datePublished: "2025-03-09",
        author: { "@id": "https://clinic.example.org/our-team#pat" },
      },
    ],
  })
})

test("buildStaffJsonLd: each person with their job title, portrait, languages and the clinic they work for", () => {
  const people = buildStaffJsonLd({ ...page, path: "/our-team" }, [
    {
      slug: "pat",
      name: "Pat Fixture",
      role: "Registered Physiotherapist",
      photo: "/static/x/pat.jpg",
      spokenLanguages: [
        { name: "English", code: "en" },
        { name: "Polish", code: "pl" },
      ],
    },
    {
      slug: "sam",
      name: "Sam Fixture",
      role: "Office Administrator",
      photo: null,
      spokenLanguages: [{ name: "English", code: "en" }],
    },
  ])
  expect(people).toEqual([
    {
      "@type": "Person",
      "@id": "https://clinic.example.org/our-team#pat",
      name: "Pat Fixture",
      jobTitle: "Registered Physiotherapist",
      image: "https://clinic.example.org/static/x/pat.jpg",
      knowsLanguage: [
        { "@type": "Language", name: "English", alternateName: "en" },
        { "@type": "Language", name: "Polish", alternateName: "pl" },
      ],
      worksFor: { "@id": "https://clinic.example.org/#clinic" },
    },
    {
      "@type": "Person",
      "@id": "https://clinic.example.org/our-team#sam",
      name: "Sam Fixture",
      jobTitle: "Office Administrator",
      knowsLanguage: [{ "@type": "Language", name: "English", alternateName: "en" }],
      worksFor: { "@id": "https://clinic.example.org/#clinic" },
    },
  ])
})

test("serializeJsonLd escapes < so no text can end the script element, and parses back to the same graph", () => {
  const graph = buildGraph([{ "@type": "Thing", name: "</script><script>alert(1)</script>" }])
  const json = serializeJsonLd(graph)
  expect(json).not.toContain("<")
  expect(JSON.parse(json)).toEqual(graph)
})

describe("conditionsOnPage", () => {
  test("a group page names each of its conditions, pointing at its own page", () => {
    const category = {
      title: "Spinal",
      conditions: [
        { title: "Neck Pain", path: "/conditions/spinal/neck-pain" },
        { title: "Whiplash", path: "/conditions/spinal/whiplash" },
      ],
      article: null,
    }
    expect(conditionsOnPage(category)).toEqual([
      { name: "Neck Pain", path: "/conditions/spinal/neck-pain" },
      { name: "Whiplash", path: "/conditions/spinal/whiplash" },
    ])
  })

  test("an article page describes one condition, named by the page, treated as its groups set out", () => {
    const article = {
      symptoms: ["Dizziness"],
      treatmentGroups: [{ title: "Repositioning" }, { title: "Balance work" }],
    }
    expect(conditionsOnPage({ title: "Vestibular Rehabilitation", conditions: [], article })).toEqual([
      { name: "Vestibular Rehabilitation", symptoms: ["Dizziness"], treatments: ["Repositioning", "Balance work"] },
    ])
  })
})
