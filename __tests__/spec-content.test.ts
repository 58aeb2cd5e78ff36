/** @jest-environment node */
// What the product's spec (clinic-website-spec.md) fixes in the content, in this one file. Every other test,
// unit or browser, expects what content/ says, so an editor's change breaks none of them; here each test names,
// in a sentence, where content/ departs from the spec. A clinic that departs on purpose (renames a menu item,
// adds a category) changes the expectation here, knowingly. What the spec fixes in the interface itself (the
// contact form's messages, the banner's timing, the map's height) is the code's, and is tested with it.
// The spec fixes no number of posts: its /blogs shows one article, which must be there; more are the clinic's.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { conditionPath } from "../src/lib/paths"
import { contentDir } from "./support/content-dir"

const read = <T>(file: string): T => parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T

/** Each file of a content folder, with its data. */
const readFolder = <T>(folder: string): Array<{ file: string; data: T }> =>
  fs
    .readdirSync(path.join(contentDir, folder))
    .filter(file => file.endsWith(".yaml"))
    .sort()
    .map(file => ({ file: `content/${folder}/${file}`, data: read<T>(`${folder}/${file}`) }))

interface Link {
  label: string
  path: string
}
interface Category {
  slug: string
  title: string
  order: number
  layout: string
  redirectFrom?: string[]
  article?: { treatmentGroups: unknown[] }
}

const site = read<{
  navigation: Link[]
  quickLinks: Link[]
  hours: Array<{ day: string; opens?: string | null; closes?: string | null }>
  claims: { experience: string; clinicalExpertise: string }
  address: { city: string; province: string }
  areaServed: string[]
  contactForm: { heading: string }
  social: Record<string, string>
}>("site.yaml")
const pages = readFolder<{ path: string; title: string; intro?: string; body?: string[] }>("pages").map(p => p.data)
const categories = readFolder<Category>("conditions").sort((a, b) => a.data.order - b.data.order)
/** The conditions with a page of their own, each listed on its category's page in its order. */
const conditionPages = readFolder<{ title: string; category: string; order: number }>("condition-pages")
  .map(p => p.data)
  .sort((a, b) => a.order - b.order)

const quoted = (items: readonly string[]) => items.map(item => `"${item}"`).join(", ")

/**
 * Where a list content/ writes departs from the spec's, in sentences: an item in the place of the spec's, an item
 * the spec lacks, one of the spec's missing, or the same items in another order.
 */
function listDepartures(what: string, written: readonly string[], spec: readonly string[]): string[] {
  const missing = spec.filter(item => !written.includes(item))
  const extra = written.filter(item => !spec.includes(item))
  const replaced = missing.flatMap(item => {
    const instead = written[spec.indexOf(item)]
    return instead !== undefined && extra.includes(instead) ? [[item, instead]] : []
  })
  const departures = [
    ...replaced.map(([item, instead]) => `${what}: "${instead}" stands where the spec has "${item}"`),
    ...missing
      .filter(item => !replaced.some(([replacedItem]) => replacedItem === item))
      .map(item => `${what}: the spec's "${item}" is missing`),
    ...extra
      .filter(item => !replaced.some(([, instead]) => instead === item))
      .map(item => `${what}: "${item}" is not among the spec's ${spec.length}`),
  ]
  if (departures.length === 0 && written.join("\n") !== spec.join("\n"))
    departures.push(`${what}: in the order ${quoted(written)}; the spec's order is ${quoted(spec)}`)
  return departures
}

test("every route of the spec's table (section 2) is made by content/", () => {
  // The spec's seventeen routes; /faq, /accessibility, /privacy and /fees came later and are the site's own.
  const SPEC_ROUTES = [
    "/",
    "/about",
    "/services",
    "/services/physiotherapy",
    "/services/supportive-devices",
    "/conditions",
    "/conditions/spinal-conditions",
    "/conditions/upper-extremity",
    "/conditions/lower-extremity",
    "/conditions/post-operative",
    "/conditions/vestibular-conditions",
    "/conditions/tmj-dysfunction",
    "/treatment",
    "/blogs",
    "/our-team",
    "/book",
    "/contact",
  ]
  const made = new Set([...pages.map(page => page.path), ...categories.map(({ data }) => conditionPath(data.slug))])
  const departures = SPEC_ROUTES.filter(route => !made.has(route)).map(
    route => `${route} is a route of the spec, but no file in content/ makes it`,
  )
  expect(departures).toEqual([])
})

