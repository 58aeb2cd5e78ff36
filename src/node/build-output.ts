// onCreateWebpackConfig (gatsby-node.ts, after page-css.ts): what `npm run build` and `npm run cms` print is only
// what someone must act on, so a build that succeeds shows no error, and the editor's terminal no wall of warnings.
import type { CreateWebpackConfigArgs } from "gatsby"

interface WebpackPlugin {
  constructor: { name: string }
  /** ProvidePlugin's: a free variable and the module that stands in for it */
  definitions?: Record<string, unknown>
  /** mini-css-extract-plugin's */
  options?: { ignoreOrder?: boolean }
}

interface WebpackConfig {
  plugins?: WebpackPlugin[]
}

/**
 * The server renderer's `fetch` is Node's own. Gatsby hands its server bundles node-fetch 2 wherever code names
 * `fetch` (the contact form's sending does, though only a browser ever sends), and node-fetch 2 loads Node's
 * deprecated punycode module (through whatwg-url 5 and tr46 0.0.3): Node warns once per build, and Gatsby prints
 * that warning as a red `ERROR UNKNOWN` in the middle of a build that succeeds. Node 22 and 24 (package.json's
 * engines) have fetch built in. Returns how many stand-ins it took out; none once Gatsby stops adding them.
 */
export function dropFetchPolyfill(config: WebpackConfig): number {
  let removed = 0
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name !== "ProvidePlugin" || !plugin.definitions) continue
    for (const name of ["fetch", "global.fetch"])
      if (name in plugin.definitions) {
        delete plugin.definitions[name]
        removed++
      }
  }
  return removed
}

/**
 * No "Conflicting order" warnings from `gatsby develop`. There, Gatsby gathers every page's CSS into one stylesheet
 * (its `commons` chunk), and the pages import the shared components in different orders, so no single order suits
 * them all: mini-css-extract-plugin picks one and prints a screenful per conflict, about twenty at each start of
 * `npm run cms`. The option only stops the message; the order it picks is the same. The production build keeps the
 * warning: there each page's CSS is its own (page-css.ts), in the page's import order, and a conflict would be real.
 * Returns whether it found the plugin.
 */
export function ignoreCssOrder(config: WebpackConfig): boolean {
  const extractor = config.plugins?.find(plugin => plugin.constructor.name === "MiniCssExtractPlugin")
  if (!extractor?.options) return false
  extractor.options.ignoreOrder = true
  return true
}

export function quietOutput({ stage, getConfig, actions, reporter }: CreateWebpackConfigArgs) {
  const config = getConfig() as WebpackConfig
  if (stage === "build-html" || stage === "develop-html") {
    dropFetchPolyfill(config)
  } else if (stage === "develop") {
    if (!ignoreCssOrder(config))
      reporter.warn(
        "src/node/build-output.ts found no mini-css-extract-plugin in develop's webpack configuration: if `npm run " +
          'develop` prints "Conflicting order" warnings again, silence them where Gatsby now extracts CSS.',
      )
  } else return
  actions.replaceWebpackConfig(config)
}
