/** @jest-environment node */
// The launch check: run as `npm run launch-check` runs it (a child process) on a copy of content/, with the
// samples the repository ships, then with some and with all of them replaced as a clinic would; and the rules by
// which it finds a sample, on small files.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, stringify, type Node } from "yaml"
import { itemLabel } from "../src/node/item-label"
import {
  describeSampleValues,
  findSampleValues,
  fingerprintOf,
  sampleLists,
  summarizeSampleValues,
} from "../src/node/launch-check"
import { readAsTheCms, saveAsTheCms } from "./support/cms-yaml"
import { englishSentences, ENGLISH_FILE, LANGUAGE_PAGES_FOLDER, translationSamples } from "../src/node/language-pages"
import { LANGUAGES } from "../src/lib/languages"
import { contentDir } from "./support/content-dir"

const repository = path.resolve(__dirname, "..")
let dir: string

beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** content/'s YAML files (or CONTENT_DIR's), copied into the temporary folder. */
function copyContent(): string {
  const copy = path.join(dir, "content")
  fs.cpSync(contentDir, copy, {
    recursive: true,
    filter: source => fs.statSync(source).isDirectory() || source.endsWith(".yaml"),
  })
  return copy
}

/** `npm run launch-check <folder>`, from the repository, as CI and Netlify run it. */
function launchCheck(contentDir: string) {
  const run = spawnSync("npm", ["run", "--silent", "launch-check", "--", contentDir], {
    cwd: repository,
    encoding: "utf8",
  })
  return { status: run.status, output: run.stdout + run.stderr }
}

/** Rewrites a file of the copy line by line, as an editor would. */
function edit(contentDir: string, file: string, change: (line: string) => string) {
  const target = path.join(contentDir, file)
  fs.writeFileSync(target, fs.readFileSync(target, "utf8").split("\n").map(change).join("\n"))
}

/** The facts content/samples/ lists, as file and field, in the order the launch check names them. */
const factsOf = (report: string) =>
  report
    .split("\n")
    .filter(line => /^\S+?:\d+: /.test(line))
    .map(line => line.replace(/^(\S+?):\d+: (.*?): (?:".*"|\(a (?:list|group)[^)]*\)) \(.*$/, "$1 $2"))

/** Each line of the report that names a value: its file, line, field, the value shown and why it is a sample. */
const namedIn = (report: string) =>
  report.split("\n").flatMap(text => {
    const found = text.match(
      /^(\S+?):(\d+): (.*?): ("(?:[^"\\]|\\.)*"|\(a list of \d+\)|\(a group of fields\)) \((.*)\)$/,
    )
    if (!found) return []
    const [, file, line, field, value, reasons] = found
    return [{ text, file, line: Number(line), field, value, reasons }]
  })

/**
 * How to find a fact of content/samples/ in the file `source`, read by the lists' own rules: by its field's place
 * (`members[pat].bio`: a list item by its slug, holiday, day or sign, else by its place counted from 1), the line it
 * starts on, the field as the report names it, and its value. Undefined when the file no longer has it.
 */
const factsIn = (source: string) => {
  const lines = new LineCounter()
  const document = parseDocument(source, { lineCounter: lines })
  return (place: string) => factIn(document.contents, lines, place)
}

function factIn(contents: unknown, lines: LineCounter, place: string) {
  let node = contents
  let field = ""
  let line = 0
  for (const [, key, item] of place.matchAll(/\.?([^.[\]]+)|\[([^\]]+)\]/g)) {
    if (key !== undefined) {
      const pair = isMap(node) ? node.items.find(p => isScalar(p.key) && String(p.key.value) === key) : undefined
      if (!pair || !isScalar(pair.key)) return undefined
      field = field ? `${field}.${key}` : key
      line = lines.linePos(pair.key.range![0]).line
      node = pair.value
    } else {
      if (!isSeq(node)) return undefined
      const items = node.items as Node[]
      const at = items.findIndex((entry, i) => {
        const data = entry.toJSON() as Record<string, unknown>
        const name = ["slug", "holiday", "day", "sign"].map(k => data?.[k]).find(v => typeof v === "string")
        return (name ?? String(i + 1)) === item
      })
      if (at < 0) return undefined
      field = itemLabel(field, at, items[at].toJSON())
      line = lines.linePos(items[at].range![0]).line
      node = items[at]
    }
  }
  return { field, line, value: (node as Node | null)?.toJSON() ?? null }
}

