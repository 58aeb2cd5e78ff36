// @ts-check
// The local production preview: serves public/ the way Netlify will. Files are found as Netlify's
// pretty URLs find them, rules in public/_redirects apply when no file matches (Netlify's
// "shadowing"), and anything else gets public/404.html with status 404.
// Usage: node src/tools/preview-server.js [--port 9000] [--host 127.0.0.1] [--dir public]
"use strict"
const fs = require("fs")
const http = require("http")
const path = require("path")

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
}

/**
 * Static redirect rules from a Netlify _redirects file: "from to status", comments and blank lines skipped.
 * Only plain paths are kept; rules that proxy (status 200) or use placeholders are for Netlify alone.
 * @param {string} text
 * @returns {Array<{ from: string, to: string, status: number }>}
 */
function parseRedirects(text) {
  return text
    .split("\n")
    .map(line => line.trim())
    .filter(line => line && !line.startsWith("#"))
    .map(line => line.split(/\s+/))
    .map(([from, to, status = "301"]) => ({ from, to, status: Number.parseInt(status, 10) }))
    .filter(rule => rule.to && rule.status >= 300 && rule.status < 400 && !/[*:]/.test(rule.from))
}

/**
 * The file that answers a URL path, as Netlify looks for it, or null.
 * @param {string} root absolute path of the published folder
 * @param {string} urlPath decoded path, starting with "/"
 */
function resolveFile(root, urlPath) {
  const candidates = urlPath.endsWith("/")
    ? [`${urlPath}index.html`]
    : [urlPath, `${urlPath}.html`, `${urlPath}/index.html`]
  for (const candidate of candidates) {
    const file = path.join(root, candidate)
    if (!file.startsWith(root + path.sep) && file !== root) continue
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return null
}

/**
 * @param {{ dir: string }} options
 * @returns {http.Server}
 */
function createPreviewServer({ dir }) {
  const root = path.resolve(dir)
  const redirectsFile = path.join(root, "_redirects")
  const rules = fs.existsSync(redirectsFile) ? parseRedirects(fs.readFileSync(redirectsFile, "utf8")) : []

  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://preview.local")
    let urlPath
    try {
      urlPath = decodeURIComponent(url.pathname)
    } catch {
      urlPath = url.pathname
    }
    /** @param {number} status @param {string} file */
    const send = (status, file) => {
      const type = TYPES[path.extname(file)] ?? "application/octet-stream"
      const cache = file.includes(`${path.sep}static${path.sep}`) || /-[0-9a-f]{20}\.js$/.test(file)
      response.writeHead(status, {
        "Content-Type": type,
        "Cache-Control": cache ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      })
      if (request.method === "HEAD") response.end()
      else fs.createReadStream(file).pipe(response)
    }

    /** @param {number} status @param {string} location */
    const redirect = (status, location) => {
      response.writeHead(status, { Location: location + url.search })
      response.end()
    }
    const file = resolveFile(root, urlPath)
    if (file) {
      send(200, file)
      return
    }
    // "/about/" → "/about" when only about.html exists, as Netlify's pretty URLs do.
    const withoutSlash = urlPath.replace(/\/+$/, "")
    if (withoutSlash && withoutSlash !== urlPath && resolveFile(root, withoutSlash)) {
      redirect(301, withoutSlash)
      return
    }
    const rule = rules.find(r => r.from === urlPath || r.from === withoutSlash)
    if (rule) {
      redirect(rule.status, rule.to)
      return
    }
    const notFound = path.join(root, "404.html")
    if (fs.existsSync(notFound)) send(404, notFound)
    else {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
      response.end("Not found")
    }
  })
}

module.exports = { createPreviewServer, parseRedirects, resolveFile }

if (require.main === module) {
  const args = process.argv.slice(2)
  /** @param {string} name @param {string} fallback */
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback
  }
  const port = Number(option("port", process.env.PORT ?? "9000"))
  const host = option("host", "localhost")
  const dir = option("dir", path.resolve(__dirname, "../../public"))
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    console.error(`No production build in ${dir}. Run \`npm run build\` first.`)
    process.exit(1)
  }
  createPreviewServer({ dir }).listen(port, host, () => {
    console.log(`Serving the production build of ${path.relative(process.cwd(), dir) || dir} on http://${host}:${port}`)
  })
}
