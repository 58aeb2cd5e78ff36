/** @jest-environment node */
// `npm run check-deploy` (scripts/check-deploy.mjs) as a command, against a deploy made up here: an HTTP server that
// answers each address as the test says, so each thing a deploy can get wrong is put in on its own and the line the
// command prints for it is checked word for word. Jest 30 on Node 22 cannot load an ES module, so the command's
// functions are tested through it, as the other scripts/*.mjs are. It needs no build; the real build, served by the
// local preview, is checked in __tests__/e2e/check-deploy.spec.ts.
import { execFile } from "child_process"
import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import { parse } from "yaml"
import { buildAdminContentSecurityPolicy } from "../src/lib/content-security-policy"
import { conditionPath } from "../src/lib/paths"

// Each run starts the command, and some open Chromium on /admin/ (with 3 s for the CMS to settle after an error):
// in `npm test` they share two cores with the production build, so give them room.
jest.setTimeout(60_000)

const repository = path.resolve(__dirname, "..")
const SCRIPT = path.join(repository, "scripts/check-deploy.mjs")
const readContent = (file: string) => parse(fs.readFileSync(path.join(repository, "content", file), "utf8"))

const origin = new URL(readContent("site.yaml").siteUrl).origin
const notFoundHeading: string = readContent("pages/not-found.yaml").heading
/** The old addresses the content promises, each with the page it leads to. */
const redirects = fs
  .readdirSync(path.join(repository, "content/conditions"))
  .sort()
  .flatMap(file => {
    const { slug, redirectFrom } = readContent(`conditions/${file}`) as { slug: string; redirectFrom?: string[] }
    return (redirectFrom ?? []).map(from => ({ from, to: conditionPath(slug) }))
  })
const [moved] = redirects

const SITE_POLICY = "default-src 'self'; script-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hXuFU='"
const CMS_POLICY = buildAdminContentSecurityPolicy()
const HSTS = "max-age=31536000; includeSubDomains"
const REVALIDATED = "public, max-age=0, must-revalidate"
const FOR_GOOD = "public, max-age=31536000, immutable"

type Header = [string, string]
interface Reply {
  status?: number
  headers?: Header[]
  body?: string
}
type Deploy = Record<string, Reply>

const html = (heading: string, extra = "") =>
  `<!doctype html><html lang="en"><head><title>${heading}</title>${extra}</head><body><h1>${heading}</h1></body></html>`
const PAGE_HEADERS: Header[] = [
  ["Content-Type", "text/html; charset=utf-8"],
  ["Content-Security-Policy", SITE_POLICY],
  ["Strict-Transport-Security", HSTS],
  ["Cache-Control", REVALIDATED],
]
const NOT_FOUND: Reply = { status: 404, headers: PAGE_HEADERS, body: html(notFoundHeading) }

/**
 * A deploy that keeps every promise, as small as it can be: two pages, the CMS (whose script needs 'unsafe-eval',
 * as Decap's does, before it shows its button), the redirects, and the files a page loads.
 */
