/** @jest-environment node */
// Samples to confirm in staff words: each fact's plain label and value made from the content model, on a small model
// of its own; then on a copy of content/, `npm run sample-labels` as it rewrites content/samples/.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "yaml"
import { factsOfFile, fileTitle, relabelSampleLists, shortened, type NameOf } from "../src/cms/sample-facts"
import type { ContentType, Fields } from "../src/node/content-model"
import { entriesIn, findSampleValues, sampleLists } from "../src/node/launch-check"

const repository = path.resolve(__dirname, "..")

/** A clinic's file, as small as it can be and have every kind of step to a fact. */
const FIELDS: Fields = {
  name: { kind: "string" },
  siteUrl: { kind: "url", label: "Website address" },
  phone: {
    kind: "object",
    type: "Phone",
    fields: {
      display: { kind: "string", label: "As patients read it" },
      e164: { kind: "string", label: "Phone for tap-to-call" },
    },
  },
  social: { kind: "object", type: "Social", fields: { linkedin: { kind: "url", label: "LinkedIn page" } } },
  members: {
    kind: "list",
    type: "Member",
    fields: {
      slug: { kind: "slug" },
      name: { kind: "string" },
      bio: { kind: "strings", multiline: true, label: "Biography" },
      registrationNumber: { kind: "string", label: "College registration number" },
    },
  },
  sources: {
    kind: "list",
    type: "Source",
    fields: { slug: { kind: "slug" }, title: { kind: "string" }, publisher: { kind: "string" }, url: { kind: "url" } },
  },
  signs: { kind: "list", type: "Sign", fields: { slug: { kind: "slug" }, text: { kind: "string" } } },
  setAside: {
    kind: "list",
    type: "SetAside",
    label: "Must-not-miss signs set aside",
    fields: { sign: { kind: "reference", to: "warningSign" }, reason: { kind: "string", label: "Why not here" } },
  },
  questions: {
    kind: "list",
    type: "Question",
    fields: { slug: { kind: "slug" }, question: { kind: "string" }, answer: { kind: "markdown" } },
  },
  notes: { kind: "strings", optional: true },
  stepFree: { kind: "boolean" },
  price: { kind: "number" },
}
const TYPE: ContentType = { type: "ClinicYaml", file: "clinic.yaml", label: "clinic facts", fields: FIELDS }

const STROKE = "Stroke signs, even if they pass: a drooping face, a weak or numb arm, or slurred or jumbled speech"
const DATA = {
  name: "Brightwell Physiotherapy",
  siteUrl: "https://www.example.com",
  phone: { display: "(905) 555-0123", e164: "+19055550123" },
  social: { linkedin: "https://www.linkedin.com/company/example" },
  members: [{ slug: "priya-sharma", name: "Priya Sharma", bio: ["One.", "Two."], registrationNumber: "12345" }],
  sources: [
    { slug: "akh", title: "Ankle Sprains", publisher: "AboutKidsHealth (SickKids)", url: "https://example.org/a" },
  ],
  signs: [{ slug: "stroke-fast", text: STROKE }],
  setAside: [{ sign: "stroke-fast", reason: "Not a mimic here." }],
  questions: [{ slug: "visit-length", question: "How long is a visit?", answer: "About **an hour**." }],
  notes: ["Fees include HST.", "Receipts by email."],
  stepFree: true,
  price: 130,
}
/** A reference by what it names: here, the one warning sign. */
const nameOf: NameOf = (to, slug) => (to === "warningSign" && slug === "stroke-fast" ? STROKE : slug)

const facts = factsOfFile(TYPE, DATA, nameOf)
const labelAt = (place: string) => facts.get(place)?.label

test("a field by its label in the CMS, a field of a group after the group's, one that repeats it left out", () => {
  expect(labelAt("name")).toBe("Name")
  expect(labelAt("siteUrl")).toBe("Website address")
  expect(labelAt("phone.display")).toBe("Phone: as patients read it")
  // "Phone: phone for tap-to-call" says phone twice.
  expect(labelAt("phone.e164")).toBe("Phone for tap-to-call")
  // A label with capitals inside keeps them.
  expect(labelAt("social.linkedin")).toBe("Social: LinkedIn page")
})

test("a field of an item after the item's own name; an item itself after its list, a reference by what it names", () => {
  expect(labelAt("members[priya-sharma].bio")).toBe("Priya Sharma: biography")
  expect(labelAt("members[priya-sharma].registrationNumber")).toBe("Priya Sharma: college registration number")
  expect(labelAt("members[priya-sharma]")).toBe("Team member: Priya Sharma")
  // A source by its publisher too, without the publisher's own explanation in brackets.
  expect(labelAt("sources[akh]")).toBe("Source: Ankle Sprains (AboutKidsHealth)")
  // A long name cut at a word.
  expect(labelAt("signs[stroke-fast]")).toBe("Sign: Stroke signs, even if they pass: a…")
  expect(labelAt("setAside[stroke-fast]")).toBe("Must-not-miss sign set aside: Stroke signs, even if they pass: a…")
  expect(labelAt("setAside[stroke-fast].reason")).toBe("Stroke signs, even if they pass: a…: why not here")
  // After a question, a new sentence.
  expect(labelAt("questions[visit-length].answer")).toBe("How long is a visit? Answer")
  // A line or paragraph of a list of text, by its place.
  expect(labelAt("members[priya-sharma].bio[2]")).toBe("Priya Sharma: biography, paragraph 2")
  expect(labelAt("notes[1]")).toBe("Notes, item 1")
})

