import { absoluteUrl, normalizePath } from "../src/lib/paths"

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
