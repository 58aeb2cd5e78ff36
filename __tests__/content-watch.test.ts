/** @jest-environment node */
// During `npm run develop`, saving a YAML file under content/ runs the build's content check again.
import fs from "fs"
import os from "os"
import path from "path"
import { onCreateNode, onPostBootstrap, reportContentProblems } from "../src/node/content-watch"

const reporter = () => ({ error: jest.fn(), success: jest.fn() })
const fileNode = (extension: string, sourceInstanceName = "content") =>
  ({ id: "1", internal: { type: "File" }, extension, sourceInstanceName }) as never

test("reports each problem after a save, and says so once the content is fine again", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-watch-"))
  fs.writeFileSync(
    path.join(dir, "treatments.yaml"),
    "treatments:\n  - slug: Bad Slug\n    title: TENS\n    description: Pads.\n",
  )
  const broken = reporter()
  const problems = reportContentProblems(dir, broken)
  expect(problems.some(line => line.includes('treatments[1] ("TENS").slug: is "Bad Slug"'))).toBe(true)
  expect(broken.error).toHaveBeenCalledWith(
    expect.stringContaining('is "Bad Slug", but should be lowercase words joined by hyphens: "bad-slug"'),
  )
  expect(broken.success).not.toHaveBeenCalled()
  fs.rmSync(dir, { recursive: true })
})

test("checks on a saved YAML file once the site has started, and not for other files", () => {
  const before = reporter()
  onCreateNode!({ node: fileNode("yaml"), reporter: before } as never, {} as never, () => {})
  expect([before.error, before.success].some(fn => fn.mock.calls.length > 0)).toBe(false)

  onPostBootstrap!({} as never, {} as never, () => {})
  const image = reporter()
  onCreateNode!({ node: fileNode("jpg"), reporter: image } as never, {} as never, () => {})
  expect([image.error, image.success].some(fn => fn.mock.calls.length > 0)).toBe(false)

  // The shipped content/ is fine, so a save reports no problems.
  const saved = reporter()
  onCreateNode!({ node: fileNode("yaml"), reporter: saved } as never, {} as never, () => {})
  expect(saved.success).toHaveBeenCalledWith("Content check: no problems")
  expect(saved.error).not.toHaveBeenCalled()
})
