// The pages staff add in content/extra-pages/, as a visitor reaches them: each one a menu of site.yaml links to
// is a click away from the home page. And no page may sit where the build writes its own folders.
import fs from "fs"
import path from "path"
import { KEPT_ADDRESSES } from "../../src/node/site-addresses"
import { extraPages, PAGE_ROUTES, pages, POST_ROUTES, site } from "./support/content"
import { expect, test } from "./support/fixtures"

const PUBLIC = path.resolve(__dirname, "../../public")

for (const extra of extraPages) {
  const links = [
    ...site.quickLinks.map(link => ({ ...link, menu: "Quick Links" })),
    ...site.navigation.map(link => ({ ...link, menu: "Main" })),
  ].filter(link => link.path === extra.path)
  for (const link of links)
    test(`${extra.path} is reached from the home page through ${link.menu}'s "${link.label}"`, async ({
      page,
      visit,
    }) => {
      await visit("/")
      await page
        .getByRole("navigation", { name: link.menu })
        .getByRole("link", { name: link.label, exact: true })
        .click()
      await expect(page).toHaveURL(extra.path)
      await expect(page.locator("h1")).toHaveText(extra.heading)
    })
}

test("every folder the build writes at the site's top is a page's, or kept from the pages staff add", () => {
  // The 404 page's own folder included: its address is a page's too, which no page staff add may take.
  const routes = [...PAGE_ROUTES, ...POST_ROUTES, ...pages.map(page => page.path)]
  const routeFolders = new Set(routes.map(route => route.split("/")[1]))
  const folders = fs
    .readdirSync(PUBLIC, { withFileTypes: true })
    .filter(entry => entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name))
    .map(entry => `/${entry.name}`)
  expect(folders.filter(folder => !routeFolders.has(folder.slice(1)) && !(folder in KEPT_ADDRESSES))).toEqual([])
})
