// What search engines and social sites read: each route's head, its JSON-LD beside what the page shows,
// the sitemap, robots.txt and the icons, all from the production build through the preview server.
import type { Page } from "playwright-core"
import { baseUrl, browserSession, visit } from "./support/browser"
import { POST_ROUTES, posts, site, SPEC_ROUTES } from "./support/content"

type Node = Record<string, unknown> & { "@type": string }

const session = browserSession()

const origin = site.siteUrl.replace(/\/$/, "")
const canonicalOf = (route: string) => `${origin}${route === "/" ? "/" : route}`

async function jsonLdGraph(page: Page): Promise<Node[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(scripts).toHaveLength(1)
  const json = JSON.parse(scripts[0]) as { "@context": string; "@graph": Node[] }
  expect(json["@context"]).toBe("https://schema.org")
  return json["@graph"]
}

const nodesOfType = (graph: Node[], type: string) => graph.filter(node => node["@type"] === type)

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content")

describe.each(SPEC_ROUTES)("%s", route => {
  test("has its canonical address, social card tags and the clinic in its JSON-LD", async () => {
    const { page } = await visit(session.desktop, route)
    await expect(page.locator('head link[rel="canonical"]').getAttribute("href")).resolves.toBe(canonicalOf(route))
    const title = await page.title()
    await expect(meta(page, 'property="og:title"')).resolves.toBe(title)
    await expect(meta(page, 'property="og:description"')).resolves.toBe(await meta(page, 'name="description"'))
    await expect(meta(page, 'property="og:url"')).resolves.toBe(canonicalOf(route))
    await expect(meta(page, 'property="og:type"')).resolves.toBe("website")
    await expect(meta(page, 'name="twitter:card"')).resolves.toBe("summary_large_image")
    await expect(meta(page, 'name="theme-color"')).resolves.toMatch(/^#[0-9a-f]{6}$/i)
    // Every page names the blog's feed, so a reader finds it from wherever they are.
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute("href"),
    ).resolves.toBe("/rss.xml")

    const image = await meta(page, 'property="og:image"')
    expect(image?.startsWith(`${origin}/`)).toBe(true)
    // The share image is served by this build at that path, at the size social sites ask for.
    const imageResponse = await page.request.get(baseUrl() + new URL(image ?? "").pathname)
    expect(imageResponse.status()).toBe(200)
    expect(imageResponse.headers()["content-type"]).toBe("image/jpeg")
    await expect(meta(page, 'property="og:image:width"')).resolves.toBe("1200")
    await expect(meta(page, 'property="og:image:height"')).resolves.toBe("630")

    const graph = await jsonLdGraph(page)
    const [clinic] = nodesOfType(graph, "Physiotherapy")
    expect(clinic).toMatchObject({ name: site.name, telephone: site.phone.e164, email: site.email })
    await page.close()
  })

  if (route !== "/") {
    test("its BreadcrumbList is the breadcrumb trail the page shows", async () => {
      const { page } = await visit(session.desktop, route)
      const [breadcrumbs] = nodesOfType(await jsonLdGraph(page), "BreadcrumbList")
      const listed = (breadcrumbs.itemListElement as Array<{ position: number; name: string; item: string }>).map(
        crumb => [crumb.position, crumb.name, crumb.item],
      )
      const shown = await page.locator('nav[aria-label="Breadcrumb"] li').evaluateAll(items =>
        items.map((item, i) => {
          const link = item.querySelector("a")
          return [i + 1, item.textContent?.trim(), link ? new URL(link.href).pathname : location.pathname]
        }),
      )
      expect(listed).toEqual(shown.map(([position, name, path]) => [position, name, canonicalOf(String(path))]))
      await page.close()
    })
  }
})

