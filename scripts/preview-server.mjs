// @ts-check
// The local production preview. It serves a build the way Netlify's CDN will, so the pages tested locally get
// the answers visitors will get: _redirects, _headers and netlify.toml are read by Netlify's own parsers,
// files shadow rules that are not forced, pages are found by pretty URL, unknown paths get 404.html with status
// 404, and text is sent brotli- or gzip-compressed with Netlify's default Cache-Control.
// Usage: node scripts/preview-server.mjs [--port 9000] [--host localhost] [--dir public] [--config netlify.toml]
import { createHash } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import zlib from "node:zlib"
import { parseAllHeaders } from "@netlify/headers-parser"
import { parseAllRedirects } from "@netlify/redirect-parser"

/**
 * A rule as @netlify/redirect-parser returns it with `minimal: false`.
 * @typedef {{
 *   from: string, to: string, status?: number, force: boolean, query: Record<string, string>,
 *   conditions: Record<string, unknown>, signed?: string, host?: string
 * }} RedirectRule
 */
/** @typedef {{ rule: RedirectRule, pattern: RegExp, placeholders: string[] }} CompiledRule */
/** @typedef {"br" | "gzip" | "identity"} Encoding */
/** @typedef {{ body: Buffer, etag: string }} Representation */
/** @typedef {{ status: number, file: string | null } | { status: number, location: string }} Answer */

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** Netlify's answer when no header rule sets Cache-Control. */
const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate"

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
}

/** The types Netlify's CDN compresses; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  "text/html",
  "text/css",
  "text/javascript",
  "application/json",
  "application/xml",
  "image/svg+xml",
  "text/plain",
  "text/yaml",
  "application/manifest+json",
])

/** @param {string} file */
const contentType = file => TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"

/** @param {string} type */
const isCompressible = type => COMPRESSIBLE.has(type.split(";")[0])

/** @param {number} status */
const isRedirectStatus = status => status >= 300 && status < 400

/** @param {string} target */
const isAbsoluteUrl = target => /^https?:\/\//.test(target)

/** @param {string} text */
const escapeRegExp = text => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Netlify matches rules with or without a trailing slash, so both sides are compared without one. */
const withoutTrailingSlash = (/** @type {string} */ urlPath) => urlPath.replace(/\/+$/, "")

/**
 * Rules from _redirects and netlify.toml, and header rules from _headers and netlify.toml, as Netlify reads them.
 * @param {string} root
 * @param {string | undefined} netlifyConfigPath
 */
async function readNetlifyRules(root, netlifyConfigPath) {
  const headersFile = path.join(root, "_headers")
  const redirectsFile = path.join(root, "_redirects")
  const [headers, redirects] = await Promise.all([
    parseHeaders([headersFile], netlifyConfigPath),
    parseRedirects([redirectsFile], netlifyConfigPath),
  ])
  if (headers.errors.length > 0 || redirects.errors.length > 0) {
    throw new Error(await describeParseErrors(headersFile, redirectsFile, netlifyConfigPath))
  }
  return { headerRules: headers.headers, redirectRules: /** @type {RedirectRule[]} */ (redirects.redirects) }
}

/** @param {string[]} headersFiles @param {string} [netlifyConfigPath] */
const parseHeaders = (headersFiles, netlifyConfigPath) =>
  parseAllHeaders({ headersFiles, netlifyConfigPath, configHeaders: [], minimal: false })

/** @param {string[]} redirectsFiles @param {string} [netlifyConfigPath] */
const parseRedirects = (redirectsFiles, netlifyConfigPath) =>
  parseAllRedirects({ redirectsFiles, netlifyConfigPath, configRedirects: [], minimal: false })

/**
 * Netlify's parsers do not say which file an error comes from, so each file is parsed again on its own to name
 * the one to fix.
 * @param {string} headersFile
 * @param {string} redirectsFile
 * @param {string | undefined} netlifyConfigPath
 */
