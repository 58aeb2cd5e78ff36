// What WebKit and Gecko reach, in place of the network. Their drivers cannot answer a request inside the test as
// Playwright does for Chromium, so each worker runs this server between the browser and the rest:
// - the site: every request is passed to the preview server as sent; each page gets one more script
//   first in its head, /__engine-probe.js, which records the page's script errors for the test to read (a classic
//   WebDriver session has no event for them), and, once a test has set the page clock (setClock), stops the page's
//   clock there, as Playwright's page.clock.setFixedTime does in Chromium; and, while a test holds the page's
//   scripts back (holdScripts), keeps the scripts the page asks for out of it until the test lets them through
//   (window.__letScriptsThrough), so the test can act on the page as sent, however fast this machine is. The script
//   is the site's own origin, so the site's policy allows it.
// - every other host: the browser is set to use this server as its proxy for everything but 127.0.0.1, and it
//   answers there itself: HTTPS over CONNECT with a certificate made for the run (the browsers are told to accept
//   it), the contact form's provider with the answer the provider gives, anything else with a page of its own.
import { execFileSync } from "child_process"
import fs from "fs"
import http from "http"
import https from "https"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import { buildSync } from "esbuild"

/** A message the form provider received, as the provider would have. */
export interface FormPost {
  contentType: string
  body: string
}

export interface FrontServer {
  /** The site's address through this server, e.g. http://127.0.0.1:40123 */
  origin: string
  /** host:port, for the browser's proxy settings */
  proxy: string
  /** What the form provider received */
  formPosts: FormPost[]
  /** Stops the clock of every page opened from now on at `instant` (Date and Intl, as @sinonjs/fake-timers does); null lets it run. */
  setClock: (instant: Date | null) => void
  /**
   * While on, every page opened keeps the scripts it adds (Gatsby's, which each page asks for after its first
   * paint) until the test calls `window.__letScriptsThrough()` in it. The page's load event does not wait for them.
   */
  holdScripts: (on: boolean) => void
  close: () => Promise<void>
}

export const PROBE_PATH = "/__engine-probe.js"

/** Runs first in every page: errors thrown, promises rejected, console errors and policy violations, in order. */
const PROBE = `(function () {
  var errors = (window.__engineErrors = [])
  window.addEventListener("error", function (event) { errors.push(String(event.message || event.error)) })
  window.addEventListener("unhandledrejection", function (event) {
    errors.push("Unhandled rejection: " + String(event.reason && event.reason.message || event.reason))
  })
  document.addEventListener("securitypolicyviolation", function (event) {
    errors.push("CSP violation: " + event.effectiveDirective + " refused " + (event.blockedURI || "an inline script"))
  })
  var consoleError = console.error
  console.error = function () {
    errors.push(Array.prototype.map.call(arguments, String).join(" "))
    return consoleError.apply(console, arguments)
  }
})()
`

/**
 * Stops the page's clock at `window.__engineClockAt`: @sinonjs/fake-timers (Jest's and Sinon's) replaces Date and
 * Intl's formatters, whose format() with no date reads the clock too, and leaves the timers running.
 */
let stoppedClock: string | undefined
function stopClockScript() {
  stoppedClock ??= buildSync({
    stdin: {
      contents: `import FakeTimers from "@sinonjs/fake-timers"
FakeTimers.withGlobal(window).install({ now: window.__engineClockAt, toFake: ["Date", "Intl"] })`,
      resolveDir: __dirname,
    },
    bundle: true,
    // Only read under Node: `_global.process && require("util")`
    external: ["util"],
    format: "iife",
    platform: "browser",
    write: false,
  }).outputFiles[0].text
  return stoppedClock
}

/** Holds the scripts the page adds to itself until `window.__letScriptsThrough()`. */
const HOLD_SCRIPTS = `;(function () {
  var held = [], append = Node.prototype.appendChild
  Node.prototype.appendChild = function (node) {
    if (node && node.tagName === "SCRIPT" && node.src) return held.push([this, node]), node
    return append.call(this, node)
  }
  window.__letScriptsThrough = function () {
    Node.prototype.appendChild = append
    held.splice(0).forEach(function (pair) { append.call(pair[0], pair[1]) })
  }
})()
`

