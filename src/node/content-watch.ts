// While `npm run develop` (or `npm run cms`) runs: checks the content again each time a YAML file under content/
// is saved, so an editor sees the same one-line-per-problem report the build gives, at once, in the terminal.
// The check before the build (pre-bootstrap.ts) covers the start; this covers every save after it.
import path from "path"
import type { GatsbyNode, Reporter } from "gatsby"
import { describeProblems, validateContent } from "./validate-content"

let started = false

/** The content check's report: an error listing each problem, or that the content is fine again. */
export function reportContentProblems(contentDir: string, reporter: Pick<Reporter, "error" | "success">) {
  const problems = validateContent(contentDir)
  if (problems.length === 0) reporter.success("Content check: no problems")
  else reporter.error(describeProblems(problems))
  return problems
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  started = true
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  const file = node as typeof node & { sourceInstanceName?: string; extension?: string }
  if (!started || file.internal.type !== "File" || file.sourceInstanceName !== "content") return
  if (file.extension !== "yaml" && file.extension !== "yml") return
  reportContentProblems(path.resolve("content"), reporter)
}