test("the header's links are the spec's seven, in its order, with its labels (section 2)", () => {
  const SPEC_MENU: Link[] = [
    { label: "Home", path: "/" },
    { label: "Our Team", path: "/our-team" },
    { label: "Services", path: "/services" },
    { label: "What We Treat", path: "/conditions" },
    { label: "How We Treat", path: "/treatment" },
    { label: "Blog", path: "/blogs" },
    { label: "Contact", path: "/contact" },
  ]
  const departures = [
    ...SPEC_MENU.flatMap(({ label, path: to }) => {
      const link = site.navigation.find(candidate => candidate.path === to)
      if (!link) return [`site.yaml's navigation has no link to ${to}, the spec's "${label}"`]
      if (link.label === label) return []
      return [`site.yaml's navigation calls its link to ${to} "${link.label}"; the spec's label is "${label}"`]
    }),
    ...site.navigation
      .filter(link => !SPEC_MENU.some(spec => spec.path === link.path))
      .map(link => `site.yaml's navigation adds a link to ${link.path} ("${link.label}") to the spec's seven`),
  ]
  const shared = site.navigation.map(link => link.path).filter(to => SPEC_MENU.some(spec => spec.path === to))
  const order = SPEC_MENU.map(spec => spec.path).filter(to => shared.includes(to))
  if (shared.join() !== order.join())
    departures.push(`site.yaml's navigation has its links in another order than the spec's: ${order.join(", ")}`)
  expect(departures).toEqual([])
})

test("What We Treat has the spec's six categories, in its order, each with its kind of page (section 2)", () => {
  const SPEC_CATEGORIES = [
    { slug: "spinal-conditions", title: "Spinal Conditions", layout: "group" },
    { slug: "upper-extremity", title: "Upper Extremity", layout: "group" },
    { slug: "lower-extremity", title: "Lower Extremity", layout: "group" },
    { slug: "post-operative", title: "Post-Operative Conditions", layout: "article" },
    { slug: "vestibular-conditions", title: "Vestibular Conditions", layout: "article" },
    { slug: "tmj-dysfunction", title: "TMJ Dysfunction", layout: "article" },
  ]
  const departures = [
    ...SPEC_CATEGORIES.flatMap(spec => {
      const category = categories.find(({ data }) => data.slug === spec.slug)
      if (!category)
        return [`content/conditions/ has no category ${conditionPath(spec.slug)}, the spec's "${spec.title}"`]
      const { file, data } = category
      return [
        ...(data.title === spec.title
          ? []
          : [`${file} is titled "${data.title}"; the spec's title is "${spec.title}"`]),
        ...(data.layout === spec.layout ? [] : [`${file} has layout ${data.layout}; the spec's is ${spec.layout}`]),
      ]
    }),
    ...categories
      .filter(({ data }) => !SPEC_CATEGORIES.some(spec => spec.slug === data.slug))
      .map(
        ({ file, data }) =>
          `${file} adds a category, "${data.title}" (${conditionPath(data.slug)}), to the spec's six: What We Treat ` +
          `shows ${categories.length}`,
      ),
  ]
  const shared = categories.filter(({ data }) => SPEC_CATEGORIES.some(spec => spec.slug === data.slug))
  const order = SPEC_CATEGORIES.map(spec => spec.slug).filter(slug => shared.some(({ data }) => data.slug === slug))
  if (shared.map(({ data }) => data.slug).join() !== order.join())
    departures.push(`What We Treat shows its categories in another order than the spec's: ${quoted(order)}`)
  expect(departures).toEqual([])
})

