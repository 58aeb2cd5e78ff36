// onPreBootstrap: stops the build before Gatsby reads content/ when any YAML file breaks the content
// model, then puts the web font where pages can preload it.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { copyFonts } from "./fonts"
import { validateContent } from "./validate-content"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(path.resolve("content"))
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}`,
    )
  }
  copyFonts()
}