/** What a value's shape gives away, whatever the lists say, and how the test sees it in the value's lines. */
const GIVEAWAYS: Record<string, RegExp> = {
  "the sample form ID": /SAMPLE_FORM_ID/,
  "contains SAMPLE": /SAMPLE/,
  "an example.com address": /\bexample\.(?:com|org|net)\b/i,
  "a 555 phone number": /555/,
  "a placeholder page": /\bexample\b/i,
  "a placeholder id": /\b0{8}-0{4}/,
}

/** The text of an entry of a YAML file: its first line and the lines indented under it. */
function entryText(file: string, line: number) {
  const lines = fs.readFileSync(file, "utf8").split("\n")
  const indent = (text: string) => text.search(/\S/)
  const end = lines.findIndex((text, i) => i >= line && text.trim() !== "" && indent(text) <= indent(lines[line - 1]))
  return lines.slice(line - 1, end < 0 ? undefined : end).join("\n")
}

test("on the shipped content it names each fact content/samples/ still holds, and each value its shape gives away", () => {
  const copy = copyContent()
  const { status, output } = launchCheck(copy)
  const named = namedIn(output)
  const shown = (file: string) => path.relative(repository, path.join(copy, file))
  // What the lists say is still a sample: each fact not confirmed whose value is still the one recorded. A list
  // whose file is gone (a page deleted in the CMS), or a fact whose field is, says nothing.
  const listed = sampleLists(copy).flatMap(list => {
    const file = path.join(copy, list.file)
    if (!fs.existsSync(file)) return []
    const find = factsIn(fs.readFileSync(file, "utf8"))
    return list.samples.flatMap(fact => {
      const found = fact.confirmed ? undefined : find(fact.field)
      if (!found || fingerprintOf(found.value) !== fact.fingerprint) return []
      const reason = fact.note ? `a sample: ${fact.note}` : "a sample"
      return [{ ...found, file: list.file, at: `${shown(list.file)}:${found.line}: ${found.field}: `, reason }]
    })
  })
  // Each by file, line and field, with its note; a sign a page sets aside with its whole reason beside it, for
  // the clinician to weigh.
  const factOf = new Map<(typeof named)[number], (typeof listed)[number]>()
  for (const fact of listed) {
    const entry = named.find(
      ({ text, reasons }) =>
        text.startsWith(fact.at) && (reasons === fact.reason || reasons.startsWith(`${fact.reason}; `)),
    )
    if (entry) factOf.set(entry, fact)
  }
  const found = new Set(factOf.values())
  expect(listed.filter(fact => !found.has(fact)).map(fact => `${fact.at}… (${fact.reason})`)).toEqual([])
  for (const [entry, fact] of factOf) {
    const reason = (fact.value as { reason?: unknown } | null)?.reason
    if (fact.field.includes(".setAside[") && typeof reason === "string")
      expect([fact.at, entry.value]).toEqual([fact.at, JSON.stringify(reason.replace(/\s+/g, " ").trim())])
  }
  // Each page in another language no one who speaks it has checked, and each of its sentences made from English
  // that has changed since (language-pages.ts), by file, line and field.
  const english = englishSentences(parse(fs.readFileSync(path.join(copy, ENGLISH_FILE), "utf8")))
  const translations = fs.existsSync(path.join(copy, LANGUAGE_PAGES_FOLDER))
    ? fs.readdirSync(path.join(copy, LANGUAGE_PAGES_FOLDER)).flatMap(name => {
        const file = `${LANGUAGE_PAGES_FOLDER}/${name}`
        const source = fs.readFileSync(path.join(copy, file), "utf8")
        const find = factsIn(source)
        return translationSamples(parse(source), english).map(([place, reason]) => {
          const { line, field } = find(place)!
          return { at: `${shown(file)}:${line}: ${field}: `, reason }
        })
      })
    : []
  const isTranslation = (entry: (typeof named)[number]) =>
    translations.some(({ at, reason }) => entry.text.startsWith(at) && entry.reasons === reason)
  expect(
    translations.filter(({ at, reason }) => !named.some(e => e.text.startsWith(at) && e.reasons === reason)),
  ).toEqual([])
  // Every value named has a line in the lists, or a shape that gives it away, seen in the value itself.
  const unexplained = named.filter(entry => {
    if (isTranslation(entry)) return false
    const fact = factOf.get(entry)
    const rest = fact ? entry.reasons.slice(fact.reason.length).replace(/^; /, "") : entry.reasons
    const shapes = rest ? rest.split("; ") : []
    const text = entryText(path.join(repository, entry.file), entry.line)
    return (!fact && shapes.length === 0) || !shapes.every(shape => GIVEAWAYS[shape]?.test(text))
  })
  expect(unexplained.map(entry => entry.text)).toEqual([])
  // Nothing named that the test did not read: every line that names a file and line is one of those above.
  expect(output.split("\n").filter(text => /^\S+:\d+: /.test(text)).length).toBe(named.length)
  expect(status).toBe(named.length > 0 ? 1 : 0)
  // The clinic's form ID, phone and address, by file and line, while their shape gives them away.
  const site = parse(fs.readFileSync(path.join(copy, "site.yaml"), "utf8"))
  for (const [place, shape] of [
    ["formEndpoint", "the sample form ID"],
    ["phone", "a 555 phone number"],
    ["siteUrl", "an example.com address"],
  ]) {
    const value = place.split(".").reduce((data, key) => data?.[key], site)
    if (typeof value !== "string" || !GIVEAWAYS[shape].test(value)) continue
    const { line, field } = factsIn(fs.readFileSync(path.join(copy, "site.yaml"), "utf8"))(place)!
    const entry = named.find(({ text }) => text.startsWith(`${shown("site.yaml")}:${line}: ${field}: `))
    expect([place, entry?.reasons]).toEqual([place, expect.stringMatching(new RegExp(`(^|; )${shape}$`))])
    // The value as it is, cut short when it is long.
    expect(value.startsWith((JSON.parse(entry!.value) as string).replace(/…$/, ""))).toBe(true)
  }
})

