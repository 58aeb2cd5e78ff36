// The blog as a reader meets it: /blogs with the newest post in full and the others listed, a page per post
// with its byline, cover, body, conditions and neighbours, the Related articles on condition pages, the feed,
// and Markdown rendered as written: links, bold, numbered lists, no raw HTML.
import fs from "fs"
import path from "path"
import { markdownToHtml } from "../../src/node/markdown"
import { baseUrl, browserSession, visit } from "./support/browser"
import { conditionPages } from "./support/conditions"
import { posts, readContent, site } from "./support/content"

const session = browserSession()
const origin = site.siteUrl.replace(/\/$/, "")
const { members } = readContent<{ members: Array<{ slug: string; name: string; role: string }> }>("team.yaml")

/** What the build made of a post's body on its own page, as the browser serializes it back. */
const bodyHtml = (markdown: string) => markdownToHtml(markdown, 2)

test("/blogs shows the newest post in full, then lists the others newest first, each linking to its page", async () => {
  const { page, errors } = await visit(session.desktop, "/blogs")
  const [newest, ...others] = posts
  const article = page.locator("main article").first()
  await expect(article.locator("h2").innerText()).resolves.toBe(newest.title)
  await expect(article.locator("h2 a").getAttribute("href")).resolves.toBe(`/blogs/${newest.slug}`)
  await expect(article.locator("header").innerText()).resolves.toContain(
    members.find(m => m.slug === newest.author)?.name,
  )
  await expect(article.getByText(newest.excerpt.trim()).count()).resolves.toBe(1)
  // The body in full, its subheadings one level under the post's h2.
  await expect(article.locator("h3").count()).resolves.toBeGreaterThan(2)
  const more = page.getByRole("region", { name: "More articles" })
  const titles = more.getByRole("heading", { level: 3 })
  await expect(titles.allInnerTexts()).resolves.toEqual(others.map(post => post.title))
  await expect(more.getByRole("link").evaluateAll(links => links.map(a => a.getAttribute("href")))).resolves.toEqual(
    others.map(post => `/blogs/${post.slug}`),
  )
  await expect(page.getByRole("link", { name: "Follow the blog by RSS" }).getAttribute("href")).resolves.toBe(
    "/rss.xml",
  )
  // Four posts fit on one page: no page links.
  await expect(page.getByRole("navigation", { name: "Blog pages" }).count()).resolves.toBe(0)
  // Choosing a listed post opens its page in the app, without reloading.
  await page.evaluate(() => ((window as { marker?: boolean }).marker = true))
  await more.getByRole("link", { name: others[0].title }).click()
  await page.waitForURL(`**/blogs/${others[0].slug}`)
  await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(others[0].title)
  await expect(page.evaluate(() => (window as { marker?: boolean }).marker)).resolves.toBe(true)
  expect(errors).toEqual([])
  await page.close()
})

