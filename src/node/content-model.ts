// The content model: every YAML type under content/, declared once, each field with its kind. schema.ts turns it
// into GraphQL type definitions, validate-content.ts checks the YAML files against it, src/cms/cms-config.ts makes
// the editing screens of the CMS at /admin from it and json-schema.ts the schemas editors' code editors read; what
// each kind of field means to each of them is one table, field-kinds.ts, which also says what a field is.
import { conditionPagePath, conditionPath } from "../lib/paths"
import { HOLIDAY_NAMES } from "./holidays"
import { isEmpty, type Field, type Fields } from "./field-kinds"
import { isPlainObject, itemLabel } from "./item-label"
import { isoDate, listIn, pictureProblems, reviewOf, reviewProblems, spanOf, spanProblems } from "./entry-rules"
import { SIGN_TIERS, TIER_LIMITS } from "../lib/warning-signs"
import { SOURCE_KINDS } from "../lib/source-standard"
import { WEEKDAYS } from "../lib/open-now"
import { inBraces, LANGUAGE_PAGE_SENTENCES, PAYMENT_WAY_SENTENCES, SENTENCE_KEYS } from "../lib/language-page"
import { checkProblems, listedAsProblems, paymentWayProblems, SENTENCE_LABELS } from "./language-page-rules"

export type { Field, FieldKind, FieldOf, Fields } from "./field-kinds"
import type { ItemOf, RecordOf } from "./content-types"

/** A group's own fields and GraphQL type (an object, or a list's item), or undefined for a single value. */
export const nestedType = (field: Field) => ("fields" in field ? field : undefined)

/** Files of several types that belong together: the pages, each its own type with the fields it shows. */
export interface ContentGroup {
  /** Its CMS collection, with one entry per file */
  name: string
  label: string
  /** The GraphQL interface every member implements, which queries list them by, e.g. allPagesYaml */
  interface: string
  /** The fields every member has */
  fields: Fields
}

export interface ContentType {
  /** GraphQL node type, e.g. SiteYaml */
  type: string
  /**
   * Where its files live, relative to content/: a file, which the site cannot be built without, or a folder
   * holding one file per record, which editors may add to in the CMS, each named by its slug (or its address)
   */
  file?: string
  folder?: string
  /** What people call one record, e.g. "condition category" */
  label: string
  /** The group it belongs to, if any */
  group?: ContentGroup
  /**
   * A group whose GraphQL interface a folder's records implement too, while the CMS keeps them in a collection of
   * their own: each extra page is a PagesYaml, so queries of every page (the breadcrumbs' titles) include it
   */
  implements?: ContentGroup
  /**
   * The page that shows it, for the CMS's links to a draft's deploy preview and to the live page; `{{slug}}`
   * stands for a record's file name, `{{fields.path}}` for its field `path`. A folder's record is a page there.
   */
  shownAt?: string
  fields: Fields
  /** Rules that span fields: returns [field, message] pairs for what is wrong on any day (no rule takes the day) */
  check?: (record: Record<string, unknown>) => Array<[string, string]>
  /** Whether editors may add a folder's records in the CMS (yes unless said) */
  create?: boolean
  /** A folder's collection's name in the CMS, when the label's plural does not read well */
  collectionLabel?: string
  /** How the CMS's list of a folder's records names each, when more than by its title: Decap's summary template */
  summary?: string
  /** What the build warns of without stopping, as [field, message] pairs: a review that is due */
  warn?: (record: Record<string, unknown>, today: string) => Array<[string, string]>
  /** A folder's field its records' files are named after, when not their slug or address: a language's code */
  fileNameField?: string
}

const text = { kind: "string" } as const
const optionalText = { kind: "string", optional: true } as const
const paragraph = { kind: "string", multiline: true } as const
const optionalParagraph = { kind: "string", multiline: true, optional: true } as const
const url = { kind: "url" } as const
const slug = { kind: "slug", hint: "The address part: lowercase words joined by hyphens, e.g. neck-pain" } as const
const strings = { kind: "strings" } as const
/** Paragraphs, one an item: the CMS counts them as such ("3 paragraphs"), whatever the field's key. */
const paragraphs = { kind: "strings", multiline: true, label: "Paragraphs", one: "paragraph" } as const
const image = (folder: string, hint?: string) => ({ kind: "image", folder, hint }) as const

/** What a sentence of the pages in other languages says of its facts in braces, which the page fills in. */
function factsHint(key: keyof typeof LANGUAGE_PAGE_SENTENCES) {
  const facts: readonly string[] = LANGUAGE_PAGE_SENTENCES[key]
  return facts.length > 0
    ? `Keep ${inBraces(facts)} as written: the page fills in the clinic's fact`
    : "No fact in braces"
}

// The helpers keep each field's literal type (its kind, its fields, whether it is optional), from which
// content-types.ts derives each record's type.
const object = <F extends Fields, O extends boolean = false>(type: string, fields: F, optional?: O) =>
  ({ kind: "object", type, fields, optional: (optional ?? false) as O }) as const
/** A group of fields the CMS shows open: staff work through each in turn (a translation's sentences). */
const openGroup = <F extends Fields>(type: string, fields: F) => ({ kind: "object", type, fields, open: true }) as const
const list = <F extends Fields, O extends boolean = false>(
  type: string,
  fields: F,
  { optional, minItems, maxItems, fixed }: { optional?: O; minItems?: number; maxItems?: number; fixed?: boolean } = {},
) =>
  ({
    kind: "list",
    type,
    fields,
    optional: (optional ?? false) as O,
    minItems,
    maxItems,
    ...(fixed ? { fixed } : {}),
  }) as const

/** A member of Our Team, by slug: the CMS lists them to pick from. */
const teamMember = (hint: string) => ({ kind: "reference", to: "teamMember", hint }) as const

/** Text patients read as health information: held to plain words, as the build warns (src/node/health.ts). */
const runningText = (hint: string, label?: string) =>
  ({
    kind: "string",
    multiline: true,
    readability: "running",
    hint,
    ...(label ? { label } : {}),
  }) as const
const plainLines = (hint: string, label?: string, one?: string) =>
  ({
    kind: "strings",
    readability: "list",
    hint,
    ...(label ? { label } : {}),
    ...(one ? { one } : {}),
  }) as const

/** Sources of health information from the shared list (health-sources.yaml), by slug. */
const healthSources = (hint: string, minItems: number, maxItems?: number) =>
  ({
    kind: "reference",
    to: "healthSource",
    multiple: true,
    minItems,
    maxItems,
    hint,
  }) as const

/**
 * What trusted health information shows besides its text, on each condition's page and each category written as
 * one article: the body regions it is about, when not to wait for physiotherapy (warning signs from the shared
 * list, each in its own tier, the must-not-miss signs of its regions it does not show with the reason for each, and
 * the page's own reasons to book), the sources it rests on, and who checked it and when. The build refuses a page
 * whose signs break the rules of src/lib/warning-signs.ts (src/node/health.ts says how).
 */
