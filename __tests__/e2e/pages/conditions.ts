// What We Treat, as content/conditions/ and content/condition-pages/ write it: a card per category; each group
// page's conditions in order, each leading to its own page; each article page's symptoms and numbered treatment
// groups; each condition's own page, part by part; the health information that closes every article and condition
// page; their JSON-LD; and the blog posts each page lists.
import type { Page } from "@playwright/test"
import { conditionPath, postPath, teamMemberPath, treatmentPath } from "../../../src/lib/paths"
import { readingGrade, READING_GRADE_LIMIT } from "../../../src/lib/readability"
import {
  categories,
  conditions,
  conditionsOf,
  posts,
  site,
  teamMember,
  type CategoryContent,
  type ConditionContent,
  glossary,
  healthShown,
  warningSigns,
  type HealthContent,
} from "../support/content"
import { expect } from "../support/fixtures"
import {
  hrefsOf,
  jsonLdGraph,
  nodesOfType,
  reads,
  readsOnce,
  type JsonLdNode,
  type PageCheck,
  type PageChecks,
} from "../support/page-checks"

type MedicalCondition = JsonLdNode & {
  name: string
  url?: string
  signOrSymptom?: JsonLdNode[]
  riskFactor?: JsonLdNode[]
  possibleTreatment?: JsonLdNode[]
}

const medicalWebPage = async (page: Page) => nodesOfType(await jsonLdGraph(page), "MedicalWebPage")[0]
const named = (nodes: JsonLdNode[] | undefined) => (nodes ?? []).map(node => node.name)
const origin = site.siteUrl.replace(/\/$/, "")

/** "2026-11-24" as the page writes it: "November 24, 2026", or with `month` "November 2026". */
const dateShown = (isoDate: string, month = false) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    ...(month ? {} : { day: "numeric" }),
    timeZone: "UTC",
  })

/** The posts that name any of `slugs`, newest first, as a page lists them under Related articles. */
const postsNaming = (slugs: readonly string[]) =>
  posts.filter(post => (post.conditions ?? []).some(slug => slugs.includes(slug)))

const relatedCheck = (slugs: readonly string[]): PageCheck => {
  const named = postsNaming(slugs)
  return readsOnce(
    named.length ? "lists the posts about it under Related articles" : "has no Related articles: no post names it",
    async ({ page }) => {
      const related = page.getByRole("region", { name: "Related articles" })
      if (!named.length) return expect(related).toHaveCount(0)
      expect(await hrefsOf(related.getByRole("link"))).toEqual(named.map(post => postPath(post.slug)))
    },
  )
}

/**
 * The health information every article and condition page closes with, as content/ writes it: the three tiers of
 * when to get help with the numbers to call, the sources, the way to book with the phone beside it, and the review
 * line naming the reviewer from Our Team; and, for search engines, who reviewed it and when, and its sources.
 */