async function describeParseErrors(headersFile, redirectsFile, netlifyConfigPath) {
  const sources = [
    { file: headersFile, results: [parseHeaders([headersFile])] },
    { file: redirectsFile, results: [parseRedirects([redirectsFile])] },
    ...(netlifyConfigPath
      ? [
          {
            file: netlifyConfigPath,
            results: [parseHeaders([], netlifyConfigPath), parseRedirects([], netlifyConfigPath)],
          },
        ]
      : []),
  ]
  const reports = await Promise.all(
    sources.map(async ({ file, results }) => {
      const messages = new Set(
        (await Promise.all(results)).flatMap(result => result.errors.map(error => error.message)),
      )
      return messages.size > 0 ? `Netlify would reject ${file}:\n${[...messages].join("\n")}` : ""
    }),
  )
  return reports.filter(Boolean).join("\n\n")
}

/**
 * Rules Netlify applies with information this preview does not have (visitor country, language or role,
 * signed proxies, other hosts) or by proxying to another server.
 * @param {RedirectRule} rule
 */
const isNetlifyOnly = rule =>
  Object.keys(rule.conditions).length > 0 ||
  Boolean(rule.signed || rule.host) ||
  (!isRedirectStatus(rule.status ?? 301) && isAbsoluteUrl(rule.to))

/**
 * A rule's `from` as a pattern: `*` is the splat, `:name` one path segment.
 * @param {RedirectRule} rule
 * @returns {CompiledRule}
 */
function compileRule(rule) {
  /** @type {string[]} */
  const placeholders = []
  const pattern = withoutTrailingSlash(rule.from)
    .split("/")
    .filter(Boolean)
    .map(segment => {
      if (segment === "*") {
        placeholders.push("splat")
        return "(?:/(.*))?"
      }
      if (segment.startsWith(":")) {
        placeholders.push(segment.slice(1))
        return "/([^/]+)"
      }
      return `/${escapeRegExp(segment)}`
    })
    .join("")
  return { rule, pattern: new RegExp(`^${pattern}$`), placeholders }
}

/**
 * The placeholder values when the rule matches the request, else null. Query parameters named in the rule
 * must be present; a `:name` value binds the parameter like a path placeholder.
 * @param {CompiledRule} compiled
 * @param {string} urlPath
 * @param {URLSearchParams} query
 * @returns {Map<string, string> | null}
 */
function matchRule({ rule, pattern, placeholders }, urlPath, query) {
  const match = pattern.exec(withoutTrailingSlash(urlPath))
  if (!match) return null
  const values = new Map(placeholders.map((name, i) => [name, match[i + 1] ?? ""]))
  for (const [name, expected] of Object.entries(rule.query)) {
    const actual = query.get(name)
    if (actual === null) return null
    if (expected.startsWith(":")) values.set(expected.slice(1), actual)
    else if (actual !== expected) return null
  }
  return values
}

/**
 * The rule's target with `:splat` and `:name` replaced; longer names first so `:id` does not eat `:identity`.
 * @param {string} to
 * @param {Map<string, string>} values
 */
function substitute(to, values) {
  return [...values]
    .sort(([a], [b]) => b.length - a.length)
    .reduce((target, [name, value]) => target.split(`:${name}`).join(value), to)
}

/**
 * The location of a redirect, keeping the query string the visitor came with.
 * @param {string} target
 * @param {string} search
 */
const withQuery = (target, search) =>
  search ? `${target}${target.includes("?") ? "&" : "?"}${search.slice(1)}` : target

/**
 * @param {string} file
 * @returns {boolean}
 */
