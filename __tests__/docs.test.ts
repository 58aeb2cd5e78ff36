/** @jest-environment node */
// The documentation stays readable and whole: a README a newcomer reads in a few minutes that links the rest,
// lines that fit a screen, links that lead somewhere, and code comments that cite nothing a reader cannot
// follow: this project's issue numbers, or sections of a spec that is not in the repository.
import fs from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, "..")
const README = "README.md"
const DOCS = ["editing.md", "going-live.md", "development.md", "performance.md"].map(name => `docs/${name}`)
const MAX_README_LINES = 160
const MAX_LINE = 120

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8")
const markdownFiles = [README, ...fs.readdirSync(path.join(ROOT, "docs")).map(name => `docs/${name}`)].filter(file =>
  file.endsWith(".md"),
)

/** The text with fenced code blocks and inline code blanked out (line breaks kept), so only prose is read. */
function prose(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, " ")
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank).replace(/`[^`]*`/g, blank)
}

/** GitHub's anchor for each heading: lower case, punctuation dropped, spaces to hyphens, "-1" on repeats. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
  for (const [, text] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-")
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** Every link's target in a Markdown file that leads into the repository (no scheme), with its line. */
function relativeLinks(file: string): Array<{ target: string; line: number }> {
  const text = prose(read(file))
  return [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(match => ({ target: match[1], line: text.slice(0, match.index).split("\n").length }))
    .filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

describe("README.md", () => {
  test(`is at most ${MAX_README_LINES} lines`, () => {
    expect(read(README).trimEnd().split("\n").length).toBeLessThanOrEqual(MAX_README_LINES)
  })

  test.each(DOCS)("links %s", doc => {
    expect(relativeLinks(README).map(({ target }) => target.split("#")[0])).toContain(doc)
  })
})

describe.each(markdownFiles)("%s", file => {
  test(`has no line over ${MAX_LINE} characters`, () => {
    const long = read(file)
      .split("\n")
      .flatMap((line, index) => (line.length > MAX_LINE ? [`${file}:${index + 1} (${line.length})`] : []))
    expect(long).toEqual([])
  })

  test("links only to files that exist, and to headings that exist in them", () => {
    const broken = relativeLinks(file).flatMap(({ target, line }) => {
      const [pathPart, anchor] = target.split("#") as [string, string | undefined]
      const linked = pathPart === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart))
      if (!fs.existsSync(path.join(ROOT, decodeURIComponent(linked))))
        return [`${file}:${line}: ${target} (no such file)`]
      if (anchor === undefined || !linked.endsWith(".md")) return []
      return headingAnchors(read(linked)).has(anchor) ? [] : [`${file}:${line}: ${target} (no such heading)`]
    })
    expect(broken).toEqual([])
  })
})

test("the anchors follow GitHub's rules", () => {
  const anchors = headingAnchors(
    "# What `npm test` runs\n## Where the CMS saves, and where staff sign in\n## Tests\n## Tests\n",
  )
  expect([...anchors]).toEqual([
    "what-npm-test-runs",
    "where-the-cms-saves-and-where-staff-sign-in",
    "tests",
    "tests-1",
  ])
})

describe("code comments", () => {
  /** Source and configuration whose comments are read: code, styles, pages, scripts and CI. */
  const CODE = /\.(?:[cm]?[jt]sx?|css|html|toml)$/
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap(entry => {
      const file = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) return walk(file)
      return CODE.test(entry.name) ? [file] : []
    })
  const files = [
    ...["src", "scripts", "__tests__"].flatMap(walk).filter(file => file !== "src/gatsby-types.d.ts"),
    // gatsby-*.ts(x), netlify.toml and the tools' settings (eslint, size-limit, Lighthouse CI)
    ...fs
      .readdirSync(ROOT, { withFileTypes: true })
      .filter(entry => entry.isFile() && CODE.test(entry.name))
      .map(entry => entry.name),
    ".ci/run",
  ]

  /** The comment on each line that has one: a whole comment line, or what follows code. */
  function comments(file: string): Array<{ text: string; line: number }> {
    const hash = file === ".ci/run" || file.endsWith(".toml")
    return read(file)
      .split("\n")
      .flatMap((source, index) => {
        const line = source.trim()
        const whole = hash ? line.startsWith("#") : /^(?:\/\/|\/\*|\*|<!--)/.test(line)
        const trailing = hash ? / #(?!!)/.exec(source) : / \/\/ |\/\* /.exec(source)
        if (whole) return [{ text: line, line: index + 1 }]
        return trailing ? [{ text: source.slice(trailing.index), line: index + 1 }] : []
      })
  }

  test("are found in every kind of file scanned", () => {
    expect(files).toEqual(expect.arrayContaining(["src/node/schema.ts", "gatsby-ssr.tsx", "netlify.toml", ".ci/run"]))
    expect(comments(".ci/run").length).toBeGreaterThan(0)
    expect(comments("netlify.toml").length).toBeGreaterThan(0)
  })

  // Upstream issues are welcome ("gatsbyjs/gatsby#11072"): they are links anyone can follow.
  const NUMBERED = [
    { what: "an issue by its number", pattern: new RegExp(String.raw`\bissues? \d+\b`, "i") },
    { what: "a section of a spec", pattern: new RegExp(String.raw`\bspec\b[^.]*\bsections? \d`, "i") },
  ]

  test.each(NUMBERED)("never name $what", ({ pattern }) => {
    const found = files.flatMap(file =>
      comments(file).flatMap(({ text, line }) => (pattern.test(text) ? [`${file}:${line}: ${text}`] : [])),
    )
    expect(found).toEqual([])
  })
})
