// What a page shows, checked by reading it: each route is loaded once at each width it is checked at (routes.spec.ts)
// and every check that only reads the page runs on that load, the site-wide ones first, then the page's own from
// pages/*.ts.
import type { Locator, Page, Response } from "@playwright/test"
import { expect } from "./fixtures"

/** The widths the site is checked at: a phone's and a laptop's. */
export type Width = 375 | 1280

/** One route as loaded for the checks: React has taken it over, fonts and images in view have arrived. */
export interface LoadedPage {
  page: Page
  route: string
  width: Width
  response: Response
  /** The HTML as the server sent it, before any script ran */
  sentHtml: string
}

export interface PageCheck {
  /** What a visitor would see, as the test step's name */
  name: string
  /** Only at this width; once, on one of the route's loads ("once"); on each of its loads when left out */
  width?: Width | "once"
  run: (loaded: LoadedPage) => Promise<void>
}

/** The checks of each route, by path. */
export type PageChecks = Record<string, PageCheck[]>

/** A check on each load of the route: at both widths where it is loaded at both. */
export const reads = (name: string, run: PageCheck["run"]): PageCheck => ({ name, run })

/** A check of one width's layout; the route is then loaded at that width. */
export const readsAt = (width: Width, name: string, run: PageCheck["run"]): PageCheck => ({ name, width, run })

/** A check of what the page says, whatever its width: run once, at 1280 px where the route is loaded there. */
export const readsOnce = (name: string, run: PageCheck["run"]): PageCheck => ({ name, width: "once", run })

/** Every route's checks from several files, in one table. */
export function mergeChecks(...tables: PageChecks[]): PageChecks {
  const merged: PageChecks = {}
  for (const table of tables)
    for (const [route, checks] of Object.entries(table)) merged[route] = [...(merged[route] ?? []), ...checks]
  return merged
}

export type JsonLdNode = Record<string, unknown> & { "@type": string }

/** The page's one JSON-LD script, as a graph of nodes. */
export async function jsonLdGraph(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(scripts).toHaveLength(1)
  const json = JSON.parse(scripts[0]) as { "@context": string; "@graph": JsonLdNode[] }
  expect(json["@context"]).toBe("https://schema.org")
  return json["@graph"]
}

export const nodesOfType = (graph: JsonLdNode[], type: string) => graph.filter(node => node["@type"] === type)

/** Each item's url points at an element of the page whose heading is the item's name. */
export async function expectAnchoredOnPage(page: Page, items: Array<{ name: string; url: string }>) {
  for (const { name, url } of items) {
    const id = new URL(url).hash.slice(1)
    await expect(page.locator(`[id="${id}"] :is(h2, h3)`).first()).toContainText(name)
  }
}

/** The href of each link, as written in the page. */
export const hrefsOf = (links: Locator) => links.evaluateAll(anchors => anchors.map(a => a.getAttribute("href")))
