/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { stringify } from "yaml"
import { contentTypes, nestedType, PAGES, type Fields } from "../src/node/content-model"
import { filesUnder } from "../src/node/files-under"
import { FIELD_KINDS } from "../src/node/field-kinds"
import { contentWarnings, recordProblems, validateContent } from "../src/node/validate-content"
import { contentDir as shippedContentDir } from "./support/content-dir"
import { LANGUAGE_PAGE_SENTENCES, SENTENCE_KEYS, type LanguagePageSentence } from "../src/lib/language-page"
import { fingerprintOf } from "../src/node/fingerprint"
import { dateProblem } from "../src/lib/dates"

// Each test builds its own content/ folder in a fresh temp dir: a minimal valid site, then one mistake.

let contentDir: string

/** How a problem line names a file: relative to the working directory, like the build prints it. */
const shown = (relativePath: string) => path.relative(process.cwd(), path.join(contentDir, relativePath))

const write = (relativePath: string, text: string) => {
  const file = path.join(contentDir, relativePath)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

const writeYaml = (relativePath: string, data: unknown) => write(relativePath, stringify(data))

const remove = (relativePath: string) => fs.unlinkSync(path.join(contentDir, relativePath))

const modelOf = (typeName: string): Fields => {
  const type = contentTypes.find(t => t.type === typeName)
  if (!type) throw new Error(`no content type ${typeName}`)
  return type.fields
}

const nestedFields = (fields: Fields, key: string): Fields => {
  const nested = nestedType(fields[key])
  if (!nested) throw new Error(`${key} has no fields`)
  return nested.fields
}

/** What the minimal site's shared health lists hold (writeRequiredFiles), by the kind of thing a reference names. */
const SAMPLE_NAMES = {
  healthSource: ["sample-source", "other-source"],
  warningSign: ["sample-sign"],
  healthRegion: ["sample-region"],
} as const

/**
 * A valid value for every required field of the content model (so a field added to the model later does not
 * break these tests): the first of its kind's accepted samples (field-kinds.ts) that the field's own options allow
 * (a length in minutes is at least 1), and images pointing at `image`, relative to the YAML file.
 */
function sampleRecord(fields: Fields, image: string): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(fields)) {
    if (field.optional) continue
    const nested = nestedType(field)
    if (nested && field.kind === "list")
      record[key] = Array.from({ length: Math.max(1, field.minItems ?? 1) }, () => sampleRecord(nested.fields, image))
    else if (nested) record[key] = sampleRecord(nested.fields, image)
    else if (field.kind === "image") record[key] = image
    else if (field.kind === "reference" && field.to in SAMPLE_NAMES) {
      const slug = SAMPLE_NAMES[field.to as keyof typeof SAMPLE_NAMES]
      record[key] = field.multiple
        ? Array.from({ length: Math.max(1, field.minItems ?? 1) }, (_, i) => slug[i])
        : slug[0]
    } else if (field.kind === "string" && field.readability) record[key] = "It hurts when you move. Rest helps."
    else if (field.kind === "string")
      record[key] = field.oneOf?.[0] ?? `Sample ${key}`.padEnd(field.minLength ?? 0, ".").slice(0, field.maxLength)
    else
      record[key] = FIELD_KINDS[field.kind].samples
        .flatMap(sample => sample.accepted)
        .find(value => recordProblems({ [key]: value }, { [key]: field }, ".").length === 0)
  }
  return record
}

/** The type of content/<file>, e.g. pages/contact.yaml */
const typeOf = (file: string) => {
  const type = contentTypes.find(t => t.file === file)
  if (!type) throw new Error(`no content type reads ${file}`)
  return type
}

/** A valid page file: the shared sample image, from content/pages/. */
const pageRecord = (name: string) => sampleRecord(typeOf(`pages/${name}.yaml`).fields, "../images/social.jpg")

/** A site.yaml an editor could have written: every required field, one closed day. */
function validSite(): Record<string, unknown> {
  return {
    ...sampleRecord(modelOf("SiteYaml"), "images/social.jpg"),
    name: "Test Clinic",
    email: "desk@test.example.org",
    bookingUrl: "https://book.example.org/test",
    hours: [
      { day: "Monday", opens: "10:00", closes: "19:00" },
      { day: "Tuesday", opens: "10:00", closes: "19:00" },
      { day: "Sunday" },
    ],
    socialImage: "images/social.jpg",
  }
}

/** Every file the site cannot be built without, valid: site.yaml, each page's, home.yaml … */
function writeRequiredFiles() {
  for (const { file, fields } of contentTypes) {
    if (file) writeYaml(file, sampleRecord(fields, path.posix.relative(path.posix.dirname(file), "images/social.jpg")))
  }
  writeYaml("site.yaml", validSite())
  writeYaml("health-sources.yaml", {
    sources: SAMPLE_NAMES.healthSource.map(slug => ({
      slug,
      title: `The page ${slug}`,
      publisher: "A Canadian publisher",
      country: "Canada",
      kind: "government",
      url: `https://health.example.org/${slug}`,
    })),
  })
  writeYaml("warning-signs.yaml", { signs: [sign()], regions: [region()] })
  writeYaml("language-page.yaml", { sentences: ENGLISH })
}

/** The English of the pages in other languages: each sentence with exactly the facts in braces it takes. */
const ENGLISH = Object.fromEntries(
  SENTENCE_KEYS.map(key => [
    key,
    [`The ${key} sentence.`, ...LANGUAGE_PAGE_SENTENCES[key].map(fact => `{${fact}}`)].join(" "),
  ]),
) as Record<LanguagePageSentence, string>

/** A warning sign of the shared list, in the Low back region, with what `extra` changes. */
const sign = (extra: Record<string, unknown> = {}) => ({
  slug: "sample-sign",
  text: "New trouble peeing",
  tier: "emergency",
  regions: ["sample-region"],
  sources: ["sample-source"],
  ...extra,
})

/** The Low back region, its one must-not-miss sign the sample sign, with what `extra` changes. */
const region = (extra: Record<string, unknown> = {}) => ({
  slug: "sample-region",
  title: "Low back",
  framework: "A red-flag framework",
  sources: ["sample-source"],
  mustNotMiss: ["sample-sign"],
  ...extra,
})

/** A valid group-layout category, whose page lists the condition pages that name it. */
const condition = (slug: string, extra: Record<string, unknown> = {}) => ({
  ...sampleRecord(modelOf("ConditionsYaml"), "../images/condition.jpg"),
  slug,
  title: `Condition ${slug}`,
  layout: "group",
  image: "../images/condition.jpg",
  ...extra,
})

/** The team every test starts with: one member, whom reviews and posts name. */
const REVIEWER = "priya-sharma"

/** A valid review: checked in the past, due again a year later. */
const review = (extra: Record<string, unknown> = {}) => ({
  reviewedBy: REVIEWER,
  lastReviewed: "2026-03-03",
  nextReview: "2027-03-03",
  ...extra,
})

/** A valid condition page of `category`, its own page under the category's. */
const conditionPage = (
  slug: string,
  category: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  ...sampleRecord(modelOf("ConditionPageYaml"), "../images/condition.jpg"),
  slug,
  title: `Condition ${slug}`,
  category,
  review: review(),
  ...extra,
})

/** The day the tests check review dates against. */
const TODAY = "2026-11-24"

beforeEach(() => {
  contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "validate-content-")), "content")
  write("images/social.jpg", "not really a jpeg, but a file")
  write("images/condition.jpg", "another tiny file")
  writeRequiredFiles()
  const team = sampleRecord(modelOf("TeamYaml"), "images/social.jpg")
  writeYaml("team.yaml", { members: [{ ...(team.members as object[])[0], slug: REVIEWER, name: "Priya Sharma" }] })
})

afterEach(() => {
  fs.rmSync(path.dirname(contentDir), { recursive: true, force: true })
})

/**
 * Exactly one problem line starts with "<file>: <field>: ", a folder's file also named by its title after its
 * path (`content/posts/a.yaml ("A post"): author: …`), and it is returned.
 */
function problemFor(problems: string[], file: string, field: string): string {
  const prefix = new RegExp(`^${escapeRegExp(shown(file))}(?: \\("[^"]*"\\))?: ${escapeRegExp(field)}: `)
  const matching = problems.filter(line => prefix.test(line))
  expect(matching).toHaveLength(1)
  return matching[0]
}