const HEALTH_INFORMATION = {
  regions: {
    kind: "reference",
    to: "healthRegion",
    multiple: true,
    minItems: 1,
    label: "Body regions and situations",
    hint: "Where in the body, or when (after surgery, children and teens): the page shows or sets aside every must-not-miss warning sign of each",
  },
  whenToGetHelp: {
    ...object("WhenToGetHelp", {
      signs: {
        kind: "reference",
        to: "warningSign",
        multiple: true,
        minItems: 1,
        label: "Warning signs shown",
        hint: `The few that matter for this condition and what it could really be, most important first: at most ${TIER_LIMITS.emergency} that send to 911 and ${TIER_LIMITS.today} to a doctor today, each shown in its own tier`,
      },
      otherEmergencies: {
        kind: "string",
        optional: true,
        readability: "list",
        label: "Any other emergency",
        hint: "One general line closing the 911 list, not counted in it, e.g. Call 911 for any other emergency, such as signs of a stroke or a heart attack.",
      },
      setAside: {
        ...list(
          "SetAsideSign",
          {
            sign: {
              kind: "reference",
              to: "warningSign",
              label: "Warning sign",
              hint: "A must-not-miss sign of the page's regions that this page does not show",
            },
            reason: {
              kind: "string",
              multiline: true,
              label: "Why not on this page",
              hint: "For the clinician who reviews the page (patients never see it), e.g. not a mimic of a posture problem; the general line covers it",
            },
          },
          { optional: true },
        ),
        label: "Must-not-miss signs set aside",
        one: "must-not-miss sign set aside",
        hint: "Each must-not-miss sign of the page's regions that it does not show, and why: its reviewer reads the reason, patients never see it",
      },
      physiotherapy: plainLines(
        "When physiotherapy is the right next step, one a line, e.g. pain that has not eased after two weeks",
        "Reasons to book a physiotherapist",
        "reason to book a physiotherapist",
      ),
    }),
    label: "When to get help",
    hint: "The warning signs to show, the must-not-miss signs of its regions set aside and why, and this condition's own reasons to book",
  },
  sources: healthSources(
    "Two to six sources from the shared list (health-sources.yaml) that this page's own text rests on, Canadian first; the warning signs bring their own",
    2,
    6,
  ),
  review: {
    ...object("HealthReview", {
      writtenBy: {
        ...teamMember("Who wrote the page, from Our Team; leave empty when the clinic wrote it together"),
        optional: true,
      },
      reviewedBy: teamMember("The clinician who checked it, from Our Team"),
      lastReviewed: { kind: "date", window: "past", hint: "The day it was last checked: not a day still to come" },
      nextReview: { kind: "date", hint: "When it is due to be checked again: after the last review" },
    }),
    label: "Review",
    hint: "Who checked the page and when, shown at its foot",
  },
} satisfies Fields

/** The warning signs' tiers, from their one list (src/lib/warning-signs.ts) */
export { SIGN_TIERS }

/** The countries a source's publisher may be in; the site reads Canadian ones first. */
export const SOURCE_COUNTRIES = [
  "Canada",
  "United Kingdom",
  "United States",
  "Australia",
  "Ireland",
  "New Zealand",
  "International",
] as const

const HEALTH_INFORMATION_FIELDS = Object.keys(HEALTH_INFORMATION) as Array<keyof typeof HEALTH_INFORMATION>

/** A review whose next date has passed: the page still shows its dates as they are, and the build says so. */
function reviewDue(record: Record<string, unknown>, today: string): Array<[string, string]> {
  const next = isoDate(reviewOf(record).nextReview)
  return next && next < today
    ? [["review.nextReview", `was due ${next}: check the page again, then give its new review dates`]]
    : []
}

/** A region's must-not-miss sign applies to that region: the sign's own regions name it. */
function mustNotMissApplies(record: Record<string, unknown>): Array<[string, string]> {
  const signs = listIn(record.signs).filter(isPlainObject)
  return listIn(record.regions).flatMap((region, r): Array<[string, string]> => {
    if (!isPlainObject(region)) return []
    return listIn(region.mustNotMiss).flatMap((slug, m): Array<[string, string]> => {
      const i = signs.findIndex(sign => sign.slug === slug)
      const sign = signs[i]
      if (!sign || listIn(sign.regions).includes(region.slug)) return []
      return [
        [
          `${itemLabel("regions", r, region)}.mustNotMiss[${m + 1}]`,
          `"${String(slug)}" is a must-not-miss sign of ${String(region.slug)}, but its own regions (${itemLabel("signs", listIn(record.signs).indexOf(sign), sign)}.regions) leave ${String(region.slug)} out; add it there`,
        ],
      ]
    })
  })
}

/** Each form of a glossary term (its term and other forms, in any letter case) names one term only. */
function formsUsedTwice(record: Record<string, unknown>): Array<[string, string]> {
  const seen = new Map<string, string>()
  return listIn(record.terms).flatMap((term, t): Array<[string, string]> => {
    if (!isPlainObject(term)) return []
    const at = itemLabel("terms", t, term)
    const forms = [term.term, ...listIn(term.matches)].filter((form): form is string => typeof form === "string")
    return forms.flatMap((form): Array<[string, string]> => {
      const key = form.toLowerCase()
      const first = seen.get(key)
      if (!first) {
        seen.set(key, at)
        return []
      }
      return first === at ? [] : [[at, `"${form}" is already a form of ${first}; a form may name one term only`]]
    })
  })
}

/** An address on this site, e.g. /faq#referral */
const sitePath = {
  kind: "path",
  hint: "An address on this site starting with /, e.g. /contact or /faq#referral",
} as const

const link = { label: text, path: sitePath }

/** A menu's link: the build refuses one that leads to no page of the site. */
const menuLink = {
  label: text,
  path: {
    kind: "path",
    page: true,
    hint: "The page's address on this site, starting with /, e.g. /contact or /virtual-care; it must be a page of the site",
  },
} as const

/** The days a clinic can be open, as written in site.yaml's hours and understood by schema.org. */
export { WEEKDAYS }

/** A holiday's or a closure's hours: none when the clinic is closed. */
const SPECIAL_HOURS = {
  opens: { kind: "time", optional: true, hint: "24-hour time, e.g. 10:00; leave both times empty when closed" },
  closes: { kind: "time", optional: true, hint: "24-hour time, e.g. 14:00; leave both times empty when closed" },
} satisfies Fields

/** Both times or neither, the closing after the opening. */
function checkSpecialHours(item: unknown, where: string): Array<[string, string]> {
  if (!isPlainObject(item)) return []
  const { opens, closes } = item
  if (isEmpty(opens) !== isEmpty(closes))
    return [[`${where}.${isEmpty(opens) ? "opens" : "closes"}`, "is missing: give both times, or neither when closed"]]
  if (typeof opens === "string" && typeof closes === "string" && closes <= opens)
    return [[`${where}.closes`, `is ${closes}, but should come after the opening time (${opens})`]]
  return []
}

/** Each item of `list` whose `key` (a day, a holiday) an earlier item already gave: "Monday is listed twice". */
const listedTwice = (record: Record<string, unknown>, list: string, key: string, noun: string) => {
  const items = listIn(record[list])
  const values = items.map(item => (isPlainObject(item) ? item[key] : undefined))
  return values.flatMap((value, i): Array<[string, string]> =>
    typeof value === "string" && values.indexOf(value) < i
      ? [[itemLabel(list, i, items[i]), `${value} is listed twice; give each ${noun} once`]]
      : [],
  )
}