test("a value as staff read it: the words, the number, Yes or No, the link, a list's items, a group's fields", () => {
  const valueAt = (place: string) => facts.get(place)?.value
  expect(valueAt("name")).toEqual({ text: "Brightwell Physiotherapy" })
  expect(valueAt("price")).toEqual({ text: "130" })
  expect(valueAt("stepFree")).toEqual({ text: "Yes" })
  expect(valueAt("siteUrl")).toEqual({ text: "https://www.example.com", url: "https://www.example.com" })
  // A list by its items and a group by its fields, one a line; on one line too.
  const notes = ["Fees include HST.", "Receipts by email."]
  expect(valueAt("notes")).toEqual({ text: notes.join(" · "), lines: notes })
  expect(valueAt("signs")).toEqual({ text: shortened(STROKE, 40), lines: [shortened(STROKE, 40)] })
  // A sign set aside by its whole words, and its whole reason, for the clinician who checks it.
  expect(valueAt("setAside[stroke-fast]")).toEqual({
    text: `Sign: ${STROKE}; Why not here: Not a mimic here.`,
    lines: [`Sign: ${STROKE}`, "Why not here: Not a mimic here."],
  })
  expect(valueAt("phone")?.lines).toEqual([
    "As patients read it: (905) 555-0123",
    "Phone for tap-to-call: +19055550123",
  ])
  // A group with an address links to it.
  expect(valueAt("sources[akh]")).toMatchObject({
    text: "Name in the address (slug): akh; Title: Ankle Sprains; Publisher: AboutKidsHealth (SickKids); Web address: https://example.org/a",
    url: "https://example.org/a",
  })
  // A long list says how many more it holds.
  const many = factsOfFile(TYPE, { ...DATA, notes: Array.from({ length: 15 }, (_, i) => `Note ${i + 1}.`) }, nameOf)
  expect(many.get("notes")?.value.lines?.slice(-2)).toEqual(["Note 12.", "and 3 more"])
  expect(factsOfFile(TYPE, { ...DATA, name: "" }, nameOf).get("name")?.value).toEqual({ text: "(empty)" })
})

test("long text is shortened at a word, with an ellipsis", () => {
  expect(shortened("Short enough.", 40)).toBe("Short enough.")
  expect(shortened("One two three four five six seven eight nine ten", 20)).toBe("One two three four…")
  expect(shortened("  spread\n  over   lines ", 40)).toBe("spread over lines")
})

test("a file's title: a single file by what it is, a folder's file by its own title and what it is", () => {
  expect(fileTitle(TYPE, DATA)).toBe("Clinic facts")
  expect(
    fileTitle({ ...TYPE, file: undefined, folder: "conditions", label: "condition" }, { title: "Neck Pain" }),
  ).toBe("Neck Pain (condition)")
})

describe("on a copy of content/", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sample-labels-"))
    fs.cpSync(path.join(repository, "content"), path.join(dir, "content"), {
      recursive: true,
      filter: source => fs.statSync(source).isDirectory() || source.endsWith(".yaml"),
    })
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const copy = () => path.join(dir, "content")
  /** Each file of content/samples/ with its count line taken out and its titles and labels blanked. */
  const withoutWords = () =>
    fs.readdirSync(path.join(copy(), "samples")).map(file =>
      fs
        .readFileSync(path.join(copy(), "samples", file), "utf8")
        .split("\n")
        .filter(line => !line.startsWith("progress: "))
        .map(line => line.replace(/^(title| {2}- label): .*$/, "$1: …")),
    )

  test("npm run sample-labels names every fact found in its file in plain words, and changes nothing else", () => {
    const before = withoutWords()
    const named = findSampleValues(copy())
    // Labels made plain from YAML paths such as sources[1] ("Ankle Sprains") or whenToGetHelp.signs.
    const yamlPath = /^[a-z]|\[\d+\]|\b[a-z]+[A-Z]\w*|\b[a-z]\w*\.[a-z]/
    const run = spawnSync("npm", ["run", "--silent", "sample-labels", "--", copy()], {
      cwd: repository,
      encoding: "utf8",
    })
    expect(run.status).toBe(0)
    expect(withoutWords()).toEqual(before)
    // The launch check finds the same values by the same fields and fingerprints.
    expect(findSampleValues(copy())).toEqual(named)
    for (const list of sampleLists(copy())) {
      const entries = entriesIn(fs.readFileSync(path.join(copy(), list.file), "utf8"))
      expect([list.slug, list.title]).not.toEqual([list.slug, expect.stringMatching(/\.yaml/)])
      const data = parse(fs.readFileSync(path.join(copy(), "samples", `${list.slug}.yaml`), "utf8"))
      const confirmed = list.samples.filter(fact => fact.confirmed).length
      expect([list.slug, data.progress]).toEqual([list.slug, `${confirmed} of ${list.samples.length} confirmed`])
      for (const fact of list.samples.filter(each => entries.has(each.field)))
        expect([fact.field, fact.label]).toEqual([fact.field, expect.not.stringMatching(yamlPath)])
    }
    // Run again, it has nothing to change.
    expect(relabelSampleLists(copy())).toEqual([])
  })
})