describe("validateContent", () => {
  test("a minimal valid content folder has no problems", () => {
    writeYaml("conditions/neck.yaml", condition("neck"))
    writeYaml("condition-pages/neck-pain.yaml", conditionPage("neck-pain", "neck"))
    expect(validateContent(contentDir, TODAY)).toEqual([])
    expect(contentWarnings(contentDir, TODAY)).toEqual([])
  })

  test("the shipped content/ folder has no problems", () => {
    expect(validateContent(shippedContentDir)).toEqual([])
  })

  test("a folder's file is named by its title too, so an editor knows which condition or post it is", () => {
    writeYaml("conditions/a.yaml", condition("neck", { title: "Neck Things", colour: "blue" }))
    expect(validateContent(contentDir)[0]).toMatch(
      new RegExp(`^${escapeRegExp(shown("conditions/a.yaml"))} \\("Neck Things"\\): colour: `),
    )
  })

  test("a missing required field names site.yaml, the field and that it is required", () => {
    const { email: _email, ...site } = validSite()
    writeYaml("site.yaml", site)
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "site.yaml", "email")).toMatch(/required/)
  })

  test("an image that does not exist names the file, the field and the missing path", () => {
    writeYaml("conditions/x.yaml", condition("x", { image: "../images/missing.jpg" }))
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    const line = problemFor(problems, "conditions/x.yaml", "image")
    expect(line).toContain('"../images/missing.jpg"')
    expect(line).toContain(shown("images/missing.jpg"))
  })

  test("an image path that is a folder is not accepted as an image", () => {
    writeYaml("conditions/x.yaml", condition("x", { image: "../images" }))
    expect(problemFor(validateContent(contentDir), "conditions/x.yaml", "image")).toContain('"../images"')
  })

  test("the same slug in two conditions files is one problem, on the second file", () => {
    writeYaml("conditions/a.yaml", condition("back-pain"))
    writeYaml("conditions/b.yaml", condition("back-pain", { order: 2 }))
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    const line = problemFor(problems, "conditions/b.yaml", "slug")
    expect(line).toContain('"back-pain"')
    expect(line).toContain(shown("conditions/a.yaml"))
  })

  test("the same slug twice in one list names the second item", () => {
    const team = sampleRecord(modelOf("TeamYaml"), "images/social.jpg")
    const member = (team.members as object[])[0]
    writeYaml("team.yaml", {
      members: [
        { ...member, slug: REVIEWER, name: "Priya Sharma" },
        { ...member, slug: REVIEWER, name: "Priya Again" },
      ],
    })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    const line = problemFor(problems, "team.yaml", 'members[2] ("Priya Again")')
    expect(line).toContain(`"${REVIEWER}"`)
    expect(line).toContain("members[1]")
  })

  test("a slug that is not lowercase kebab-case names the field and suggests a fix", () => {
    writeYaml("conditions/a.yaml", condition("Neck_Pain"))
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    const line = problemFor(problems, "conditions/a.yaml", "slug")
    expect(line).toContain('"Neck_Pain"')
    expect(line).toContain('"neck-pain"')
  })

  test("a misspelt key is named as not a known field", () => {
    const { title, ...rest } = condition("neck")
    writeYaml("conditions/a.yaml", { ...rest, titel: title })
    const problems = validateContent(contentDir)
    expect(problemFor(problems, "conditions/a.yaml", "titel")).toMatch(/not a known field; did you mean "title"\?/)
    // and the field it should have been is reported missing
    expect(problemFor(problems, "conditions/a.yaml", "title")).toMatch(/required/)
  })

  test("an unknown key unlike any field lists the fields that are allowed there", () => {
    writeYaml("conditions/a.yaml", { ...condition("neck"), colour: "blue" })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "conditions/a.yaml", "colour")).toMatch(
      /not a known field \(known fields here: slug, title, /,
    )
  })

  test("a site.yaml that still has the interface labels, now in src/lib/wording.ts, names them", () => {
    const site = validSite()
    const contactForm = { ...(site.contactForm as object), submitLabel: "Send Message" }
    writeYaml("site.yaml", { ...site, contactForm, labels: { bookNow: "Book Now" } })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(2)
    expect(problemFor(problems, "site.yaml", "labels")).toMatch(/not a known field/)
    expect(problemFor(problems, "site.yaml", "contactForm.submitLabel")).toMatch(/not a known field/)
  })

  test("invalid YAML syntax names the file and the place in it", () => {
    write("conditions/a.yaml", "slug: neck\ntitle: [unclosed\n")
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`^${escapeRegExp(shown("conditions/a.yaml"))}: is not valid YAML`))
    expect(problems[0]).toMatch(/ at line \d+, column \d+$/)
  })

  test("a YAML file no content type reads is reported", () => {
    writeYaml("sevices.yaml", { cards: [] })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toBe(`${shown("sevices.yaml")}: no content type reads this file; did you mean services.yaml?`)
  })

  test("a number written where text is asked for says to quote it", () => {
    const team = sampleRecord(modelOf("TeamYaml"), "images/social.jpg")
    const [member] = team.members as Array<Record<string, unknown>>
    writeYaml("team.yaml", { members: [{ ...member, name: "Pat Physio", registrationNumber: 12345 }] })
    expect(
      problemFor(validateContent(contentDir), "team.yaml", 'members[1] ("Pat Physio").registrationNumber'),
    ).toContain(
      'is the number 12345, but should be the College\'s registration number, digits only, like 12345; write it in quotes: "12345"',
    )
  })

  test("a time not in 24-hour form names the day's entry and the field", () => {
    const site = validSite()
    site.hours = [{ day: "Monday", opens: "10am", closes: "19:00" }]
    writeYaml("site.yaml", site)
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "site.yaml", `hours[1] ("Monday").opens`)).toContain('"10am"')
  })

  test("a length is counted in characters as a reader sees them: an emoji is one", () => {
    writeYaml("site.yaml", { ...validSite(), shortName: "Brightwell😀" })
    expect(validateContent(contentDir)).toEqual([])
    writeYaml("site.yaml", { ...validSite(), shortName: "Brightwell 😀😀" })
    expect(validateContent(contentDir)).toEqual([
      `${shown("site.yaml")}: shortName: is 13 characters long, but should be at most 12`,
    ])
  })

  test("a search description outside 50 to 160 characters names the page and both bounds", () => {
    writeYaml("pages/home.yaml", { ...pageRecord("home"), description: "x".repeat(161) })
    writeYaml("pages/contact.yaml", { ...pageRecord("contact"), description: "Too short." })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(2)
    expect(problemFor(problems, "pages/home.yaml", "description")).toContain(
      "is 161 characters long, but should be 50 to 160",
    )
    expect(problemFor(problems, "pages/contact.yaml", "description")).toContain("is 10 characters long")
  })

  test("a missing page file is named", () => {
    remove("pages/about.yaml")
    expect(validateContent(contentDir)).toEqual([
      `${shown("pages/about.yaml")}: the file is missing; the site cannot be built without it`,
    ])
  })

  test("a misnamed page file is named, with the name it should have, and the page's file as missing", () => {
    fs.renameSync(path.join(contentDir, "pages/about.yaml"), path.join(contentDir, "pages/abuot.yaml"))
    expect(validateContent(contentDir).sort()).toEqual([
      `${shown("pages/about.yaml")}: the file is missing; the site cannot be built without it`,
      `${shown("pages/abuot.yaml")}: no content type reads this file; did you mean pages/about.yaml?`,
    ])
  })

  test("a page file with another page's path names the path the site gives it", () => {
    writeYaml("pages/contact.yaml", { ...pageRecord("contact"), path: "/about" })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "pages/contact.yaml", "path")).toContain('is "/about", but should be /contact')
  })

  test("a field of another page is not a known field of this one: Contact has no image", () => {
    writeYaml("pages/contact.yaml", { ...pageRecord("contact"), image: "../images/social.jpg" })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "pages/contact.yaml", "image")).toMatch(/not a known field/)
  })

  test("a day that is not a weekday's name is named with the days allowed", () => {
    const site = validSite()
    site.hours = [{ day: "Mon", opens: "10:00", closes: "19:00" }]
    writeYaml("site.yaml", site)
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "site.yaml", `hours[1] ("Mon").day`)).toContain(
      'is "Mon", but should be one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday',
    )
  })

  test("a day listed twice in the hours is named", () => {
    const site = validSite()
    site.hours = [{ day: "Monday", opens: "10:00", closes: "19:00" }, { day: "Monday" }]
    writeYaml("site.yaml", site)
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "site.yaml", `hours[2] ("Monday")`)).toContain("Monday is listed twice")
  })

  test("the same question slug in two FAQ groups names the second, with where the first is", () => {
    const question = (slug: string, text: string) => ({
      ...sampleRecord(nestedFields(nestedFields(modelOf("FaqYaml"), "groups"), "questions"), ""),
      slug,
      question: text,
    })
    writeYaml("faq.yaml", {
      ...sampleRecord(modelOf("FaqYaml"), ""),
      groups: [
        { title: "Before", questions: [question("referral", "Referral?"), question("wear", "Wear?")] },
        { title: "Paying", questions: [question("billing", "Billing?"), question("referral", "Referral again?")] },
      ],
    })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "faq.yaml", 'groups[2] ("Paying").questions[2] ("Referral again?").slug')).toContain(
      '"referral" is already used by groups[1] ("Before").questions[1] ("Referral?")',
    )
  })

  test("a College registration number that is not digits names the person", () => {
    const member = (name: string, registrationNumber?: string) => ({
      ...sampleRecord(nestedFields(modelOf("TeamYaml"), "members"), "images/social.jpg"),
      slug: name.toLowerCase().replace(/ /g, "-"),
      name,
      ...(registrationNumber === undefined ? {} : { registrationNumber }),
    })
    writeYaml("team.yaml", {
      members: [member("Pat Physio", "12345"), member("Sam Physio", "CPO 1234"), member("Alex")],
    })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "team.yaml", 'members[2] ("Sam Physio").registrationNumber')).toContain("digits only")
  })

  test("a language not on the site's list names the file, the member and the value, with the one it may mean", () => {
    const member = (name: string, languages: unknown[]) => ({
      ...sampleRecord(nestedFields(modelOf("TeamYaml"), "members"), "images/social.jpg"),
      slug: name.toLowerCase().replace(/ /g, "-"),
      name,
      languages,
    })
    writeYaml("team.yaml", {
      members: [member("Pat Physio", ["English", "Panjabi"]), member("Sam Desk", ["English", "Klingon", "English"])],
    })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(3)
    expect(problemFor(problems, "team.yaml", 'members[1] ("Pat Physio").languages[2]')).toBe(
      `${shown("team.yaml")}: members[1] ("Pat Physio").languages[2]: "Panjabi" is not on the site's list of languages; did you mean "Punjabi"?`,
    )
    expect(problemFor(problems, "team.yaml", 'members[2] ("Sam Desk").languages[2]')).toMatch(
      /"Klingon" is not on the site's list of languages \(pick one in the CMS, or ask a developer/,
    )
    expect(problemFor(problems, "team.yaml", 'members[2] ("Sam Desk").languages[3]')).toMatch(/listed twice/)
  })

  test("a negative fee, a fee written with its $ sign and a length that is not whole minutes name the visit", () => {
    const visit = (name: string, extra: Record<string, unknown>) => ({
      ...sampleRecord(nestedFields(modelOf("FeesYaml"), "visits"), "images/social.jpg"),
      slug: name.toLowerCase().replace(/ /g, "-"),
      name,
      ...extra,
    })
    const fees = sampleRecord(modelOf("FeesYaml"), "images/social.jpg")
    writeYaml("fees.yaml", {
      ...fees,
      visits: [
        visit("First visit", { price: -130 }),
        visit("Follow-up", { price: "$100" }),
        visit("Short visit", { minutes: 22.5 }),
      ],
    })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(3)
    expect(problemFor(problems, "fees.yaml", 'visits[1] ("First visit").price')).toMatch(
      /is the number -130, but should be a number of 0 or more$/,
    )
    expect(problemFor(problems, "fees.yaml", 'visits[2] ("Follow-up").price')).toMatch(
      /write the number alone, without quotes or a \$ sign: 100$/,
    )
    expect(problemFor(problems, "fees.yaml", 'visits[3] ("Short visit").minutes')).toMatch(
      /should be a whole number of 1 or more$/,
    )
  })

  test("a public register link on another host than the College's portal names the person and the host it needs", () => {
    const member = (name: string, registerUrl: string) => ({
      ...sampleRecord(nestedFields(modelOf("TeamYaml"), "members"), "images/social.jpg"),
      slug: name.toLowerCase().replace(/ /g, "-"),
      name,
      registerUrl,
    })
    const portal = "https://portal.collegept.org/en-US/public-register/display-member-contact/?id=abc"
    writeYaml("team.yaml", {
      members: [
        member("Pat Physio", portal),
        member("Sam Physio", "https://collegept.example.org/register/sam"),
        member("Alex Physio", portal.replace("https:", "http:")),
      ],
    })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(2)
    for (const who of ['members[2] ("Sam Physio")', 'members[3] ("Alex Physio")'])
      expect(problemFor(problems, "team.yaml", `${who}.registerUrl`)).toContain(
        "should be a page of the College's public register, starting with https://portal.collegept.org/",
      )
  })

  test("a link that is not an address on this site names the field and shows the form it takes", () => {
    const site = validSite()
    site.quickLinks = [
      { label: "Contact", path: "/contact" },
      { label: "FAQ", path: "faq" },
      { label: "Away", path: "//example.org/x" },
    ]
    writeYaml("site.yaml", site)
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(2)
    expect(problemFor(problems, "site.yaml", 'quickLinks[2] ("faq").path')).toContain(
      'is "faq", but should be an address on this site starting with /, like /contact',
    )
    expect(problemFor(problems, "site.yaml", 'quickLinks[3] ("//example.org/x").path')).toContain(
      'is "//example.org/x", but should be an address on this site',
    )
  })

  test("a missing site.yaml is reported", () => {
    remove("site.yaml")
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`^${escapeRegExp(shown("site.yaml"))}: the file is missing`))
  })

  test("a nested field is named by its item number and title", () => {
    const source = (slug: string, title: string) => ({
      slug,
      title,
      publisher: "HealthLinkBC",
      country: "Canada",
      kind: "government",
      url: `https://www.healthlinkbc.ca/${slug}`,
    })
    const { publisher: _publisher, ...third } = source("third", "Third")
    writeYaml("health-sources.yaml", {
      sources: [source("sample-source", "First"), source("other-source", "Second"), third],
    })
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "health-sources.yaml", 'sources[3] ("Third").publisher')).toMatch(/required/)
  })

  test("a layout other than group or article is named", () => {
    writeYaml("conditions/a.yaml", condition("neck", { layout: "grid" }))
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(1)
    expect(problemFor(problems, "conditions/a.yaml", "layout")).toContain('"grid"')
  })

  test("a missing layout is one problem, reported once", () => {
    const { layout: _layout, ...withoutLayout } = condition("neck")
    writeYaml("conditions/a.yaml", withoutLayout)
    expect(validateContent(contentDir)).toEqual([
      `${shown("conditions/a.yaml")} ("Condition neck"): layout: is required but missing`,
    ])
  })

  test("an article page without its article, or the health information every article page closes with, is named", () => {
    writeYaml("conditions/b.yaml", condition("vertigo", { layout: "article" }))
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(5)
    expect(problemFor(problems, "conditions/b.yaml", "article")).toMatch(/required when layout is article/)
    for (const field of ["regions", "whenToGetHelp", "sources", "review"])
      expect(problemFor(problems, "conditions/b.yaml", field)).toMatch(/required when layout is article/)
  })

  test("a group page's category keeps no article or health information: each condition has its own", () => {
    const page = conditionPage("x", "neck")
    writeYaml("conditions/a.yaml", condition("neck", { sources: page.sources }))
    writeYaml("condition-pages/x.yaml", page)
    expect(problemFor(validateContent(contentDir), "conditions/a.yaml", "sources")).toMatch(
      /only for layout: article; each condition of a group page has its own, in condition-pages\//,
    )
  })

  test("a group page no condition names yet is a warning, not a problem: its conditions come after it", () => {
    writeYaml("conditions/a.yaml", condition("neck"))
    expect(validateContent(contentDir, TODAY)).toEqual([])
    expect(contentWarnings(contentDir, TODAY)).toEqual([
      `${shown("conditions/a.yaml")} ("Condition neck"): layout: is group, but no file in condition-pages/ names it as its category yet, so its page lists nothing`,
    ])
  })

  test("redirectFrom must be another address on the site", () => {
    writeYaml(
      "conditions/a.yaml",
      condition("neck", { redirectFrom: ["/Conditions/neck", "Conditions/neck", "/conditions/neck"] }),
    )
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(2)
    expect(problemFor(problems, "conditions/a.yaml", "redirectFrom[2]")).toContain('"Conditions/neck"')
    expect(problemFor(problems, "conditions/a.yaml", "redirectFrom[3]")).toContain('"/conditions/neck"')
  })

  describe("a post's references", () => {
    /** A team with one member and a post naming `author` and `conditions`. */
    function writePost(author: string, conditions: string[]) {
      const team = sampleRecord(modelOf("TeamYaml"), "")
      writeYaml("team.yaml", {
        ...team,
        members: [{ ...(team.members as object[])[0], slug: "priya-sharma", photo: "images/social.jpg" }],
      })
      writeYaml("conditions/spinal.yaml", condition("spinal"))
      writeYaml("condition-pages/whiplash.yaml", conditionPage("whiplash", "spinal"))
      writeYaml("posts/a-post.yaml", {
        ...sampleRecord(modelOf("PostsYaml"), ""),
        slug: "a-post",
        author,
        conditions,
      })
    }

    test("an author and conditions that exist, a category or one of its conditions, are accepted", () => {
      writePost("priya-sharma", ["spinal", "whiplash"])
      expect(validateContent(contentDir)).toEqual([])
    })

    test("an author who is not on the team names the post's file and the author field", () => {
      writePost("pat-nobody", [])
      const problems = validateContent(contentDir)
      expect(problems).toHaveLength(1)
      expect(problemFor(problems, path.join("posts", "a-post.yaml"), "author")).toContain(
        '"pat-nobody" is not a member of Our Team (team.yaml)',
      )
    })

    test("an unknown condition names the post's file and the list item", () => {
      writePost("priya-sharma", ["whiplash", "hip-pain"])
      const problems = validateContent(contentDir)
      expect(problems).toHaveLength(1)
      expect(problemFor(problems, path.join("posts", "a-post.yaml"), "conditions[2]")).toContain(
        '"hip-pain" is not a condition',
      )
    })

    test("a slug close to one that exists is named with it", () => {
      writePost("priya-sharm", ["whiplahs"])
      const problems = validateContent(contentDir)
      expect(problems).toHaveLength(2)
      expect(problemFor(problems, path.join("posts", "a-post.yaml"), "author")).toContain(
        '"priya-sharm" is not a member of Our Team (team.yaml); did you mean "priya-sharma"?',
      )
      expect(problemFor(problems, path.join("posts", "a-post.yaml"), "conditions[1]")).toContain(
        'did you mean "whiplash"?',
      )
    })

    /** The one problem, at `field`, of a post that would be valid but for `changes`. */
    function postProblem(changes: Record<string, unknown>, field: string) {
      writePost("priya-sharma", [])
      const post = { ...sampleRecord(modelOf("PostsYaml"), ""), slug: "a-post", author: "priya-sharma" }
      writeYaml("posts/a-post.yaml", { ...post, ...changes })
      const problems = validateContent(contentDir)
      expect(problems).toHaveLength(1)
      return problemFor(problems, path.join("posts", "a-post.yaml"), field)
    }

    test("a date not written year-month-day names the post's file and the date field", () => {
      expect(postProblem({ date: "October 14, 2026" }, "date")).toContain(
        'is "October 14, 2026", but should be a date written year-month-day, like 2026-10-14',
      )
    })

    test("a cover without a description of it is named", () => {
      expect(postProblem({ cover: "../images/condition.jpg" }, "coverAlt")).toContain(
        "is required when there is a cover",
      )
    })
  })

  describe("a condition's page, held to the standard of trusted health information", () => {
    /** The problems of a content folder with one category and one condition page of it, changed by `changes`. */
    function problemsWith(changes: Record<string, unknown>, today = TODAY) {
      writeYaml("conditions/feet.yaml", condition("feet", { title: "Feet" }))
      writeYaml("condition-pages/heel.yaml", conditionPage("heel", "feet", { title: "Heel Pain", ...changes }))
      return validateContent(contentDir, today)
    }
    const file = "condition-pages/heel.yaml"

    test("each problem names the file, the condition and the field", () => {
      const [line] = problemsWith({ review: review({ reviewedBy: "jane-doe" }) })
      expect(line).toBe(
        `${shown(file)} ("Heel Pain"): review.reviewedBy: "jane-doe" is not a member of Our Team (team.yaml)`,
      )
    })

    test("a reviewer or writer who is not on the team", () => {
      const problems = problemsWith({ review: review({ reviewedBy: "priya-sharm", writtenBy: "sam" }) })
      expect(problems).toHaveLength(2)
      expect(problemFor(problems, file, "review.reviewedBy")).toContain('did you mean "priya-sharma"?')
      expect(problemFor(problems, file, "review.writtenBy")).toContain('"sam" is not a member of Our Team')
    })

    test("a next review on or before the last review", () => {
      const problems = problemsWith({ review: review({ lastReviewed: "2026-03-03", nextReview: "2025-03-03" }) })
      expect(problems).toEqual([
        `${shown(file)} ("Heel Pain"): review.nextReview: is 2025-03-03, but should come after the last review (2026-03-03)`,
      ])
      expect(problemsWith({ review: review({ nextReview: "2026-03-03" }) })).toHaveLength(1)
    })

    test("a last review still to come: the editor's to refuse on the day of the edit, the build takes it", () => {
      const ahead = review({ lastReviewed: "2026-11-25", nextReview: "2027-11-25" })
      // The build refuses only what is wrong on every day: from 2026-11-25 on, this review is right.
      expect(problemsWith({ review: ahead })).toEqual([])
      // The CMS's date widget checks the window where the date is typed, with these words (date-widget.ts).
      expect(dateProblem("2026-11-25", TODAY, "past")).toBe(
        "is 2026-11-25, but should be a day that has come (up to 2026-11-24): did you mean 2025-11-25?",
      )
    })

    test("a page with no warning signs, and a sign that is not in the shared list", () => {
      const whenToGetHelp = { signs: [], physiotherapy: ["Pain after 2 weeks"] }
      expect(problemsWith({ whenToGetHelp })).toEqual([
        `${shown(file)} ("Heel Pain"): whenToGetHelp.signs: is required but empty: give at least one`,
        `${shown(file)} ("Heel Pain"): whenToGetHelp.signs: leaves out "sample-sign" (New trouble peeing), a must-not-miss sign of every Low back page (warning-signs.yaml, regions[1] ("Low back")): show it, or set it aside under whenToGetHelp.setAside with the reason it does not apply to this condition`,
      ])
      const made = { signs: ["sample-sign", "sampel-sign", "chest-pain"], physiotherapy: ["Pain after 2 weeks"] }
      expect(problemsWith({ whenToGetHelp: made })).toEqual([
        `${shown(file)} ("Heel Pain"): whenToGetHelp.signs[2]: "sampel-sign" is not a warning sign of the shared list (warning-signs.yaml); did you mean "sample-sign"?`,
        `${shown(file)} ("Heel Pain"): whenToGetHelp.signs[3]: "chest-pain" is not a warning sign of the shared list (warning-signs.yaml)`,
      ])
    })

    test("a page that leaves out a must-not-miss sign of its region names the sign, its words and the region", () => {
      writeYaml("warning-signs.yaml", {
        signs: [sign({ text: "Chest pain" }), sign({ slug: "other-sign" })],
        regions: [region({ mustNotMiss: ["sample-sign", "other-sign"] })],
      })
      expect(problemsWith({})).toEqual([
        `${shown(file)} ("Heel Pain"): whenToGetHelp.signs: leaves out "other-sign" (New trouble peeing), a must-not-miss sign of every Low back page (warning-signs.yaml, regions[1] ("Low back")): show it, or set it aside under whenToGetHelp.setAside with the reason it does not apply to this condition`,
      ])
    })

    describe("signs in proportion: the few that matter, the rest set aside with a reason", () => {
      /** The shared list: `count` emergency and today signs of the Low back region, and an Elbow sign. */
      function signsOfLowBack(count: number, mustNotMiss: string[] = ["sample-sign"]) {
        const numbered = (tier: string) =>
          Array.from({ length: count }, (_, i) => sign({ slug: `${tier}-${i + 1}`, text: `A ${tier} sign`, tier }))
        writeYaml("warning-signs.yaml", {
          signs: [
            sign(),
            ...numbered("emergency"),
            ...numbered("today"),
            sign({
              slug: "elbow-bursitis",
              text: "A red, hot swelling at the tip of your elbow",
              tier: "today",
              regions: ["elbow"],
            }),
            sign({
              slug: "hot-joint",
              text: "A hot, swollen joint",
              tier: "today",
              regions: ["sample-region", "elbow"],
            }),
          ],
          regions: [
            region({ mustNotMiss, bodyParts: ["back", "bottom"] }),
            region({ slug: "elbow", title: "Elbow", mustNotMiss: [], bodyParts: ["elbow", "forearm"] }),
          ],
        })
      }
      const help = (extra: Record<string, unknown>) => ({
        whenToGetHelp: { signs: ["sample-sign"], physiotherapy: ["Pain after 2 weeks"], ...extra },
      })

      test("a must-not-miss sign set aside with a reason is not shown, and the page is taken", () => {
        signsOfLowBack(1)
        const setAside = [{ sign: "sample-sign", reason: "not a mimic of heel pain" }]
        expect(problemsWith(help({ signs: ["today-1"], setAside }))).toEqual([])
      })

      test("a sign set aside with no reason, or an empty one, names the page and the sign", () => {
        signsOfLowBack(1)
        expect(problemsWith(help({ signs: ["today-1"], setAside: [{ sign: "sample-sign" }] }))).toEqual([
          `${shown(file)} ("Heel Pain"): whenToGetHelp.setAside[1] ("sample-sign").reason: is required but missing`,
        ])
        expect(problemsWith(help({ signs: ["today-1"], setAside: [{ sign: "sample-sign", reason: " " }] }))).toEqual([
          `${shown(file)} ("Heel Pain"): whenToGetHelp.setAside[1] ("sample-sign").reason: is " ", but should be text, not only spaces`,
        ])
      })

      test("a sign both shown and set aside, or set aside though no region asks for it", () => {
        signsOfLowBack(1)
        const setAside = [
          { sign: "sample-sign", reason: "shown after all" },
          { sign: "today-1", reason: "not a must-not-miss sign" },
        ]
        expect(problemsWith(help({ setAside }))).toEqual([
          `${shown(file)} ("Heel Pain"): whenToGetHelp.setAside[1] ("sample-sign"): is also shown under whenToGetHelp.signs: a sign is either shown or set aside`,
          `${shown(file)} ("Heel Pain"): whenToGetHelp.setAside[2] ("today-1"): is not a must-not-miss sign of this page's regions (Low back), so there is nothing to set aside: remove it`,
        ])
      })

      test("more than 5 emergency or 6 today signs names the tier, the count and the signs", () => {
        signsOfLowBack(7)
        const emergency = ["emergency-1", "emergency-2", "emergency-3", "emergency-4", "emergency-5"]
        const today = ["today-1", "today-2", "today-3", "today-4", "today-5", "today-6"]
        expect(problemsWith(help({ signs: ["sample-sign", ...emergency.slice(0, 4), ...today] }))).toEqual([])
        expect(problemsWith(help({ signs: ["sample-sign", ...emergency, ...today, "today-7"] }))).toEqual([
          `${shown(file)} ("Heel Pain"): whenToGetHelp.signs: shows 6 emergency signs ("sample-sign", "emergency-1", "emergency-2", "emergency-3", "emergency-4", "emergency-5"), but a page shows at most 5: keep the few that matter for this condition, and set the other must-not-miss ones aside with a reason`,
          `${shown(file)} ("Heel Pain"): whenToGetHelp.signs: shows 7 today signs ("today-1", "today-2", "today-3", "today-4", "today-5", "today-6", "today-7"), but a page shows at most 6: keep the few that matter for this condition, and set the other must-not-miss ones aside with a reason`,
        ])
      })

      test("a sign for other regions, or naming another region's body part, is refused", () => {
        signsOfLowBack(1)
        expect(problemsWith(help({ signs: ["sample-sign", "elbow-bursitis"] }))).toEqual([
          `${shown(file)} ("Heel Pain"): whenToGetHelp.signs[2] ("elbow-bursitis"): is a sign for Elbow pages (its regions in warning-signs.yaml), not for this page's (Low back): pick one worded for this page, or add a region to the sign if it fits every page there`,
        ])
        writeYaml("warning-signs.yaml", {
          signs: [
            sign(),
            sign({
              slug: "bursitis",
              text: "A hot swelling at the tip of your elbow or low in your back",
              tier: "today",
              regions: ["sample-region", "elbow"],
            }),
            sign({
              slug: "heart-attack",
              text: "Chest pain with pain in your elbow",
              regions: ["sample-region"],
              wholeBody: true,
            }),
          ],
          regions: [
            region({ bodyParts: ["back", "bottom"] }),
            region({ slug: "elbow", title: "Elbow", mustNotMiss: [], bodyParts: ["elbow", "forearm"] }),
          ],
        })
        expect(problemsWith(help({ signs: ["sample-sign", "bursitis", "heart-attack"] }))).toEqual([
          `${shown(file)} ("Heel Pain"): whenToGetHelp.signs[2] ("bursitis"): says "elbow", a body part of Elbow pages (warning-signs.yaml, its bodyParts), not of this page's regions (Low back): show a sign worded for this page's region`,
        ])
        // On a page of both regions, both words are the page's own.
        expect(
          problemsWith({ regions: ["sample-region", "elbow"], ...help({ signs: ["sample-sign", "bursitis"] }) }),
        ).toEqual([])
      })
    })

    test("a page's regions and sources must be in the shared lists, two to six sources", () => {
      expect(problemsWith({ regions: ["lower-back"] })).toEqual([
        `${shown(file)} ("Heel Pain"): regions[1]: "lower-back" is not a body region or situation (warning-signs.yaml, regions)`,
      ])
      expect(problemFor(problemsWith({ sources: ["sample-source"] }), file, "sources")).toContain(
        "has 1 item, but should have 2 to 6 items",
      )
      const seven = Array.from({ length: 7 }, () => "sample-source")
      expect(problemFor(problemsWith({ sources: seven }), file, "sources")).toContain(
        "has 7 items, but should have 2 to 6 items",
      )
      expect(problemFor(problemsWith({ sources: ["sample-source", "nhs-heel-pain"] }), file, "sources[2]")).toContain(
        '"nhs-heel-pain" is not a source of health information (health-sources.yaml)',
      )
    })

    test("a page of health information not in plain words, or citing no Canadian source, is a warning", () => {
      const description =
        "Plantar fasciitis is a degenerative enthesopathy of the plantar aponeurosis, characterised by microtears, collagen disorganisation and neovascularisation at its calcaneal insertion, which is frequently associated with biomechanical malalignment."
      expect(problemsWith({ description })).toEqual([])
      expect(contentWarnings(contentDir, TODAY)).toEqual([
        `${shown(file)} ("Heel Pain"): description: reads at grade 30.7 (Flesch-Kincaid); keep it to grade 8 or under, with shorter sentences and everyday words`,
        `${shown(file)} ("Heel Pain"): description: has a sentence of 28 words ("Plantar fasciitis is a degenerative enthesopathy of the …"); keep each to 25 words or fewer`,
      ])
      writeYaml("health-sources.yaml", {
        sources: ["sample-source", "other-source"].map(slug => ({
          slug,
          title: slug,
          publisher: "NHS",
          country: "United Kingdom",
          kind: "government",
          url: `https://www.nhs.uk/${slug}`,
        })),
      })
      expect(problemsWith({})).toEqual([])
      expect(contentWarnings(contentDir, TODAY)).toEqual([
        `${shown(file)} ("Heel Pain"): sources: names no Canadian source; cite at least one from health-sources.yaml whose country is Canada`,
      ])
    })

    test("two conditions with the same address: the second names the first and the page both would be", () => {
      writeYaml("condition-pages/heel-again.yaml", conditionPage("heel", "feet", { title: "Heel Pain Again" }))
      expect(problemsWith({})).toEqual([
        `${shown("condition-pages/heel.yaml")} ("Heel Pain"): slug: slug "heel" is already used by ${shown("condition-pages/heel-again.yaml")} ("Heel Pain Again"); each slug must be unique: both would be the page /conditions/feet/heel`,
      ])
    })

    test("a condition with a category's slug, which a post could not tell apart", () => {
      const problems = problemsWith({ slug: "feet" })
      expect(problemFor(problems, file, "slug")).toContain(
        `"feet" is already used by ${shown("conditions/feet.yaml")} ("Feet"); give it its own`,
      )
    })

    test("a category that is not laid out as a list of conditions", () => {
      writeYaml("conditions/jaw.yaml", { ...condition("jaw"), layout: "article" })
      const problems = problemsWith({ category: "jaw" }).filter(line => line.includes("condition-pages/"))
      expect(problemFor(problems, file, "category")).toContain(
        '"jaw" is not a category whose page lists conditions (a file in conditions/ with layout: group)',
      )
    })

    test("a review that is due is a warning naming the file and the condition; the build goes on", () => {
      expect(problemsWith({}, "2027-03-04")).toEqual([])
      expect(contentWarnings(contentDir, "2027-03-04")).toEqual([
        `${shown(file)} ("Heel Pain"): review.nextReview: was due 2027-03-03: check the page again, then give its new review dates`,
      ])
      expect(contentWarnings(contentDir, "2027-03-03")).toEqual([])
    })
  })

  describe("the shared warning signs, sources and glossary", () => {
    test("a sign with no tier, a tier of its own, or no source is named by its slug and field", () => {
      const { tier: _tier, ...noTier } = sign()
      writeYaml("warning-signs.yaml", { signs: [noTier], regions: [region()] })
      expect(validateContent(contentDir)).toEqual([
        `${shown("warning-signs.yaml")}: signs[1] ("sample-sign").tier: is required but missing`,
      ])
      writeYaml("warning-signs.yaml", { signs: [sign({ tier: "soon", sources: [] })], regions: [region()] })
      expect(validateContent(contentDir)).toEqual([
        `${shown("warning-signs.yaml")}: signs[1] ("sample-sign").tier: is "soon", but should be one of emergency, today`,
        `${shown("warning-signs.yaml")}: signs[1] ("sample-sign").sources: is required but empty: give at least one`,
      ])
    })

    test("a source with no address or no title is named by its slug and field", () => {
      writeYaml("health-sources.yaml", {
        sources: [
          {
            slug: "sample-source",
            publisher: "HealthLinkBC",
            country: "Canada",
            kind: "government",
            url: "https://www.healthlinkbc.ca/a",
          },
          {
            slug: "other-source",
            title: "Back pain",
            publisher: "HealthLinkBC",
            country: "Canada",
            kind: "government",
          },
        ],
      })
      expect(validateContent(contentDir)).toEqual([
        `${shown("health-sources.yaml")}: sources[1] ("sample-source").title: is required but missing`,
        `${shown("health-sources.yaml")}: sources[2] ("Back pain").url: is required but missing`,
      ])
    })

    test("a source with no kind, a kind outside the list, or an address that is not its publisher's own", () => {
      const source = (slug: string, extra: Record<string, unknown>) => ({
        slug,
        title: `The page ${slug}`,
        publisher: "A publisher",
        country: "Canada",
        kind: "government",
        url: `https://www.healthlinkbc.ca/${slug}`,
        ...extra,
      })
      const { kind: _kind, ...noKind } = source("sample-source", {})
      writeYaml("health-sources.yaml", {
        sources: [
          noKind,
          source("other-source", { kind: "clinic" }),
          source("copy", { url: "https://www.scribd.com/document/546491052/Position-statement" }),
          source("test-server", { url: "https://test.myhealth.alberta.ca/health/pages/conditions.aspx?Hwid=hw213308" }),
          source("port", { url: "https://myhealth.alberta.ca:443/gca-pathway/before-your-appointment" }),
          source("edition", { url: "https://www.msdmanuals.com/en-sg/home/injuries/ankle-sprains" }),
        ],
      })
      expect(validateContent(contentDir)).toEqual([
        `${shown("health-sources.yaml")}: sources[1] ("The page sample-source").kind: is required but missing`,
        `${shown("health-sources.yaml")}: sources[2] ("The page other-source").kind: is "clinic", but should be one of government, health-system, university, professional-body, peer-reviewed`,
        `${shown("health-sources.yaml")}: sources[3] ("The page copy").url: is on scribd.com, a site that keeps copies of other publishers' documents; give the address where the publisher itself serves it`,
        `${shown("health-sources.yaml")}: sources[4] ("The page test-server").url: is on test.myhealth.alberta.ca, a server for trying pages out; give the address the publisher serves the page from`,
        `${shown("health-sources.yaml")}: sources[5] ("The page port").url: names a port (:443); give the address as the publisher serves it, without ":443"`,
        `${shown("health-sources.yaml")}: sources[6] ("The page edition").url: is another country's edition of the MSD Manual (www.msdmanuals.com/en-sg/); give its Canadian edition's address (msdmanuals.com/en-ca/)`,
      ])
    })

    test("a region's must-not-miss sign that does not apply to the region says where to add it", () => {
      writeYaml("warning-signs.yaml", {
        signs: [sign(), sign({ slug: "chest-pain", text: "Chest pain", regions: ["neck"] })],
        regions: [
          region({ mustNotMiss: ["sample-sign", "chest-pain"] }),
          region({ slug: "neck", title: "Neck", mustNotMiss: [] }),
        ],
      })
      expect(validateContent(contentDir)).toEqual([
        `${shown("warning-signs.yaml")}: regions[1] ("Low back").mustNotMiss[2]: "chest-pain" is a must-not-miss sign of sample-region, but its own regions (signs[2] ("chest-pain").regions) leave sample-region out; add it there`,
      ])
    })

    test("a form of a glossary term may name one term only", () => {
      writeYaml("glossary.yaml", {
        terms: [
          {
            slug: "tendon",
            term: "tendon",
            matches: ["tendons"],
            explanation: "A cord that joins a muscle to a bone.",
          },
          { slug: "tendons", term: "Tendons", explanation: "The cords that join muscles to bones." },
        ],
      })
      expect(validateContent(contentDir)).toEqual([
        `${shown("glossary.yaml")}: terms[2] ("Tendons"): "Tendons" is already a form of terms[1] ("tendon"); a form may name one term only`,
      ])
    })
  })

  describe("an extra page, and the menus that link to it", () => {
    /** A valid extra page at `address`, in content/extra-pages/, with `extra` changed. */
    const extraPage = (title: string, address: string, extra: Record<string, unknown> = {}) => ({
      ...sampleRecord(modelOf("ExtraPageYaml"), "../images/social.jpg"),
      title,
      path: address,
      ...extra,
    })

    /** site.yaml with `links` as the footer's Quick Links. */
    const quickLinks = (...links: Array<[string, string]>) =>
      writeYaml("site.yaml", { ...validSite(), quickLinks: links.map(([label, path]) => ({ label, path })) })

    test("every route of src/pages/ is a page of content/pages/, whose address no extra page may take", () => {
      const pagesDir = path.join(__dirname, "../src/pages")
      const routes = filesUnder(pagesDir, /\.tsx$/).map(file => `/${file.replace(/(^|\/)?index\.tsx$|\.tsx$/, "")}`)
      const fixed = new Set(contentTypes.filter(type => type.group === PAGES).map(type => type.shownAt))
      expect(routes.filter(route => !fixed.has(route))).toEqual([])
    })

    test("a page at an address of its own, linked from a menu, is accepted, a #fragment after it too", () => {
      writeYaml("extra-pages/virtual-care.yaml", extraPage("Virtual care", "/virtual-care"))
      writeYaml("extra-pages/workplace.yaml", extraPage("Workplace program", "/services/workplace-program"))
      quickLinks(["Virtual care", "/virtual-care"], ["Workplace", "/services/workplace-program#sign-up"])
      expect(validateContent(contentDir)).toEqual([])
    })

    test("an address with capitals or spaces names the file and the field, and gives the address it should be", () => {
      writeYaml("extra-pages/virtual-care.yaml", extraPage("Virtual care", "/Virtual Care"))
      expect(validateContent(contentDir)).toEqual([
        `${shown("extra-pages/virtual-care.yaml")} ("Virtual care"): path: is "/Virtual Care", but should be / then lowercase words joined by hyphens, with no capitals, spaces or other signs: "/virtual-care"`,
      ])
      writeYaml("extra-pages/virtual-care.yaml", extraPage("Virtual care", "virtual_care/"))
      expect(problemFor(validateContent(contentDir), "extra-pages/virtual-care.yaml", "path")).toContain(
        '"/virtual-care"',
      )
    })

    test("two pages at one address: the second names the first", () => {
      writeYaml("extra-pages/a-virtual-care.yaml", extraPage("Virtual care", "/virtual-care"))
      writeYaml("extra-pages/b-video-visits.yaml", extraPage("Video visits", "/virtual-care"))
      expect(validateContent(contentDir)).toEqual([
        `${shown("extra-pages/b-video-visits.yaml")} ("Video visits"): path: "/virtual-care" is already the address of ${shown("extra-pages/a-virtual-care.yaml")} ("Virtual care"); give this page another address`,
      ])
    })

    test("the address of a page of content/pages/ names that page", () => {
      writeYaml("extra-pages/contact-us.yaml", extraPage("Contact us", "/contact"))
      writeYaml("extra-pages/physio.yaml", extraPage("Physio", "/services/physiotherapy"))
      const problems = validateContent(contentDir)
      expect(problems).toHaveLength(2)
      expect(problemFor(problems, "extra-pages/contact-us.yaml", "path")).toBe(
        `${shown("extra-pages/contact-us.yaml")} ("Contact us"): path: "/contact" is already the address of the Contact page (${shown("pages/contact.yaml")}); give this page another address`,
      )
      expect(problemFor(problems, "extra-pages/physio.yaml", "path")).toContain(
        `is already the address of the Physiotherapy page (${shown("pages/services-physiotherapy.yaml")})`,
      )
    })

    test("an address the site keeps, or one under the conditions' or the posts' pages, says why", () => {
      const kept = {
        admin: "/admin",
        statics: "/static/leaflet",
        data: "/page-data",
        missing: "/404",
        post: "/blogs/virtual-care",
        condition: "/conditions/spinal-conditions/virtual-care",
      }
      for (const [name, address] of Object.entries(kept))
        writeYaml(`extra-pages/${name}.yaml`, extraPage(name, address))
      const problems = validateContent(contentDir)
      expect(problems).toHaveLength(6)
      expect(problemFor(problems, "extra-pages/admin.yaml", "path")).toContain(
        '"/admin" is kept for the content editor; give this page another address',
      )
      expect(problemFor(problems, "extra-pages/statics.yaml", "path")).toContain('"/static/leaflet" is kept for')
      expect(problemFor(problems, "extra-pages/data.yaml", "path")).toContain('"/page-data" is kept for')
      expect(problemFor(problems, "extra-pages/missing.yaml", "path")).toContain(
        `"/404" is already the address of the page for an address that is not found (${shown("pages/not-found.yaml")})`,
      )
      expect(problemFor(problems, "extra-pages/post.yaml", "path")).toContain(
        '"/blogs/virtual-care" is under /blogs/, where only the pages of blog posts are; give this page an address outside it, e.g. /virtual-care',
      )
      expect(problemFor(problems, "extra-pages/condition.yaml", "path")).toContain(
        "is under /conditions/, where only the pages of condition categories and conditions are",
      )
    })

    test("a picture without its description is refused; the page may have neither", () => {
      writeYaml("extra-pages/a.yaml", extraPage("A", "/a", { image: "../images/condition.jpg" }))
      writeYaml("extra-pages/b.yaml", extraPage("B", "/b", { image: "../images/condition.jpg", imageAlt: "A room" }))
      expect(validateContent(contentDir)).toEqual([
        `${shown("extra-pages/a.yaml")} ("A"): imageAlt: is required when there is a picture: describe what it shows for people who cannot see it`,
      ])
    })

    test("a menu's link to no page names the menu's item, with the page it may mean", () => {
      writeYaml("extra-pages/virtual-care.yaml", extraPage("Virtual care", "/virtual-care"))
      quickLinks(["Virtual care", "/virtual-cares"], ["Contact", "/Contact"], ["Telehealth", "/telehealth#book"])
      const problems = validateContent(contentDir)
      expect(problems).toHaveLength(3)
      expect(problemFor(problems, "site.yaml", 'quickLinks[1] ("/virtual-cares").path')).toBe(
        `${shown("site.yaml")}: quickLinks[1] ("/virtual-cares").path: "/virtual-cares" leads to no page of the site; did you mean "/virtual-care"?`,
      )
      expect(problemFor(problems, "site.yaml", 'quickLinks[2] ("/Contact").path')).toContain('did you mean "/contact"?')
      expect(problemFor(problems, "site.yaml", 'quickLinks[3] ("/telehealth#book").path')).toContain(
        '"/telehealth#book" leads to no page of the site: give the address of one of its pages, or add that page first (in the CMS under Extra pages, or in content/extra-pages/)',
      )
    })

    test("a menu may link to any page the content makes: a category, a condition, a post, the blog's pages", () => {
      writeYaml("conditions/neck.yaml", condition("neck"))
      writeYaml("condition-pages/neck-pain.yaml", conditionPage("neck-pain", "neck"))
      writeYaml("posts/a-post.yaml", { ...sampleRecord(modelOf("PostsYaml"), ""), slug: "a-post", author: REVIEWER })
      writeYaml("site.yaml", {
        ...validSite(),
        navigation: ["/", "/blogs", "/conditions/neck", "/conditions/neck/neck-pain#symptoms", "/blogs/a-post"].map(
          path => ({ label: path, path }),
        ),
        legalLinks: [{ label: "Privacy", path: "/privacy" }],
      })
      expect(validateContent(contentDir, TODAY)).toEqual([])
      writeYaml("site.yaml", { ...validSite(), legalLinks: [{ label: "Old", path: "/blogs/page/2" }] })
      expect(problemFor(validateContent(contentDir), "site.yaml", 'legalLinks[1] ("/blogs/page/2").path')).toContain(
        "leads to no page of the site",
      )
    })
  })

  test("several problems give one line each", () => {
    const site = validSite()
    delete site.email
    site.bookingUrl = "book.example.org"
    writeYaml("site.yaml", site)
    writeYaml("conditions/a.yaml", condition("Neck_Pain", { image: "../images/missing.jpg" }))
    const problems = validateContent(contentDir)
    expect(problems).toHaveLength(4)
    problemFor(problems, "site.yaml", "email")
    problemFor(problems, "site.yaml", "bookingUrl")
    problemFor(problems, "conditions/a.yaml", "slug")
    problemFor(problems, "conditions/a.yaml", "image")
    for (const line of problems) expect(line).not.toContain("\n")
  })
})