function rightDeploy(): Deploy {
  const loader = '<script>["/app-0123abcd.js"].forEach(function(s){})</script>'
  return {
    "/sitemap-index.xml": {
      body: `<sitemapindex><sitemap><loc>${origin}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
    },
    "/sitemap-0.xml": {
      body: `<urlset><url><loc>${origin}/</loc></url><url><loc>${origin}/about</loc></url></urlset>`,
    },
    "/": { headers: PAGE_HEADERS, body: html("Home", `${loader}<img src="/static/ab12/clinic.jpg" alt="">`) },
    "/about": { headers: PAGE_HEADERS, body: html("About") },
    "/app-0123abcd.js": { headers: [["Cache-Control", FOR_GOOD]] },
    "/static/ab12/clinic.jpg": { headers: [["Cache-Control", FOR_GOOD]] },
    "/page-data/index/page-data.json": { headers: [["Cache-Control", REVALIDATED]], body: "{}" },
    "/page-data/app-data.json": { headers: [["Cache-Control", REVALIDATED]], body: "{}" },
    "/robots.txt": { body: `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap-index.xml\n` },
    "/admin/": {
      headers: [
        ["Content-Type", "text/html; charset=utf-8"],
        ["Content-Security-Policy", CMS_POLICY],
      ],
      body: '<!doctype html><title>Content editor</title><body><script src="/admin/cms.js"></script></body>',
    },
    "/admin/cms.js": {
      headers: [["Content-Type", "text/javascript"]],
      body:
        'new Function("return 1")();\n' +
        'document.body.insertAdjacentHTML("beforeend", "<button>Login with GitHub</button>")',
    },
    ...Object.fromEntries(redirects.map(({ from, to }) => [from, { status: 301, headers: [["Location", to]] }])),
  }
}

/** The deploy with `headers` sent besides its own at `address`. */
const adding = (deploy: Deploy, address: string, headers: Header[]): Deploy => ({
  ...deploy,
  [address]: { ...deploy[address], headers: [...(deploy[address].headers ?? []), ...headers] },
})

/** The deploy with `header`'s value replaced at `address`. */
const replacing = (deploy: Deploy, address: string, [name, value]: Header): Deploy => ({
  ...deploy,
  [address]: {
    ...deploy[address],
    headers: (deploy[address].headers ?? []).map(header => (header[0] === name ? [name, value] : header)),
  },
})

const without = (deploy: Deploy, address: string): Deploy =>
  Object.fromEntries(Object.entries(deploy).filter(([key]) => key !== address))

/** Serves `deploy` on 127.0.0.1; any other address gets `fallback`, the site's 404 page unless told. */
async function serve(deploy: Deploy, fallback: Reply = NOT_FOUND) {
  const server = http.createServer((request, response) => {
    const reply = deploy[new URL(request.url ?? "/", "http://deploy.test").pathname] ?? fallback
    // A flat list of names and values, so a header named twice is sent twice.
    response.writeHead(reply.status ?? 200, (reply.headers ?? []).flat())
    response.end(reply.body ?? "")
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map(server => new Promise(resolve => server.close(resolve))))
})

/** The unknown address the command makes up, in a form a test can name. */
const UNKNOWN = "/check-deploy-no-such-page-…"

/** Runs the command as `npm run check-deploy -- <url> …` does: its exit code, its problems and its summary. */
function checkDeploy(url: string, ...options: string[]) {
  return new Promise<{ code: number; problems: string[]; summary: string }>(resolve => {
    execFile(process.execPath, [SCRIPT, url, ...options], { cwd: repository }, (error, stdout, stderr) => {
      const lines = (text: string) =>
        text
          .replace(/\/check-deploy-no-such-page-[0-9a-f]{8}/g, UNKNOWN)
          .split("\n")
          .filter(Boolean)
      resolve({ code: error ? Number(error.code) : 0, problems: lines(stderr), summary: stdout.trim() })
    })
  })
}

/** How many addresses the right deploy's check asks for: the sitemaps, pages, /admin/, redirects and files. */
const ADDRESSES = 2 + 2 + 1 + redirects.length + 1 + 1 + 2 + 2

test("the content promises redirects for the check to follow", () => {
  expect(redirects.length).toBeGreaterThan(0)
})

test("a deploy that keeps every promise passes, the CMS opened in Chromium; this computer is production", async () => {
  const url = await serve(rightDeploy())
  expect(await checkDeploy(url)).toEqual({
    code: 0,
    problems: [],
    summary: `check-deploy: ${ADDRESSES} addresses checked on ${url} as production: all passed`,
  })
})

/** A preview as the build makes one: robots.txt keeps crawlers out, and every page says noindex. */
const previewDeploy = (): Deploy => {
  const noindex: Header[] = [["X-Robots-Tag", "noindex"]]
  const deploy = adding(adding(rightDeploy(), "/", noindex), "/about", noindex)
  return { ...deploy, "/robots.txt": { body: "User-agent: *\nDisallow: /\n" } }
}

test("a preview that keeps crawlers out and its pages out of the index passes as a preview", async () => {
  const url = await serve(previewDeploy())
  expect(await checkDeploy(url, "--context", "preview", "--skip-browser")).toEqual({
    code: 0,
    problems: [],
    summary:
      `check-deploy: ${ADDRESSES} addresses checked on ${url} as preview ` +
      "(/admin/ not opened in Chromium): all passed",
  })
})

const ROBOTS_NOINDEX = '<meta name="robots" content="noindex">'
const robotsTxt = `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap-index.xml`

test.each<[string, () => [Deploy, Reply?], string[], string[]?]>([
  [
    "a second Content-Security-Policy on a page",
    () => [adding(rightDeploy(), "/about", [["Content-Security-Policy", "default-src 'self'"]])],
    [`/about: expected one Content-Security-Policy header, got 2: "${SITE_POLICY}" and "default-src 'self'"`],
  ],
  [
    "the CMS's policy on a page",
    () => [replacing(rightDeploy(), "/about", ["Content-Security-Policy", CMS_POLICY])],
    [`/about: expected the site's Content-Security-Policy, got the CMS's (with 'unsafe-eval'): "${CMS_POLICY}"`],
  ],
  [
    "the site's policy sent beside the CMS's on /admin/",
    () => [adding(rightDeploy(), "/admin/", [["Content-Security-Policy", SITE_POLICY]])],
    [
      "/admin/: expected one Content-Security-Policy header, the CMS's (with 'unsafe-eval'), " +
        `got 2: "${CMS_POLICY}" and "${SITE_POLICY}"`,
    ],
  ],
  [
    "the site's policy instead of the CMS's on /admin/",
    () => [replacing(rightDeploy(), "/admin/", ["Content-Security-Policy", SITE_POLICY])],
    [`/admin/: expected one Content-Security-Policy header, the CMS's (with 'unsafe-eval'), got "${SITE_POLICY}"`],
  ],
  [
    "a missing redirect",
    () => [without(rightDeploy(), moved.from)],
    [`${moved.from}: expected 301 to ${moved.to}, got 404`],
  ],
  [
    "an old address that answers with a page of its own",
    () => [{ ...rightDeploy(), [moved.from]: { headers: PAGE_HEADERS, body: html("Spinal conditions") } }],
    [`${moved.from}: expected 301 to ${moved.to}, got 200 (the address answered itself, no redirect)`],
  ],
  [
    "a temporary redirect",
    () => [{ ...rightDeploy(), [moved.from]: { status: 302, headers: [["Location", moved.to]] } }],
    [`${moved.from}: expected 301 to ${moved.to}, got 302 to ${moved.to}`],
  ],
  [
    "an unknown address answered with the home page",
    () => [rightDeploy(), { headers: PAGE_HEADERS, body: html("Home") }],
    [`${UNKNOWN}: expected 404 with the heading ${JSON.stringify(notFoundHeading)}, got 200 with the heading "Home"`],
  ],
  [
    "a 404 that is not the site's page",
    () => [rightDeploy(), { status: 404, body: "Not Found" }],
    [`${UNKNOWN}: expected 404 with the heading ${JSON.stringify(notFoundHeading)}, got 404 with no heading`],
  ],
  [
    "a second Strict-Transport-Security header on every page",
    () => {
      const deploy = adding(rightDeploy(), "/", [["Strict-Transport-Security", "max-age=31536000"]])
      return [adding(deploy, "/about", [["Strict-Transport-Security", "max-age=31536000"]])]
    },
    [`/, /about: expected one Strict-Transport-Security header, got 2: "${HSTS}" and "max-age=31536000"`],
  ],
  [
    "a page without Strict-Transport-Security",
    () => [{ ...rightDeploy(), "/about": { headers: PAGE_HEADERS.slice(0, 2).concat([PAGE_HEADERS[3]]) } }],
    ["/about: expected one Strict-Transport-Security header, got none"],
  ],
  [
    "X-XSS-Protection",
    () => [adding(rightDeploy(), "/app-0123abcd.js", [["X-XSS-Protection", "1; mode=block"]])],
    ['/app-0123abcd.js: expected no X-XSS-Protection header, got "1; mode=block"'],
  ],
  [
    "a hashed script revalidated on every visit",
    () => [replacing(rightDeploy(), "/app-0123abcd.js", ["Cache-Control", REVALIDATED])],
    [`/app-0123abcd.js: expected Cache-Control immutable with a max-age of a year or more, got "${REVALIDATED}"`],
  ],
  [
    "a /static/ file kept for a day",
    () => [replacing(rightDeploy(), "/static/ab12/clinic.jpg", ["Cache-Control", "public, max-age=86400, immutable"])],
    [
      "/static/ab12/clinic.jpg: expected Cache-Control immutable with a max-age of a year or more, " +
        'got "public, max-age=86400, immutable"',
    ],
  ],
  [
    "a page cached for good",
    () => [replacing(rightDeploy(), "/about", ["Cache-Control", FOR_GOOD])],
    [`/about: expected Cache-Control revalidated on every visit (max-age=0, not immutable), got "${FOR_GOOD}"`],
  ],
  [
    "page data cached for good",
    () => [replacing(rightDeploy(), "/page-data/app-data.json", ["Cache-Control", FOR_GOOD])],
    [
      "/page-data/app-data.json: expected Cache-Control revalidated on every visit (max-age=0, not immutable), " +
        `got "${FOR_GOOD}"`,
    ],
  ],
  [
    "a page that production keeps out of search results",
    () => [{ ...rightDeploy(), "/about": { headers: PAGE_HEADERS, body: html("About", ROBOTS_NOINDEX) } }],
    ['/about: expected to be indexed in production, got <meta name="robots" content="noindex">'],
  ],
  [
    "a page that production keeps out of search results by header",
    () => [adding(rightDeploy(), "/about", [["X-Robots-Tag", "noindex"]])],
    ['/about: expected to be indexed in production, got X-Robots-Tag "noindex"'],
  ],
  [
    "a production robots.txt that keeps crawlers out",
    () => [{ ...rightDeploy(), "/robots.txt": { body: "User-agent: *\nDisallow: /\n" } }],
    [
      '/robots.txt: expected production to let crawlers in (no "Disallow: /" for User-agent: *) and name ' +
        `"Sitemap: ${origin}/sitemap-index.xml", got "User-agent: *\\nDisallow: /"`,
    ],
  ],
  [
    "a preview whose pages may be indexed",
    () => [{ ...rightDeploy(), "/robots.txt": { body: "User-agent: *\nDisallow: /\n" } }],
    ["/, /about: expected a preview to say noindex (X-Robots-Tag or a robots meta), got neither"],
    ["--context", "preview"],
  ],
  [
    "a preview whose robots.txt lets crawlers in",
    () => [{ ...previewDeploy(), "/robots.txt": rightDeploy()["/robots.txt"] }],
    [
      '/robots.txt: expected a preview to keep crawlers out ("Disallow: /" for User-agent: *), ' +
        `got ${JSON.stringify(robotsTxt)}`,
    ],
    ["--context", "preview"],
  ],
  [
    "a sitemap that names the deploy instead of the production site",
    () => [
      {
        ...rightDeploy(),
        "/sitemap-0.xml": {
          body:
            `<urlset><url><loc>${origin}/</loc></url>` +
            "<url><loc>https://preview.example.org/about</loc></url></urlset>",
        },
      },
    ],
    [`/sitemap-0.xml: expected addresses on ${origin} only, got https://preview.example.org/about`],
  ],
  [
    "no sitemap",
    () => [without(rightDeploy(), "/sitemap-index.xml")],
    ["/sitemap-index.xml: expected 200 listing addresses, got 404"],
  ],
])("%s fails, naming it", async (_fault, make, expected, options = []) => {
  const [deploy, fallback] = make()
  const { code, problems, summary } = await checkDeploy(await serve(deploy, fallback), ...options, "--skip-browser")
  expect({ code, problems }).toEqual({ code: 1, problems: expected })
  expect(summary).toMatch(new RegExp(`: ${expected.length} problems?$`))
})

