// The content editor at /admin/ as clinic staff use it on their own computer (`npm run cms`): Decap CMS from the
// production build, saving through decap-server into a copy of the project. The test edits a treatment's
// description, Saturday's closing time, an FAQ answer with bullets and a blog post's body and author, then checks
// the YAML on disk changed exactly there, still passes the build's content check, and that a build of the copy
// shows the new text, with the post's Markdown rendered and the <script> typed into it left out.
import { spawn, execFile, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { promisify } from "util"
import yaml from "js-yaml"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { validateContent } from "../../src/node/validate-content"
import { LOCAL_CMS_BACKEND } from "../../src/lib/content-security-policy"
import { cmsConfigYaml, cmsOptions } from "../../src/node/admin"
import { baseUrl, launchBrowser, newContext } from "./support/browser"

const repository = path.resolve(__dirname, "../..")
const NEW_DESCRIPTION = "Two gentle currents cross under the skin to ease pain and swelling. Changed in the CMS."
/** An FAQ answer as an editor types it in the CMS's text box: a paragraph, a blank line, then two bullets. */
const NEW_ANSWER = "Call us at least a day ahead, changed in the CMS.\n\n- Call the front desk\n- Or change it online"
/** A post's body typed in the Markdown editor's raw mode: bold, a link inside the site, a numbered list, a script. */
const NEW_BODY = [
  "Changed in the CMS: **keep moving** and [book an assessment](/book) when you are ready.",
  "1. Warm up\n2. Walk\n3. Stretch",
  '<script>document.title = "written in a post"</script>',
  "The last paragraph.",
].join("\n\n")

let project: string
let decapServer: ChildProcess
let browser: Browser
let context: BrowserContext
let page: Page
const consoleErrors: string[] = []

const read = (file: string) =>
  yaml.load(fs.readFileSync(path.join(project, "content", file), "utf8")) as Record<string, any>

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on("error", reject)
  })
}

/** A copy of the project to edit and build: its own content/ and public/, the same code and node_modules. */
function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-edit-"))
  for (const entry of [
    "content",
    "src",
    "static",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    "tsconfig.json",
    "package.json",
  ]) {
    fs.cpSync(path.join(repository, entry), path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(repository, "node_modules"), path.join(dir, "node_modules"))
  // Gatsby's cache holds the processed images, so the copy's build does not make them again.
  if (fs.existsSync(path.join(repository, ".cache")))
    fs.cpSync(path.join(repository, ".cache"), path.join(dir, ".cache"), { recursive: true })
  return dir
}

async function startDecapServer(dir: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(repository, "node_modules/decap-server/dist/index.js")], {
    env: {
      ...process.env,
      MODE: "fs",
      BIND_HOST: "127.0.0.1",
      PORT: String(port),
      GIT_REPO_DIRECTORY: dir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  })
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    })
      .then(() => true)
      .catch(() => false)
    if (up) return { child, port }
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error("decap-server did not start")
}

/** The list item whose collapsed title is `title`, expanded. */
async function openItem(title: string) {
  const item = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.locator('[class*="NestedObjectLabel"]', { hasText: new RegExp(`^${title}$`) }) })
  await item.locator("button").first().click()
  return item
}

/** Opens a single-file collection's file as an editor would: from the collection list, with a fresh page. */
async function openFile(label: string) {
  await page.goto(`${baseUrl()}/admin/`)
  await page.getByRole("link", { name: label, exact: true }).first().click()
  await page.getByRole("link", { name: label, exact: true }).nth(1).click()
  await page.getByText("Changes saved").waitFor()
}

/** Types Markdown into a rich-text field, in its raw Markdown mode, as an editor who knows Markdown would. */
async function writeMarkdown(label: string, text: string, scope = page.locator("body")) {
  const control = scope
    .locator('[aria-label="richtext field"]')
    .filter({ has: page.locator("label", { hasText: new RegExp(`^${label}$`) }) })
  // Decap remembers the mode last used (in local storage): switch only when the field opens in rich text.
  if ((await control.locator(".cms-editor-visual").count()) > 0) await control.getByRole("switch").click()
  await control.locator(".cms-editor-raw").waitFor()
  // The raw mode is a plain text box (an editable element, not a textarea): select all, then type over it.
  await control.getByRole("textbox").click()
  await page.keyboard.press("Control+A")
  await page.keyboard.insertText(text)
}