/** Every content file written back as Decap CMS writes one: every comment gone, every text in its style. */
function saveAllAsTheCmsDoes(contentDir: string) {
  for (const file of findYamlFiles(contentDir)) saveAsTheCms(file, readAsTheCms(file))
}

const findYamlFiles = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    return entry.isDirectory() ? findYamlFiles(full) : entry.name.endsWith(".yaml") ? [full] : []
  })

test("every content file written back as the CMS writes it, comments gone, names the same facts by file and field", () => {
  const copy = copyContent()
  const before = factsOf(launchCheck(copy).output)
  expect(before.length).toBeGreaterThan(400)
  saveAllAsTheCmsDoes(copy)
  expect(fs.readFileSync(path.join(copy, "team.yaml"), "utf8")).not.toContain("#")
  const after = launchCheck(copy)
  expect(after.status).toBe(1)
  expect(factsOf(after.output)).toEqual(before)
})

test("a value changed in its file is the clinic's own; one confirmed in content/samples/ is no longer a sample", () => {
  const copy = copyContent()
  edit(copy, "site.yaml", line =>
    line
      .replace("f/SAMPLE_FORM_ID", "f/xqkvbnzr")
      // The clinic's phone; the privacy contact's, indented further, stays a sample for now.
      .replace(/^phone: \(905\) 555-0123/, "phone: (905) 272-0123")
      .replace("https://www.example.com", "https://www.brightwellphysio.ca")
      .replace(/^name: .*$/, "name: Lakeshore Physiotherapy"),
  )
  const some = launchCheck(copy)
  expect(some.status).toBe(1)
  expect(some.output).not.toMatch(/SAMPLE_FORM_ID|: phone:|: siteUrl:|site\.yaml:\d+: name:/)
  expect(some.output).toMatch(/site\.yaml:\d+: email: "hello@example\.com"/)
  expect(some.output).toMatch(/site\.yaml:\d+: privacyContact\.phone: "\(905\) 555-0123"/)
  // A fee kept as it is stays a sample until it is confirmed; the others stay samples.
  expect(some.output).toMatch(/fees\.yaml:\d+: visits\[1\] \(".+"\)\.price: /)
  const list = path.join(copy, "samples", "fees.yaml")
  const fees = parse(fs.readFileSync(list, "utf8")) as { samples: Array<{ field: string; confirmed?: boolean }> }
  const price = fees.samples.find(fact => /^visits\[[^\]]+\]\.price$/.test(fact.field))!
  price.confirmed = true
  fs.writeFileSync(list, stringify(fees))
  const confirmed = launchCheck(copy)
  expect(factsOf(confirmed.output)).toEqual(
    factsOf(some.output).filter(fact => !fact.endsWith(".price") || !fact.includes("visits[1]")),
  )
})

