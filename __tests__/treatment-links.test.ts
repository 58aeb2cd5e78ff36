/** @jest-environment node */
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { linkTreatments, type CareComponent } from "../src/lib/treatment-links"

const care: CareComponent[] = [
  { slug: "tens", title: "Transcutaneous Electrical Nerve Stimulation", abbreviation: "TENS" },
  { slug: "met", title: "Muscle Energy Technique", abbreviation: "MET" },
  { slug: "dry-needling", title: "Dry Needling" },
  { slug: "acupuncture", title: "Acupuncture" },
  { slug: "taping", title: "Taping" },
  { slug: "joint-mobilization", title: "Joint Mobilization" },
  { slug: "joint-setting", title: "Joint Setting" },
]

const linked = (line: string) =>
  linkTreatments(line, care)
    .map(part => (part.treatment ? `[${part.text}](${part.treatment})` : part.text))
    .join("")

test("a line that names no component is one run of text", () => {
  expect(linkTreatments("Advice on footwear", care)).toEqual([{ text: "Advice on footwear", treatment: null }])
  expect(linkTreatments("", care)).toEqual([{ text: "", treatment: null }])
})

test("each component's name, in any letter case, is a run of its own, naming the component", () => {
  expect(linked("Manual therapy, acupuncture or dry needling where appropriate")).toBe(
    "Manual therapy, [acupuncture](acupuncture) or [dry needling](dry-needling) where appropriate",
  )
  expect(linked("Taping to support the arch")).toBe("[Taping](taping) to support the arch")
})

test("a short form is matched in capitals only, so a word that happens to share it is left alone", () => {
  expect(linked("TENS for pain relief")).toBe("[TENS](tens) for pain relief")
  expect(linked("Once you have met your goals, tens of exercises")).toBe(
    "Once you have met your goals, tens of exercises",
  )
  expect(linked("Gentle MET for the hips")).toBe("Gentle [MET](met) for the hips")
})

test("a name inside a longer word is not one: 'taping' is not in 'untaping', nor 'joint setting' in 'joint settings'", () => {
  expect(linked("Untaping the ankle")).toBe("Untaping the ankle")
  expect(linked("Joint settings review")).toBe("Joint settings review")
})

test("the text put back together is the line as written", () => {
  const line = "Joint mobilization, TENS and taping, then joint mobilization again"
  expect(
    linkTreatments(line, care)
      .map(part => part.text)
      .join(""),
  ).toBe(line)
  expect(linked(line)).toBe(
    "[Joint mobilization](joint-mobilization), [TENS](tens) and [taping](taping), then [joint mobilization](joint-mobilization) again",
  )
})

test("every component the site offers can be linked by its own name", () => {
  const { treatments } = parse(fs.readFileSync(path.resolve(__dirname, "../content/treatments.yaml"), "utf8")) as {
    treatments: CareComponent[]
  }
  for (const component of treatments) {
    expect(linkTreatments(`We offer ${component.title.toLowerCase()}.`, treatments)).toContainEqual({
      text: component.title.toLowerCase(),
      treatment: component.slug,
    })
  }
})
