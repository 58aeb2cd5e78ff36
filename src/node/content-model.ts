// The content model: every YAML type under content/, declared once. schema.ts turns it into
// GraphQL type definitions and validate-content.ts checks the YAML files against it.

export type Field =
  | {
      kind: "string"
      optional?: boolean
      /** The only values allowed, e.g. the days of the week */
      oneOf?: readonly string[]
      /** Bounds on the length in characters, e.g. for a search description */
      minLength?: number
      maxLength?: number
    }
  | { kind: "slug" | "url" | "time" | "date" | "image" | "number" | "boolean" | "strings"; optional?: boolean }
  | { kind: "object" | "list"; type: string; fields: Fields; optional?: boolean }

export type Fields = Record<string, Field>

export interface ContentType {
  /** GraphQL node type, e.g. SiteYaml */
  type: string
  /** Where its files live, relative to content/: a file, or a folder holding one file per record */
  file?: string
  folder?: string
  /** A file whose top level is a list holds one record per item */
  isList?: boolean
  /** The build fails when this file is missing */
  required?: boolean
  fields: Fields
  /** Rules that span fields: returns [field, message] pairs for what is wrong */
  check?: (record: Record<string, unknown>) => Array<[string, string]>
}

const text = { kind: "string" } as const
const optionalText = { kind: "string", optional: true } as const
const url = { kind: "url" } as const
const image = { kind: "image" } as const
const slug = { kind: "slug" } as const
const strings = { kind: "strings" } as const

const object = (type: string, fields: Fields, optional = false): Field => ({ kind: "object", type, fields, optional })
const list = (type: string, fields: Fields, optional = false): Field => ({ kind: "list", type, fields, optional })

const link = { label: text, path: text }

/** The days a clinic can be open, as written in site.yaml's hours and understood by schema.org. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const

/** What search engines show under a page's title: Google cuts it at about 160 characters. */
const searchDescription = { kind: "string", minLength: 50, maxLength: 160 } as const