test("the home page's JSON-LD gives the clinic's address, the cities it serves and its opening hours", async () => {
  const { page } = await visit(session.desktop, "/")
  const graph = await jsonLdGraph(page)
  expect(nodesOfType(graph, "BreadcrumbList")).toEqual([])
  const [clinic] = nodesOfType(graph, "Physiotherapy")
  expect(clinic["@id"]).toBe(`${origin}/#clinic`)
  expect(clinic.address).toMatchObject({
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.province,
    postalCode: site.address.postalCode,
  })
  expect(clinic.areaServed).toEqual([
    { "@type": "City", name: "Mississauga" },
    { "@type": "City", name: "Toronto" },
  ])
  // Every day of site.yaml's week appears once, open at its hours or, when closed, from 00:00 to 00:00.
  const specifications = clinic.openingHoursSpecification as Array<{
    dayOfWeek: string | string[]
    opens: string
    closes: string
  }>
  const byDay = specifications.flatMap(spec => [spec.dayOfWeek].flat().map(day => [day, spec.opens, spec.closes]))
  expect(byDay).toEqual(site.hours.map(({ day, opens, closes }) => [day, opens ?? "00:00", closes ?? "00:00"]))
  expect(byDay).toContainEqual(["Monday", "10:00", "19:00"])
  expect(byDay).toContainEqual(["Saturday", "09:00", "14:00"])
  expect(byDay).toContainEqual(["Sunday", "00:00", "00:00"])
  // The logo it names is served.
  const logo = await page.request.get(baseUrl() + new URL(String(clinic.logo)).pathname)
  expect([logo.status(), logo.headers()["content-type"]]).toEqual([200, "image/png"])
  await page.close()
})

/** Each item's url points at an element of the page whose heading is the item's name. */
async function expectAnchoredOnPage(page: Page, items: Array<{ name: string; url: string }>) {
  for (const { name, url } of items) {
    const id = new URL(url).hash.slice(1)
    await expect(page.locator(`[id="${id}"] :is(h2, h3)`).first().innerText()).resolves.toContain(name)
  }
}

test.each([
  ["/conditions/spinal-conditions", 7],
  ["/conditions/upper-extremity", 8],
  ["/conditions/lower-extremity", 10],
])(
  "%s: a MedicalWebPage about its %i conditions, each with symptoms and treatments, as shown",
  async (route, count) => {
    const { page } = await visit(session.desktop, route)
    const [medicalPage] = nodesOfType(await jsonLdGraph(page), "MedicalWebPage")
    const conditions = medicalPage.about as Array<{
      "@type": string
      name: string
      url: string
      signOrSymptom: Node[]
      possibleTreatment: Node[]
    }>
    expect(conditions).toHaveLength(count)
    for (const condition of conditions) {
      expect(condition["@type"]).toBe("MedicalCondition")
      expect(condition.signOrSymptom.length).toBeGreaterThan(0)
      expect(condition.possibleTreatment.every(treatment => treatment["@type"] === "MedicalTherapy")).toBe(true)
    }
    await expectAnchoredOnPage(page, conditions)
    await page.close()
  },
)

test.each(["/conditions/post-operative", "/conditions/vestibular-conditions", "/conditions/tmj-dysfunction"])(
  "%s: a MedicalWebPage about the page's condition, its symptoms and its numbered treatment groups",
  async route => {
    const { page } = await visit(session.desktop, route)
    const [medicalPage] = nodesOfType(await jsonLdGraph(page), "MedicalWebPage")
    const [condition] = medicalPage.about as Array<{ name: string; signOrSymptom: Node[]; possibleTreatment: Node[] }>
    expect(condition.name).toBe(await page.locator("h1").innerText())
    const symptoms = await page.locator('section[aria-labelledby="symptoms"] li').allInnerTexts()
    expect(condition.signOrSymptom.map(symptom => symptom.name)).toEqual(symptoms)
    const groups = await page.locator('section[aria-labelledby="how-we-help"] h3').allInnerTexts()
    expect(condition.possibleTreatment.map(treatment => treatment.name)).toEqual(groups)
    await page.close()
  },
)

