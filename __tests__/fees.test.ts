/** @jest-environment node */
// How the site writes a fee (src/lib/fees.ts): in the fee table, beside the booking buttons and in the price range
// search engines are given; and the sentence each way of paying is told by on the pages in other languages.
import fs from "fs"
import os from "os"
import path from "path"
import { parse, stringify } from "yaml"
import { feeRowId, formatPrice, priceRange } from "../src/lib/fees"
import { PAYMENT_WAY_SENTENCES } from "../src/lib/language-page"
import { validateContent } from "../src/node/validate-content"
import { contentDir } from "./support/content-dir"

/** `text` as a regular expression that matches it as written. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

test("a fee is written in Canadian dollars as a Canadian reads it: whole dollars, or with its cents", () => {
  expect(formatPrice(130)).toBe("$130")
  expect(formatPrice(1250)).toBe("$1,250")
  expect(formatPrice(92.5)).toBe("$92.50")
  expect(formatPrice(0)).toBe("$0")
})

test("the price range runs from the lowest fee to the highest, or is the one fee", () => {
  expect(priceRange([100, 80, 480, 130])).toBe("$80–$480")
  expect(priceRange([95, 95])).toBe("$95")
})

test("a visit's row is named after its slug, apart from the page's other anchors", () => {
  expect(feeRowId("initial-assessment")).toBe("fee-initial-assessment")
})

// Each way of paying names the sentence that tells it on the pages in other languages (languagePageSentence), which
// the content check holds to those sentences: a way renamed, added or mistyped in the CMS is refused, never dropped.
describe("the sentence each way of paying is told by on the pages in other languages", () => {
  let copy: string
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "fees-"))
    fs.cpSync(contentDir, copy, { recursive: true })
  })
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

  const shipped = parse(fs.readFileSync(path.join(contentDir, "fees.yaml"), "utf8")) as {
    ways: Array<Record<string, unknown>>
  }
  /** The content check's lines for fees.yaml, with its ways as `edit` leaves them. */
  function feesProblems(edit: (ways: Array<Record<string, unknown>>) => void) {
    const fees = structuredClone(shipped)
    edit(fees.ways)
    fs.writeFileSync(path.join(copy, "fees.yaml"), stringify(fees))
    const file = path.relative(process.cwd(), path.join(copy, "fees.yaml"))
    return validateContent(copy)
      .filter(line => line.startsWith(`${file}: `))
      .map(line => line.slice(file.length + 2))
  }
  const way = (i: number) => `ways[${i + 1}] ("${String(shipped.ways[i].title)}").languagePageSentence`

  test("each way in content/ names its own sentence, one the pages have", () => {
    const named = shipped.ways.map(each => each.languagePageSentence)
    expect(named.filter(key => !(PAYMENT_WAY_SENTENCES as readonly unknown[]).includes(key))).toEqual([])
    expect(new Set(named).size).toBe(named.length)
    expect(feesProblems(() => {})).toEqual([])
  })

  test("a way renamed keeps its sentence", () => {
    expect(feesProblems(ways => (ways[0].slug = "work-health-plan"))).toEqual([])
  })

  test("a way without one, or naming no sentence, is refused, naming the file and the field", () => {
    expect(feesProblems(ways => delete ways[1].languagePageSentence)).toEqual([`${way(1)}: is required but missing`])
    expect(feesProblems(ways => (ways[1].languagePageSentence = "giftCard"))).toEqual([
      `${way(1)}: is "giftCard", but should be one of ${PAYMENT_WAY_SENTENCES.join(", ")}`,
    ])
  })

  test("two ways told by one sentence are refused: the pages would say one twice and leave the other untold", () => {
    const first = shipped.ways[0].languagePageSentence
    expect(feesProblems(ways => (ways[2].languagePageSentence = first))).toEqual([
      expect.stringMatching(new RegExp(`^${escape(way(2))}: is "${first}", which ways\\[1\\] .* names already`)),
    ])
  })
})