describe("pages in other languages (content/language-pages/)", () => {
  const file = "language-pages/pa.yaml"
  /** A page in Punjabi made from today's English, checked by no one yet, with what `extra` changes. */
  const punjabi = (
    extra: Record<string, unknown> = {},
    sentence: Partial<Record<LanguagePageSentence, string>> = {},
  ) => ({
    language: "pa",
    translatedBy: "ਵੈੱਬਸਾਈਟ ਟੀਮ",
    sentences: Object.fromEntries(
      SENTENCE_KEYS.map(key => [
        key,
        { text: sentence[key] ?? `ਪੰਜਾਬੀ ${ENGLISH[key]}`, from: fingerprintOf(ENGLISH[key]) },
      ]),
    ),
    ...extra,
  })
  /** Our Team with one member, who speaks `languages`. */
  const teamSpeaking = (...languages: string[]) => {
    const team = sampleRecord(modelOf("TeamYaml"), "images/social.jpg")
    writeYaml("team.yaml", {
      members: [{ ...(team.members as object[])[0], slug: REVIEWER, name: "Priya Sharma", languages }],
    })
  }

  test("a page in a language someone on the team speaks, made from today's English, is accepted", () => {
    teamSpeaking("English", "Punjabi")
    writeYaml(file, punjabi())
    expect(validateContent(contentDir, TODAY)).toEqual([])
    expect(contentWarnings(contentDir, TODAY)).toEqual([])
  })

  test("a page in a language nobody on the team speaks is refused, naming the language", () => {
    teamSpeaking("English", "Hindi")
    writeYaml(file, punjabi())
    expect(problemFor(validateContent(contentDir, TODAY), file, "language")).toMatch(
      /is "pa" \(Punjabi\), which no one on Our Team lists among their languages \(team\.yaml\)/,
    )
  })

  test("a check by someone who does not speak it is refused, with who could", () => {
    const team = sampleRecord(modelOf("TeamYaml"), "images/social.jpg")
    const member = (team.members as object[])[0]
    writeYaml("team.yaml", {
      members: [
        { ...member, slug: REVIEWER, name: "Priya Sharma", languages: ["English", "Punjabi"] },
        { ...member, slug: "sam-lee", name: "Sam Lee", languages: ["English"] },
      ],
    })
    writeYaml(file, punjabi({ confirmedBy: "sam-lee", confirmedOn: "2026-11-20" }))
    expect(problemFor(validateContent(contentDir, TODAY), file, "confirmedBy")).toContain(
      `is "sam-lee", who does not list Punjabi among their languages (team.yaml): the page is checked by someone who speaks it, e.g. "${REVIEWER}"`,
    )
    writeYaml(file, punjabi({ confirmedBy: REVIEWER, confirmedOn: "2026-11-20" }))
    expect(validateContent(contentDir, TODAY)).toEqual([])
    writeYaml(file, punjabi({ confirmedBy: REVIEWER }))
    expect(problemFor(validateContent(contentDir, TODAY), file, "confirmedOn")).toContain("is required when")
  })

  test("a missing sentence, a fact in braces lost or misspelt, and an unknown code are refused", () => {
    teamSpeaking("English", "Punjabi")
    const page = punjabi({}, { callUs: "ਸਾਨੂੰ ਫ਼ੋਨ ਕਰੋ: {telephone}", openNow: "ਹੁਣ ਖੁੱਲ੍ਹਾ ਹੈ" })
    delete (page.sentences as Record<string, unknown>).wear
    writeYaml(file, page)
    const problems = validateContent(contentDir, TODAY)
    expect(problemFor(problems, file, "sentences.wear")).toContain("is required but missing")
    expect(problemFor(problems, file, "sentences.callUs.text")).toContain(
      "has {telephone}, which the page does not fill in: it fills in {phone}",
    )
    expect(problemFor(problems, file, "sentences.openNow.text")).toContain("leaves out {time}")
    writeYaml("language-pages/paa.yaml", { ...punjabi(), language: "paa" })
    expect(problemFor(validateContent(contentDir, TODAY), "language-pages/paa.yaml", "language")).toContain(
      '"paa" is not the code of a language on the site\'s list other than English (src/lib/languages.ts); did you mean "pa" (Punjabi)?',
    )
  })

  test("the name the CMS lists a page by, when given, is its language's", () => {
    teamSpeaking("English", "Punjabi")
    writeYaml(file, punjabi({ listedAs: "Punjabi (ਪੰਜਾਬੀ)" }))
    expect(validateContent(contentDir, TODAY)).toEqual([])
    writeYaml(file, punjabi({ listedAs: "Hindi (हिन्दी)" }))
    expect(problemFor(validateContent(contentDir, TODAY), file, "listedAs")).toContain(
      'is "Hindi (हिन्दी)", but the page is in Punjabi: write "Punjabi (ਪੰਜਾਬੀ)", or leave it out (the CMS writes it)',
    )
  })

  test("a file not named after its language's code is refused", () => {
    teamSpeaking("English", "Punjabi")
    writeYaml("language-pages/punjabi.yaml", punjabi())
    expect(problemFor(validateContent(contentDir, TODAY), "language-pages/punjabi.yaml", "language")).toContain(
      'is "pa", but the file is punjabi.yaml: name it pa.yaml (its page is at /pa)',
    )
  })

  test("English changed since a sentence was made from it: the build warns, and names the sentence", () => {
    teamSpeaking("English", "Punjabi")
    writeYaml(file, punjabi())
    writeYaml("language-page.yaml", { sentences: { ...ENGLISH, wear: "Wear loose clothes." } })
    expect(validateContent(contentDir, TODAY)).toEqual([])
    expect(contentWarnings(contentDir, TODAY)).toEqual([
      `${shown(file)}: sentences.wear: was made from English that has changed since (now "Wear loose clothes."): update it, or have someone who speaks Punjabi check it again`,
    ])
  })
})