test("an English sentence changed: each page in another language made from it lists that sentence", () => {
  const copy = copyContent()
  const english = parse(fs.readFileSync(path.join(copy, ENGLISH_FILE), "utf8")) as { sentences: Record<string, string> }
  const pages = fs.readdirSync(path.join(copy, LANGUAGE_PAGES_FOLDER))
  expect(pages.length).toBeGreaterThan(0)
  const [key] = Object.keys(english.sentences).slice(-1)
  const before = namedIn(launchCheck(copy).output).filter(entry => entry.field.startsWith("sentences."))
  expect(before).toEqual([])
  english.sentences[key] = `${english.sentences[key]} Changed in English.`
  fs.writeFileSync(path.join(copy, ENGLISH_FILE), stringify(english))
  const after = namedIn(launchCheck(copy).output).filter(entry => entry.field.startsWith("sentences."))
  expect(after.map(entry => [path.basename(entry.file), entry.field, entry.reasons])).toEqual(
    pages.map(name => {
      const { language } = parse(fs.readFileSync(path.join(copy, LANGUAGE_PAGES_FOLDER, name), "utf8")) as {
        language: string
      }
      const speaks = LANGUAGES.find(each => each.code === language)!.name
      return [
        name,
        `sentences.${key}.text`,
        `made from English that has changed since: update it, or have someone who speaks ${speaks} check it again`,
      ]
    }),
  )
})

test("with every sample replaced or confirmed it passes", () => {
  const copy = copyContent()
  // What a clinic does before launch: its own facts where the shape gave a sample away, every listed fact confirmed.
  for (const file of findSampleValues(copy).map(sample => path.relative(copy, sample.file)))
    edit(copy, file, line =>
      line
        .replace(/example\.com/g, "brightwellphysio.ca")
        .replace(/\b555-0123\b/g, "272-0123")
        .replace(/5550123/g, "2720123")
        .replace(/\/(company\/)?example\b/g, "/brightwellphysio")
        .replace(/Example(\+|\s)Road/g, "Dundas$1Street")
        .replace(/SAMPLE_FORM_ID/, "xqkvbnzr")
        .replace(/0{8}-0{4}-0{4}-0{4}-0{12}/, "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b"),
    )
  for (const file of fs.readdirSync(path.join(copy, "samples"))) {
    const list = parse(fs.readFileSync(path.join(copy, "samples", file), "utf8")) as { samples: Array<object> }
    list.samples = list.samples.map(fact => ({ ...fact, confirmed: true }))
    fs.writeFileSync(path.join(copy, "samples", file), stringify(list))
  }
  // Each page in another language checked by a team member who speaks it.
  const team = parse(fs.readFileSync(path.join(copy, "team.yaml"), "utf8")) as {
    members: Array<{ slug: string; languages: string[] }>
  }
  for (const name of fs.existsSync(path.join(copy, LANGUAGE_PAGES_FOLDER))
    ? fs.readdirSync(path.join(copy, LANGUAGE_PAGES_FOLDER))
    : []) {
    const file = path.join(copy, LANGUAGE_PAGES_FOLDER, name)
    const page = parse(fs.readFileSync(file, "utf8")) as { language: string }
    const language = LANGUAGES.find(each => each.code === page.language)!.name
    const checker = team.members.find(member => member.languages.includes(language))!
    fs.writeFileSync(file, stringify({ ...page, confirmedBy: checker.slug, confirmedOn: "2026-11-20" }))
  }
  const none = launchCheck(copy)
  expect(none).toEqual({ status: 0, output: "Launch check: no sample values are left in content/.\n" })
})