/** Each item of `list` whose last day has passed: the site no longer shows it. */
const endedItems = (record: Record<string, unknown>, list: string, today: string): Array<[string, string]> =>
  listIn(record[list]).flatMap((item, i): Array<[string, string]> => {
    const { to } = spanOf(item)
    return to && to < today
      ? [[itemLabel(list, i, item), `ended on ${to}: the site no longer shows it, so you can delete it`]]
      : []
  })

/** A phone number as patients read it; its tap-to-call form is made from it (src/lib/phone.ts). */
const phoneNumber: Field = {
  kind: "phone",
  hint: "As patients read it, e.g. (905) 555-0123; tap-to-call dials the same number",
}

/** What search engines show under a page's title: Google cuts it at about 160 characters. */
const searchDescription = {
  kind: "string",
  multiline: true,
  minLength: 50,
  maxLength: 160,
  hint: "Shown by search engines under the title: 50 to 160 characters",
} as const

const pagePathHint = "The page's address on the site; it is fixed by the site, do not change it"

/** content/pages/: a file per page, each with what every page has, and what that page shows besides. */
export const PAGES: ContentGroup = {
  name: "pages",
  label: "Pages",
  interface: "PagesYaml",
  fields: {
    path: { kind: "string", hint: pagePathHint },
    title: { kind: "string", hint: "The browser tab title and search result title" },
    heading: { kind: "string", hint: "The main heading at the top of the page" },
    description: searchDescription,
    intro: { ...optionalParagraph, hint: "The introduction under the heading" },
  },
}

/** "services-physiotherapy" → "ServicesPhysiotherapy" */
const pascalCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())

/**
 * The page at `path`: content/pages/<name>.yaml, GraphQL type <Name>PageYaml. Its path is fixed (the CMS hides
 * it); `own` are the fields this page shows besides the ones every page has.
 */
const page = (name: string, path: string, label: string, own: Fields = {}): ContentType => ({
  type: `${pascalCase(name)}PageYaml`,
  file: `pages/${name}.yaml`,
  group: PAGES,
  label,
  shownAt: path,
  fields: { ...PAGES.fields, path: { kind: "string", oneOf: [path], hint: pagePathHint }, ...own },
})

const pageBody = {
  kind: "strings",
  multiline: true,
  optional: true,
  label: "Paragraphs",
  one: "paragraph",
  hint: "Paragraphs under the introduction",
} as const

/** A statement's parts (accessibility, privacy), each under its heading, with what it may show after its text. */
const pageSections: Field = {
  ...list(
    "PageSection",
    {
      heading: text,
      body: paragraphs,
      contactDetails: {
        kind: "boolean",
        optional: true,
        label: "Show how to reach us",
        hint: "Shows the clinic's phone, email and contact form under this section",
      },
      privacyContact: {
        kind: "boolean",
        optional: true,
        label: "Show the privacy contact",
        hint: "Shows the privacy contact from the clinic facts (name, email, phone) under this section",
      },
      formProvider: {
        kind: "boolean",
        optional: true,
        label: "Name the form provider",
        hint: "Says who delivers the contact form's messages, with a link to its privacy policy",
      },
      link: {
        ...object("PageSectionLink", { label: text, url }, true),
        hint: "A link to another website shown after the text, e.g. the Information and Privacy Commissioner",
      },
      pageLink: {
        ...object("PageSectionPageLink", link, true),
        label: "Link to a page of this site",
        hint: "A link to another page of this site shown after the text, e.g. /contact#getting-here",
      },
    },
    { optional: true },
  ),
  hint: "Parts of the page, each under its own heading",
}

const pages: ContentType[] = [
  page("home", "/", "home page's heading"),
  page("about", "/about", "About page", {
    body: pageBody,
    image: { ...image("about", "A picture beside the text"), optional: true },
  }),
  page("services", "/services", "Services page"),
  page("services-physiotherapy", "/services/physiotherapy", "Physiotherapy page"),
  page("services-supportive-devices", "/services/supportive-devices", "Supportive Devices page"),
  page("conditions", "/conditions", "What We Treat page"),
  page("treatment", "/treatment", "How We Treat page"),
  page("our-team", "/our-team", "Our Team page"),
  page("blogs", "/blogs", "blog's front page"),
  page("faq", "/faq", "questions page"),
  page("book", "/book", "Book page", { body: pageBody }),
  page("contact", "/contact", "Contact page"),
  page("fees", "/fees", "Fees and coverage page"),
  page("accessibility", "/accessibility", "accessibility statement", { sections: pageSections }),
  page("privacy", "/privacy", "privacy statement", { sections: pageSections }),
  page("not-found", "/404", "page for an address that is not found"),
]

const SITE = {
  type: "SiteYaml",
  shownAt: "/",
  file: "site.yaml",
  label: "clinic facts and hours",
  fields: {
    name: text,
    shortName: {
      kind: "string",
      maxLength: 12,
      hint: "The name under the icon on a phone's home screen: 12 characters or fewer",
    },
    description: { ...paragraph, hint: "What the clinic does, for search engines and link previews" },
    siteUrl: { kind: "url", hint: "The address the site is published at, e.g. https://www.example.com" },
    opened: {
      kind: "date",
      window: "past",
      label: "Opened on",
      hint: "The day the clinic opened; no blog post is dated before it",
    },
    address: object("SiteAddress", { street: text, city: text, province: text, postalCode: text, country: text }),
    areaServed: { kind: "strings", one: "city served", hint: "The cities the clinic serves, for search engines" },
    // Made from the address when left empty (src/lib/map-links.ts), so moving the clinic moves the map.
    mapUrl: {
      kind: "url",
      optional: true,
      hint: "The map page that opens when a visitor asks for directions. Left empty, it follows the address above",
    },
    mapEmbedUrl: {
      kind: "url",
      optional: true,
      hint: "The map shown on the home and contact pages (an embed address). Left empty, it follows the address above",
    },
    phone: phoneNumber,
    email: text,
    privacyContact: {
      ...object("SitePrivacyContact", {
        name: {
          kind: "string",
          hint: 'The person responsible for privacy, by name or role, e.g. "Jane Doe, Privacy Officer"',
        },
        email: { kind: "string", hint: "Where patients write about their privacy and their records" },
        phone: phoneNumber,
      }),
      label: "Privacy contact",
      hint: "Who patients contact about their privacy and their records (PHIPA's contact person), shown on /privacy",
    },
    hours: {
      ...list("SiteHours", {
        day: { kind: "string", oneOf: WEEKDAYS },
        opens: { kind: "time", optional: true, hint: "24-hour time, e.g. 09:00; leave empty on a closed day" },
        closes: { kind: "time", optional: true, hint: "24-hour time, e.g. 19:00; leave empty on a closed day" },
      }),
      one: "day",
    },
    bookingUrl: { kind: "url", hint: "The online booking portal" },
    formEndpoint: { kind: "url", hint: "Where the contact form sends messages (the form provider's address)" },
    formProvider: {
      ...object("SiteFormProvider", {
        name: { kind: "string", hint: "The company that delivers the contact form's messages, e.g. Formspree" },
        privacyUrl: { kind: "url", label: "Privacy policy", hint: "The form provider's privacy policy" },
      }),
      hint: "Named beside the contact form's send button and in the privacy statement",
    },
    reviewsUrl: { kind: "url", hint: "The page with the clinic's patient reviews" },
    social: object("SiteSocial", { facebook: url, linkedin: url, instagram: url }),
    claims: object("SiteClaims", { experience: text, clinicalExpertise: text }),
    contactForm: object("SiteContactForm", { heading: text, intro: paragraph }),
    medicalNote: { ...paragraph, hint: "The note on condition pages: general information, not a diagnosis" },
    socialImage: image("", "The picture shown when a page is shared: 1200 × 630"),
    navigation: list("SiteNavItem", menuLink),
    quickLinks: list("SiteQuickLink", menuLink),
    legalLinks: {
      ...list("SiteLegalLink", menuLink),
      label: "Links on the footer's last line",
      one: "link on the footer's last line",
      hint: "Links beside the copyright at the foot of every page: the accessibility and privacy statements",
    },
  },
  check: record => listedTwice(record, "hours", "day", "day"),
} satisfies ContentType