async function publish() {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now").click()
  await page.getByText("Changes saved").waitFor()
}

beforeAll(async () => {
  project = copyProject()
  const server = await startDecapServer(project)
  decapServer = server.child
  browser = await launchBrowser()
  context = await newContext(browser)
  page = await context.newPage()
  page.on("console", message => message.type() === "error" && consoleErrors.push(message.text()))
  // The configuration `npm run cms` writes, which names the local editing server (a production build's does not).
  const localConfig = cmsConfigYaml(
    path.join(project, "content"),
    cmsOptions({ ...process.env, CMS_LOCAL_BACKEND: "1" }),
  )
  await page.route(`${baseUrl()}/admin/config.yml`, route =>
    route.fulfill({ contentType: "text/yaml; charset=utf-8", body: localConfig }),
  )
  // The CMS calls the editing server at its usual address (config.yml); the test's server runs on a free port.
  await page.route(`${LOCAL_CMS_BACKEND}/**`, async route => {
    const url = route.request().url().replace(LOCAL_CMS_BACKEND, `http://127.0.0.1:${server.port}`)
    await route.fulfill({ response: await route.fetch({ url }) })
  })
}, 120000)

afterAll(async () => {
  await browser?.close()
  decapServer?.kill()
  if (project) fs.rmSync(project, { recursive: true, force: true })
})

