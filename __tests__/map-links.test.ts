/** @jest-environment node */
// The link for directions and the embedded map follow the clinic's address unless site.yaml gives its own.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { buildContentSecurityPolicy } from "../src/lib/content-security-policy"
import { addressLine, mapLinksOf, type MapSite } from "../src/lib/map-links"
import { contentDir } from "./support/content-dir"

const site = parse(fs.readFileSync(path.join(contentDir, "site.yaml"), "utf8")) as MapSite
const moved: MapSite = {
  ...site,
  mapUrl: null,
  mapEmbedUrl: null,
  address: { ...site.address, street: "77 Moved Avenue", postalCode: "L5M 2B4" },
}
/** What a map link searches for, read back from its address. */
const searchedFor = (url: string) => {
  const query = new URL(url).searchParams
  return query.get("query") ?? query.get("q")
}

test("with no links of its own, the clinic's address is what both maps search for", () => {
  const links = mapLinksOf({ ...site, mapUrl: undefined, mapEmbedUrl: undefined })
  expect(searchedFor(links.mapUrl)).toBe(addressLine(site.address))
  expect(searchedFor(links.mapEmbedUrl)).toBe(addressLine(site.address))
  expect(addressLine(site.address)).toContain(site.address.street)
})

test("a changed address changes the link for directions and the embedded map alike", () => {
  const before = mapLinksOf({ ...moved, address: site.address })
  const after = mapLinksOf(moved)
  expect(after.mapUrl).not.toBe(before.mapUrl)
  expect(after.mapEmbedUrl).not.toBe(before.mapEmbedUrl)
  const { city, province } = site.address
  expect(searchedFor(after.mapUrl)).toBe(`77 Moved Avenue, ${city}, ${province} L5M 2B4`)
  expect(searchedFor(after.mapEmbedUrl)).toBe(searchedFor(after.mapUrl))
  expect(new URL(after.mapEmbedUrl).searchParams.get("output")).toBe("embed")
})

test("links staff give are kept as they are, each on its own", () => {
  const own = { mapUrl: "https://maps.example.org/clinic", mapEmbedUrl: "https://maps.example.org/embed/clinic" }
  expect(mapLinksOf({ ...moved, ...own })).toEqual(own)
  expect(mapLinksOf({ ...moved, mapUrl: own.mapUrl })).toEqual({
    mapUrl: own.mapUrl,
    mapEmbedUrl: mapLinksOf(moved).mapEmbedUrl,
  })
  expect(mapLinksOf({ ...moved, mapUrl: "", mapEmbedUrl: "" })).toEqual(mapLinksOf(moved))
})

test("the Content-Security-Policy lets the page frame the map made from the address", () => {
  const { mapEmbedUrl } = mapLinksOf(moved)
  const policy = buildContentSecurityPolicy({
    scriptHashes: [],
    formEndpoint: "https://forms.example.org/f/1",
    mapEmbedUrl,
  })
  expect(policy).toContain(`frame-src ${new URL(mapEmbedUrl).origin};`)
})
