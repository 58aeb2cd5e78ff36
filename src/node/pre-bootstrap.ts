// onPreBootstrap: stops the build before Gatsby reads content/ when any YAML file breaks the content
// model, then refreshes the content's JSON Schemas and puts the web font where pages can preload it and the
// content editor at /admin/.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeAdmin } from "./admin"
import { copyFonts } from "./fonts"
import { writeJsonSchemas } from "./json-schema"
import { describeProblems, validateContent } from "./validate-content"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(path.resolve("content"))
  if (problems.length > 0) {
    reporter.panicOnBuild(describeProblems(problems))
  }
  writeJsonSchemas(path.resolve("content"))
  copyFonts()
  writeAdmin()
}
