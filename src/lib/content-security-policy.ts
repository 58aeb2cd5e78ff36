// The Content-Security-Policy every page is served with: the site's own files, the inline scripts this
// build emitted (by hash), and the two outside services the pages use, the form provider and the map.

/** Script types a browser runs; other <script> elements (JSON-LD) are data, which CSP does not govern. */
const EXECUTABLE_SCRIPT_TYPES = ["", "text/javascript", "application/javascript", "module"]

export const isExecutableScriptType = (type: string | undefined) =>
  EXECUTABLE_SCRIPT_TYPES.includes((type ?? "").trim().toLowerCase())

type Directives = Array<[string, readonly string[]]>

const serialize = (directives: Directives) =>
  directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")

interface PolicySources {
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
  const directives: Directives = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...new Set(scriptHashes)].sort()]],
    // Gatsby inlines its CSS in <style> elements; Picture sets each image's dominant colour in a style attribute.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Every image is a file of the site; the placeholder is a colour, not a data: image.
    ["img-src", ["'self'"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", form]],
    ["form-action", [form]],
    ["frame-src", [map]],
    ["manifest-src", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ]
  return serialize(directives)
}

/** The local editing server (decap-server) that `npm run cms` starts; the CMS only uses it on localhost. */
export const LOCAL_CMS_BACKEND = "http://127.0.0.1:8081"

interface AdminPolicyOptions {
  /**
   * The local editing server's address, for /admin/ as `npm run cms` serves it (src/cms/develop-admin.ts). The
   * production policy names no local address: the CMS on the live site has no business with a port of the
   * computer it is opened on.
   */
  localBackend?: string
}

/**
 * The policy for /admin/, the content editor. It runs Decap CMS's own bundle, which injects its styles, shows
 * uploads as blob: images, signs in through Netlify and GitHub, and talks to GitHub's API (or, on the editor's own
 * computer, to the local editing server). It is looser than the site's, so it is served only there.
 */
export function buildAdminContentSecurityPolicy({ localBackend }: AdminPolicyOptions = {}): string {
  const github = ["https://api.github.com", "https://github.com"]
  const images = ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"]
  const local = localBackend ? [new URL(localBackend).origin] : []
  const directives: Directives = [
    ["default-src", ["'self'"]],
    // Decap validates its configuration with ajv, which compiles each validator with `new Function`: without
    // 'unsafe-eval' Decap 3.16.3 never gets past loading (checked when it replaced 3.6.4).
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...images]],
    ["font-src", ["'self'", "data:"]],
    // blob:: the preview reads back an image the CMS already holds (an upload, or a post's cover it loaded).
    ["connect-src", ["'self'", "blob:", "https://api.netlify.com", ...github, ...images, ...local]],
    // The preview pane is an iframe the CMS writes itself.
    ["frame-src", ["'self'", "blob:"]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ]
  return serialize(directives)
}