test("the CMS that its policy stops is named in Chromium, with the violation and the error", async () => {
  const url = await serve(adding(rightDeploy(), "/admin/", [["Content-Security-Policy", SITE_POLICY]]))
  const evalError =
    "Evaluating a string as JavaScript violates the following Content Security Policy directive because " +
    `'unsafe-eval' is not an allowed source of script: ${SITE_POLICY.split("; ")[1]}.`
  expect(await checkDeploy(url)).toEqual({
    code: 1,
    problems: [
      "/admin/: expected one Content-Security-Policy header, the CMS's (with 'unsafe-eval'), " +
        `got 2: "${CMS_POLICY}" and "${SITE_POLICY}"`,
      '/admin/ in Chromium: expected the "Login with GitHub" button, got none (status 200, an empty page)',
      "/admin/ in Chromium: expected no Content-Security-Policy violation, got script-src refused eval",
      // An error is cut at 200 characters: Decap's carries the whole function it could not compile.
      `/admin/ in Chromium: expected no script error, got "${evalError.slice(0, 200)}…"`,
    ],
    summary: `check-deploy: ${ADDRESSES} addresses checked on ${url} as production: 4 problems`,
  })
})

test("without Chromium the check says where it looked", async () => {
  const url = await serve(rightDeploy())
  const run = await new Promise<string>(resolve =>
    execFile(
      process.execPath,
      [SCRIPT, url],
      { env: { ...process.env, CHROMIUM_PATH: "/nowhere/chromium" } },
      (_e, _o, err) => resolve(err.trim()),
    ),
  )
  expect(run).toBe("/admin/ in Chromium: expected Chromium at /nowhere/chromium (CHROMIUM_PATH), got no such file")
})