describe.each(posts.map(post => [post.slug, post] as const))("/blogs/%s", (slug, post) => {
  test("its title is the one h1, under a trail through Blog; the byline links the author's profile", async () => {
    const { page, response, errors } = await visit(session.phone, `/blogs/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 }).allInnerTexts()).resolves.toEqual([post.title])
    const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")
    await expect(trail.allInnerTexts()).resolves.toEqual(
      [site.name, "Blog", post.title].map(t => expect.stringContaining(t)),
    )
    const author = members.find(m => m.slug === post.author)
    if (!author) throw new Error(`${slug}: no member ${post.author}`)
    const header = page.locator("main article header")
    await expect(header.innerText()).resolves.toContain(author.role)
    await expect(header.getByRole("link", { name: author.name }).getAttribute("href")).resolves.toBe(
      `/our-team#${author.slug}`,
    )
    await expect(header.locator("time").getAttribute("datetime")).resolves.toBe(
      new Date(post.date).toISOString().slice(0, 10),
    )
    await expect(header.innerText()).resolves.toMatch(/\d+ min read/)
    // The cover is loaded, described, and the page is no wider than the phone.
    const cover = page.locator("main article > picture img")
    await expect(cover.getAttribute("alt")).resolves.toBe(post.coverAlt)
    await cover.evaluate((img: HTMLImageElement) => img.decode())
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)
    // The body is the HTML the build made from the Markdown, nothing more and nothing less.
    const body = await page.locator("main article > div").evaluate(div => div.innerHTML)
    expect(body).toBe(bodyHtml(post.content))
    expect(errors).toEqual([])
    await page.close()
  })

  test("its head: own description, canonical, the cover as social card, and a BlogPosting by a Person of the team", async () => {
    const { page } = await visit(session.desktop, `/blogs/${slug}`)
    const url = `${origin}/blogs/${slug}`
    await expect(page.locator('head link[rel="canonical"]').getAttribute("href")).resolves.toBe(url)
    await expect(page.locator('head meta[name="description"]').getAttribute("content")).resolves.toBe(
      post.description.trim(),
    )
    await expect(page.locator('head meta[property="og:type"]').getAttribute("content")).resolves.toBe("article")
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute("href"),
    ).resolves.toBe("/rss.xml")
    const image = (await page.locator('head meta[property="og:image"]').getAttribute("content")) ?? ""
    expect(image.startsWith(`${origin}/static/`)).toBe(true)
    const served = await page.request.get(`${baseUrl()}${new URL(image).pathname}`)
    expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/jpeg"])
    const graph = JSON.parse(await page.locator('script[type="application/ld+json"]').innerText())["@graph"]
    const posting = graph.find((node: { "@type": string }) => node["@type"] === "BlogPosting")
    expect(posting).toMatchObject({
      "@id": `${url}#article`,
      url,
      headline: post.title,
      datePublished: new Date(post.date).toISOString().slice(0, 10),
      image,
      author: { "@type": "Person", "@id": `${origin}/our-team#${post.author}` },
      publisher: { "@id": `${origin}/#clinic` },
    })
    await page.close()
  })

  test("ends with links to the conditions it names, which lead to them, and to its neighbours", async () => {
    const { page } = await visit(session.desktop, `/blogs/${slug}`)
    const conditions = page.getByRole("region", { name: "Conditions in this article" }).getByRole("link")
    await expect(conditions.count()).resolves.toBe(post.conditions?.length ?? 0)
    for (const href of await conditions.evaluateAll(links => links.map(a => a.getAttribute("href") ?? ""))) {
      const response = await page.request.get(`${baseUrl()}${href.split("#")[0]}`)
      expect([href, response.status()]).toEqual([href, 200])
    }
    const index = posts.indexOf(post)
    const neighbours = page.getByRole("navigation", { name: "More from the blog" }).getByRole("link")
    const expected = [posts[index + 1], posts[index - 1]].filter(Boolean).map(p => `/blogs/${p.slug}`)
    await expect(neighbours.evaluateAll(links => links.map(a => a.getAttribute("href")))).resolves.toEqual(expected)
    await page.close()
  })
})