test("each group page lists the spec's conditions, in order; each article has four or five treatment groups", () => {
  const SPEC_CONDITIONS: Record<string, string[]> = {
    "spinal-conditions": [
      "Neck Pain",
      "Whiplash",
      "Cervicogenic Headache",
      "Upper Cross Syndrome",
      "Mid Back Pain",
      "Lower Cross Syndrome",
      "SIJ Dysfunction",
    ],
    "upper-extremity": [
      "Thoracic Outlet Syndrome",
      "Rotator Cuff Injury",
      "Bicipital Tendonitis",
      "Tennis and Golfer's Elbow",
      "Olecranon Bursitis",
      "TFCC",
      "Carpal Tunnel Syndrome",
      "De Quervain's Tenosynovitis",
    ],
    "lower-extremity": [
      "Hip Impingement",
      "Hip Bursitis",
      "IT Band Syndrome",
      "Knee Ligament Injuries",
      "Knee Osteoarthritis",
      "Patellofemoral Pain Syndrome",
      "Shin Splints",
      "Achilles Tendonitis",
      "Ankle Sprain",
      "Plantar Fasciitis",
    ],
  }
  const SPEC_ARTICLES = ["post-operative", "vestibular-conditions", "tmj-dysfunction"]
  const departures = categories.flatMap(({ file, data }) => {
    const spec = SPEC_CONDITIONS[data.slug]
    if (spec)
      return listDepartures(
        `the conditions of ${file} (content/condition-pages/ whose category is ${data.slug})`,
        conditionPages.filter(page => page.category === data.slug).map(page => page.title),
        spec,
      )
    const groups = data.article?.treatmentGroups.length ?? 0
    return SPEC_ARTICLES.includes(data.slug) && (groups < 4 || groups > 5)
      ? [`${file} has ${groups} treatment groups; the spec's page has four or five`]
      : []
  })
  expect(departures).toEqual([])
})

test("the services, the supportive devices and the components of care are the spec's (section 2)", () => {
  const services = read<{ cards: Link[]; devices: Array<{ title: string }> }>("services.yaml")
  const { treatments } = read<{ treatments: Array<{ title: string; abbreviation?: string }> }>("treatments.yaml")
  const treatment = pages.find(page => page.path === "/treatment")
  // The spec names each treatment by its short form or in lower case: a treatment is named by either.
  const SPEC_TREATMENTS = [
    "TENS",
    "IFC",
    "soft tissue mobilization",
    "muscle setting",
    "joint setting",
    "joint mobilization",
    "MET",
    "PNF",
    "dry needling",
    "acupuncture",
    "condition-specific exercises",
    "progressive strengthening",
    "Mulligan techniques",
    "McKenzie method",
    "vestibular management",
    "taping",
  ]
  const nameOf = (written: { title: string; abbreviation?: string }) =>
    SPEC_TREATMENTS.find(name =>
      [written.title, written.abbreviation].some(n => n?.toLowerCase() === name.toLowerCase()),
    )
  const departures = [
    ...listDepartures(
      "services.yaml's cards, by address",
      services.cards.map(card => card.path),
      ["/services/physiotherapy", "/services/supportive-devices"],
    ),
    ...listDepartures(
      "services.yaml's supportive devices",
      services.devices.map(device => device.title),
      ["Braces", "Custom Orthotics", "Compression Stockings"],
    ),
    ...listDepartures(
      "treatments.yaml's treatments",
      treatments.map(written => nameOf(written) ?? written.title),
      SPEC_TREATMENTS,
    ).filter(departure => !/in the order/.test(departure)),
    ...(treatment?.title === "Components Of Care"
      ? []
      : [`content/pages/treatment.yaml's title is "${treatment?.title}"; the spec's is "Components Of Care"`]),
  ]
  expect(departures).toEqual([])
})

test("the home page has the spec's three slides, five reasons and six services (section 1)", () => {
  const home = read<{
    slides: unknown[]
    whyChoose: { points: unknown[] }
    care: { services: unknown[] }
  }>("home.yaml")
  const counts: Array<[string, number, number]> = [
    ["slides in the banner", home.slides.length, 3],
    ["points under Why Choose", home.whyChoose.points.length, 5],
    ["services under Comprehensive Care", home.care.services.length, 6],
  ]
  const departures = counts
    .filter(([, written, spec]) => written !== spec)
    .map(([what, written, spec]) => `home.yaml has ${written} ${what}; the spec's home page has ${spec}`)
  expect(departures).toEqual([])
})

