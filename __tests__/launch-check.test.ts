/** @jest-environment node */
// The launch check: run as `npm run launch-check` runs it (a child process) on a copy of content/, with the
// samples the repository ships, then with some and with all of them replaced as a clinic would; and the rules by
// which it finds a sample, on small files.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "yaml"
import { describeSampleValues, findSampleValues } from "../src/node/launch-check"

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

/** A line without its SAMPLE note, whether beside a value or on a line of its own. */
const withoutSampleNote = (line: string) => line.replace(/(^|\s+)# SAMPLE.*$/, "")

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
  // physiotherapist has reviewed it and confirmed them.
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
    expect(output).toMatch(new RegExp(`${shown}:${lineOf(copy, file, "review:")}: review: .*marked SAMPLE`))
    expect(output).toMatch(new RegExp(`${shown}:${lineOf(copy, file, "sources:")}: sources: .*marked SAMPLE`))
  }
  expect(output).toMatch(/formEndpoint: .*the sample form ID/)
  expect(output).toMatch(/phone\.display: .*a 555 phone number/)
  expect(output).toMatch(/siteUrl: .*an example\.com address/)
})

test("with those three replaced it names the next ones; with every sample replaced it passes", () => {
  const copy = copyContent()
  edit(copy, "site.yaml", line =>
    withoutSampleNote(
      line
        .replace("f/SAMPLE_FORM_ID", "f/xqkvbnzr")
        // The clinic's phone; the privacy contact's, indented further, stays a sample for now.
        .replace(/^ {2}display: \(905\) 555-0123/, "  display: (905) 272-0123")
        .replace(/^ {2}e164: "\+19055550123"/, '  e164: "+19052720123"')
        .replace("https://www.example.com", "https://www.brightwellphysio.ca"),
    ),
  )
  const some = launchCheck(copy)
  expect(some.status).toBe(1)
  expect(some.output).not.toMatch(/SAMPLE_FORM_ID|: phone\.display:|: siteUrl:/)
  expect(some.output).toMatch(/site\.yaml:\d+: email: "hello@example\.com"/)
  expect(some.output).toMatch(/site\.yaml:\d+: privacyContact\.phone\.display: "\(905\) 555-0123"/)
  const team = parse(fs.readFileSync(path.join(copy, "team.yaml"), "utf8")) as { members: Array<{ name: string }> }
  expect(some.output).toMatch(/team\.yaml:\d+: members\[1\] /)
  expect(some.output).toContain(`: members[1] ("${team.members[0].name}").name`)

  // What a clinic does before launch: its own facts everywhere, and the SAMPLE notes gone.
  for (const file of findSampleValues(copy).map(sample => path.relative(copy, sample.file)))
    edit(copy, file, line =>
      withoutSampleNote(line)
        .replace(/example\.com/g, "brightwellphysio.ca")
        .replace(/\b555-0123\b/g, "272-0123")
        .replace(/5550123/g, "2720123")
        .replace(/\/(company\/)?example\b/g, "/brightwellphysio")
        .replace(/Example(\+|\s)Road/g, "Dundas$1Street")
        .replace(/0{8}-0{4}-0{4}-0{4}-0{12}/, "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b"),
    )
  const none = launchCheck(copy)
  expect(none).toEqual({ status: 0, output: "Launch check: no sample values are left in content/.\n" })
})

describe("what counts as a sample", () => {
  /** The samples in one file, `text`, as field, line and reasons. */
  function samplesIn(text: string) {
    fs.writeFileSync(path.join(dir, "file.yaml"), text)
    return findSampleValues(dir).map(({ field, line, reasons }) => ({ field, line, reasons }))
  }

  test("a SAMPLE note beside a value, or on a block's first line, marks that field; its words are kept", () => {
    const samples = samplesIn(
      [
        "name: Clinic # SAMPLE",
        "bio: # SAMPLE: write your own",
        "  - One.",
        "points:",
        "  - Real point",
        "  - Sample point # SAMPLE: confirm",
        "answer: |- # SAMPLE: confirm the fee",
        "  Text.",
      ].join("\n"),
    )
    expect(samples).toEqual([
      { field: "name", line: 1, reasons: ["marked SAMPLE"] },
      { field: "bio", line: 2, reasons: ["marked SAMPLE: write your own"] },
      { field: "points[2]", line: 6, reasons: ["marked SAMPLE: confirm"] },
      { field: "answer", line: 7, reasons: ["marked SAMPLE: confirm the fee"] },
    ])
  })

  test("a note on its own line marks the field below it, or the last one above at its indentation", () => {
    const samples = samplesIn(
      [
        "sections:",
        "  - heading: Visiting",
        "    # SAMPLE: confirm the body",
        "    body:",
        "      - Service animals are welcome.",
        "      # SAMPLE: add the building's access",
        "  - heading: Feedback",
        "    body:",
        "      - Tell us.",
      ].join("\n"),
    )
    expect(samples).toEqual([
      { field: 'sections[1] ("Visiting").body', line: 4, reasons: ["marked SAMPLE: confirm the body"] },
      {
        field: 'sections[1] ("Visiting").body[1]',
        line: 5,
        reasons: ["marked SAMPLE: add the building's access"],
      },
    ])
  })

  test("a value gives itself away without a note: after the CMS has saved a file, its comments are gone", () => {
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

  test("a comment that only mentions samples marks nothing, and a # line inside a block of text is text", () => {
    const samples = samplesIn(
      [
        "# Values marked SAMPLE are placeholders.",
        "content: |",
        "  # SAMPLE heading in Markdown",
        "  Sample text.",
      ].join("\n"),
    )
    expect(samples).toEqual([{ field: "content", line: 2, reasons: ["contains SAMPLE"] }])
  })

  test("the report counts the values and names each by file, line and field", () => {
    fs.writeFileSync(path.join(dir, "site.yaml"), "name: Clinic # SAMPLE\nemail: hello@example.com\n")
    const report = describeSampleValues(findSampleValues(dir))
    const file = path.relative(process.cwd(), path.join(dir, "site.yaml"))
    expect(report.split("\n")).toEqual([
      `Launch check: 2 sample values are still in content/. Replace each with the clinic's own before the site goes live (docs/going-live.md):`,
      `${file}:1: name: "Clinic" (marked SAMPLE)`,
      `${file}:2: email: "hello@example.com" (an example.com address)`,
    ])
  })
})