describe("editing through the CMS", () => {
  let before: Record<string, Record<string, any>>

  beforeAll(() => {
    before = {
      treatments: read("treatments.yaml"),
      site: read("site.yaml"),
      faq: read("faq.yaml"),
      post: read("posts/four-components-of-physiotherapy.yaml"),
    }
  })

  test("signs in to the local editing server and lists a collection for every kind of content", async () => {
    await page.goto(`${baseUrl()}/admin/`)
    await page.getByRole("button", { name: /login/i }).click()
    await page.getByRole("link", { name: "Clinic facts and hours" }).waitFor()
    for (const name of [
      "Pages",
      "Home page",
      "Services",
      "Condition categories",
      "Treatments",
      "Team",
      "Questions patients ask",
      "Blog posts",
    ]) {
      await expect(page.getByRole("link", { name, exact: true }).count()).resolves.toBe(1)
    }
    // The editorial workflow is for the GitHub backend; decap-server saves straight to the files.
    await expect(page.getByRole("link", { name: "Workflow" }).count()).resolves.toBe(0)
  })

  test("a treatment's description, saved, changes that description in treatments.yaml and nothing else", async () => {
    await openFile("Treatments")
    const item = await openItem("Interferential Current")
    await item.getByLabel("Description").fill(NEW_DESCRIPTION)
    // The preview beside the form shows the new text as it is typed.
    await expect(page.frameLocator("iframe").getByText(NEW_DESCRIPTION).count()).resolves.toBe(1)
    await publish()

    const after = read("treatments.yaml")
    const expected = structuredClone(before.treatments)
    expected.treatments.find((t: { slug: string }) => t.slug === "ifc").description = NEW_DESCRIPTION
    expect(after).toEqual(expected)
  })

  test("Saturday's closing time, saved, changes that time in site.yaml and nothing else", async () => {
    await openFile("Clinic facts and hours")
    const saturday = await openItem("Saturday")
    await saturday.getByLabel("Closes").fill("13:30")
    await publish()

    const expected = structuredClone(before.site)
    expected.hours.find((h: { day: string }) => h.day === "Saturday").closes = "13:30"
    expect(read("site.yaml")).toEqual(expected)
  })

  test("a time the build would refuse is refused before saving, and the file is left as it was", async () => {
    const saturday = page
      .locator('[class*="SortableListItem"]')
      .filter({ has: page.locator('[class*="NestedObjectLabel"]', { hasText: /^Saturday$/ }) })
    await saturday.getByLabel("Closes").fill("2pm")
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByText("Publish now").click()
    await page
      .getByText(/24-hour time like 09:00/)
      .first()
      .waitFor()
    expect(read("site.yaml").hours.find((h: { day: string }) => h.day === "Saturday").closes).toBe("13:30")
  })

  test("an FAQ answer typed with a blank line and bullets is saved as written in faq.yaml, and nothing else", async () => {
    await openFile("Questions patients ask")
    const group = await openItem("Changing an appointment")
    const question = group
      .locator('[class*="SortableListItem"]')
      .filter({ has: page.locator('[class*="NestedObjectLabel"]', { hasText: /^What if I need to cancel/ }) })
    await question.locator("button").first().click()
    await writeMarkdown("Answer", NEW_ANSWER, question)
    await publish()

    const expected = structuredClone(before.faq)
    const changing = expected.groups.find((g: { title: string }) => g.title === "Changing an appointment")
    changing.questions.find((q: { slug: string }) => q.slug === "cancellation").answer = NEW_ANSWER
    expect(read("faq.yaml")).toEqual(expected)
  })

  test("a post's body written in the Markdown editor and an author picked from the team are saved to its file", async () => {
    await page.goto(`${baseUrl()}/admin/`)
    await page.getByRole("link", { name: "Blog posts", exact: true }).click()
    await page.getByText(before.post.title).first().click()
    await page.getByText("Changes saved").waitFor()
    // The author is chosen from Our Team by name; the file keeps the member's slug.
    const author = page
      .locator('[aria-label="relation field"]')
      .filter({ has: page.locator("label", { hasText: /^Author$/ }) })
    await author.locator("input").fill("Maria")
    await page.getByText("Maria Santos", { exact: true }).click()
    await writeMarkdown("Body", NEW_BODY)
    await publish()

    const after = read("posts/four-components-of-physiotherapy.yaml")
    expect(after.author).toBe("maria-santos")
    expect(after.content.trim()).toBe(NEW_BODY)
    expect({ ...after, author: before.post.author, content: before.post.content }).toEqual(before.post)
  })

  test("the saved files pass the build's content check", () => {
    expect(validateContent(path.join(project, "content"))).toEqual([])
  })

  test("the editor's page raised no errors and no Content-Security-Policy violation", () => {
    expect(consoleErrors).toEqual([])
  })

  test("a build of the edited copy shows the new description, hours, answer's bullets and the post as written", async () => {
    await promisify(execFile)(process.execPath, [path.join(project, "node_modules/gatsby/cli.js"), "build"], {
      cwd: project,
      env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
      maxBuffer: 64 * 1024 * 1024,
    })
    const built = (file: string) => fs.readFileSync(path.join(project, "public", file), "utf8")
    const ifc = (html: string) => /<li id="ifc"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "(no #ifc entry)"
    expect(ifc(built("treatment.html"))).toContain(NEW_DESCRIPTION)
    expect(ifc(fs.readFileSync(path.join(repository, "public/treatment.html"), "utf8"))).not.toContain(NEW_DESCRIPTION)
    expect(/<dt>Saturday<\/dt><dd>([^<]*)</.exec(built("index.html"))?.[1]).toBe("9:00 AM – 1:30 PM")
    const cancellation = /<details id="cancellation"[\s\S]*?<\/details>/.exec(built("faq.html"))?.[0] ?? "(no answer)"
    expect(cancellation).toContain("<p>Call us at least a day ahead, changed in the CMS.</p>")
    expect(cancellation).toContain("<ul>\n<li>Call the front desk</li>\n<li>Or change it online</li>\n</ul>")
    const post = built("blogs/four-components-of-physiotherapy.html")
    expect(post).toContain(
      '<p>Changed in the CMS: <strong>keep moving</strong> and <a href="/book">book an assessment</a> when you are ready.</p>',
    )
    expect(post).toContain("<ol>\n<li>Warm up</li>\n<li>Walk</li>\n<li>Stretch</li>\n</ol>")
    expect(post).not.toContain("written in a post")
    expect(post).toMatch(/<a [^>]*href="\/our-team#maria-santos"[^>]*>Maria Santos<\/a>/)
  }, 600000)
})

test("the production build's /admin/ offers staff the GitHub sign-in, and looks for no local server", async () => {
  const published = await newContext(browser)
  const admin = await published.newPage()
  const errors: string[] = []
  const local: string[] = []
  admin.on("console", message => message.type() === "error" && errors.push(message.text()))
  admin.on("request", request => request.url().startsWith(LOCAL_CMS_BACKEND) && local.push(request.url()))
  await admin.goto(`${baseUrl()}/admin/`)
  await admin.getByRole("button", { name: "Login with GitHub" }).waitFor()
  expect(local).toEqual([])
  expect(errors).toEqual([])
  await published.close()
})
