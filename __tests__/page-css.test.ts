/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { splitPageCss, templatesWithOwnCss } from "../src/node/page-css"

/** Gatsby's webpack configuration, as far as page-css.ts reads it. */
const gatsbyConfig = (cacheGroups: Record<string, unknown>) => ({
  module: { rules: [{ use: [{ loader: "/x/css-loader/index.js", options: { modules: { namedExport: false } } }] }] },
  optimization: { splitChunks: { cacheGroups } },
})

function runHook(config: ReturnType<typeof gatsbyConfig>) {
  const reporter = { panicOnBuild: jest.fn() }
  const actions = { replaceWebpackConfig: jest.fn() }
  const call = splitPageCss as unknown as (args: object) => void
  call({ stage: "build-javascript", getConfig: () => config, actions, reporter })
  return { reporter, actions }
}

test("takes Gatsby's `styles` cache group out, so each template's CSS stays with its chunk", () => {
  const { reporter, actions } = runHook(gatsbyConfig({ framework: {}, styles: { test: /\.css$/ } }))
  expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  expect(actions.replaceWebpackConfig.mock.calls[0][0].optimization.splitChunks.cacheGroups).toEqual({ framework: {} })
})

test("fails the build, naming what changed, when Gatsby's configuration has no `styles` cache group", () => {
  const { reporter, actions } = runHook(gatsbyConfig({ framework: {} }))
  expect(reporter.panicOnBuild).toHaveBeenCalledWith(
    expect.stringContaining("Gatsby's webpack configuration has no `styles` cache group"),
  )
  expect(actions.replaceWebpackConfig).not.toHaveBeenCalled()
})

test("reads from the build which templates carry a stylesheet of their own", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-css-"))
  const stats = {
    namedChunkGroups: {
      app: { assets: [{ name: "app.css" }, { name: "app.js" }] },
      "component---src-pages-about-tsx": { assets: [{ name: "component---src-pages-about-tsx.1.css" }] },
      "component---src-pages-faq-tsx": { assets: ["component---src-pages-faq-tsx-2.js"] },
    },
  }
  fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), JSON.stringify(stats))
  expect(templatesWithOwnCss(publicDir)).toEqual(["component---src-pages-about-tsx"])
  fs.rmSync(publicDir, { recursive: true, force: true })
})