describe("the list of sample facts (content/samples/)", () => {
  const list = (file: string, samples: Array<Record<string, unknown>> = []) => ({
    slug: "site",
    title: "Clinic facts",
    file,
    samples,
  })

  test("a list of a file content/ does not have is a warning, with the file it may mean", () => {
    const fact = { label: "name", field: "name", fingerprint: "0123456789abcdef" }
    writeYaml("samples/site.yaml", list("sitee.yaml", [fact]))
    expect(validateContent(contentDir)).toEqual([])
    expect(contentWarnings(contentDir)).toEqual([
      `${shown("samples/site.yaml")} ("Clinic facts"): file: "sitee.yaml" is not a file of content/, so none of its facts is a sample: did you mean "site.yaml"? Else delete this list`,
    ])
  })

  test("a list whose page staff deleted in the CMS, which keeps the list, stops no build", () => {
    const fact = { label: "heading", field: "heading", fingerprint: "0123456789abcdef" }
    writeYaml("samples/site.yaml", list("extra-pages/virtual-care.yaml", [fact]))
    expect(validateContent(contentDir)).toEqual([])
    expect(contentWarnings(contentDir)).toEqual([
      `${shown("samples/site.yaml")} ("Clinic facts"): file: "extra-pages/virtual-care.yaml" is not a file of content/, so none of its facts is a sample: delete this list`,
    ])
  })

  test("a fact no longer in its file is a warning: the value it was is gone", () => {
    const fact = { label: "phone", field: "phone", fingerprint: "0123456789abcdef" }
    writeYaml("samples/site.yaml", list("site.yaml", [fact, { ...fact, label: "fax", field: "fax" }]))
    expect(validateContent(contentDir)).toEqual([])
    expect(contentWarnings(contentDir)).toEqual([
      `${shown("samples/site.yaml")}: samples: "fax" is no longer in content/site.yaml (its item or field was removed), so it is no sample: delete it here`,
    ])
  })
})