test("About, Our Team and the blog say what the spec has them say (sections 1 and 2)", () => {
  const about = pages.find(page => page.path === "/about")
  const { members } = read<{ members: Array<{ name: string; role: string }> }>("team.yaml")
  const posts = readFolder<{ title: string }>("posts")
  const SPEC_ROLES: Array<[string, RegExp]> = [
    ["a registered physiotherapist", /registered physiotherapist/i],
    ["a co-founder and owner who is a dentist", /owner.*dentist|dentist.*owner/i],
    ["an office administrator", /administrator/i],
  ]
  const departures = [
    ...([about?.intro, ...(about?.body ?? [])].some(text => /based in Toronto/.test(text ?? ""))
      ? []
      : ["content/pages/about.yaml no longer says the clinic is based in Toronto"]),
    ...(members.length === 3 ? [] : [`team.yaml has ${members.length} members; the spec's Our Team has three`]),
    ...SPEC_ROLES.filter(([, role]) => !members.some(member => role.test(member.role))).map(
      ([who]) => `team.yaml has no member whose role says they are ${who}`,
    ),
    ...(posts.some(({ data }) => /four components of physiotherapy/i.test(data.title))
      ? []
      : ["content/posts/ has no post on the four components of physiotherapy, the spec's article on /blogs"]),
  ]
  expect(departures).toEqual([])
})

test("the clinic's hours, claims, places, links and contact form heading are the spec's (sections 1, 2 and 9)", () => {
  const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
  const SPEC_HOURS = [
    ...WEEKDAYS.map(day => ({ day, opens: "10:00", closes: "19:00" })),
    { day: "Saturday", opens: "09:00", closes: "14:00" },
    { day: "Sunday", opens: null, closes: null },
  ]
  const { parking } = read<{ parking: { free: boolean } }>("getting-here.yaml")
  const hoursOf = (day: { opens?: string | null; closes?: string | null }) =>
    day.opens && day.closes ? `${day.opens} to ${day.closes}` : "closed"
  const departures = [
    ...SPEC_HOURS.flatMap(spec => {
      const day = site.hours.find(written => written.day === spec.day)
      const [written, expected] = [day ? hoursOf(day) : "missing", hoursOf(spec)]
      return written === expected ? [] : [`site.yaml's hours on ${spec.day} are ${written}; the spec's are ${expected}`]
    }),
    ...(/^over 10 years in the field$/i.test(site.claims.experience)
      ? []
      : [`site.yaml claims "${site.claims.experience}"; the spec's claim is over 10 years in the field`]),
    ...(/^over 6 years of clinical expertise$/i.test(site.claims.clinicalExpertise)
      ? []
      : [
          `site.yaml claims "${site.claims.clinicalExpertise}"; the spec's claim is over 6 years of clinical expertise`,
        ]),
    ...["Mississauga", "Toronto"]
      .filter(city => !site.areaServed.includes(city))
      .map(city => `site.yaml's areaServed leaves out ${city}, where the spec places the clinic`),
    ...(site.address.province === "ON" ? [] : [`site.yaml's address is in ${site.address.province}, not Ontario`]),
    ...(site.contactForm.heading === "Send Us a Message"
      ? []
      : [`site.yaml's contact form is headed "${site.contactForm.heading}"; the spec's is "Send Us a Message"`]),
    ...(parking.free ? [] : ["getting-here.yaml says parking is not free; the spec's info strip offers free parking"]),
    ...["/services", "/conditions", "/treatment", "/contact"]
      .filter(to => !site.quickLinks.some(link => link.path === to))
      .map(to => `site.yaml's quickLinks leave out ${to}, one of the spec's Quick Links`),
    ...["facebook", "linkedin", "instagram"]
      .filter(network => !site.social?.[network])
      .map(network => `site.yaml's social has no ${network} link, one of the spec's three`),
  ]
  expect(departures).toEqual([])
})

test("the five old /Conditions/ addresses lead to their pages (section 2, route casing)", () => {
  const MOVED = ["spinal-conditions", "upper-extremity", "lower-extremity", "post-operative", "vestibular-conditions"]
  const departures = MOVED.flatMap(slug => {
    const category = categories.find(({ data }) => data.slug === slug)
    const from = `/Conditions/${slug}`
    return category?.data.redirectFrom?.includes(from)
      ? []
      : [`${category?.file ?? `content/conditions/${slug}.yaml`} does not list ${from} under redirectFrom`]
  })
  expect(departures).toEqual([])
})
