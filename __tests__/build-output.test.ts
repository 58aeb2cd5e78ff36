/** @jest-environment node */
// Gatsby's webpack configuration as src/node/build-output.ts leaves it, made of the same plugin classes Gatsby makes
// it of (its own webpack and mini-css-extract-plugin), with the options Gatsby gives them.
import path from "path"
import { quietOutput } from "../src/node/build-output"

const fromGatsby = (name: string) =>
  require(require.resolve(name, { paths: [path.dirname(require.resolve("gatsby/package.json"))] }))
const { ProvidePlugin } = fromGatsby("webpack")
const MiniCssExtractPlugin = fromGatsby("mini-css-extract-plugin")

/** What Gatsby's server-rendering stages provide (gatsby/dist/utils/webpack.config.js, "Add global fetch"). */
const gatsbyFetch = () =>
  new ProvidePlugin({ fetch: require.resolve("node-fetch"), "global.fetch": require.resolve("node-fetch") })

function runHook(stage: string, plugins: object[]) {
  const config = { plugins }
  const reporter = { warn: jest.fn() }
  const actions = { replaceWebpackConfig: jest.fn() }
  quietOutput({ stage, getConfig: () => config, actions, reporter } as unknown as Parameters<typeof quietOutput>[0])
  return { config, reporter, actions }
}

test.each(["build-html", "develop-html"])("%s: the server renderer's fetch is Node's own, not node-fetch", stage => {
  const jsx = new ProvidePlugin({ React: "react" })
  const { config, actions } = runHook(stage, [jsx, gatsbyFetch()])
  const provided = config.plugins.flatMap(plugin => Object.keys((plugin as { definitions: object }).definitions))
  expect(provided).toEqual(["React"])
  expect(actions.replaceWebpackConfig).toHaveBeenCalledWith(config)
})

test("develop: mini-css-extract-plugin keeps its order, without a warning for each conflict", () => {
  const extractor = new MiniCssExtractPlugin({ filename: "[name].css", chunkFilename: "[id].css" })
  const { reporter, actions } = runHook("develop", [extractor])
  expect(extractor.options.ignoreOrder).toBe(true)
  expect(reporter.warn).not.toHaveBeenCalled()
  expect(actions.replaceWebpackConfig).toHaveBeenCalled()
})

test("the production bundle still warns of a conflicting order: there it would be real", () => {
  const extractor = new MiniCssExtractPlugin({ filename: "[name].[contenthash].css" })
  const fetch = gatsbyFetch()
  const { actions } = runHook("build-javascript", [extractor, fetch])
  expect(extractor.options.ignoreOrder).toBe(false)
  expect(Object.keys(fetch.definitions)).toEqual(["fetch", "global.fetch"])
  expect(actions.replaceWebpackConfig).not.toHaveBeenCalled()
})

test("develop says which file to look at when Gatsby extracts CSS some other way", () => {
  const { reporter } = runHook("develop", [])
  expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("src/node/build-output.ts"))
})