function isFile(file) {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/** @param {string} pathname */
function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/**
 * The encoding Netlify's CDN picks for a compressible file: brotli when the client takes it, then gzip.
 * @param {string | undefined} acceptEncoding
 * @returns {Encoding}
 */
function chooseEncoding(acceptEncoding = "") {
  const weights = new Map(
    acceptEncoding.split(",").map(part => {
      const [name, ...parameters] = part.split(";").map(piece => piece.trim())
      const q = parameters.find(parameter => parameter.startsWith("q="))
      return [name.toLowerCase(), q ? Number(q.slice(2)) : 1]
    }),
  )
  /** @param {Encoding} encoding */
  const accepted = encoding => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0
  return /** @type {Encoding[]} */ (["br", "gzip"]).find(accepted) ?? "identity"
}

/** Over this, a file is compressed at a middling brotli quality (see encode). */
const LARGE_FILE_BYTES = 1024 * 1024

/**
 * @param {Buffer} bytes
 * @param {Encoding} encoding
 * @returns {Promise<Buffer>}
 */
function encode(bytes, encoding) {
  if (encoding === "identity") return Promise.resolve(bytes)
  return new Promise((resolve, reject) => {
    /** @param {Error | null} error @param {Buffer} result */
    const done = (error, result) => (error ? reject(error) : resolve(result))
    if (encoding === "gzip") zlib.gzip(bytes, { level: 9 }, done)
    else {
      // The site's files at brotli's best, as the benchmark's transfer sizes assume. Only the CMS's bundle is over
      // a megabyte (5 MB): at the best quality it takes 20 s or more to compress on every fresh preview, which
      // each browser test that opens /admin/ would wait for; a middling quality takes a fraction of a second.
      const quality = bytes.length > LARGE_FILE_BYTES ? 5 : zlib.constants.BROTLI_MAX_QUALITY
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      }
      zlib.brotliCompress(bytes, { params }, done)
    }
  })
}

/**
 * Whether If-None-Match names this representation (weak comparison, as RFC 9110 asks for If-None-Match).
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag
 */
const isNotModified = (ifNoneMatch, etag) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(",").some(tag => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag)

/** @param {Record<string, string>} values */
const lowerCaseNames = values =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]))

/**
 * @param {{ dir: string, netlifyConfigPath?: string }} options
 * @returns {Promise<http.Server>} not yet listening
 */
