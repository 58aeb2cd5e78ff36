/** @jest-environment node */
// A record found through a reference is typed by a guard (src/node/node-records.ts), and the resolvers leave out one
// that fails it: so every record of the shipped content must pass, and a record missing what the pages read must not.
import { isSign, isSource, isTeamMember } from "../src/node/node-records"
import { referencedFromContent } from "./support/content-records"

describe.each([
  ["teamMember", isTeamMember],
  ["warningSign", isSign],
  ["healthSource", isSource],
] as const)("each %s of the content", (to, is) => {
  const records = referencedFromContent(to).map(thing => thing.record)

  test("has the shape its guard checks, so none is left out", () => {
    expect(records.length).toBeGreaterThan(0)
    for (const record of records) expect([record.slug, is(record)]).toEqual([record.slug, true])
  })

  test("without its slug, or with a field of the wrong kind, fails it", () => {
    const { slug: _slug, ...withoutSlug } = records[0]
    expect(is(withoutSlug)).toBe(false)
    expect(is({ ...records[0], slug: 7 })).toBe(false)
    expect(is(null)).toBe(false)
    expect(is("a slug")).toBe(false)
  })
})

test("a sign is of a tier the model declares, with its sources; a member lists their languages", () => {
  const [sign] = referencedFromContent("warningSign").map(thing => thing.record)
  expect(isSign({ ...sign, tier: "soon" })).toBe(false)
  expect(isSign({ ...sign, sources: undefined })).toBe(false)
  expect(isSign({ ...sign, sources: ["a", 2] })).toBe(false)
  const [member] = referencedFromContent("teamMember").map(thing => thing.record)
  expect(isTeamMember({ ...member, languages: "English" })).toBe(false)
})
