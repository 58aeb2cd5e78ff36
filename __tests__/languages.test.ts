/** @jest-environment node */
// The site's languages, one record each (src/lib/languages.ts): the list editors pick from, each with a code that
// browsers and search engines read, its direction, its script's font and its locales; who on the team speaks each;
// and the clinic's languages made from the team's.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { SCRIPT_FONTS } from "../src/lib/font"
import {
  clinicLanguages,
  directionOf,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageNamed,
  languageOfCode,
  speakersOf,
} from "../src/lib/languages"
import { contentDir } from "./support/content-dir"

const team = parse(fs.readFileSync(path.join(contentDir, "team.yaml"), "utf8")) as {
  members: Array<{ slug: string; name: string; languages: string[] }>
}
const pageCodes = fs
  .readdirSync(path.join(contentDir, "language-pages"))
  .filter(file => file.endsWith(".yaml"))
  .map(
    file =>
      (parse(fs.readFileSync(path.join(contentDir, "language-pages", file), "utf8")) as { language: string }).language,
  )

/** The direction Intl gives a locale: getTextInfo() where the engine has it, the textInfo getter in Node 22's. */
function intlDirection(code: string) {
  const locale = new Intl.Locale(code) as Intl.Locale & {
    getTextInfo?: () => { direction: string }
    textInfo?: { direction: string }
  }
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction
}

test("each language is listed once, alphabetically, with a valid BCP 47 code of its own", () => {
  expect([...LANGUAGE_NAMES].sort((a, b) => a.localeCompare(b))).toEqual(LANGUAGE_NAMES)
  expect(new Set(LANGUAGE_NAMES).size).toBe(LANGUAGES.length)
  expect(new Set(LANGUAGES.map(language => language.code)).size).toBe(LANGUAGES.length)
  for (const { name, code } of LANGUAGES) expect([name, Intl.getCanonicalLocales(code)]).toEqual([name, [code]])
})

test("the languages Mississauga and Toronto speak most at home are on the list", () => {
  for (const name of ["Punjabi", "Urdu", "Mandarin", "Cantonese", "Polish", "Arabic", "Tagalog", "Tamil", "French"])
    expect(LANGUAGE_NAMES).toContain(name)
})

test("every language the team lists, and every page in another language, has its record", () => {
  for (const member of team.members)
    for (const name of member.languages)
      expect([member.slug, name, languageNamed(name)?.name]).toEqual([member.slug, name, name])
  for (const code of pageCodes) expect([code, languageOfCode(code)?.code]).toEqual([code, code])
  expect(pageCodes.length).toBeGreaterThan(0)
})

describe("each record", () => {
  test("is written in the direction Intl gives its language: Urdu and Arabic right to left, Punjabi left to right", () => {
    expect(languageOfCode("ur")?.dir).toBe("rtl")
    expect(languageOfCode("ar")?.dir).toBe("rtl")
    expect(languageOfCode("pa")?.dir).toBe("ltr")
    expect(directionOf("fa-AF")).toBe("rtl")
    for (const { code, dir } of LANGUAGES) expect([code, dir]).toEqual([code, intlDirection(code)])
  })

  test("has Open Graph's locale: the language in Canada, or the territory its code names", () => {
    expect(languageOfCode("pa")?.ogLocale).toBe("pa_CA")
    expect(languageOfCode("fa-AF")?.ogLocale).toBe("fa_AF")
    for (const { code, ogLocale } of LANGUAGES)
      expect([code, ogLocale]).toEqual([code, expect.stringMatching(/^[a-z]{2,3}_[A-Z]{2}$/)])
  })

  test("has an Intl locale in Western digits and the Gregorian calendar, whatever the language's default elsewhere", () => {
    for (const { code, intlLocale } of LANGUAGES) {
      const { numberingSystem, calendar } = new Intl.DateTimeFormat(intlLocale).resolvedOptions()
      expect([code, numberingSystem, calendar]).toEqual([code, "latn", "gregory"])
    }
  })

  test("with a script font, names one whose characters draw its own name", () => {
    const inRange = (range: string, point: number) =>
      range.split(",").some(part => {
        const [from, to = from] = part.replace("U+", "").split("-")
        return point >= parseInt(from, 16) && point <= parseInt(to, 16)
      })
    const withFont = LANGUAGES.filter(language => language.scriptFont)
    expect(withFont.map(language => language.code)).toEqual(expect.arrayContaining(["pa", "hi", "ur", "ar"]))
    for (const { code, ownName = "", scriptFont } of withFont) {
      const font = SCRIPT_FONTS[scriptFont!]
      const outside = [...ownName.replace(/\s/g, "")].filter(char => !inRange(font.unicodeRange, char.codePointAt(0)!))
      expect([code, outside]).toEqual([code, []])
    }
    // No font file is copied for nothing.
    for (const script of Object.keys(SCRIPT_FONTS))
      expect(withFont.map(language => language.scriptFont)).toContain(script)
  })
})

test("who speaks a language: each member who lists it, in Our Team's order, and no one for a language off the list", () => {
  const members = [
    { slug: "pat", languages: ["Urdu", "English"] },
    { slug: "sam", languages: null },
    { slug: "alex", languages: ["English", "Urdu"] },
  ]
  expect(speakersOf(members, languageOfCode("ur")).map(member => member.slug)).toEqual(["pat", "alex"])
  expect(speakersOf(members, languageOfCode("pa"))).toEqual([])
  expect(speakersOf(members, languageOfCode("xx"))).toEqual([])
})

test("the clinic's languages: each once, English first, then alphabetical, with who speaks it in the team's order", () => {
  const languages = clinicLanguages([
    { name: "Pat", languages: ["Urdu", "English", "Punjabi"] },
    { name: "Sam", languages: ["English", "Arabic"] },
    { name: "Alex", languages: ["Punjabi", "English"] },
  ])
  expect(languages.map(language => [language.name, language.code, language.speakers])).toEqual([
    ["English", "en", ["Pat", "Sam", "Alex"]],
    ["Arabic", "ar", ["Sam"]],
    ["Punjabi", "pa", ["Pat", "Alex"]],
    ["Urdu", "ur", ["Pat"]],
  ])
  expect(languages[2].ownName).toBe("ਪੰਜਾਬੀ")
})

test("a name not on the list is left out (the content check has named it), and nobody's languages make none", () => {
  expect(clinicLanguages([{ name: "Pat", languages: ["Klingon", "French"] }]).map(l => l.name)).toEqual(["French"])
  expect(clinicLanguages([{ name: "Pat", languages: null }])).toEqual([])
})
