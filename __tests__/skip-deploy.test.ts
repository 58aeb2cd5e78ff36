/** @jest-environment node */
// Netlify's ignore command (scripts/skip-deploy.mjs) on real commits in a throwaway repository: a commit that
// touches only the docs, the tests, CI or editor settings is skipped; content, code or configuration deploys.
import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const SCRIPT = path.join(__dirname, "../scripts/skip-deploy.mjs")

/** Runs the ignore command in the throwaway repository as Netlify does: its exit code and what it printed. */
function decide(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [SCRIPT], {
    cwd: repo,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  })
  return { code: run.status, reason: run.stdout + run.stderr }
}

let repo: string
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim()

/** Writes the files and commits them; returns the commit. */
function commit(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.writeFileSync(path.join(repo, file), text)
  }
  git("add", "-A")
  git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "change")
  return git("rev-parse", "HEAD")
}

let base: string
beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "skip-deploy-"))
  git("init", "-q")
  base = commit({
    "content/site.yaml": "name: Clinic\n",
    "src/lib/hours.ts": "export {}\n",
    "docs/editing.md": "# Editing\n",
    "__tests__/a.test.ts": "test\n",
    "netlify.toml": "[build]\n",
    "README.md": "# Site\n",
  })
})
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }))

const between = (from: string, to: string) => decide({ CACHED_COMMIT_REF: from, COMMIT_REF: to })

test("a commit to the docs, the tests, CI or editor settings only is skipped, and says what changed", () => {
  const next = commit({
    "docs/editing.md": "# Editing, again\n",
    "__tests__/a.test.ts": "test again\n",
    ".ci/run": "#!/bin/sh\n",
    ".vscode/settings.json": "{}\n",
    "README.md": "# The site\n",
  })
  const { code, reason } = between(base, next)
  expect(code).toBe(0)
  expect(reason).toContain("docs/editing.md")
})

test.each([
  ["content (what a CMS publish commits)", { "content/site.yaml": "name: Clinic Two\n" }],
  ["code", { "src/lib/hours.ts": "export const a = 1\n" }],
  ["Netlify's settings", { "netlify.toml": "[build]\n  command = 'x'\n" }],
  ["the docs and content together", { "docs/editing.md": "# More\n", "content/site.yaml": "name: Three\n" }],
])("a commit to %s deploys", (_kind, files) => {
  expect(between(base, commit(files)).code).toBe(1)
})

test("a deleted content file deploys", () => {
  fs.rmSync(path.join(repo, "content/site.yaml"))
  git("add", "-A")
  git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "remove")
  expect(between(base, git("rev-parse", "HEAD")).code).toBe(1)
})

test("with nothing to compare with (a first deploy, a retry, a commit git does not have), it builds", () => {
  expect(decide({ COMMIT_REF: base }).code).toBe(1)
  expect(between(base, base).code).toBe(1)
  expect(between("0123456789abcdef0123456789abcdef01234567", base).code).toBe(1)
})
