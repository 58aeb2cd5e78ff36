/** @jest-environment node */
// The images script, run as `npm run images` runs it (a child process): with --out it writes only under that
// folder, and without it into the repository it sits in, never a folder above (as it once did after a move).
import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const repository = path.resolve(__dirname, "..")
const script = path.join(repository, "scripts", "make-illustrations.mjs")
let dir: string

beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "make-illustrations-"))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Every file under `root` (a symbolic link counts as a file, not followed), relative to it with "/", sorted. */
function filesIn(root: string, folder = ""): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .flatMap(entry => {
      const file = folder ? `${folder}/${entry.name}` : entry.name
      return entry.isDirectory() ? filesIn(root, file) : [file]
    })
    .sort()
}

const gitStatus = () => execFileSync("git", ["status", "--porcelain"], { cwd: repository, encoding: "utf8" })

test("with --out it writes the selected files under that folder and changes nothing in the repository", () => {
  const before = gitStatus()
  const run = spawnSync("npm", ["run", "--silent", "images", "--", "--out", dir, "--only", "favicon", "--force"], {
    cwd: repository,
    encoding: "utf8",
  })
  // The whole result, so a failure shows the script's error.
  expect(run).toMatchObject({ status: 0, stdout: expect.stringContaining("done: 1 written, 0 skipped") })
  expect(filesIn(dir)).toEqual(["static/favicon.svg"])
  expect(fs.readFileSync(path.join(dir, "static/favicon.svg"), "utf8")).toMatch(/^<svg [^>]*width="512" height="512"/)
  expect(gitStatus()).toBe(before)

  // Without --force an existing file is kept, so a real photo saved under the same name is never replaced.
  const again = spawnSync("node", [script, "--out", dir, "--only", "favicon"], { cwd: repository, encoding: "utf8" })
  expect(again).toMatchObject({ status: 0, stdout: expect.stringContaining("done: 0 written, 1 skipped") })
})

test("without --out it writes into the repository it sits in, whatever the working folder", () => {
  // A repository of its own: the script and its modules in scripts/, the dependencies it imports through
  // node_modules.
  const copy = path.join(dir, "repository")
  fs.mkdirSync(path.join(copy, "scripts"), { recursive: true })
  fs.copyFileSync(script, path.join(copy, "scripts", "make-illustrations.mjs"))
  fs.cpSync(path.join(repository, "scripts", "illustrations"), path.join(copy, "scripts", "illustrations"), {
    recursive: true,
  })
  fs.symlinkSync(path.join(repository, "node_modules"), path.join(copy, "node_modules"), "dir")
  const scripts = filesIn(copy).filter(file => file.startsWith("scripts/"))

  const run = spawnSync("node", [path.join(copy, "scripts", "make-illustrations.mjs"), "--only", "favicon"], {
    cwd: os.tmpdir(),
    encoding: "utf8",
  })
  expect(run).toMatchObject({ status: 0, stderr: "" })
  expect(filesIn(copy)).toEqual(["node_modules", ...scripts, "static/favicon.svg"])
  expect(fs.readdirSync(dir)).toEqual(["repository"])
})