async function createPreviewServer({ dir, netlifyConfigPath }) {
  const root = path.resolve(dir)
  const { headerRules, redirectRules } = await readNetlifyRules(root, netlifyConfigPath)
  const netlifyOnly = redirectRules.filter(isNetlifyOnly)
  if (netlifyOnly.length > 0) {
    const list = netlifyOnly.map(rule => `  ${rule.from} ${rule.to} ${rule.status ?? 301}`).join("\n")
    console.warn(`These redirect rules work on Netlify only and are not applied here:\n${list}`)
  }
  const rules = redirectRules.filter(rule => !isNetlifyOnly(rule)).map(compileRule)
  // Netlify reads these files and never publishes them.
  const unpublished = new Set([path.join(root, "_headers"), path.join(root, "_redirects"), netlifyConfigPath])
  /** @type {Map<string, { mtimeMs: number, size: number, representation: Promise<Representation> }>} */
  const representations = new Map()

  /**
   * The file that answers a URL path, as Netlify's pretty URLs find it, or null.
   * @param {string} urlPath decoded, starting with "/"
   */
  function resolveFile(urlPath) {
    const candidates = urlPath.endsWith("/")
      ? [`${urlPath}index.html`]
      : [urlPath, `${urlPath}.html`, `${urlPath}/index.html`]
    return (
      candidates
        .map(candidate => path.join(root, candidate))
        .find(file => file.startsWith(root + path.sep) && !unpublished.has(file) && isFile(file)) ?? null
    )
  }

  /**
   * Header values for a URL path: every matching rule, later rules overriding earlier ones, as Netlify merges them.
   * @param {string} urlPath
   * @returns {Record<string, string>}
   */
  function headersFor(urlPath) {
    const matching = headerRules.filter(rule => "forRegExp" in rule && rule.forRegExp.test(urlPath))
    return Object.assign(
      { "cache-control": DEFAULT_CACHE_CONTROL },
      ...matching.map(rule => lowerCaseNames(rule.values)),
    )
  }

  /**
   * What Netlify answers for a path: the first matching rule that no file shadows (a forced rule is never
   * shadowed), then the file, then the address without its trailing slash, then the 404 page.
   * @param {string} urlPath
   * @param {URL} url
   * @returns {Answer}
   */
  function route(urlPath, url) {
    const file = resolveFile(urlPath)
    const slashless = withoutTrailingSlash(urlPath)
    const prettyAddress = !file && slashless && slashless !== urlPath && resolveFile(slashless) ? slashless : null
    for (const compiled of rules) {
      if (!compiled.rule.force && (file || prettyAddress)) continue
      const values = matchRule(compiled, urlPath, url.searchParams)
      if (values) return applyRule(compiled.rule, substitute(compiled.rule.to, values), url.search)
    }
    if (file) return { status: 200, file }
    if (prettyAddress) return { status: 301, location: withQuery(prettyAddress, url.search) }
    return notFound()
  }

  /**
   * @param {RedirectRule} rule
   * @param {string} target
   * @param {string} search
   * @returns {Answer}
   */
  function applyRule(rule, target, search) {
    const status = rule.status ?? 301
    if (isRedirectStatus(status)) return { status, location: withQuery(target, search) }
    const file = resolveFile(decodePath(new URL(target, "http://preview.local").pathname))
    return file ? { status, file } : notFound()
  }

  /** @returns {Answer} */
  function notFound() {
    const page = path.join(root, "404.html")
    return { status: 404, file: isFile(page) ? page : null }
  }

  /**
   * The bytes sent for a file in an encoding, compressed once per version of the file.
   * @param {string} file
   * @param {Encoding} encoding
   */
  async function representation(file, encoding) {
    const { mtimeMs, size } = await fs.promises.stat(file)
    const key = `${file}\n${encoding}`
    const cached = representations.get(key)
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.representation
    const fresh = fs.promises
      .readFile(file)
      .then(bytes => encode(bytes, encoding))
      .then(body => ({ body, etag: `"${createHash("sha256").update(body).digest("base64url")}"` }))
    representations.set(key, { mtimeMs, size, representation: fresh })
    fresh.catch(() => representations.delete(key))
    return fresh
  }

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? "/", "http://preview.local")
    const urlPath = decodePath(url.pathname)
    const answer = route(urlPath, url)
    const ruleHeaders = headersFor(urlPath)
    if ("location" in answer) {
      response.writeHead(answer.status, { location: answer.location, "content-length": 0, ...ruleHeaders }).end()
      return
    }
    if (!answer.file) {
      response.writeHead(answer.status, { "content-type": TYPES[".txt"], ...ruleHeaders }).end("Not found")
      return
    }
    const type = contentType(answer.file)
    const compressible = isCompressible(type)
    const encoding = compressible ? chooseEncoding(request.headers["accept-encoding"]) : "identity"
    const { body, etag } = await representation(answer.file, encoding)
    /** @type {Record<string, string | number>} */
    const headers = {
      "content-type": type,
      ...(compressible && { vary: "Accept-Encoding" }),
      ...(encoding !== "identity" && { "content-encoding": encoding }),
      ...(answer.status === 200 && { etag }),
      ...ruleHeaders,
    }
    if (answer.status === 200 && isNotModified(request.headers["if-none-match"], etag)) {
      response.writeHead(304, headers).end()
      return
    }
    response.writeHead(answer.status, { ...headers, "content-length": body.length })
    response.end(request.method === "HEAD" ? undefined : body)
  }

  return http.createServer((request, response) => {
    handle(request, response).catch(error => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
}

/** @param {string} host */
const urlHost = host => (host.includes(":") ? `[${host}]` : host)

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "9000" },
      host: { type: "string", default: "localhost" },
      dir: { type: "string", default: path.join(REPOSITORY, "public") },
      config: { type: "string" },
    },
  })
  const dir = path.resolve(values.dir)
  if (!isFile(path.join(dir, "index.html"))) {
    throw new Error(`No production build in ${dir}. Run \`npm run build\` first.`)
  }
  const repositoryConfig = path.join(REPOSITORY, "netlify.toml")
  const netlifyConfigPath = values.config
    ? path.resolve(values.config)
    : isFile(repositoryConfig)
      ? repositoryConfig
      : undefined
  if (netlifyConfigPath && !isFile(netlifyConfigPath))
    throw new Error(`No Netlify configuration at ${netlifyConfigPath}.`)

  const server = await createPreviewServer({ dir, netlifyConfigPath })
  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(Number(values.port), values.host, () => resolve(undefined))
  })
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address())
  console.log(`Serving ${dir} on http://${urlHost(values.host)}:${port}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(error => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