test("Markdown in a post renders as written: a link, bold text and a numbered list; no Markdown marks remain", async () => {
  const withAll = posts.find(
    post => /\*\*/.test(post.content) && /^1\. /m.test(post.content) && /\]\(\//.test(post.content),
  )
  if (!withAll) throw new Error("no shipped post has bold text, a numbered list and a link inside the site")
  const { page } = await visit(session.desktop, `/blogs/${withAll.slug}`)
  const body = page.locator("main article > div")
  await expect(body.locator("strong").count()).resolves.toBeGreaterThan(0)
  await expect(body.locator("ol > li").count()).resolves.toBeGreaterThan(1)
  await expect(body.innerText()).resolves.not.toMatch(/\*\*|^#+ |\]\(/m)
  await expect(body.locator("script, style, iframe, img").count()).resolves.toBe(0)
  // A link inside the site opens its page in the app, without reloading.
  const link = body.locator('a[href^="/"]').first()
  const href = (await link.getAttribute("href")) ?? ""
  await page.evaluate(() => ((window as { marker?: boolean }).marker = true))
  await link.click()
  await page.waitForURL(url => url.pathname === href.split("#")[0])
  await expect(page.evaluate(() => (window as { marker?: boolean }).marker)).resolves.toBe(true)
  await page.close()
})

test("each condition page that a post names lists that post under Related articles", async () => {
  for (const [route, slugs] of conditionPages(posts)) {
    const { page } = await visit(session.desktop, route)
    const related = page.getByRole("region", { name: "Related articles" })
    await expect(
      related.getByRole("link").evaluateAll(links => links.map(a => a.getAttribute("href"))),
    ).resolves.toEqual(slugs.map(slug => `/blogs/${slug}`))
    await page.close()
  }
})

test("a page no post names has no Related articles", async () => {
  const named = new Set(conditionPages(posts).map(([route]) => route))
  const route = ["/conditions/upper-extremity", "/conditions/tmj-dysfunction"].find(r => !named.has(r))
  if (!route) throw new Error("every condition page is named by a post; pick another")
  const { page } = await visit(session.desktop, route)
  await expect(page.getByRole("region", { name: "Related articles" }).count()).resolves.toBe(0)
  await page.close()
})

test("/rss.xml is RSS 2.0 with every post: title, absolute link, date, author and excerpt", async () => {
  const response = await session.desktop.request.get(`${baseUrl()}/rss.xml`)
  expect(response.status()).toBe(200)
  const page = await session.desktop.newPage()
  // The browser's own XML parser reads it, as a feed reader would.
  const feed = await page.evaluate(
    xml => {
      const doc = new DOMParser().parseFromString(xml, "application/xml")
      if (doc.querySelector("parsererror")) return null
      const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? ""
      return {
        version: doc.documentElement.getAttribute("version"),
        channelLink: text(doc.querySelector("channel")!, "link"),
        items: [...doc.querySelectorAll("item")].map(item => ({
          title: text(item, "title"),
          link: text(item, "link"),
          date: new Date(text(item, "pubDate")).toISOString().slice(0, 10),
          author: text(item, "dc:creator"),
          description: text(item, "description"),
        })),
      }
    },
    await response.text(),
  )
  expect(feed).not.toBeNull()
  expect(feed?.version).toBe("2.0")
  expect(feed?.channelLink).toBe(`${origin}/blogs`)
  expect(feed?.items).toEqual(
    posts.map(post => ({
      title: post.title,
      link: `${origin}/blogs/${post.slug}`,
      date: new Date(post.date).toISOString().slice(0, 10),
      author: members.find(m => m.slug === post.author)?.name,
      description: post.excerpt.trim(),
    })),
  )
  await page.close()
})

test("no Markdown parser reaches the browser: the site's scripts have none, while the CMS's bundle does", () => {
  // Names micromark (remark's tokenizer) keeps in any build, minified or not.
  const parserMarks = /setextUnderline|thematicBreak|htmlFlow|codeFenced/
  const publicDir = path.resolve(__dirname, "../../public")
  const scripts = (dir: string) =>
    fs
      .readdirSync(dir)
      .filter(file => file.endsWith(".js"))
      .map(file => [file, fs.readFileSync(path.join(dir, file), "utf8")] as const)
  const site = scripts(publicDir)
  expect(site.length).toBeGreaterThan(10)
  expect(site.filter(([, text]) => parserMarks.test(text)).map(([file]) => file)).toEqual([])
  // The same search finds Decap's own Markdown editor, so it would find a parser that slipped into the site.
  expect(scripts(path.join(publicDir, "admin")).some(([, text]) => parserMarks.test(text))).toBe(true)
})