test("a deploy that does not answer is named once for every address it was asked for", async () => {
  const server = http.createServer()
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise(resolve => server.close(resolve))
  const { code, problems } = await checkDeploy(`http://127.0.0.1:${port}`, "--skip-browser")
  // The sitemap index, /admin/, the redirects, the unknown address, robots.txt and the app's data.
  const asked = 5 + redirects.length
  expect({ code, problems }).toEqual({
    code: 1,
    problems: [
      `/sitemap-index.xml, /admin/, ${moved.from} and ${asked - 3} more: expected an answer, got connect ` +
        `ECONNREFUSED 127.0.0.1:${port}`,
    ],
  })
})

test.each([
  [[], "Usage: npm run check-deploy -- <url> [--context production|preview] [--skip-browser]"],
  [["http://127.0.0.1:9", "--context", "staging"], '--context is production or preview, not "staging"'],
  [["ftp://example.com/"], "Not a web address: ftp://example.com/"],
])("%j is refused with exit code 2", async (args, message) => {
  const run = await new Promise<{ code: number; stderr: string }>(resolve =>
    execFile(process.execPath, [SCRIPT, ...args], (error, _stdout, stderr) =>
      resolve({ code: Number(error?.code ?? 0), stderr: stderr.trim() }),
    ),
  )
  expect(run).toEqual({ code: 2, stderr: message })
})
