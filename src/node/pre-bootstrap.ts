// onPreBootstrap: stops the build before Gatsby reads content/ when any YAML file breaks the content
// model, warns of every sample value still in it (Netlify's production build stops on them before this, through
// `npm run launch-check`), then refreshes the content's JSON Schemas and puts the web font where pages can
// preload it and the content editor at /admin/.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeAdmin } from "../cms/admin"
import { copyFonts } from "./fonts"
import { writeJsonSchemas } from "./json-schema"
import { describeSampleValues, findSampleValues } from "./launch-check"
import { describeProblems, validateContent } from "./validate-content"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(path.resolve("content"))
  if (problems.length > 0) {
    reporter.panicOnBuild(describeProblems(problems))
  }
  const samples = findSampleValues(path.resolve("content"))
  if (samples.length > 0) reporter.warn(describeSampleValues(samples))
  writeJsonSchemas(path.resolve("content"))
  copyFonts()
  writeAdmin()
}