const OUTSIDE_PAGE = "<!doctype html><title>Outside page</title>"

/** A key and a certificate for any outside host, made for this run and thrown away after it. */
function makeCertificate() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "engine-tls-"))
  const [key, cert] = [path.join(folder, "key.pem"), path.join(folder, "cert.pem")]
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-subj", "/CN=outside.test", "-days", "1"],
    ],
    { stdio: "ignore" },
  )
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  fs.rmSync(folder, { recursive: true, force: true })
  return pair
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

/** Another host: the form provider takes a message as it does (CORS included); anything else gets a page. */
function answerOutside(formEndpoint: string, formPosts: FormPost[]): http.RequestListener {
  return async (request, response) => {
    const url = new URL(request.url ?? "/", `https://${request.headers.host}`)
    if (`${url.origin}${url.pathname}` !== formEndpoint) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(OUTSIDE_PAGE)
      return
    }
    const cors = {
      "access-control-allow-origin": request.headers.origin ?? "*",
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
      "access-control-allow-methods": "POST",
    }
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors).end()
      return
    }
    formPosts.push({ contentType: request.headers["content-type"] ?? "", body: await readBody(request) })
    response.writeHead(200, { ...cors, "content-type": "application/json" }).end('{"ok":true}')
  }
}

/**
 * The site: passed on to the preview server; pages come back with the probe first in their head, which stops
 * the page's clock at the instant `clock()` gives, if any.
 */
function passToSite(site: URL, clock: () => Date | null, holding: () => boolean): http.RequestListener {
  return (request, response) => {
    if (request.url === PROBE_PATH) {
      const instant = clock()
      const stop = instant ? `window.__engineClockAt=${instant.getTime()};${stopClockScript()}` : ""
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" })
      response.end(PROBE + stop + (holding() ? HOLD_SCRIPTS : ""))
      return
    }
    const headers = { ...request.headers, host: site.host, "accept-encoding": "identity" }
    const upstream = http.request(site, { method: request.method, path: request.url, headers }, answer => {
      const type = answer.headers["content-type"] ?? ""
      if (!type.startsWith("text/html")) {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
        return
      }
      const chunks: Buffer[] = []
      answer.on("data", (chunk: Buffer) => chunks.push(chunk))
      answer.on("end", () => {
        const html = Buffer.concat(chunks)
          .toString("utf8")
          .replace(/<head[^>]*>/, head => `${head}<script src="${PROBE_PATH}"></script>`)
        const { etag: _etag, "content-length": _length, ...rest } = answer.headers
        response.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": Buffer.byteLength(html) })
        response.end(html)
      })
    })
    upstream.on("error", error => response.writeHead(502).end(String(error)))
    request.pipe(upstream)
  }
}

/** Starts a front server for one browser: `siteUrl` is the preview server, `formEndpoint` the form's provider. */
export async function startFrontServer(siteUrl: string, formEndpoint: string): Promise<FrontServer> {
  const formPosts: FormPost[] = []
  let clock: Date | null = null
  let holding = false
  const outside = https.createServer(makeCertificate(), answerOutside(formEndpoint, formPosts))
  const toSite = passToSite(
    new URL(siteUrl),
    () => clock,
    () => holding,
  )
  const server = http.createServer((request, response) =>
    // A proxy is asked for a whole address (http://host/path); the site is asked for a path.
    request.url?.startsWith("http://")
      ? answerOutside(formEndpoint, formPosts)(request, response)
      : toSite(request, response),
  )
  // HTTPS through the proxy: the tunnel ends here, at the server that plays every outside host.
  server.on("connect", (_request, socket, head) => {
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n")
    if (head.length) socket.unshift(head)
    outside.emit("connection", socket)
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    proxy: `127.0.0.1:${port}`,
    formPosts,
    setClock: instant => {
      clock = instant
    },
    holdScripts: on => {
      holding = on
    },
    close: () =>
      new Promise(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
