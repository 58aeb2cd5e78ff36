/** @jest-environment node */
// The languages a team member may list (src/node/languages.ts): a list editors pick from, each with a code that
// browsers and search engines read, and the clinic's languages made from the team's.
import { clinicLanguages, LANGUAGE_NAMES, LANGUAGES } from "../src/node/languages"

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
