// What each page of content/extra-pages/ shows, against its file: its heading, introduction and sections, its
// picture and booking buttons, the breadcrumb trail through the pages above its address, and the links to it in
// the menus of site.yaml that name it.
import { extraPages, pages, site, type ExtraPageContent, type Link } from "../support/content"
import { expect } from "../support/fixtures"
import { reads, readsOnce, type LoadedPage, type PageChecks } from "../support/page-checks"

/**
 * The text of a section's Markdown as a reader sees it, a part at a time: each paragraph and each list item, its
 * list marker, emphasis and link addresses left out.
 */
const partsOf = (markdown: string) =>
  markdown
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.) )/)
    .map(part =>
      part
        .replace(/^\s*(?:[-*]|\d+\.) /, "")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\*\*?([^*]+)\*\*?/g, "$1")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)

/** The trail's labels: the clinic, each page above the address that exists, by its title, then the page. */
function trailOf(extra: ExtraPageContent) {
  const segments = extra.path.split("/").filter(Boolean)
  const above = segments.slice(0, -1).flatMap((_, i) => {
    const address = `/${segments.slice(0, i + 1).join("/")}`
    return [...pages, ...extraPages].filter(page => page.path === address).map(page => page.title)
  })
  return [site.name, ...above, extra.title]
}

/** Each menu of site.yaml that links to `path`, with the link it shows and where on the page that menu is. */
const menusLinkingTo = (path: string) =>
  (
    [
      ["the header's menu", 'nav[aria-label="Main"]', site.navigation],
      ["the footer's Quick Links", 'footer nav[aria-labelledby="footer-quick-links"]', site.quickLinks],
      ["the footer's last line", "footer", site.legalLinks],
    ] as Array<[string, string, Link[]]>
  ).flatMap(([name, selector, links]) =>
    links.filter(link => link.path === path).map(link => ({ name, selector, link })),
  )

function checksOf(extra: ExtraPageContent) {
  return [
    reads(
      "shows its heading, its introduction and each section of its file under its own heading",
      async ({ page }) => {
        const main = page.locator("main")
        await expect(main.locator("h1")).toHaveText(extra.heading)
        await expect(main.locator("h1 + p")).toHaveText(extra.intro.replace(/\s+/g, " ").trim())
        await expect(main.locator("section h2")).toHaveText(extra.sections.map(section => section.heading))
        for (const [i, section] of extra.sections.entries())
          for (const part of partsOf(section.body)) await expect(main.locator("section").nth(i)).toContainText(part)
      },
    ),
    reads("shows its picture, described, and the booking buttons when its file asks for them", async ({ page }) => {
      const main = page.locator("main")
      await expect(main.locator("img")).toHaveCount(extra.image ? 1 : 0)
      if (extra.image) await expect(main.locator("img")).toHaveAttribute("alt", extra.imageAlt ?? "")
      const book = main.getByRole("link", { name: /Book an assessment/ })
      await expect(book).toHaveCount(extra.booking ? 1 : 0)
      if (extra.booking) {
        await expect(book).toHaveAttribute("href", site.bookingUrl)
        await expect(main.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(1)
      }
    }),
    readsOnce("its breadcrumb trail leads through the pages above its address, by their titles", async ({ page }) => {
      const trail = page.locator('nav[aria-label="Breadcrumb"] li')
      await expect(trail).toHaveText(trailOf(extra))
      await expect(trail.last().locator('[aria-current="page"]')).toHaveText(extra.title)
    }),
    readsOnce("every menu of site.yaml that names it links to it", async ({ page }: LoadedPage) => {
      for (const { name, selector, link } of menusLinkingTo(extra.path)) {
        const shown = page.locator(`${selector} a[href="${link.path}"]`).filter({ hasText: link.label })
        await expect(shown, name).not.toHaveCount(0)
      }
    }),
  ]
}

export const extraPageChecks: PageChecks = Object.fromEntries(extraPages.map(extra => [extra.path, checksOf(extra)]))
