// gatsby-config's adapter: gatsby-adapter-netlify, which writes public/_redirects and its rules into public/_headers
// at the end of the build, handed Gatsby's routes without the headers no response may carry; and, off Netlify, a
// build cache that works as Netlify's does.
import fs from "fs"
import os from "os"
import path from "path"
import type { HeaderRoutes, IAdapter, RoutesManifest } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"

/**
 * Headers that Gatsby's adapter defaults (BASE_HEADERS in gatsby/dist/utils/adapter/constants.js) give every
 * response and that none may carry, in lower case as Gatsby writes them. X-XSS-Protection is deprecated: browsers
 * have removed the filter it switches on, which could itself be abused to leak a page's data, and OWASP advises not
 * to send it; the Content-Security-Policy does its job. gatsby-config's `headers` can only add or replace a header
 * and netlify.toml only set one, so it is taken out of the routes before the adapter writes them.
 */
export const DROPPED_HEADERS = ["x-xss-protection"]

type Headers = HeaderRoutes[number]["headers"]

const keep = (headers: Headers) => headers.filter(({ key }) => !DROPPED_HEADERS.includes(key.toLowerCase()))

/**
 * gatsby-adapter-netlify (or the adapter given), adapting routes without DROPPED_HEADERS. Once Gatsby stops sending
 * them the build says so, and gatsby-config can go back to gatsby-adapter-netlify as it is.
 */
export function netlifyAdapter(adapter: IAdapter = createNetlifyAdapter(), env = process.env): IAdapter {
  return {
    ...adapter,
    cache: keepingThisCompile(env.NETLIFY ? adapter.cache : localBuildCache()),
    adapt(context) {
      // The headers of each file and redirect too: the adapter writes from them when it has no header routes.
      const routesManifest: RoutesManifest = context.routesManifest.map(route =>
        "headers" in route ? { ...route, headers: keep(route.headers) } : route,
      )
      const headerRoutes: HeaderRoutes = context.headerRoutes.map(route => ({ ...route, headers: keep(route.headers) }))
      const count = (routes: Array<RoutesManifest[number] | HeaderRoutes[number]>) =>
        routes.flatMap(route => ("headers" in route ? route.headers : [])).length
      const before = count(context.headerRoutes) + count(context.routesManifest)
      if (before === count(headerRoutes) + count(routesManifest)) {
        context.reporter.warn(
          `Gatsby no longer sends ${DROPPED_HEADERS.join(", ")}: src/node/netlify-adapter.ts can go, and ` +
            "gatsby-config.ts can use gatsby-adapter-netlify as it is.",
        )
      }
      return adapter.adapt({ ...context, routesManifest, headerRoutes })
    },
  }
}

/**
 * Where a build off Netlify keeps Gatsby's .cache and public/ for the next one. scripts/build-cache.mjs names it
 * too: `npm run build` looks there first, `npm run clean` empties it.
 */
export const LOCAL_BUILD_CACHE = path.join(".netlify", "build-cache")

/**
 * The build cache Netlify keeps between deploys, kept in LOCAL_BUILD_CACHE instead, with the same library
 * (@netlify/cache-utils, as gatsby-adapter-netlify uses it). Gatsby stores .cache and public/ just before the
 * adapter renames the page files for pretty URLs, and restores both before the next build starts. So that build
 * finds every page and processed image where it left them, and redoes only what the edit changed.
 */
export function localBuildCache(cacheDir = LOCAL_BUILD_CACHE): NonNullable<IAdapter["cache"]> {
  const cacheUtils = async () => (await import("@netlify/cache-utils")).bindOpts({ cacheDir: path.resolve(cacheDir) })
  return {
    async restore({ directories, reporter }) {
      const restored = await (await cacheUtils()).restore(directories, {})
      if (restored) reporter.info(`Restored the last build's ${directories.join(" and ")} from ${cacheDir}`)
      return restored
    },
    async store({ directories, reporter }) {
      await (await cacheUtils()).save(directories, {})
      reporter.info(`Kept ${directories.join(" and ")} in ${cacheDir} for the next build`)
    },
  }
}

/** Where Gatsby compiles gatsby-config.ts and gatsby-node.ts (COMPILED_CACHE_DIR in gatsby/dist/utils/parcel). */
export const COMPILED = path.join(".cache", "compiled")

type BuildCache = NonNullable<IAdapter["cache"]>

/**
 * `cache`, restoring everything but this build's compiled gatsby-config and gatsby-node. Gatsby compiles them
 * into .cache/compiled, then restores the cache over .cache, which would run the last build's code with this
 * build's: a build after a change to gatsby-config.ts or to what it imports failed on a module it no longer uses.
 */
export function keepingThisCompile(cache: IAdapter["cache"]): IAdapter["cache"] {
  if (!cache) return cache
  return {
    ...cache,
    async restore(args: Parameters<BuildCache["restore"]>[0]) {
      if (!fs.existsSync(COMPILED)) return cache.restore(args)
      const thisCompile = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-compiled-"))
      fs.cpSync(COMPILED, thisCompile, { recursive: true })
      try {
        return await cache.restore(args)
      } finally {
        fs.rmSync(COMPILED, { recursive: true, force: true })
        fs.cpSync(thisCompile, COMPILED, { recursive: true })
        fs.rmSync(thisCompile, { recursive: true, force: true })
      }
    },
  }
}