describe("what counts as a sample", () => {
  /** A content folder with one file, `text`, and the sample facts content/samples/ lists of it. */
  function samplesIn(text: string, facts: Array<{ field: string; value: unknown; confirmed?: boolean }> = []) {
    fs.writeFileSync(path.join(dir, "file.yaml"), text)
    fs.mkdirSync(path.join(dir, "samples"), { recursive: true })
    const samples = facts.map(({ field, value, confirmed }) => ({
      label: field,
      field,
      fingerprint: fingerprintOf(value),
      ...(confirmed ? { confirmed } : {}),
    }))
    fs.writeFileSync(
      path.join(dir, "samples", "file.yaml"),
      stringify({ slug: "file", title: "File", file: "file.yaml", samples }),
    )
    return findSampleValues(dir).map(({ field, line, reasons }) => ({ field, line, reasons }))
  }

  test("a listed fact is a sample while its value is the one listed, wherever it has moved; an item by its slug", () => {
    const text = [
      "name: Clinic",
      "members:",
      "  - slug: sam",
      "    bio: [One.]",
      "  - slug: pat",
      "    bio: [Two.]",
      "fees:",
      "  - 130",
      "  - 100",
    ].join("\n")
    const facts = [
      { field: "name", value: "Clinic" },
      { field: "members[pat].bio", value: ["Two."] },
      { field: "fees[2]", value: 100 },
    ]
    expect(samplesIn(text, facts)).toEqual([
      { field: "name", line: 1, reasons: ["a sample"] },
      { field: `members[2] ("pat").bio`, line: 6, reasons: ["a sample"] },
      { field: "fees[2]", line: 9, reasons: ["a sample"] },
    ])
    // Pat moved to the top, Sam's bio rewritten, a fee changed: Pat's bio is still the sample, wherever it is.
    const moved = [
      "name: Clinic",
      "members:",
      "  - slug: pat",
      "    bio: [Two.]",
      "  - slug: sam",
      "    bio: [New.]",
      "fees: [130, 110]",
    ]
    expect(samplesIn(moved.join("\n"), facts)).toEqual([
      { field: "name", line: 1, reasons: ["a sample"] },
      { field: `members[1] ("pat").bio`, line: 4, reasons: ["a sample"] },
    ])
  })

  test("a fact confirmed, or no longer in its file, is no sample; a comment marks nothing", () => {
    const text = "name: Clinic # SAMPLE\nemail: desk@clinic.ca\n"
    expect(samplesIn(text, [{ field: "name", value: "Clinic", confirmed: true }])).toEqual([])
    expect(samplesIn(text, [{ field: "phone", value: "(905) 272-0123" }])).toEqual([])
    expect(samplesIn(text)).toEqual([])
  })

  test("a value gives itself away without being listed", () => {
    const samples = samplesIn(
      [
        "formEndpoint: https://formspree.io/f/SAMPLE_FORM_ID",
        "email: hello@example.com",
        "phone: (905) 555-0123",
        "fax: +1 905 555 0124",
        "cell: 905.555.0125",
        "facebook: https://www.facebook.com/example",
        "registerUrl: https://portal.collegept.org/en-US/public-register/?id=00000000-0000-0000-0000-000000000000",
        "realPhone: (905) 272-0123",
        "realPage: https://www.facebook.com/brightwellphysio",
        "ipc: 416-326-3333 or 1-800-387-0073",
      ].join("\n"),
    )
    expect(samples.map(({ field, reasons }) => [field, reasons])).toEqual([
      ["formEndpoint", ["the sample form ID"]],
      ["email", ["an example.com address"]],
      ["phone", ["a 555 phone number"]],
      ["fax", ["a 555 phone number"]],
      ["cell", ["a 555 phone number"]],
      ["facebook", ["a placeholder page"]],
      ["registerUrl", ["a placeholder id"]],
    ])
  })

  test("the report counts the values and names each by file, line and field, with what to do", () => {
    samplesIn("name: Clinic\nemail: hello@example.com\n", [{ field: "name", value: "Clinic" }])
    const list = parse(fs.readFileSync(path.join(dir, "samples", "file.yaml"), "utf8"))
    list.samples[0].note = "the clinic's name"
    fs.writeFileSync(path.join(dir, "samples", "file.yaml"), stringify(list))
    const report = describeSampleValues(findSampleValues(dir))
    const file = path.relative(process.cwd(), path.join(dir, "file.yaml"))
    expect(report.split("\n")).toEqual([
      `Launch check: 2 sample values are still in content/. Replace each with the clinic's own, or confirm it in content/samples/ (in the CMS: Samples to confirm), before the site goes live (docs/going-live.md).`,
      "",
      "How many in each file, most first:",
      `  ${file}: 2 samples`,
      "",
      "Each value, by file and line:",
      `${file}:1: name: "Clinic" (a sample: the clinic's name)`,
      `${file}:2: email: "hello@example.com" (an example.com address)`,
    ])
  })

  test("the report counts each file's values before naming them, most first, then by name", () => {
    samplesIn("name: Clinic\nemail: hello@example.com\n", [{ field: "name", value: "Clinic" }])
    fs.writeFileSync(path.join(dir, "a.yaml"), "site: https://www.example.com\n")
    fs.writeFileSync(path.join(dir, "b.yaml"), "site: https://www.example.org\n")
    const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file))
    const lines = describeSampleValues(findSampleValues(dir)).split("\n")
    const counts = lines.slice(lines.indexOf("How many in each file, most first:") + 1, lines.indexOf("", 2))
    expect(counts).toEqual([
      `  ${shown("file.yaml")}: 2 samples`,
      `  ${shown("a.yaml")}: 1 sample`,
      `  ${shown("b.yaml")}: 1 sample`,
    ])
    // Then each value by its line, as before.
    expect(lines.slice(lines.indexOf("Each value, by file and line:") + 1)).toEqual([
      `${shown("a.yaml")}:1: site: "https://www.example.com" (an example.com address)`,
      `${shown("b.yaml")}:1: site: "https://www.example.org" (an example.com address)`,
      `${shown("file.yaml")}:1: name: "Clinic" (a sample)`,
      `${shown("file.yaml")}:2: email: "hello@example.com" (an example.com address)`,
    ])
  })

  test("a build prints how many are left in each file, most first", () => {
    samplesIn("name: Clinic\nemail: hello@example.com\nfax: (905) 555-0199\n", [{ field: "name", value: "Clinic" }])
    fs.writeFileSync(path.join(dir, "other.yaml"), "site: https://www.example.com\n")
    const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file))
    expect(summarizeSampleValues(findSampleValues(dir)).split("\n")).toEqual([
      "Launch check: 4 sample values are still in content/; `npm run launch-check` lists each by line, and the production deploy stops until each is replaced or confirmed (docs/going-live.md):",
      `${shown("file.yaml")} (3), ${shown("other.yaml")} (1)`,
    ])
  })
})