describe("holidays and closures, and notices", () => {
  test("a holiday Ontario does not have is named, with the ones to choose from", () => {
    writeYaml("holidays.yaml", { holidays: [{ holiday: "Christmas" }] })
    expect(
      problemFor(validateContent(contentDir, TODAY), "holidays.yaml", 'holidays[1] ("Christmas").holiday'),
    ).toMatch(/Christmas Day/)
  })

  test("a holiday twice, one time without the other, and a closing before the opening", () => {
    writeYaml("holidays.yaml", {
      holidays: [
        { holiday: "Christmas Day" },
        { holiday: "Christmas Day" },
        { holiday: "Christmas Eve", opens: "10:00" },
        { holiday: "Boxing Day", opens: "14:00", closes: "10:00" },
      ],
    })
    const problems = validateContent(contentDir, TODAY)
    expect(problemFor(problems, "holidays.yaml", 'holidays[2] ("Christmas Day")')).toMatch(/listed twice/)
    expect(problemFor(problems, "holidays.yaml", 'holidays[3] ("Christmas Eve").closes')).toMatch(
      /give both times, or neither when closed/,
    )
    expect(problemFor(problems, "holidays.yaml", 'holidays[4] ("Boxing Day").closes')).toMatch(
      /should come after the opening time \(14:00\)/,
    )
  })

  test("a day no calendar has, written unquoted as YAML lets an editor, is refused, naming the file, field and value", () => {
    write("holidays.yaml", "closures:\n  - from: 2027-02-29\n    reason: staff training\n")
    expect(validateContent(contentDir, TODAY)).toEqual([
      `${shown("holidays.yaml")}: closures[1] ("staff training").from: is "2027-02-29", a day that does not exist (February 2027 has 28 days): give a real date`,
    ])
    write("holidays.yaml", "closures:\n  - from: 2028-02-29\n    reason: staff training\n")
    expect(validateContent(contentDir, TODAY)).toEqual([])
  })

  test("a closure that ends before it starts, or overlaps another, is named", () => {
    writeYaml("holidays.yaml", {
      closures: [
        { from: "2026-12-28", to: "2026-12-24", reason: "the holidays" },
        { from: "2027-02-01", to: "2027-02-05", reason: "renovations" },
        { from: "2027-02-05", reason: "staff training" },
      ],
    })
    const problems = validateContent(contentDir, TODAY)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/closures\[1\].*\.to: is 2026-12-24, before its first day \(2026-12-28\)/)
    expect(problems[1]).toMatch(/closures\[3\].*\.from: overlaps closures\[2\]/)
  })

  test("a notice that ends before it starts is a problem; one that is over, and a past closure, are warnings", () => {
    writeYaml("notices.yaml", { notices: [{ text: "Closed Monday.", from: "2026-12-02", to: "2026-12-01" }] })
    expect(validateContent(contentDir, TODAY)[0]).toMatch(/notices\[1\].*\.to: is 2026-12-01, before its first day/)
    writeYaml("notices.yaml", { notices: [{ text: "Closed Monday.", from: "2026-11-01", to: "2026-11-02" }] })
    writeYaml("holidays.yaml", { closures: [{ from: "2026-11-20", reason: "a flood" }] })
    expect(validateContent(contentDir, TODAY)).toEqual([])
    const warnings = contentWarnings(contentDir, TODAY)
    expect(warnings).toHaveLength(2)
    expect(warnings.join("\n")).toMatch(
      /closures\[1\].*: ended on 2026-11-20: the site no longer shows it, so you can delete it/,
    )
    expect(warnings.join("\n")).toMatch(/notices\[1\].*: ended on 2026-11-02/)
  })
})

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
