// onCreateWebpackConfig (gatsby-node.ts, before build-output.ts): each page ships the CSS its own components use,
// beside the layout's that every page shares, and production class names are short.
//
// Gatsby bundles every CSS module into one `styles` chunk and inlines all of it into every page (gatsbyjs/gatsby
// #11072: CSS loaded with a lazy chunk could arrive after the page it styles). Without that cache group, webpack
// keeps a module's CSS with the chunk that imports it: the layout, header and footer with the app chunk that every
// page loads, a template's parts with that template's chunk (or a chunk shared by the templates that use them).
// Gatsby inlines exactly the CSS of a page's chunk group (`app` and the page's component chunk) and marks each
// <style> with its file (data-href), so the client loads a chunk's stylesheet only on a page that did not inline it,
// before that page is shown. Rule order within a page stays the import order, so every route's computed styles
// are those of Gatsby's single stylesheet.
import fs from "fs"
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"

/** A production class name: six characters of the hash of its file and local name (`_` before a leading digit). */
export const SHORT_CLASS_NAME = "[hash:base62:6]"

interface RuleSetUse {
  loader?: string
  options?: { modules?: unknown } & Record<string, unknown>
}

interface RuleSetRule {
  oneOf?: RuleSetRule[]
  rules?: RuleSetRule[]
  use?: RuleSetUse | RuleSetUse[]
}

/** Sets the class-name pattern of every css-loader that builds CSS modules, in rules nested at any depth. */
export function shortenClassNames(rules: RuleSetRule[], localIdentName = SHORT_CLASS_NAME): number {
  let changed = 0
  for (const rule of rules) {
    changed += shortenClassNames([...(rule.oneOf ?? []), ...(rule.rules ?? [])], localIdentName)
    for (const use of [rule.use ?? []].flat()) {
      const modules = use.options?.modules
      if (use.loader?.includes("css-loader") && modules && typeof modules === "object") {
        use.options = { ...use.options, modules: { ...modules, localIdentName } }
        changed++
      }
    }
  }
  return changed
}

export function splitPageCss({ stage, getConfig, actions, reporter }: CreateWebpackConfigArgs) {
  // `gatsby develop` keeps Gatsby's readable names (component--class--hash) and its single stylesheet.
  if (stage !== "build-javascript" && stage !== "build-html") return
  const config = getConfig()
  // The browser's bundle and the server's renderer must name every class alike.
  if (shortenClassNames(config.module.rules) === 0)
    reporter.panicOnBuild("No CSS-module loader found in Gatsby's webpack configuration to give short class names")
  if (stage === "build-javascript") {
    const cacheGroups = config.optimization?.splitChunks?.cacheGroups
    if (!cacheGroups?.styles) {
      reporter.panicOnBuild(
        "Gatsby's webpack configuration has no `styles` cache group, which src/node/page-css.ts removes so that each " +
          "page inlines only its own components' CSS: Gatsby now gathers CSS some other way. Find where, and split it.",
      )
      return
    }
    delete cacheGroups.styles
  }
  actions.replaceWebpackConfig(config)
}

interface ChunkGroups {
  [name: string]: { assets: Array<string | { name: string }> }
}

/**
 * The page templates whose chunk carries a stylesheet of its own, from the build's webpack.stats.json. None means
 * the split above no longer happens: every page would inline every page's CSS again.
 */
export function templatesWithOwnCss(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  const groups: ChunkGroups = stats.namedChunkGroups ?? {}
  return Object.entries(groups)
    .filter(([name]) => name.startsWith("component---"))
    .filter(([, group]) =>
      group.assets.some(asset => (typeof asset === "string" ? asset : asset.name).endsWith(".css")),
    )
    .map(([name]) => name)
}
