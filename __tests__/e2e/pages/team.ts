// Our Team: a profile for each member of team.yaml with photo, name, role and biography, a
// physiotherapist's College registration and booking link, and each person in the JSON-LD as the page shows them.
import { readContent, site } from "../support/content"
import { expect } from "../support/fixtures"
import { jsonLdGraph, nodesOfType, readsAt, type JsonLdNode, type PageChecks } from "../support/page-checks"

const { members } = readContent<{
  members: Array<{
    slug: string
    name: string
    role: string
    registrationNumber?: string
    registerUrl?: string
    bookingUrl?: string
  }>
}>("team.yaml")

const origin = site.siteUrl.replace(/\/$/, "")

export const teamChecks: PageChecks = {
  "/our-team": [
    readsAt(
      1280,
      "shows each member's profile with photo, name, role and biography, the photo beside the text",
      async ({ page }) => {
        const profiles = page.locator("main article")
        await expect(profiles).toHaveCount(members.length)
        await expect(profiles.locator("h2")).toHaveText(members.map(member => member.name))
        for (const [i, member] of members.entries()) {
          await expect(profiles.nth(i)).toContainText(member.role)
          expect(await profiles.nth(i).locator("p").count()).toBeGreaterThanOrEqual(2)
          await expect(profiles.nth(i).locator("img")).toHaveCount(1)
        }
        const first = profiles.first()
        const photo = await first.locator("img").boundingBox()
        const role = await first.getByText(members[0].role, { exact: true }).boundingBox()
        const bio = await first.locator("p").nth(1).boundingBox()
        expect(photo && role && role.x >= photo.x + photo.width).toBe(true)
        // The biography follows the role without a gap.
        expect(role && bio && bio.y - (role.y + role.height)).toBeLessThan(48)
      },
    ),
    readsAt(
      1280,
      "a physiotherapist shows their College registration, their register page and a booking link, as team.yaml has them",
      async ({ page }) => {
        for (const member of members) {
          const profile = page.locator(`article#${member.slug}`)
          const registration = `College of Physiotherapists of Ontario, registration number ${member.registrationNumber}`
          if (member.registrationNumber) await expect(profile).toContainText(registration)
          else await expect(profile).not.toContainText("College of Physiotherapists of Ontario, registration")
          const register = profile.getByRole("link", { name: /public register/ })
          await expect(register).toHaveCount(member.registerUrl ? 1 : 0)
          if (member.registerUrl) {
            await expect(register).toHaveAttribute("href", member.registerUrl)
            await expect(register).toHaveAttribute("target", "_blank")
          }
          const book = profile.getByRole("link", { name: /^Book with/ })
          await expect(book).toHaveCount(member.bookingUrl ? 1 : 0)
          if (member.bookingUrl) {
            await expect(book).toHaveAttribute("href", member.bookingUrl)
            await expect(book).toContainText(`Book with ${member.name}`)
          }
        }
      },
    ),
    readsAt(
      1280,
      "its JSON-LD gives each person's name and job title as shown, working for the clinic",
      async ({ page }) => {
        const people = nodesOfType(await jsonLdGraph(page), "Person") as Array<
          JsonLdNode & { name: string; jobTitle: string; "@id": string; worksFor: JsonLdNode }
        >
        expect(people).toHaveLength(members.length)
        for (const person of people) {
          const profile = page.locator(`article[id="${new URL(person["@id"]).hash.slice(1)}"]`)
          await expect(profile.locator("h2")).toHaveText(person.name)
          await expect(profile).toContainText(person.jobTitle)
          expect(person.worksFor).toEqual({ "@id": `${origin}/#clinic` })
        }
      },
    ),
  ],
}
