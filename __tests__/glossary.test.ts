/** @jest-environment node */
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { articleWords, conditionPageWords, linkFirstUses, type GlossaryTerm } from "../src/lib/glossary"
import { contentDir } from "./support/content-dir"

const terms: GlossaryTerm[] = [
  { slug: "tens", term: "TENS", matches: ["transcutaneous electrical nerve stimulation"], explanation: "A machine." },
  { slug: "met", term: "muscle energy technique", matches: ["MET"], explanation: "Push, then relax." },
  { slug: "dry-needling", term: "dry needling", explanation: "A thin needle." },
  { slug: "taping", term: "taping", explanation: "Tape on the skin." },
  { slug: "tendon", term: "tendon", matches: ["tendons"], explanation: "A cord." },
  { slug: "joint-mobilization", term: "joint mobilization", explanation: "Slow movements." },
  { slug: "acl", term: "ACL", matches: ["ACL reconstruction"], explanation: "A knee ligament." },
]

/** The texts with each first use written [text](term). */
const linked = (...texts: string[]) =>
  linkFirstUses(texts, terms).parts.map(runs =>
    runs.map(run => (run.term ? `[${run.text}](${run.term})` : run.text)).join(""),
  )

test("a text that uses no term is one run of text", () => {
  expect(linkFirstUses(["Advice on footwear"], terms)).toEqual({
    parts: [[{ text: "Advice on footwear", term: null }]],
    terms: [],
  })
  expect(linkFirstUses([""], terms).parts).toEqual([[{ text: "", term: null }]])
})

test("only the page's first use of a term links to its explanation, in reading order across texts", () => {
  expect(linked("Taping and dry needling.", "More taping, then dry needling again.")).toEqual([
    "[Taping](taping) and [dry needling](dry-needling).",
    "More taping, then dry needling again.",
  ])
  expect(linkFirstUses(["Dry needling, then taping."], terms).terms).toEqual(["dry-needling", "taping"])
})

test("any form of a term is a use of it, in any letter case; a form in capitals matches in capitals only", () => {
  expect(linked("Sore tendons")).toEqual(["Sore [tendons](tendon)"])
  expect(linked("TENS for pain relief")).toEqual(["[TENS](tens) for pain relief"])
  expect(linked("Once you have met your goals, tens of exercises")).toEqual([
    "Once you have met your goals, tens of exercises",
  ])
  expect(linked("Gentle MET for the hips")).toEqual(["Gentle [MET](met) for the hips"])
})

test("a term inside a longer word is not a use of it, and the longer of two forms at one place wins", () => {
  expect(linked("Untaping the ankle", "Joint mobilizations")).toEqual(["Untaping the ankle", "Joint mobilizations"])
  expect(linked("After an ACL reconstruction")).toEqual(["After an [ACL reconstruction](acl)"])
})

test("the text put back together is the text as written", () => {
  const text = "Joint mobilization, TENS and taping, then joint mobilization again"
  const { parts } = linkFirstUses([text], terms)
  expect(parts[0].map(run => run.text).join("")).toBe(text)
})

test("a condition's page is read in the order it shows its sections, and its terms come back in that order", () => {
  const words = conditionPageWords(
    {
      description: "A sore tendon.",
      symptoms: ["Pain"],
      causes: [],
      selfCare: ["Try taping"],
      treatments: ["Taping and dry needling", "TENS"],
      recovery: "Dry needling helps some people.",
    },
    terms,
  )
  expect(words.terms.map(term => term.slug)).toEqual(["tendon", "taping", "dry-needling", "tens"])
  expect(words.description).toEqual([
    { text: "A sore ", term: null },
    { text: "tendon", term: "tendon" },
    { text: ".", term: null },
  ])
  expect(words.causes).toEqual([])
  expect(words.treatments[0].filter(run => run.term).map(run => run.term)).toEqual(["dry-needling"])
  expect(words.recovery).toEqual([{ text: "Dry needling helps some people.", term: null }])
})

test("an article is read introduction first, then its symptoms, what to do now, then each group's points", () => {
  const words = articleWords(
    {
      description: ["First paragraph.", "About taping."],
      symptoms: ["A sore tendon"],
      selfCare: ["Try TENS at home", "Rest the tendon"],
      treatmentGroups: [{ points: ["Taping", "TENS"] }, { points: [] }, { points: ["Dry needling"] }],
    },
    terms,
  )
  expect(words.terms.map(term => term.slug)).toEqual(["taping", "tendon", "tens", "dry-needling"])
  expect(words.selfCare).toEqual([
    [
      { text: "Try ", term: null },
      { text: "TENS", term: "tens" },
      { text: " at home", term: null },
    ],
    [{ text: "Rest the tendon", term: null }],
  ])
  expect(words.treatmentGroups.map(group => group.length)).toEqual([2, 0, 1])
  expect(words.treatmentGroups[0][0]).toEqual([{ text: "Taping", term: null }])
  expect(words.treatmentGroups[0][1]).toEqual([{ text: "TENS", term: null }])
  expect(words.treatmentGroups[2][0]).toEqual([{ text: "Dry needling", term: "dry-needling" }])
})

test("every component of care of How We Treat is a term of the glossary, and each such term links to one", () => {
  const read = (file: string) => parse(fs.readFileSync(path.join(contentDir, file), "utf8"))
  const care = (read("treatments.yaml") as { treatments: Array<{ slug: string }> }).treatments.map(c => c.slug)
  const glossary = (read("glossary.yaml") as { terms: GlossaryTerm[] }).terms
  const named = glossary.flatMap(term => term.treatment ?? [])
  expect([...named].sort()).toEqual([...care].sort())
})
