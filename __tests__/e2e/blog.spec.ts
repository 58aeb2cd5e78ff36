// The blog in use: a listed post and a link inside a post open in the app, without reloading; the feed a
// reader's app follows; and the Markdown parser that stays at build time.
import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { posts, readContent, site } from "./support/content"
import { expect, test } from "./support/fixtures"

const { members } = readContent<{ members: Array<{ slug: string; name: string }> }>("team.yaml")
const origin = site.siteUrl.replace(/\/$/, "")

/** Marks the page, so a reload (which would clear the mark) can be told from a move inside the app. */
const markPage = (page: Page) => page.evaluate(() => ((window as { marker?: boolean }).marker = true))
const stillMarked = (page: Page) => page.evaluate(() => (window as { marker?: boolean }).marker)

test("choosing a listed post on /blogs opens its page in the app, without reloading", async ({ page, visit }) => {
  await visit("/blogs")
  const listed = posts[1]
  await markPage(page)
  await page.getByRole("region", { name: "More articles" }).getByRole("link", { name: listed.title }).click()
  await expect(page).toHaveURL(new RegExp(`/blogs/${listed.slug}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listed.title)
  expect(await stillMarked(page)).toBe(true)
})

test("a link to the site inside a post's text opens its page in the app, without reloading", async ({
  page,
  visit,
}) => {
  const post = posts.find(candidate => /\]\(\//.test(candidate.content))
  if (!post) throw new Error("no shipped post links to a page of the site")
  await visit(`/blogs/${post.slug}`)
  const link = page.locator('main article > div a[href^="/"]').first()
  const href = String(await link.getAttribute("href"))
  await markPage(page)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href.split("#")[0]}(#.*)?$`))
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(post.title)
  expect(await stillMarked(page)).toBe(true)
})

test("/rss.xml is RSS 2.0 with every post: title, absolute link, date, author and excerpt", async ({
  page,
  request,
}) => {
  const response = await request.get("/rss.xml")
  expect(response.status()).toBe(200)
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
      author: members.find(member => member.slug === post.author)?.name,
      description: post.excerpt.trim(),
    })),
  )
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
  const siteScripts = scripts(publicDir)
  expect(siteScripts.length).toBeGreaterThan(10)
  expect(siteScripts.filter(([, text]) => parserMarks.test(text)).map(([file]) => file)).toEqual([])
  // The same search finds Decap's own Markdown editor, so it would find a parser that slipped into the site.
  expect(scripts(path.join(publicDir, "admin")).some(([, text]) => parserMarks.test(text))).toBe(true)
})
