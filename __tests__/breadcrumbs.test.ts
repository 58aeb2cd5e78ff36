import { buildTrail, type Crumb } from "../src/lib/breadcrumbs"

const home: Crumb = { label: "Fixture Physio", path: "/" }
const titles: ReadonlyMap<string, string> = new Map([
  ["/", "Physiotherapy in Mississauga"],
  ["/services", "Services"],
  ["/services/physiotherapy", "Physiotherapy"],
  ["/conditions", "What We Treat"],
])

describe("buildTrail", () => {
  test("the home page's trail is the clinic alone", () => {
    expect(buildTrail("/", "Physiotherapy in Mississauga", titles, home)).toEqual([home])
    expect(buildTrail("", "Physiotherapy in Mississauga", titles, home)).toEqual([home])
  })

  test("a page below a section: the clinic, the section, then the page with its own label", () => {
    expect(buildTrail("/services/physiotherapy", "Physio (label)", titles, home)).toEqual([
      home,
      { label: "Services", path: "/services" },
      { label: "Physio (label)", path: "/services/physiotherapy" },
    ])
  })

  test("a top-level page: the clinic, then the page", () => {
    expect(buildTrail("/contact/", "Contact Us", titles, home)).toEqual([
      home,
      { label: "Contact Us", path: "/contact" },
    ])
  })

  test("ancestors without a page of their own are left out", () => {
    expect(buildTrail("/blogs/2024/a-post", "A Post", titles, home)).toEqual([
      home,
      { label: "A Post", path: "/blogs/2024/a-post" },
    ])
    expect(buildTrail("/services/devices/braces", "Braces", titles, home)).toEqual([
      home,
      { label: "Services", path: "/services" },
      { label: "Braces", path: "/services/devices/braces" },
    ])
  })

  test("ancestors are found whatever the case of the address", () => {
    const trail = buildTrail("/Conditions/spinal-conditions", "Spinal Conditions", titles, home)
    expect(trail.map(crumb => crumb.label)).toEqual(["Fixture Physio", "What We Treat", "Spinal Conditions"])
    expect(trail[1]).toEqual({ label: "What We Treat", path: "/conditions" })
  })

  test("the home crumb is a copy: changing a trail does not change the caller's home", () => {
    const trail = buildTrail("/services", "Services", titles, home)
    trail[0].label = "changed"
    expect(home.label).toBe("Fixture Physio")
  })
})
