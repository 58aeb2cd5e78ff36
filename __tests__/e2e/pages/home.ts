// What the home page shows and what every page's frame holds, read on the home page: the
// banner, the blocks, the quotes, the map, the info strip and the footer's links.
import { readContent, site } from "../support/content"
import { expect } from "../support/fixtures"
import { hrefsOf, reads, readsAt, type PageChecks } from "../support/page-checks"
import { expectContactFormNotice } from "./statements"

interface HomeContent {
  slides: Array<{ caption: string; alt: string }>
  whyChoose: { heading: string; points: Array<{ title: string }> }
  care: { heading: string; services: Array<{ title: string; path: string }> }
  about: { heading: string; formHeading: string }
  testimonials: { quotes?: Array<{ quote: string; name: string; condition: string }> | null }
  cta: { buttonLabel: string }
  map: { iframeTitle: string; linkLabel: string }
}
const home = readContent<HomeContent>("home.yaml")
const faq = readContent<{ firstVisit: { heading: string; points: string[] }; directBilling: { heading: string } }>(
  "faq.yaml",
)
const { reviewsUrl } = readContent<{ reviewsUrl: string }>("site.yaml")
const { note: parkingNote } = readContent<{ parking: { note: string } }>("getting-here.yaml").parking

export const homeChecks: PageChecks = {
  "/": [
    readsAt(
      1280,
      "the banner has a real slide for each of home.yaml's, with its caption, two named arrows and no dots",
      async ({ page }) => {
        const banner = page.getByRole("region", { name: "Highlights" })
        await expect(banner.locator(".slick-slide:not(.slick-cloned)")).toHaveCount(home.slides.length)
        await expect(banner.locator(".slick-slide:not(.slick-cloned) p:first-child")).toHaveText(
          home.slides.map(slide => slide.caption),
        )
        await expect(banner.getByRole("button", { name: "Previous slide" })).toBeVisible()
        await expect(banner.getByRole("button", { name: "Next slide" })).toBeVisible()
        await expect(page.locator(".slick-dots")).toHaveCount(0)
        // Hidden and cloned slides hold nothing a keyboard can reach.
        await expect(
          banner.locator('.slick-slide[aria-hidden="true"] :is(a, button, input, [tabindex]:not([tabindex="-1"]))'),
        ).toHaveCount(0)
      },
    ),
    reads("the static HTML shows the first slide, its image requested first", async ({ sentHtml }) => {
      expect(sentHtml).toMatch(
        /<img[^>]*loading="eager"[^>]*fetchpriority="high"|<img[^>]*fetchpriority="high"[^>]*loading="eager"/,
      )
      expect(sentHtml).not.toMatch(/class="[^"]*slick-slider/)
      expect(sentHtml).toContain(home.slides[0].caption)
    }),
    readsAt(
      1280,
      "Why Choose shows each of its points and Comprehensive Care each of its services, linked",
      async ({ page }) => {
        await expect(page.getByRole("region", { name: home.whyChoose.heading }).locator("h3")).toHaveText(
          home.whyChoose.points.map(point => point.title),
        )
        const links = page.getByRole("region", { name: home.care.heading }).locator("h3 a")
        await expect(links).toHaveText(home.care.services.map(service => service.title))
        await expect
          .poll(() => links.evaluateAll(anchors => anchors.map(a => a.getAttribute("href"))))
          .toEqual(home.care.services.map(service => service.path))
      },
    ),
    readsAt(1280, "the question form sits beside the About block", async ({ page }) => {
      const about = await page.getByRole("region", { name: home.about.heading }).boundingBox()
      const form = await page.getByRole("form", { name: home.about.formHeading }).boundingBox()
      expect(about && form && form.x > about.x + about.width - 1).toBe(true)
      expect(about && form && Math.abs(form.y - about.y) < 120).toBe(true)
    }),
    readsAt(
      1280,
      "the patients are quoted by first name and condition, side by side, with no rating",
      async ({ page }) => {
        const reviews = page.locator('section[aria-labelledby="testimonials"]')
        const figures = reviews.locator("figure")
        const quotes = home.testimonials.quotes ?? []
        await expect(figures).toHaveCount(quotes.length)
        for (const [i, { quote, name, condition }] of quotes.entries()) {
          await expect(figures.nth(i).locator("blockquote")).toContainText(quote.replace(/\s+/g, " ").trim())
          await expect(figures.nth(i).locator("figcaption")).toHaveText(`${name}, ${condition}`)
        }
        const tops = await figures.evaluateAll(all => all.map(figure => Math.round(figure.getBoundingClientRect().top)))
        expect(new Set(tops).size).toBeLessThanOrEqual(1)
        await expect(reviews.locator(`a[href="${reviewsUrl}"]`)).toHaveAttribute("target", "_blank")
        await expect(reviews).not.toContainText(/★|☆/)
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
        expect(jsonLd.join("")).not.toMatch(/aggregateRating|"Review"|ratingValue/)
      },
    ),
    readsAt(
      375,
      "the call to action carries the first-visit and direct-billing notes under its buttons",
      async ({ page }) => {
        const cta = page.locator('section[aria-labelledby="book-cta"]')
        await expect(cta.getByRole("heading", { level: 3 })).toHaveText([
          faq.firstVisit.heading,
          faq.directBilling.heading,
        ])
        await expect(cta).toContainText(faq.firstVisit.points[0])
        const book = cta.getByRole("link", { name: home.cta.buttonLabel })
        await expect(book).toHaveAttribute("href", site.bookingUrl)
        await expect(book).toHaveAttribute("target", "_blank")
      },
    ),
    reads("the contact form's notice sits right before its send button", expectContactFormNotice),
    readsAt(1280, "the map is a titled iframe, 450 px high, that waits to be scrolled to", async ({ page }) => {
      const map = page.locator("iframe")
      await expect(map).toHaveAttribute("title", home.map.iframeTitle)
      await expect(map).toHaveAttribute("loading", "lazy")
      await expect(map).toHaveAttribute("src", site.mapEmbedUrl)
      expect((await map.boundingBox())?.height).toBe(450)
      await expect(page.getByRole("link", { name: home.map.linkLabel })).toHaveAttribute("href", site.mapUrl)
    }),
    readsAt(1280, "the info strip offers directions, parking, a tel: link and a mailto: link", async ({ page }) => {
      const strip = page.getByRole("complementary", { name: "Visit and contact" })
      await expect(strip.locator("a").first()).toHaveAttribute("href", site.mapUrl)
      await expect(strip.locator("a").first()).toHaveAttribute("target", "_blank")
      // The parking line leads to how to get here and get in.
      await expect(strip.getByRole("link", { name: parkingNote })).toHaveAttribute("href", "/contact#getting-here")
      await expect(strip.locator(`a[href="tel:${site.phone.e164}"]`)).toHaveCount(1)
      await expect(strip.locator(`a[href="mailto:${site.email}"]`)).toHaveCount(1)
    }),
    readsAt(1280, "the header's Book Now opens the booking portal in a new tab", async ({ page }) => {
      const book = page.locator("header a", { hasText: "Book Now" })
      await expect(book).toHaveAttribute("href", site.bookingUrl)
      await expect(book).toHaveAttribute("target", "_blank")
      await expect(book).toHaveAttribute("rel", "noopener noreferrer")
    }),
    readsAt(1280, "the footer's Quick Links and its last line are site.yaml's", async ({ page }) => {
      const quick = page.getByRole("navigation", { name: "Quick Links" }).getByRole("link")
      await expect(quick).toHaveText(site.quickLinks.map(link => link.label))
      expect(await hrefsOf(quick)).toEqual(site.quickLinks.map(link => link.path))
      for (const { label, path } of site.legalLinks)
        await expect(page.locator(`footer a[href="${path}"]`)).toHaveText(label)
    }),
  ],
}
