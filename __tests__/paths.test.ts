import {
  absoluteUrl,
  conditionPath,
  currentState,
  faqQuestionPath,
  fragmentDecodes,
  fragmentId,
  normalizePath,
} from "../src/lib/paths"

describe("normalizePath", () => {
  test.each([
    ["/services/physiotherapy/", "/services/physiotherapy"],
    ["/services///", "/services"],
    ["/services", "/services"],
    ["/", "/"],
    ["", "/"],
    ["//", "/"],
  ])("%j becomes %j", (input, output) => {
    expect(normalizePath(input)).toBe(output)
  })
})

describe("absoluteUrl", () => {
  test.each([
    ["https://clinic.example.org", "/about", "https://clinic.example.org/about"],
    ["https://clinic.example.org/", "/about/", "https://clinic.example.org/about"],
    ["https://clinic.example.org/", "/", "https://clinic.example.org/"],
    [
      "https://clinic.example.org",
      "/conditions/spinal-conditions#neck-pain",
      "https://clinic.example.org/conditions/spinal-conditions#neck-pain",
    ],
    ["https://clinic.example.org", "/#clinic", "https://clinic.example.org/#clinic"],
  ])("%s and %s make %s", (siteUrl, path, url) => {
    expect(absoluteUrl(siteUrl, path)).toBe(url)
  })
})

describe("currentState", () => {
  test("a link to the page itself is the current page", () => {
    expect(currentState("/services", "/services")).toBe("page")
    expect(currentState("/", "/")).toBe("page")
  })

  test("a link to a section is current on the pages below it", () => {
    expect(currentState("/services", "/services/physiotherapy")).toBe("true")
    expect(currentState("/conditions", "/conditions/spinal-conditions/")).toBe("true")
  })

  test("home is never current on another page", () => {
    expect(currentState("/", "/services")).toBeUndefined()
    expect(currentState("/", "/services/physiotherapy")).toBeUndefined()
  })

  test("unrelated pages, and pages that merely share a prefix, are not current", () => {
    expect(currentState("/services", "/contact")).toBeUndefined()
    expect(currentState("/services", "/services-extra")).toBeUndefined()
    expect(currentState("/services/physiotherapy", "/services")).toBeUndefined()
  })

  test("trailing slashes are ignored on either side", () => {
    expect(currentState("/services/", "/services")).toBe("page")
    expect(currentState("/services", "/services/")).toBe("page")
    expect(currentState("/services/", "/services/physiotherapy/")).toBe("true")
  })

  test("the page address is matched whatever its case", () => {
    expect(currentState("/services", "/Services")).toBe("page")
    expect(currentState("/conditions", "/Conditions/Spinal-Conditions")).toBe("true")
  })
})

describe("fragmentId", () => {
  test("names the element an address's #fragment points to, decoded", () => {
    expect(fragmentId("#direct-billing")).toBe("direct-billing")
    expect(fragmentId("#caf%C3%A9")).toBe("café")
    expect(fragmentId(faqQuestionPath("referral").slice("/faq".length))).toBe("referral")
  })

  test("is empty without a fragment, and keeps a malformed escape as written instead of throwing", () => {
    expect(fragmentId("")).toBe("")
    expect(fragmentId("#")).toBe("")
    expect(fragmentId("#%E0")).toBe("%E0")
  })
})

test("fragmentDecodes tells a fragment Gatsby can decode from a malformed one", () => {
  expect(fragmentDecodes("")).toBe(true)
  expect(fragmentDecodes("#direct-billing")).toBe(true)
  expect(fragmentDecodes("#caf%C3%A9")).toBe(true)
  expect(fragmentDecodes("#%E0")).toBe(false)
  expect(fragmentDecodes("#100%")).toBe(false)
})

test("conditionPath: a category's page under What We Treat, and an entry's section on it", () => {
  expect(conditionPath("spinal-conditions")).toBe("/conditions/spinal-conditions")
  expect(conditionPath("spinal-conditions", "whiplash")).toBe("/conditions/spinal-conditions#whiplash")
  expect(conditionPath("tmj-dysfunction", null)).toBe("/conditions/tmj-dysfunction")
  // The CMS's preview address keeps Decap's placeholder.
  expect(conditionPath("{{slug}}")).toBe("/conditions/{{slug}}")
})