const CONDITION_PAGES = {
  type: "ConditionPageYaml",
  shownAt: conditionPagePath("{{fields.category}}", "{{slug}}"),
  folder: "condition-pages",
  label: "condition",
  fields: {
    slug: {
      ...slug,
      hint: "Its address under its category's, e.g. plantar-fasciitis for /conditions/lower-extremity/plantar-fasciitis",
    },
    title: { kind: "string", hint: 'Its name, e.g. "Plantar Fasciitis"' },
    category: { kind: "reference", to: "conditionCategory", hint: "The What We Treat page that lists it" },
    order: { kind: "number", hint: "Its place on its category's page: 1 comes first" },
    shortDescription: {
      ...searchDescription,
      hint: "Shown by search engines under the page's title: 50 to 160 characters",
    },
    image: image("conditions", "A picture beside it on its category's page and on its own: 1200 × 800"),
    description: runningText("What it is and who it affects, in plain words", "What it is"),
    symptoms: plainLines("One a line"),
    causes: plainLines("One a line", "Causes, and who gets it", "cause, or who gets it"),
    selfCare: plainLines(
      "Safe things to do while waiting for an appointment, one a line",
      "Things you can do now",
      "thing you can do now",
    ),
    treatments: plainLines(
      "One a line. A term of the glossary, e.g. dry needling or TENS, links to its plain explanation on the page",
      "Ways physiotherapy helps",
      "way physiotherapy helps",
    ),
    recovery: runningText(
      "What the sources say of how long it takes, and what can make it longer or shorter: no figure they do not give",
      "How long recovery usually takes",
    ),
    ...HEALTH_INFORMATION,
    bookingUrl: {
      kind: "url",
      optional: true,
      label: "Booking link",
      hint: "A booking page for this condition, if it has its own; leave empty for the clinic's",
    },
  },
  check: record => reviewProblems(record),
  warn: reviewDue,
} satisfies ContentType

const WARNING_SIGNS = {
  type: "WarningSignsYaml",
  file: "warning-signs.yaml",
  label: "warning signs",
  fields: {
    signs: list("WarningSign", {
      slug: { ...slug, hint: "How pages name it, e.g. cauda-equina" },
      text: {
        kind: "string",
        readability: "list",
        hint: 'In plain words, completing "Get help right away if you have:", e.g. New trouble peeing or controlling your bladder',
      },
      tier: {
        kind: "string",
        oneOf: SIGN_TIERS,
        hint: "emergency: call 911 or go to an emergency department; today: see a doctor or call Health811 today",
      },
      regions: {
        kind: "reference",
        to: "healthRegion",
        multiple: true,
        minItems: 1,
        label: "Regions and situations",
        hint: "Where it applies: the CMS offers it on pages of these",
      },
      wholeBody: {
        kind: "boolean",
        optional: true,
        label: "An emergency of the whole body",
        hint: "Yes for a stroke, a heart attack or sepsis: the body parts it names are signs of the emergency, so it may show on any region's page",
      },
      sources: healthSources("At least one source from health-sources.yaml that puts this sign in this tier", 1),
    }),
    regions: list("HealthRegion", {
      slug: { ...slug, hint: "How pages name it, e.g. low-back" },
      title: { kind: "string", hint: 'As staff know it, e.g. "Low back and pelvis"' },
      framework: {
        kind: "string",
        multiline: true,
        hint: "The published red-flag framework its must-not-miss signs were checked against",
      },
      sources: healthSources("The framework's own pages, from health-sources.yaml", 1),
      mustNotMiss: {
        kind: "reference",
        to: "warningSign",
        multiple: true,
        optional: true,
        label: "Must-not-miss signs",
        hint: "Every page of this region shows each of these, or sets it aside with a reason: the build refuses one that does neither",
      },
      bodyParts: {
        kind: "strings",
        optional: true,
        label: "Body parts",
        hint: "The words for this region's body parts, e.g. elbow, forearm: a sign naming them shows only on pages of a region that has them",
      },
    }),
  },
  check: record => mustNotMissApplies(record),
} satisfies ContentType

const HEALTH_SOURCES = {
  type: "HealthSourcesYaml",
  file: "health-sources.yaml",
  label: "sources of health information",
  fields: {
    sources: list("HealthSource", {
      slug: { ...slug, hint: "How pages and signs name it: its publisher and topic, e.g. healthlinkbc-neck-pain" },
      title: { kind: "string", hint: "The page's own title, as its publisher wrote it" },
      publisher: { kind: "string", hint: 'Who published it, e.g. "HealthLinkBC" or "Heart & Stroke"' },
      country: {
        kind: "string",
        oneOf: SOURCE_COUNTRIES,
        hint: "Where its publisher is: Canadian sources come first, and at least half of them should be",
      },
      kind: {
        kind: "string",
        oneOf: Object.keys(SOURCE_KINDS),
        label: "Kind of publisher",
        hint: `Who publishes it: ${Object.entries(SOURCE_KINDS)
          .map(([kind, means]) => `${kind}, ${means}`)
          .join("; ")}. Never a clinic's, surgeon's, drugstore's or content site's page`,
      },
      url: {
        kind: "sourceUrl",
        label: "Address",
        hint: "The page's address where its publisher serves it, copied from the browser: no copy on another site, test server or other country's edition",
      },
    }),
  },
} satisfies ContentType

