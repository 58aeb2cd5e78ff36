// onPreBootstrap (gatsby-node.ts, before it makes the CMS from src/cms/): stops the build before Gatsby reads
// content/ when any YAML file breaks the content model, warns of every page whose review is due and of the sample
// values still in it, file by file (Netlify's production build stops on them before this, through `npm run
// launch-check`, which lists each), then
// refreshes the content's JSON Schemas and VS Code's map of them, and puts the web font where pages can preload it.
import path from "path"
import type { Reporter } from "gatsby"
import { copyFonts } from "./fonts"
import { writeEditorSettings, writeJsonSchemas } from "./json-schema"
import { findSampleValues, summarizeSampleValues } from "./launch-check"
import { contentWarnings, describeProblems, validateContent } from "./validate-content"

export function prepareContent(reporter: Reporter) {
  const problems = validateContent(path.resolve("content"))
  if (problems.length > 0) {
    reporter.panicOnBuild(describeProblems(problems))
  }
  for (const warning of contentWarnings(path.resolve("content"))) reporter.warn(warning)
  const samples = findSampleValues(path.resolve("content"))
  if (samples.length > 0) reporter.warn(summarizeSampleValues(samples))
  writeJsonSchemas(path.resolve("content"))
  writeEditorSettings(path.resolve("."))
  copyFonts()
}