const healthChecks = (health: HealthContent, bookingUrl: string): PageCheck[] => {
  const shown = healthShown(health)
  return [
    readsOnce(
      "when to get help: its warning signs in their tiers, most urgent first, then its own",
      async ({ page }) => {
        const tiers = page.getByRole("region", { name: "When to get help" }).getByRole("region")
        // A tier with nothing to say is left out: the 911 tier shows when it has signs or its general line.
        const levels = [
          [
            "Call 911 or go to an emergency department",
            shown.emergency,
            shown.emergency.length > 0 || shown.otherEmergencies,
          ],
          ["See a doctor or call Health811 today", shown.today, shown.today.length > 0],
          ["Book a physiotherapist", shown.physiotherapy, shown.physiotherapy.length > 0],
        ] as const
        const present = levels.filter(([, , shows]) => shows)
        await expect(tiers.getByRole("heading", { level: 3 })).toHaveText(present.map(([heading]) => heading))
        for (const [i, [, signs]] of present.entries())
          await expect(tiers.nth(i).getByRole("listitem")).toHaveText(signs)
        const emergency = page.getByRole("region", { name: "Call 911 or go to an emergency department" })
        if (shown.otherEmergencies)
          await expect(emergency.getByText(shown.otherEmergencies, { exact: true })).toBeVisible()
        await expect(emergency.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911")
        if (shown.today.length > 0)
          await expect(
            page
              .getByRole("region", { name: "See a doctor or call Health811 today" })
              .getByRole("link", { name: /Health811/ }),
          ).toHaveAttribute("href", "tel:811")
      },
    ),
    readsOnce(
      "each must-not-miss sign of its regions in its tier, or set aside: then nowhere, and no reason shown",
      async ({ page }) => {
        const help = page.getByRole("region", { name: "When to get help" })
        const tierOf = (tier: "emergency" | "today") =>
          help.getByRole("region", {
            name:
              tier === "emergency"
                ? "Call 911 or go to an emergency department"
                : "See a doctor or call Health811 today",
          })
        const must = warningSigns.regions
          .filter(region => health.regions.includes(region.slug))
          .flatMap(region => region.mustNotMiss)
        expect(must.length).toBeGreaterThan(0)
        const setAside = health.whenToGetHelp.setAside ?? []
        for (const slug of must) {
          const sign = warningSigns.signs.find(each => each.slug === slug)!
          const aside = setAside.find(each => each.sign === slug)
          if (aside) {
            await expect(help.getByText(sign.text, { exact: true })).toHaveCount(0)
            await expect(page.getByText(aside.reason)).toHaveCount(0)
          } else await expect(tierOf(sign.tier).getByText(sign.text, { exact: true })).toBeVisible()
        }
      },
    ),
    readsOnce(
      "its sources, each by its title, linked, and its publisher, its signs' after its own",
      async ({ page }) => {
        const items = page.getByRole("region", { name: "Sources" }).getByRole("listitem")
        await expect(items).toHaveText(
          shown.sources.map(source => `${source.title} (opens in a new tab), ${source.publisher}`),
        )
        expect(await hrefsOf(items.getByRole("link"))).toEqual(shown.sources.map(source => source.url))
      },
    ),
    readsOnce("the first use of each term of the glossary links to its explanation on the page", async ({ page }) => {
      const words = page.getByRole("region", { name: "Words used on this page" })
      const links = page.locator('main a[href^="#term-"]')
      const targets = await links.evaluateAll(anchors => anchors.map(a => a.getAttribute("href")!.slice(1)))
      expect(targets.length).toBeGreaterThan(0)
      expect(new Set(targets).size).toBe(targets.length)
      await expect(words.locator("dt")).toHaveCount(targets.length)
      for (const id of targets) {
        const term = glossary.find(each => `term-${each.slug}` === id)!
        await expect(words.locator(`dt[id="${id}"]`)).toHaveText(term.term)
        await expect(words.locator(`dt[id="${id}"] + dd`)).toContainText(term.explanation)
        if (term.treatment)
          expect(await hrefsOf(words.locator(`dt[id="${id}"] + dd a`))).toEqual([treatmentPath(term.treatment)])
      }
    }),
    readsOnce("its running text, as the page shows it, reads at the grade the site keeps to", async ({ page }) => {
      const running = page.locator(
        'section[aria-labelledby="what-it-is"] p, section[aria-labelledby="recovery"] p, main article header p',
      )
      const paragraphs = await running.allInnerTexts()
      expect(paragraphs.length).toBeGreaterThan(0)
      expect(readingGrade(paragraphs)).toBeLessThanOrEqual(READING_GRADE_LIMIT)
    }),
    readsOnce("the way to book an assessment, the phone beside it, then the review line", async ({ page }) => {
      const main = page.locator("main")
      await expect(main.getByRole("link", { name: /^Book an assessment/ })).toHaveAttribute("href", bookingUrl)
      await expect(main.getByRole("link", { name: `Call ${site.phone.display}` }).last()).toHaveAttribute(
        "href",
        `tel:${site.phone.e164}`,
      )
      const reviewer = teamMember(health.review.reviewedBy)
      const writer = health.review.writtenBy ? teamMember(health.review.writtenBy) : null
      const line = main.locator("p", { hasText: /^Written by/ })
      await expect(line).toHaveText(
        [
          `Written by ${writer ? `${writer.name}, ${writer.role}` : site.name}`,
          `Reviewed by ${reviewer.name}, ${reviewer.role}`,
          `Last reviewed ${dateShown(health.review.lastReviewed)}`,
          `Next review due ${dateShown(health.review.nextReview, true)}`,
        ].join("·"),
      )
      await expect(line.getByRole("link", { name: reviewer.name })).toHaveAttribute(
        "href",
        teamMemberPath(reviewer.slug),
      )
    }),
    readsOnce(
      "its JSON-LD says who reviewed it and when, as Our Team's Person, and cites its own text's sources",
      async ({ page }) => {
        const node = await medicalWebPage(page)
        const reviewer = teamMember(health.review.reviewedBy)
        expect(node).toMatchObject({
          lastReviewed: health.review.lastReviewed,
          reviewedBy: { "@type": "Person", "@id": `${origin}${teamMemberPath(reviewer.slug)}`, name: reviewer.name },
        })
        expect((node.citation as Array<{ url: string }>).map(source => source.url)).toEqual(
          shown.sources.slice(0, health.sources.length).map(source => source.url),
        )
      },
    ),
  ]
}

const groupChecks = (category: CategoryContent): PageCheck[] => {
  const listed = conditionsOf(category.slug)
  return [
    readsOnce(
      "shows each of its conditions with description, symptoms, treatments and image, in order",
      async ({ page }) => {
        const sections = page.locator("main section[id]")
        await expect(sections.locator("h2")).toHaveText(listed.map(condition => condition.title))
        for (const [i, condition] of listed.entries()) {
          const section = sections.nth(i)
          await expect(section).toHaveAttribute("id", condition.slug)
          await expect(section.locator("h2 + p")).toHaveText(condition.description)
          const lists = section.locator("h3 + ul")
          await expect(lists).toHaveCount(2)
          await expect(lists.nth(0).locator("li")).toHaveText(condition.symptoms)
          await expect(lists.nth(1).locator("li")).toHaveText(condition.treatments)
          await expect(section.locator("img")).toHaveCount(1)
        }
        await expect(page.locator('nav[aria-labelledby="on-this-page"] a')).toHaveText(
          listed.map(condition => condition.title),
        )
      },
    ),
    readsOnce("each condition's title, and a link after its lists, lead to its own page", async ({ page }) => {
      for (const condition of listed) {
        const section = page.locator(`main section[id="${condition.slug}"]`)
        expect(await hrefsOf(section.locator("h2 a"))).toEqual([condition.path])
        expect(await hrefsOf(section.getByRole("link", { name: `Read more about ${condition.title}` }))).toEqual([
          condition.path,
        ])
      }
    }),
    readsOnce("its JSON-LD names each of its conditions by its own page", async ({ page }) => {
      expect((await medicalWebPage(page)).about).toEqual(
        listed.map(condition => ({
          "@type": "MedicalCondition",
          name: condition.title,
          url: `${origin}${condition.path}`,
        })),
      )
    }),
    relatedCheck([category.slug, ...listed.map(condition => condition.slug)]),
  ]
}

const articleChecks = (category: CategoryContent): PageCheck[] => {
  const { article } = category
  if (!article || !category.regions || !category.whenToGetHelp || !category.sources || !category.review)
    throw new Error(`content/conditions/${category.slug}.yaml is an article page without its article or health facts`)
  return [
    reads("its heading, and under it the way to when to get help, as on a condition's page", async ({ page }) => {
      await expect(page.locator("h1")).toHaveText(category.title)
      await expect(page.getByRole("link", { name: "See when to get help" })).toHaveAttribute(
        "href",
        "#when-to-get-help",
      )
    }),
    readsOnce(
      "shows its description, symptoms, what to do now, numbered treatment groups and its image",
      async ({ page }) => {
        const body = page.locator("main article").first()
        expect(await body.locator("h1 ~ p").count()).toBeGreaterThan(0)
        await expect(body.locator('section[aria-labelledby="symptoms"] li')).toHaveText(article.symptoms)
        await expect(page.getByRole("region", { name: "What you can do now" }).getByRole("listitem")).toHaveText(
          article.selfCare,
        )
        const groups = body.locator('section[aria-labelledby="how-we-help"] ol > li')
        await expect(groups).toHaveCount(article.treatmentGroups.length)
        for (const [i, group] of article.treatmentGroups.entries()) {
          await expect(groups.nth(i).locator("h3")).toHaveText(group.title)
          await expect(groups.nth(i).locator("ul > li")).toHaveText(group.points)
          // The number a sighted visitor sees comes from the list's counter.
          expect(await groups.nth(i).evaluate(li => getComputedStyle(li, "::before").content)).toBe("counter(group)")
        }
        await expect(body.locator("img")).toHaveCount(1)
      },
    ),
    readsOnce(
      "its JSON-LD is a MedicalWebPage about its condition, symptoms and treatment groups, as shown",
      async ({ page }) => {
        const [condition] = (await medicalWebPage(page)).about as MedicalCondition[]
        await expect(page.locator("h1")).toHaveText(condition.name)
        const symptoms = await page.locator('section[aria-labelledby="symptoms"] li').allInnerTexts()
        expect(named(condition.signOrSymptom)).toEqual(symptoms)
        const groups = await page.locator('section[aria-labelledby="how-we-help"] h3').allInnerTexts()
        expect(named(condition.possibleTreatment)).toEqual(groups)
      },
    ),
    ...healthChecks(category as HealthContent, site.bookingUrl),
    relatedCheck([category.slug]),
  ]
}

const conditionPageChecks = (condition: ConditionContent): PageCheck[] => {
  const category = categories.find(each => each.slug === condition.category)!
  return [
    reads("its heading, and under it the way to when to get help", async ({ page }) => {
      await expect(page.locator("h1")).toHaveText(condition.title)
      await expect(page.getByRole("link", { name: "See when to get help" })).toHaveAttribute(
        "href",
        "#when-to-get-help",
      )
    }),
    readsOnce("its parts, in the order a patient needs them", async ({ page }) => {
      await expect(page.locator("main h2")).toHaveText([
        "What it is",
        "Common symptoms",
        "Causes, and who gets it",
        "What you can do now",
        "How physiotherapy helps",
        "How long recovery usually takes",
        "When to get help",
        "Words used on this page",
        "Sources",
        ...(postsNaming([condition.slug]).length ? ["Related articles"] : []),
      ])
      const region = (name: string) => page.getByRole("region", { name })
      await expect(region("What it is").locator("p")).toHaveText(condition.description)
      await expect(region("Common symptoms").getByRole("listitem")).toHaveText(condition.symptoms)
      await expect(region("Causes, and who gets it").getByRole("listitem")).toHaveText(condition.causes)
      await expect(region("What you can do now").getByRole("listitem")).toHaveText(condition.selfCare)
      await expect(region("How physiotherapy helps").getByRole("listitem")).toHaveText(condition.treatments)
      await expect(region("How long recovery usually takes").locator("p")).toHaveText(condition.recovery)
      await expect(page.locator("main img")).toHaveCount(1)
    }),
    readsOnce("the trail runs through What We Treat and its category", async ({ page }) => {
      await expect(page.locator('nav[aria-label="Breadcrumb"] li')).toHaveText([
        site.name,
        "What We Treat",
        category.title,
        condition.title,
      ])
      expect(await hrefsOf(page.locator('nav[aria-label="Breadcrumb"] a'))).toEqual([
        "/",
        "/conditions",
        conditionPath(category.slug),
      ])
    }),
    readsOnce("its title and description are its own", async ({ page }) => {
      await expect(page).toHaveTitle(`${condition.title}: symptoms, treatment and when to get help | ${site.name}`)
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", condition.shortDescription)
    }),
    readsOnce(
      "its JSON-LD: a MedicalWebPage about the condition, its signs, causes and treatments",
      async ({ page }) => {
        const node = await medicalWebPage(page)
        expect(node.url).toBe(`${origin}${condition.path}`)
        const about = node.about as MedicalCondition
        expect(about).toMatchObject({ "@type": "MedicalCondition", name: condition.title })
        expect(named(about.signOrSymptom)).toEqual(condition.symptoms)
        expect(named(about.riskFactor)).toEqual(condition.causes)
        expect(named(about.possibleTreatment)).toEqual(condition.treatments)
      },
    ),
    ...healthChecks(condition, condition.bookingUrl ?? site.bookingUrl),
    relatedCheck([condition.slug]),
  ]
}

export const conditionChecks: PageChecks = {
  "/conditions": [
    readsOnce("shows a card per category, each with title, image, short description and link", async ({ page }) => {
      const cards = page.locator("main article")
      await expect(cards.locator("h2")).toHaveText(categories.map(category => category.title))
      for (const [i, category] of categories.entries()) {
        const card = cards.nth(i)
        await expect(card.locator("p")).toHaveText(/\w.{20,}/)
        await expect(card.locator("img")).toHaveCount(1)
        await expect(card.locator("h2 a")).toHaveAttribute("href", conditionPath(category.slug))
      }
    }),
  ],
  ...Object.fromEntries(
    categories.map(category => [
      conditionPath(category.slug),
      category.layout === "group" ? groupChecks(category) : articleChecks(category),
    ]),
  ),
  ...Object.fromEntries(conditions.map(condition => [condition.path, conditionPageChecks(condition)])),
}