const SAMPLE_LISTS = {
  type: "SamplesYaml",
  folder: "samples",
  label: "file's samples",
  collectionLabel: "Samples to confirm",
  create: false,
  // The list shows how far each file is: "Neck Pain (condition) · 3 of 8 confirmed".
  summary: "{{title}} · {{progress}}",
  fields: {
    slug: { ...slug, hidden: true, hint: "This list's own name: the content file's, e.g. condition-pages-neck-pain" },
    title: { kind: "string", hint: "The content file whose sample facts these are, in staff words" },
    file: {
      kind: "string",
      hidden: true,
      hint: "The content file, from content/, e.g. condition-pages/neck-pain.yaml",
    },
    // Written by the CMS at each save (src/cms/previews/samples.ts) and by `npm run sample-labels`, for the list.
    progress: {
      kind: "string",
      optional: true,
      hidden: true,
      hint: "How many of the facts are confirmed, e.g. 3 of 8 confirmed",
    },
    // Never kept in the file: the CMS turns it into confirmed on every fact as it saves (src/cms/previews/samples.ts).
    confirmAll: {
      kind: "boolean",
      optional: true,
      label: "Confirm every fact of this file",
      hint: "Turn on once you have checked the whole page and it is right as it is: saving confirms each fact below, and the launch check stops naming them. The form shows them confirmed when you next open this file",
    },
    // A fact taken off the list would stop being a sample unseen: staff confirm one, or replace its value.
    samples: list(
      "SampleFact",
      {
        label: {
          kind: "string",
          label: "Fact",
          hint: "Which value of the file it is, in plain words (written by npm run sample-labels)",
        },
        field: { kind: "string", hidden: true, hint: "Its place in the file, items named by their slug" },
        fingerprint: {
          kind: "string",
          hidden: true,
          hint: "The sample value's fingerprint: a value changed in the file is the clinic's own",
        },
        note: { ...optionalText, hint: "What to confirm or replace" },
        confirmed: {
          kind: "boolean",
          optional: true,
          label: "Confirmed",
          hint: "On when the clinic keeps this value as it is: it is then no longer a sample",
        },
      },
      { fixed: true },
    ),
  },
} satisfies ContentType

const TEAM = {
  type: "TeamYaml",
  shownAt: "/our-team",
  file: "team.yaml",
  label: "team",
  fields: {
    members: list("TeamMember", {
      slug,
      name: text,
      role: text,
      photo: image("team", "A portrait: 800 × 1000"),
      bio: { ...paragraphs, label: "Bio paragraphs", one: "bio paragraph" },
      languages: {
        kind: "languages",
        hint: "Every language this person can talk with patients in, picked from the list; shown on their profile",
      },
      registrationNumber: {
        kind: "registration",
        optional: true,
        label: "College registration number",
        hint: "A physiotherapist's number on the public register of the College of Physiotherapists of Ontario, digits only",
      },
      registerUrl: {
        kind: "collegeRegister",
        optional: true,
        label: "Public register page",
        hint: "This physiotherapist's page on the College's public register (https://portal.collegept.org/…), shown beside the number",
      },
      bookingUrl: {
        kind: "url",
        optional: true,
        label: "Booking link",
        hint: "This person's own page in the booking portal; leave empty when patients cannot book with them",
      },
    }),
  },
} satisfies ContentType

const LANGUAGE_PAGES = {
  type: "LanguagePagesYaml",
  folder: "language-pages",
  label: "page in another language",
  collectionLabel: "Pages in other languages",
  shownAt: "/{{fields.language}}",
  fileNameField: "language",
  // "Spanish (Español) · checked on 2026-11-20", or "· not checked yet": the list names each page by its language.
  summary:
    "{{fields.listedAs}} · {{fields.confirmedOn | ternary('checked on ', 'not checked yet')}}{{fields.confirmedOn}}",
  fields: {
    language: {
      kind: "languageCode",
      hint: "The language of the page, spoken by someone on Our Team; its address is its code, e.g. /pa for Punjabi",
    },
    // Written by the CMS at each save (src/cms/previews/translations.ts), for its list; never shown on the site.
    listedAs: {
      kind: "string",
      optional: true,
      hidden: true,
      label: "Listed as",
      hint: "The language's name as the CMS lists the page, e.g. Punjabi (ਪੰਜਾਬੀ): written by the CMS from the language",
    },
    translatedBy: {
      kind: "string",
      label: "Translated by",
      hint: "Who translated it, in the page's language: shown at its foot",
    },
    confirmedBy: {
      kind: "reference",
      to: "teamMember",
      optional: true,
      label: "Checked by",
      hint: "The team member who speaks the language and checked every sentence against its English: until then the page is a sample",
    },
    confirmedOn: {
      kind: "date",
      window: "past",
      optional: true,
      label: "Checked on",
      hint: "The day they checked it: shown at its foot. Saved with today's date, every sentence counts as made from the English as it is now",
    },
    sentences: openGroup(
      "LanguagePageSentences",
      Object.fromEntries(
        SENTENCE_KEYS.map(key => [
          key,
          {
            ...openGroup(`LanguagePageSentence`, {
              text: { kind: "string", multiline: true, label: "In the page's language", hint: factsHint(key) },
              from: {
                kind: "string",
                hidden: true,
                hint: "The fingerprint of the English it was made from (content/language-page.yaml)",
              },
            }),
            label: SENTENCE_LABELS[key],
          } satisfies Field,
        ]),
      ),
    ),
  },
  check: record => [...checkProblems(record), ...listedAsProblems(record)],
} satisfies ContentType

// Each record's type, derived from its declaration above (content-types.ts): its users read these, never a copy.
export type SiteRecord = RecordOf<typeof SITE.fields>
export type ConditionPageRecord = RecordOf<typeof CONDITION_PAGES.fields>
/** What a page of health information holds for its signs, sources and review (a condition's, an article's) */
export type HealthInformation = RecordOf<typeof HEALTH_INFORMATION>
export type WarningSignRecord = ItemOf<typeof WARNING_SIGNS.fields, "signs">
export type HealthRegionRecord = ItemOf<typeof WARNING_SIGNS.fields, "regions">
export type SetAsideRecord = NonNullable<HealthInformation["whenToGetHelp"]["setAside"]>[number]
export type HealthSourceRecord = ItemOf<typeof HEALTH_SOURCES.fields, "sources">
export type SampleListRecord = RecordOf<typeof SAMPLE_LISTS.fields>
export type SampleFactRecord = ItemOf<typeof SAMPLE_LISTS.fields, "samples">
export type TeamMemberRecord = ItemOf<typeof TEAM.fields, "members">
export type LanguagePageRecord = RecordOf<typeof LANGUAGE_PAGES.fields>

