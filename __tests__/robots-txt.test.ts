/** @jest-environment node */
// Runs gatsby-plugin-robots-txt itself with the site's options, as the build does, in each Netlify context.
import fs from "fs"
import os from "os"
import path from "path"
import { robotsTxtOptions } from "../src/node/robots-txt"

const { onPostBuild } = require("gatsby-plugin-robots-txt/gatsby-node") as {
  onPostBuild: (args: { graphql: () => Promise<never> }, options: object) => Promise<void>
}

const cwd = process.cwd()
const context = process.env.CONTEXT
let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "robots-"))
  fs.mkdirSync(path.join(dir, "public"))
  process.chdir(dir)
})
afterEach(() => {
  process.chdir(cwd)
  fs.rmSync(dir, { recursive: true, force: true })
  if (context === undefined) delete process.env.CONTEXT
  else process.env.CONTEXT = context
})

/** robots.txt as the plugin writes it when Netlify's CONTEXT is `netlifyContext` (undefined: a local build). */
async function robotsTxt(netlifyContext: string | undefined): Promise<string> {
  if (netlifyContext === undefined) delete process.env.CONTEXT
  else process.env.CONTEXT = netlifyContext
  const graphql = () => Promise.reject(new Error("the site's options give the sitemap, so no query is needed"))
  await onPostBuild({ graphql }, robotsTxtOptions("https://clinic.example.org/"))
  return fs.readFileSync(path.join(dir, "public", "robots.txt"), "utf8")
}

test.each([["production"], [undefined]])(
  "context %s: every crawler may crawl everything, and the sitemap is named",
  async name => {
    expect(await robotsTxt(name)).toBe(
      "User-agent: *\nAllow: /\nSitemap: https://clinic.example.org/sitemap-index.xml\n",
    )
  },
)

test.each([["deploy-preview"], ["branch-deploy"], ["dev"]])("context %s: no crawler may crawl anything", async name => {
  expect(await robotsTxt(name)).toBe("User-agent: *\nDisallow: /\n")
})