test("/treatment: the sixteen components of care are MedicalTherapy entries, each at its place on the page", async () => {
  const { page } = await visit(session.desktop, "/treatment")
  const [medicalPage] = nodesOfType(await jsonLdGraph(page), "MedicalWebPage")
  const therapies = medicalPage.about as Array<{ "@type": string; name: string; url: string }>
  expect(therapies).toHaveLength(16)
  expect(new Set(therapies.map(therapy => therapy["@type"]))).toEqual(new Set(["MedicalTherapy"]))
  await expectAnchoredOnPage(page, therapies)
  await page.close()
})

test("/blogs: the Blog, its posts by reference to their own pages, as the page shows them", async () => {
  const { page } = await visit(session.desktop, "/blogs")
  const [blog] = nodesOfType(await jsonLdGraph(page), "Blog") as Array<
    Node & { blogPost: Array<{ headline: string; url: string; datePublished: string }> }
  >
  expect(blog.blogPost.map(post => post.url)).toEqual(posts.map(post => `${origin}/blogs/${post.slug}`))
  expect(blog.blogPost.map(post => post.headline)).toEqual(posts.map(post => post.title))
  // No post's body is given twice: the one shown in full here has its own page, which is its canonical address.
  expect(JSON.stringify(blog)).not.toContain("articleBody")
  await page.close()
})

test("/our-team: each person is a Person with the name and job title the page shows, working for the clinic", async () => {
  const { page } = await visit(session.desktop, "/our-team")
  const people = nodesOfType(await jsonLdGraph(page), "Person") as Array<
    Node & { name: string; jobTitle: string; "@id": string; worksFor: Node }
  >
  expect(people).toHaveLength(3)
  for (const person of people) {
    const profile = page.locator(`article[id="${new URL(person["@id"]).hash.slice(1)}"]`)
    await expect(profile.locator("h2").innerText()).resolves.toBe(person.name)
    await expect(profile.innerText()).resolves.toContain(person.jobTitle)
    expect(person.worksFor).toEqual({ "@id": `${origin}/#clinic` })
  }
  await page.close()
})

test("the sitemap lists every route of the spec at the site's address, and nothing else", async () => {
  const index = await session.desktop.request.get(`${baseUrl()}/sitemap-index.xml`)
  expect(index.status()).toBe(200)
  expect(index.headers()["content-type"]).toContain("xml")
  expect(await index.text()).toContain(`<loc>${origin}/sitemap-0.xml</loc>`)
  const sitemap = await session.desktop.request.get(`${baseUrl()}/sitemap-0.xml`)
  expect(sitemap.status()).toBe(200)
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1])
  expect(listed.sort()).toEqual([...SPEC_ROUTES, ...POST_ROUTES].map(canonicalOf).sort())
})

test("robots.txt lets every crawler in and names the sitemap", async () => {
  const response = await session.desktop.request.get(`${baseUrl()}/robots.txt`)
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toContain("text/plain")
  const lines = (await response.text()).trim().split("\n")
  expect(lines).toEqual(["User-agent: *", "Allow: /", `Sitemap: ${origin}/sitemap-index.xml`])
})

test("the favicon, touch icon and web app manifest are linked and served", async () => {
  const { page } = await visit(session.desktop, "/about")
  const hrefs = await page.evaluate(() =>
    ["icon", "apple-touch-icon", "manifest"].map(
      rel => document.querySelector<HTMLLinkElement>(`head link[rel="${rel}"]`)?.href ?? "",
    ),
  )
  const [icon, touchIcon, manifest] = await Promise.all(hrefs.map(href => page.request.get(href)))
  expect(icon.status()).toBe(200)
  expect(icon.headers()["content-type"]).toMatch(/^image\//)
  expect([touchIcon.status(), touchIcon.headers()["content-type"]]).toEqual([200, "image/png"])
  expect(manifest.status()).toBe(200)
  const webManifest = (await manifest.json()) as {
    name: string
    short_name: string
    theme_color: string
    icons: Array<{ src: string; sizes: string }>
  }
  expect(webManifest.name).toBe(site.name)
  expect(webManifest.theme_color).toBe(await meta(page, 'name="theme-color"'))
  expect(webManifest.icons.map(iconEntry => iconEntry.sizes)).toContain("512x512")
  await page.close()
})