export const contentTypes: ContentType[] = [
  SITE,
  {
    type: "HolidaysYaml",
    shownAt: "/contact",
    file: "holidays.yaml",
    label: "holidays and closures",
    fields: {
      holidays: {
        ...list(
          "ClinicHoliday",
          {
            holiday: { kind: "string", oneOf: HOLIDAY_NAMES, hint: "Its dates come each year from Ontario's calendar" },
            ...SPECIAL_HOURS,
          },
          { optional: true },
        ),
        label: "Public holidays",
        hint: "The holidays the clinic closes on, or opens other hours on; on any other holiday it keeps its usual hours",
      },
      closures: {
        ...list(
          "ClinicClosure",
          {
            from: { kind: "date", window: "calendar", label: "First day", hint: "The day it starts, e.g. 2026-12-28" },
            to: {
              kind: "date",
              window: "calendar",
              optional: true,
              label: "Last day",
              hint: "Leave empty for one day",
            },
            reason: {
              kind: "string",
              maxLength: 60,
              hint: 'What it is for, as it reads after "Closed today for", e.g. "staff training" or "renovations"',
            },
            ...SPECIAL_HOURS,
          },
          { optional: true },
        ),
        label: "Closures and changed hours",
        one: "closure or change of hours",
        hint: "One-off days or runs of days: closed, or open other hours. One here wins over a holiday on the same day",
      },
    },
    check: record => {
      const problems = listedTwice(record, "holidays", "holiday", "holiday")
      const holidays = listIn(record.holidays)
      holidays.forEach((item, i) => problems.push(...checkSpecialHours(item, itemLabel("holidays", i, item))))
      const closures = listIn(record.closures)
      closures.forEach((item, i) => problems.push(...checkSpecialHours(item, itemLabel("closures", i, item))))
      problems.push(...spanProblems(record, "closures"))
      const spans = closures.map((item, i) => ({ ...spanOf(item), where: itemLabel("closures", i, item) }))
      spans.forEach((span, i) => {
        const earlier = spans
          .slice(0, i)
          .find(
            other => other.from && other.to && span.from && span.to && other.from <= span.to && span.from <= other.to,
          )
        if (earlier)
          problems.push([
            `${span.where}.from`,
            `overlaps ${earlier.where}: give each day once, or make one run of days`,
          ])
      })
      return problems
    },
    warn: (record, today) => endedItems(record, "closures", today),
  },
  {
    type: "NoticesYaml",
    shownAt: "/",
    file: "notices.yaml",
    label: "notices",
    fields: {
      notices: {
        ...list(
          "ClinicNotice",
          {
            text: {
              kind: "string",
              maxLength: 160,
              hint: 'One or two short sentences, e.g. "We are closed December 25 and 26." 160 characters at most',
            },
            link: {
              ...object("ClinicNoticeLink", { label: text, path: sitePath }, true),
              hint: "A link after the text to a page of this site, e.g. Opening hours and /contact#opening-hours",
            },
            from: {
              kind: "date",
              window: "calendar",
              label: "First day",
              hint: "The first day it shows, e.g. 2026-12-01",
            },
            to: {
              kind: "date",
              window: "calendar",
              label: "Last day",
              hint: "The last day it shows; from the next day it is gone",
            },
          },
          { optional: true },
        ),
        hint: "A short notice at the top of every page, on its days only. Patients can dismiss it",
      },
    },
    check: record => spanProblems(record, "notices"),
    warn: (record, today) => endedItems(record, "notices", today),
  },
  ...pages,
  // A plain page staff add themselves, at the address it gives, and link from a menu in site.yaml. It is a page as
  // those of content/pages/ are (a PagesYaml), so the breadcrumb trail names it by its title like any other.
  {
    type: "ExtraPageYaml",
    folder: "extra-pages",
    label: "extra page",
    implements: PAGES,
    shownAt: "{{fields.path}}",
    fields: {
      title: {
        kind: "string",
        hint: "The browser tab title, the search result title and the page's name in the breadcrumb trail, e.g. Virtual care",
      },
      path: {
        kind: "pageAddress",
        label: "Address",
        hint: "Where the page is: / then lowercase words joined by hyphens, e.g. /virtual-care; no other page may have it",
      },
      heading: { kind: "string", hint: "The main heading at the top of the page" },
      description: searchDescription,
      intro: { ...paragraph, label: "Introduction", hint: "The paragraph under the heading" },
      sections: {
        ...list("ExtraPageSection", {
          heading: text,
          body: { kind: "markdown", hint: "Paragraphs, lists, links and bold text from the toolbar" },
        }),
        hint: "Parts of the page, each under its own heading",
      },
      image: { ...image("pages", "A picture beside the text: 1200 × 800"), optional: true },
      imageAlt: {
        kind: "string",
        optional: true,
        label: "Picture description",
        hint: "What the picture shows, for people who cannot see it; needed with a picture",
      },
      booking: {
        kind: "boolean",
        optional: true,
        label: "Show the booking buttons",
        hint: "Ends the page with the Book an assessment button and the clinic's phone number",
      },
    },
    check: pictureProblems,
  },
  {
    type: "HomeYaml",
    shownAt: "/",
    file: "home.yaml",
    label: "home page",
    fields: {
      slides: list("HomeSlide", {
        caption: text,
        text: optionalText,
        image: image("banner", "A wide picture: 2400 × 1000"),
        alt: { kind: "string", hint: "What the picture shows, for people who cannot see it" },
      }),
      whyChoose: object("HomeWhyChoose", {
        heading: text,
        points: list("HomePoint", { title: text, description: paragraph }),
      }),
      care: object("HomeCare", {
        heading: text,
        intro: optionalParagraph,
        services: list("HomeCareService", { title: text, description: paragraph, path: sitePath }),
      }),
      about: object("HomeAbout", { heading: text, body: paragraphs, linkLabel: text, formHeading: text }),
      testimonials: object("HomeTestimonials", {
        heading: text,
        body: paragraph,
        linkLabel: text,
        quotes: {
          ...list(
            "HomeQuote",
            {
              quote: { ...paragraph, hint: "The patient's own words, with their written consent" },
              name: { kind: "string", hint: 'First name or initials only, e.g. "Sarah K."' },
              condition: { kind: "string", hint: 'What they came in for, e.g. "Lower back pain"' },
            },
            { optional: true },
          ),
          hint: "Up to three short quotes from patients, shown beside the link to the reviews",
        },
      }),
      cta: object("HomeCta", { heading: text, body: paragraph, buttonLabel: text }),
      map: object("HomeMap", { heading: text, iframeTitle: text, linkLabel: text }),
    },
  },
  {
    type: "ServicesYaml",
    shownAt: "/services",
    file: "services.yaml",
    label: "services",
    fields: {
      cards: list("ServiceCard", {
        slug,
        title: text,
        description: paragraph,
        path: sitePath,
        image: image("services"),
      }),
      physiotherapy: object("PhysiotherapyService", {
        body: paragraphs,
        conditionsHeading: text,
        conditions: list("PhysiotherapyCondition", {
          title: text,
          path: {
            ...sitePath,
            optional: true,
            hint: "Links the condition to its page, e.g. /conditions/spinal-conditions/neck-pain",
          },
        }),
      }),
      devices: list("SupportiveDevice", {
        slug,
        title: text,
        description: paragraph,
        benefits: strings,
        image: image("devices"),
      }),
    },
  },
  {
    type: "ConditionsYaml",
    shownAt: conditionPath("{{slug}}"),
    folder: "conditions",
    label: "condition category",
    fields: {
      slug,
      title: text,
      order: { kind: "number", hint: "Its place on What We Treat: 1 comes first" },
      layout: {
        kind: "string",
        oneOf: ["group", "article"],
        hint: "group: a list of conditions, each with a page of its own (Conditions); article: one condition explained in full (article)",
      },
      shortDescription: {
        ...searchDescription,
        hint: "Shown on the What We Treat card and by search engines: 50 to 160 characters",
      },
      image: image("conditions"),
      description: {
        ...paragraphs,
        label: "Description paragraphs",
        one: "description paragraph",
        readability: "running",
        hint: "One paragraph or more: on its card's page under the title, or an article's introduction",
      },
      redirectFrom: {
        kind: "strings",
        optional: true,
        one: "old address that leads here",
        hint: "Old addresses that should lead to this page, each starting with /",
      },
      article: object(
        "ConditionArticle",
        {
          image: image("conditions"),
          symptoms: plainLines("One a line"),
          selfCare: plainLines(
            "Safe things to do while waiting for an appointment, one a line",
            "Things you can do now",
            "thing you can do now",
          ),
          treatmentGroups: list("ConditionTreatmentGroup", { title: text, points: plainLines("One a line") }),
        },
        true,
      ),
      ...Object.fromEntries(
        Object.entries(HEALTH_INFORMATION).map(([key, field]) => [
          key,
          { ...field, optional: true, hint: `${field.hint}. For an article page only` },
        ]),
      ),
    },
    check: record => {
      const problems: Array<[string, string]> = []
      if (record.layout === "article") {
        if (!record.article)
          problems.push(["article", "is required when layout is article: give its image, symptoms and treatmentGroups"])
        for (const key of HEALTH_INFORMATION_FIELDS)
          if (record[key] === undefined) problems.push([key, "is required when layout is article"])
        problems.push(...reviewProblems(record))
      } else {
        for (const key of ["article", ...HEALTH_INFORMATION_FIELDS])
          if (record[key] !== undefined)
            problems.push([
              key,
              "is only for layout: article; each condition of a group page has its own, in condition-pages/",
            ])
      }
      if (Array.isArray(record.redirectFrom)) {
        record.redirectFrom.forEach((from, i) => {
          if (typeof from === "string" && (!from.startsWith("/") || from === conditionPath(String(record.slug))))
            problems.push([
              `redirectFrom[${i + 1}]`,
              `should be another address on this site starting with "/", not ${JSON.stringify(from)}`,
            ])
        })
      }
      return problems
    },
    warn: reviewDue,
  },
  CONDITION_PAGES,
  WARNING_SIGNS,
  HEALTH_SOURCES,
  {
    type: "GlossaryYaml",
    file: "glossary.yaml",
    label: "words explained on health pages",
    fields: {
      terms: list("GlossaryTerm", {
        slug: { ...slug, hint: "Its anchor on a page, e.g. dry-needling for #term-dry-needling" },
        term: { kind: "string", hint: "The word as pages use it, e.g. dry needling" },
        matches: {
          kind: "strings",
          optional: true,
          label: "Other forms",
          hint: "Other ways pages write it, e.g. tendons for tendon; a form in capitals, e.g. TENS, matches only in capitals",
        },
        explanation: {
          kind: "string",
          multiline: true,
          readability: "list",
          hint: "One or two short, plain sentences, shown under Words used on this page",
        },
        treatment: {
          kind: "reference",
          to: "treatment",
          optional: true,
          label: "On How We Treat",
          hint: "The component of care it is, if it is one: its explanation links to it",
        },
      }),
    },
    check: record => formsUsedTwice(record),
  },
  SAMPLE_LISTS,
  {
    type: "TreatmentsYaml",
    shownAt: "/treatment",
    file: "treatments.yaml",
    label: "treatments",
    fields: {
      treatments: list("Treatment", {
        slug,
        title: { kind: "string", hint: 'The full name, e.g. "Transcutaneous Electrical Nerve Stimulation"' },
        abbreviation: {
          ...optionalText,
          hint: 'The short form patients may know, e.g. "TENS", shown after the full name',
        },
        description: paragraph,
      }),
    },
  },
  TEAM,
  {
    type: "FeesYaml",
    shownAt: "/fees",
    file: "fees.yaml",
    label: "fees and coverage",
    fields: {
      visits: list("FeeVisit", {
        slug: { ...slug, hint: "The row's own name, e.g. initial-assessment" },
        name: { kind: "string", hint: 'What the visit is, e.g. "Initial assessment and treatment"' },
        description: { ...optionalText, hint: "One short line on what it includes, shown under its name" },
        minutes: { kind: "number", min: 1, integer: true, hint: "How long it takes, in minutes, e.g. 60" },
        price: {
          kind: "number",
          min: 0,
          hint: "The set fee in Canadian dollars, the number alone, e.g. 130: never a starting price",
        },
        coverage: {
          kind: "string",
          oneOf: ["usually", "sometimes", "not"],
          hint: "Whether insurance usually pays for it: usually, sometimes or not",
        },
        coverageNote: {
          ...optionalText,
          label: "Coverage note",
          hint: 'What coverage depends on, e.g. "Most plans, with a doctor\'s prescription"',
        },
      }),
      taxes: { ...paragraph, hint: "How tax applies to these fees, shown under the table" },
      notes: { kind: "strings", optional: true, hint: "Anything else about the fees, a short line each" },
      ways: {
        ...list("PaymentWay", {
          slug: { ...slug, hint: "Its address on the page, e.g. car-accident for /fees#car-accident" },
          choice: {
            kind: "string",
            label: "Choice at the top",
            hint: 'The patient\'s situation, as the list at the top of the page names it, e.g. "I was hurt in a car accident"',
          },
          title: { kind: "string", hint: "The section's heading" },
          youPay: { ...paragraph, label: "What you pay" },
          weDo: { ...paragraph, label: "What we do for you" },
          bring: { ...strings, label: "Things to bring", one: "thing to bring", hint: "One thing a line" },
          insurers: {
            kind: "strings",
            optional: true,
            label: "Insurers we bill directly",
            one: "insurer we bill directly",
            hint: "Shown in this section: the one place on the site that lists them",
          },
          details: {
            kind: "markdown",
            optional: true,
            hint: "Anything else, e.g. who qualifies, or what a plan may ask for: paragraphs, lists, links, bold",
          },
          link: {
            ...object("PaymentWayLink", { label: text, url }, true),
            hint: "A link to another website, e.g. the province's list of funded clinics",
          },
          languagePageSentence: {
            kind: "string",
            oneOf: PAYMENT_WAY_SENTENCES,
            label: "Sentence on the pages in other languages",
            hint: `The sentence that tells this situation on the pages in other languages, each situation its own: ${PAYMENT_WAY_SENTENCES.map(key => `${key} (${SENTENCE_LABELS[key]})`).join(", ")}`,
          },
        }),
        label: "Payment situations",
        one: "payment situation",
      },
      payment: object("FeesPayment", {
        methods: {
          ...strings,
          label: "Ways to pay at the clinic",
          one: "way to pay at the clinic",
          hint: "How patients can pay at the clinic, e.g. Debit",
        },
        receipts: paragraph,
        cancellation: {
          ...paragraph,
          hint: "The notice needed to cancel and any fee: stated only here, where the FAQ links to it",
        },
      }),
    },
    check: paymentWayProblems,
  },
  {
    type: "GettingHereYaml",
    shownAt: "/contact",
    file: "getting-here.yaml",
    label: "getting here and getting in",
    fields: {
      intro: { ...optionalParagraph, hint: "A line under the section's heading on the Contact page" },
      entrance: object("AccessEntrance", {
        stepFree: {
          kind: "boolean",
          label: "Step-free",
          hint: "On when a wheelchair can roll in: no step, or a ramp; search engines are told so",
        },
        details: { ...paragraph, hint: "Where the entrance is, its door, any step or ramp" },
      }),
      floor: { ...paragraph, label: "Floor and elevator", hint: "Which floor the clinic is on, and the elevator" },
      parking: object("AccessParking", {
        note: { kind: "string", hint: "One line shown at the top of every page, e.g. Free parking at the rear" },
        free: { kind: "boolean", label: "Free", hint: "On when parking is free; search engines are told so" },
        accessible: { ...paragraph, label: "Accessible parking", hint: "Where the accessible spaces are" },
      }),
      dropOff: { ...paragraph, label: "Drop-off", hint: "Where a driver or a taxi can let someone out" },
      transit: list("AccessTransit", {
        name: { kind: "string", label: "Route", hint: 'A bus or train line, e.g. "MiWay 1 Dundas"' },
        stop: {
          kind: "string",
          hint: 'Where to get off and how far it is, e.g. "Dundas St. W at Example Rd., 3 minutes\' walk"',
        },
      }),
      washroom: object("AccessWashroom", {
        accessible: { kind: "boolean", label: "Accessible", hint: "On when a wheelchair user can use it" },
        details: paragraph,
      }),
      serviceAnimals: { ...paragraph, label: "Service animals" },
      help: {
        ...paragraph,
        label: "Help getting in",
        hint: "What to do if you need a hand getting in: the clinic's phone number is shown after it",
      },
    },
  },
  {
    type: "FaqYaml",
    shownAt: "/faq",
    file: "faq.yaml",
    label: "questions patients ask",
    fields: {
      firstVisit: object("FaqFirstVisit", {
        heading: text,
        points: { ...strings, hint: "Short lines shown beside the booking button on the home and Book pages" },
        link: object("FaqFirstVisitLink", { label: text, path: sitePath }),
      }),
      directBilling: object("FaqDirectBilling", {
        heading: text,
        note: { ...paragraph, hint: "One or two sentences shown beside the booking button on the home and Book pages" },
        link: object("FaqDirectBillingLink", { label: text, path: sitePath }),
      }),
      groups: {
        ...list("FaqGroup", {
          title: text,
          questions: list("FaqQuestion", {
            slug: { ...slug, hint: "The question's own address on the page, e.g. referral for /faq#referral" },
            question: text,
            answer: { kind: "markdown", hint: "Paragraphs, lists, links and bold text from the toolbar" },
            link: object("FaqAnswerLink", { label: text, path: sitePath }, true),
            featured: {
              kind: "boolean",
              optional: true,
              label: "Common question",
              hint: "Also listed under Common questions on the Book and Contact pages",
            },
          }),
        }),
        one: "group of questions",
      },
    },
    // A question's slug is its anchor on /faq, so it is unique across groups (within one, the list check says so).
    check: record => {
      const problems: Array<[string, string]> = []
      const seen = new Map<string, { group: number; where: string }>()
      listIn(record.groups).forEach((group, g) => {
        listIn(isPlainObject(group) ? group.questions : undefined).forEach((question, q) => {
          const slug = isPlainObject(question) ? question.slug : undefined
          if (typeof slug !== "string") return
          const where = `${itemLabel("groups", g, group)}.${itemLabel("questions", q, question)}`
          const first = seen.get(slug)
          if (!first) seen.set(slug, { group: g, where })
          else if (first.group !== g)
            problems.push([`${where}.slug`, `"${slug}" is already used by ${first.where}; each question needs its own`])
        })
      })
      return problems
    },
  },
  {
    type: "PostsYaml",
    shownAt: "/blogs/{{slug}}",
    folder: "posts",
    label: "blog post",
    fields: {
      slug: { ...slug, hint: "The post's address: /blogs/ then this, e.g. first-physiotherapy-visit" },
      title: text,
      date: {
        kind: "date",
        window: "sinceOpened",
        hint: "The day it is published, not before the clinic opened; the newest post leads the blog",
      },
      author: { kind: "reference", to: "teamMember", hint: "Who wrote it: a member of Our Team" },
      description: searchDescription,
      excerpt: {
        ...paragraph,
        readability: "list",
        hint: "One paragraph shown under the title, in the blog's list, its feed and beside the health pages it is about: short sentences",
      },
      cover: {
        ...image("posts", "A wide picture at the top of the post and on its link previews: 1600 × 840"),
        optional: true,
      },
      coverAlt: {
        kind: "string",
        optional: true,
        label: "Cover description",
        hint: "What the cover shows, for people who cannot see it",
      },
      conditions: {
        kind: "reference",
        to: "condition",
        multiple: true,
        optional: true,
        hint: "The conditions the post is about: it links to them, and their pages list it under Related articles",
      },
      content: {
        kind: "markdown",
        headings: true,
        label: "Body",
        hint: "Subheadings, lists, links, bold and quotes from the toolbar. Links to this site start with /, e.g. /book",
      },
    },
    check: record =>
      record.cover && !record.coverAlt ? [["coverAlt", "is required when there is a cover: describe the picture"]] : [],
  },
  // The English every page in another language is made from (src/lib/language-page.ts lists its sentences and the
  // facts in braces each one takes), and one page per language the clinic chooses, at /<code>: its sentences, each
  // with the fingerprint of the English it was made from, who translated it, and who on the team checked it.
  {
    type: "LanguagePageYaml",
    file: "language-page.yaml",
    label: "English of the pages in other languages",
    fields: {
      sentences: openGroup(
        "LanguagePageEnglish",
        Object.fromEntries(
          SENTENCE_KEYS.map(key => [
            key,
            {
              kind: "string",
              multiline: true,
              label: SENTENCE_LABELS[key],
              hint: `${factsHint(key)}. A change here lists this sentence in every translation (the build warns, the launch check names it) until someone who speaks its language checks that page again`,
            } satisfies Field,
          ]),
        ),
      ),
      health811Source: {
        ...object("LanguagePageSource", { title: text, url: { kind: "sourceUrl" } }, true),
        label: "Source of the Health811 sentence",
        hint: "The page of Ontario's that says what the Health811 sentence says: linked from it on every language's page",
      },
    },
  },
  LANGUAGE_PAGES,
]

/**
 * A type's short name, "site" for site.yaml, "pages/about" for pages/about.yaml and "conditions" for
 * conditions/*.yaml: its schema's name, and its CMS collection's unless it is in a group.
 */
export const contentTypeName = (type: ContentType) => type.folder ?? (type.file ?? "").replace(/\.yaml$/, "")

/** The field that holds a record's own address when its type's records give one (an extra page's path). */
export const addressField = (type: ContentType) =>
  Object.keys(type.fields).find(key => type.fields[key].kind === "pageAddress")

/** The type whose files are at `place`, one file or a folder (relative to content/), e.g. what references name. */
export const typeAt = (place: { file: string } | { folder: string }) =>
  contentTypes.find(type => ("file" in place ? type.file === place.file : type.folder === place.folder))

/** The GraphQL type for a YAML file at `relativePath` (relative to content/), or undefined. */
export function typeForFile(relativePath: string): ContentType | undefined {
  const parts = relativePath.split("/")
  const inFolder = parts.length === 2 ? contentTypes.find(t => t.folder === parts[0]) : undefined
  return contentTypes.find(t => t.file === relativePath) ?? inFolder
}
