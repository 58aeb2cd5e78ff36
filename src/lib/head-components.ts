// What a page's <head> holds before its first paint, tidied after Gatsby and its plugins have filled it in
// (gatsby-ssr's onPreRenderHTML): the CSS in the order the site imports it, and nothing the first paint does not use.

/** An element of the head as Gatsby's renderer holds it: only its key and props are read here. */
interface HeadElement {
  key?: string | null
  props?: Record<string, unknown>
}

/**
 * gatsby-plugin-image's fade-in for GatsbyImage: a stylesheet, its no-script twin and a module script. The site
 * shows its images as a plain <picture> (src/components/picture) and never renders GatsbyImage, so none is used.
 */
const IMAGE_PLUGIN_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"])

/** Gatsby's <meta name="generator">: it tells every visitor, and every scanner, the framework's exact version. */
const isGeneratorMeta = (element: HeadElement) => element.props?.name === "generator"

/** A stylesheet that names the CSS file it holds, as Gatsby's inlined chunks do. */
const namesCssFile = (element: HeadElement) => String(element.props?.["data-href"] ?? "").endsWith(".css")

/** A stylesheet Gatsby inlined from one of the page's CSS chunks (its file in data-href). */
const isInlinedCss = (element: HeadElement) => element.props?.["data-identity"] === "gatsby-global-css"

/**
 * The head, with Gatsby's inlined CSS chunks put back in the order their rules must apply: Gatsby lists a page's
 * chunks last-first (gatsbyjs/gatsby#30838), which would put a page's own styles before the layout and global
 * styles they refine. gatsby-plugin-image's unused additions and Gatsby's generator tag are left out.
 */
export function tidyHead<T extends HeadElement>(components: readonly T[]): T[] {
  const kept = components.filter(element => !IMAGE_PLUGIN_KEYS.has(String(element.key)) && !isGeneratorMeta(element))
  const unmarked = kept.filter(element => namesCssFile(element) && !isInlinedCss(element))
  if (unmarked.length)
    throw new Error(
      `Gatsby no longer marks the CSS it inlines with data-identity="gatsby-global-css" (${unmarked.length} ` +
        "stylesheet(s) without it), by which src/lib/head-components.ts puts it back in order: match its new marker.",
    )
  const stylesheets = kept.filter(isInlinedCss).reverse()
  return kept.map(element => (isInlinedCss(element) ? (stylesheets.shift() as T) : element))
}
