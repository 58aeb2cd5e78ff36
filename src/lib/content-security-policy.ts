// The Content-Security-Policy every page is served with: the site's own files, the inline scripts this
// build emitted (by hash), and the two outside services the pages use, the form provider and the map.

/** Script types a browser runs; other <script> elements (JSON-LD) are data, which CSP does not govern. */
const EXECUTABLE_SCRIPT_TYPES = ["", "text/javascript", "application/javascript", "module"]

export const isExecutableScriptType = (type: string | undefined) =>
  EXECUTABLE_SCRIPT_TYPES.includes((type ?? "").trim().toLowerCase())

export interface PolicySources {
  /** CSP hash sources of the inline scripts, e.g. 'sha256-…' */
  scriptHashes: readonly string[]
  /** Where the contact form sends (fetch and the no-JavaScript form post) */
  formEndpoint: string
  /** The map shown in an iframe on the home page */
  mapEmbedUrl: string
}

export function buildContentSecurityPolicy({ scriptHashes, formEndpoint, mapEmbedUrl }: PolicySources): string {
  const form = new URL(formEndpoint).origin
  const map = new URL(mapEmbedUrl).origin
  const directives: Array<[string, readonly string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...new Set(scriptHashes)].sort()]],
    // gatsby-plugin-image and Gatsby's inlined CSS use style attributes and <style> elements.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Image placeholders are data: URIs.
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", form]],
    ["form-action", [form]],
    ["frame-src", [map]],
    ["manifest-src", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")
}