export const contentTypes: ContentType[] = [
  {
    type: "SiteYaml",
    file: "site.yaml",
    required: true,
    fields: {
      name: text,
      /** The name under an icon on a phone's home screen: 12 characters or fewer */
      shortName: { kind: "string", maxLength: 12 },
      description: text,
      siteUrl: url,
      address: object("SiteAddress", { street: text, city: text, province: text, postalCode: text, country: text }),
      /** The cities the clinic serves, for search engines */
      areaServed: strings,
      /** A price range for search engines, e.g. "$$"; leave out when not known */
      priceRange: optionalText,
      mapUrl: url,
      mapEmbedUrl: url,
      phone: object("SitePhone", { display: text, e164: text }),
      email: text,
      hours: list("SiteHours", {
        day: { kind: "string", oneOf: WEEKDAYS },
        opens: { kind: "time", optional: true },
        closes: { kind: "time", optional: true },
      }),
      bookingUrl: url,
      formEndpoint: url,
      reviewsUrl: url,
      social: object("SiteSocial", { facebook: url, linkedin: url, instagram: url }),
      claims: object("SiteClaims", { experience: text, clinicalExpertise: text }),
      parkingNote: text,
      contactForm: object("SiteContactForm", {
        heading: text,
        intro: text,
        nameLabel: text,
        subjectLabel: text,
        emailLabel: text,
        phoneLabel: text,
        messageLabel: text,
        contactByLabel: text,
        emailOption: text,
        phoneOption: text,
        submitLabel: text,
        sendingLabel: text,
        requiredNote: text,
      }),
      medicalNote: text,
      socialImage: image,
      navigation: list("SiteNavItem", link),
      quickLinks: list("SiteQuickLink", link),
      labels: object("SiteLabels", {
        skipLink: text,
        menu: text,
        bookNow: text,
        newTab: text,
        visit: text,
        call: text,
        message: text,
        quickLinks: text,
        followUs: text,
        contactUs: text,
        hours: text,
        closed: text,
        breadcrumb: text,
        infoStrip: text,
        onThisPage: text,
        bookOnline: text,
        slideshow: text,
        previousSlide: text,
        nextSlide: text,
        pauseSlides: text,
        playSlides: text,
        backToHome: text,
        openNow: text,
        closedNow: text,
        closes: text,
        opens: text,
        at: text,
        today: text,
        tomorrow: text,
        address: text,
        phone: text,
        email: text,
        symptoms: text,
        howWeHelp: text,
      }),
    },
    check: record => {
      const days = Array.isArray(record.hours) ? record.hours.map(hours => (hours as { day?: unknown })?.day) : []
      return days.flatMap((day, i): Array<[string, string]> =>
        typeof day === "string" && days.indexOf(day) < i ? [[`hours[${i + 1}]`, `${day} is listed twice; give each day once`]] : [],
      )
    },
  },
  {
    type: "PagesYaml",
    file: "pages.yaml",
    isList: true,
    required: true,
    fields: {
      path: text,
      title: text,
      heading: text,
      description: searchDescription,
      intro: optionalText,
      /** Paragraphs under the introduction, for pages whose whole text is here (About, Book) */
      body: { kind: "strings", optional: true },
      /** A picture for the page (About), relative to pages.yaml */
      image: { kind: "image", optional: true },
    },
  },
  {
    type: "HomeYaml",
    file: "home.yaml",
    fields: {
      slides: list("HomeSlide", { caption: text, text: optionalText, image, alt: text }),
      whyChoose: object("HomeWhyChoose", {
        heading: text,
        points: list("HomePoint", { title: text, description: text }),
      }),
      care: object("HomeCare", {
        heading: text,
        intro: optionalText,
        services: list("HomeCareService", { title: text, description: text, path: text }),
      }),
      about: object("HomeAbout", { heading: text, body: strings, linkLabel: text, formHeading: text }),
      testimonials: object("HomeTestimonials", { heading: text, body: text, linkLabel: text }),
      cta: object("HomeCta", { heading: text, body: text, buttonLabel: text }),
      map: object("HomeMap", { heading: text, iframeTitle: text, linkLabel: text }),
    },
  },
  {
    type: "ServicesYaml",
    file: "services.yaml",
    fields: {
      cards: list("ServiceCard", { slug, title: text, description: text, path: text, image }),
      physiotherapy: object("PhysiotherapyService", {
        body: strings,
        conditionsHeading: text,
        conditions: list("PhysiotherapyCondition", { title: text, path: optionalText }),
      }),
      devices: list("SupportiveDevice", { slug, title: text, description: text, benefits: strings, image }),
    },
  },
  {
    type: "ConditionsYaml",
    folder: "conditions",
    fields: {
      slug,
      title: text,
      order: { kind: "number" },
      layout: text,
      /** Shown on the What We Treat card and to search engines */
      shortDescription: searchDescription,
      image,
      description: strings,
      redirectFrom: { kind: "strings", optional: true },
      entries: list(
        "ConditionEntry",
        { slug, title: text, image, description: text, symptoms: strings, treatments: strings },
        true,
      ),
      article: object(
        "ConditionArticle",
        {
          image,
          symptoms: strings,
          treatmentGroups: list("ConditionTreatmentGroup", { title: text, points: strings }),
        },
        true,
      ),
    },
    check: record => {
      const problems: Array<[string, string]> = []
      // A missing or non-text layout is already reported by its field check.
      if (typeof record.layout === "string" && record.layout !== "group" && record.layout !== "article")
        problems.push(["layout", `must be "group" or "article", not ${JSON.stringify(record.layout)}`])
      if (record.layout === "group" && !(Array.isArray(record.entries) && record.entries.length > 0))
        problems.push(["entries", "is required when layout is group: list the conditions shown on the page"])
      if (record.layout === "article" && !record.article)
        problems.push(["article", "is required when layout is article: give its image, symptoms and treatmentGroups"])
      if (Array.isArray(record.redirectFrom)) {
        record.redirectFrom.forEach((from, i) => {
          if (typeof from === "string" && (!from.startsWith("/") || from === `/conditions/${record.slug}`))
            problems.push([`redirectFrom[${i + 1}]`, `should be another address on this site starting with "/", not ${JSON.stringify(from)}`])
        })
      }
      return problems
    },
  },
  {
    type: "TreatmentsYaml",
    file: "treatments.yaml",
    fields: {
      treatments: list("Treatment", {
        slug,
        /** The full name, e.g. "Transcutaneous Electrical Nerve Stimulation" */
        title: text,
        /** The short form patients may know, e.g. "TENS", shown after the full name */
        abbreviation: optionalText,
        description: text,
      }),
    },
  },
  {
    type: "TeamYaml",
    file: "team.yaml",
    fields: {
      members: list("TeamMember", { slug, name: text, role: text, photo: image, bio: strings }),
    },
  },
  {
    type: "PostsYaml",
    folder: "posts",
    // content: paragraphs separated by blank lines; a line starting "## " is a heading, "- " a bullet.
    fields: { slug, title: text, date: { kind: "date" }, author: text, excerpt: text, content: text },
  },
]

/** The GraphQL type for a YAML file at `relativePath` (relative to content/), or undefined. */
export function typeForFile(relativePath: string): ContentType | undefined {
  const parts = relativePath.split("/")
  if (parts.length === 1) return contentTypes.find(t => t.file === relativePath)
  if (parts.length === 2) return contentTypes.find(t => t.folder === parts[0])
  return undefined
}
