/** @jest-environment node */
// The launch check: run as `npm run launch-check` runs it (a child process) on a copy of content/, with the
// samples the repository ships, then with some and with all of them replaced as a clinic would; and the rules by
// which it finds a sample, on small files.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parse, stringify } from "yaml"
import { describeSampleValues, findSampleValues, fingerprintOf, summarizeSampleValues } from "../src/node/launch-check"

const repository = path.resolve(__dirname, "..")
let dir: string

beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** content/'s YAML files, copied into the temporary folder. */
function copyContent(): string {
  const copy = path.join(dir, "content")
  fs.cpSync(path.join(repository, "content"), copy, {
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

/** The 1-based line of the copy's file that holds `text`. */
const lineOf = (contentDir: string, file: string, text: string) =>
  fs
    .readFileSync(path.join(contentDir, file), "utf8")
    .split("\n")
    .findIndex(line => line.includes(text)) + 1

/** The facts content/samples/ lists, as file and field, in the order the launch check names them by line. */
const factsOf = (report: string) =>
  report
    .split("\n")
    .filter(line => /^\S+?:\d+: /.test(line))
    .map(line => line.replace(/^(\S+?):\d+: (.*?): (?:".*"|\(a (?:list|group)[^)]*\)) \(.*$/, "$1 $2"))

test("on the shipped content it fails, naming the sample form ID, phone number and site address by file and line", () => {
  const copy = copyContent()
  const { status, output } = launchCheck(copy)
  expect(status).toBe(1)
  const site = path.relative(repository, path.join(copy, "site.yaml"))
  expect(output).toContain(
    `${site}:${lineOf(copy, "site.yaml", "formEndpoint:")}: formEndpoint: "https://formspree.io/f/SAMPLE_FORM_ID"`,
  )
  expect(output).toContain(`${site}:${lineOf(copy, "site.yaml", "display: (905)")}: phone.display: "(905) 555-0123"`)
  expect(output).toContain(`${site}:${lineOf(copy, "site.yaml", "siteUrl:")}: siteUrl: "https://www.example.com"`)
  // Every fee and the building's access, each by its own line, until the clinic confirms them.
  const fees = path.relative(repository, path.join(copy, "fees.yaml"))
  const firstPrice = lineOf(copy, "fees.yaml", "price:")
  expect(output).toMatch(new RegExp(`${fees}:${firstPrice}: visits\\[1\\] \\(".+"\\)\\.price: `))
  expect(output).toMatch(/fees\.yaml:\d+: ways\[1\] \(".+"\)\.insurers: /)
  expect(output).toMatch(/fees\.yaml:\d+: payment\.cancellation: /)
  expect(output).toMatch(/getting-here\.yaml:\d+: entrance\.stepFree: /)
  expect(output).toMatch(/getting-here\.yaml:\d+: transit\[1\] \(".+"\)\.stop: /)
  expect(output).toMatch(/getting-here\.yaml:\d+: washroom\.accessible: /)
  expect(output).toMatch(/team\.yaml:\d+: members\[1\] \(".+"\)\.languages: /)
  // Every page of health information, by the line of its review and of its sources, until the clinic's
  // physiotherapist has reviewed it and confirmed them; and each warning sign, source and explanation they share.
  const healthPages = [
    ...fs.readdirSync(path.join(copy, "condition-pages")).map(file => `condition-pages/${file}`),
    ...fs
      .readdirSync(path.join(copy, "conditions"))
      .map(file => `conditions/${file}`)
      .filter(file => fs.readFileSync(path.join(copy, file), "utf8").includes("\nreview:")),
  ]
  expect(healthPages.length).toBeGreaterThan(25)
  for (const file of healthPages) {
    const shown = path.relative(repository, path.join(copy, file))
    expect(output).toMatch(new RegExp(`${shown}:${lineOf(copy, file, "review:")}: review: .*a sample`))
    expect(output).toMatch(new RegExp(`${shown}:${lineOf(copy, file, "sources:")}: sources: .*a sample`))
    expect(output).toMatch(new RegExp(`${shown}:\\d+: whenToGetHelp\\.signs: .*a sample`))
    // Each must-not-miss sign the page sets aside, beside it, with its whole reason for the clinician to weigh.
    const page = parse(fs.readFileSync(path.join(copy, file), "utf8")) as {
      whenToGetHelp: { setAside?: Array<{ sign: string; reason: string }> }
    }
    for (const [i, { sign, reason }] of (page.whenToGetHelp.setAside ?? []).entries())
      expect(output).toContain(
        `whenToGetHelp.setAside[${i + 1}] ("${sign}"): ${JSON.stringify(reason.replace(/\s+/g, " ").trim())} (a sample`,
      )
  }
  for (const [file, list] of [
    ["warning-signs.yaml", "signs"],
    ["warning-signs.yaml", "regions"],
    ["health-sources.yaml", "sources"],
    ["glossary.yaml", "terms"],
  ]) {
    const items = (parse(fs.readFileSync(path.join(copy, file), "utf8")) as Record<string, unknown[]>)[list]
    expect([file, list, output.match(new RegExp(`${file}:\\d+: ${list}\\[\\d+\\] .*a sample`, "g"))?.length]).toEqual([
      file,
      list,
      items.length,
    ])
  }
  expect(output).toMatch(/formEndpoint: .*the sample form ID/)
  expect(output).toMatch(/phone\.display: .*a 555 phone number/)
  expect(output).toMatch(/siteUrl: .*an example\.com address/)
  // Before the lines, how many in each file, most first: as many as the lines that follow name.
  const lines = output.split("\n")
  const counts = lines.flatMap(line => {
    const [, file, count] = /^ {2}(\S+): (\d+) samples?$/.exec(line) ?? []
    return file ? [{ file, count: Number(count) }] : []
  })
  expect(counts.map(({ file }) => file).sort()).toEqual(
    [...new Set(factsOf(output).map(fact => fact.split(" ")[0]))].sort(),
  )
  expect(counts.map(({ count }) => count)).toEqual(counts.map(({ count }) => count).sort((a, b) => b - a))
  for (const { file, count } of counts)
    expect([file, lines.filter(line => line.startsWith(`${file}:`)).length]).toEqual([file, count])
  expect(lines.indexOf("How many in each file, most first:")).toBeLessThan(
    lines.findIndex(line => /^\S+?:\d+: /.test(line)),
  )
})

/**
 * Every content file written back as Decap CMS writes one (decap-cms-core's YAML format, with the `yaml` release it
 * bundles): read into data, then written from that data alone, so every comment is gone and every text is written
 * in the library's own style.
 */
function saveAllAsTheCmsDoes(contentDir: string) {
  const decapCore = path.dirname(
    require.resolve("decap-cms-core/package.json", { paths: [path.join(repository, "node_modules/decap-cms-app")] }),
  )
  const decapYaml = require(require.resolve("yaml", { paths: [decapCore] })) as {
    parseDocument(source: string): { toJSON(): unknown }
    createNode(data: unknown): unknown
    Document: new () => { contents: unknown; toString(): string }
  }
  for (const file of findYamlFiles(contentDir)) {
    const data = decapYaml.parseDocument(fs.readFileSync(file, "utf8")).toJSON()
    const document = new decapYaml.Document()
    document.contents = decapYaml.createNode(data)
    fs.writeFileSync(file, document.toString())
  }
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
      .replace(/^ {2}display: \(905\) 555-0123/, "  display: (905) 272-0123")
      .replace(/^ {2}e164: "\+19055550123"/, '  e164: "+19052720123"')
      .replace("https://www.example.com", "https://www.brightwellphysio.ca")
      .replace(/^name: .*$/, "name: Lakeshore Physiotherapy"),
  )
  const some = launchCheck(copy)
  expect(some.status).toBe(1)
  expect(some.output).not.toMatch(/SAMPLE_FORM_ID|: phone\.display:|: siteUrl:|site\.yaml:\d+: name:/)
  expect(some.output).toMatch(/site\.yaml:\d+: email: "hello@example\.com"/)
  expect(some.output).toMatch(/site\.yaml:\d+: privacyContact\.phone\.display: "\(905\) 555-0123"/)
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
        "phone:",
        "  display: (905) 555-0123",
        '  e164: "+19055550123"',
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
      ["phone.display", ["a 555 phone number"]],
      ["phone.e164", ["a 555 phone number"]],
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
