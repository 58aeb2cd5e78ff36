/** @jest-environment node */
// Each colour of the site is written once, in src/styles/tokens.css. Stylesheets name the tokens; the web app
// manifest's theme and background colours (and so the theme-color the manifest plugin puts in every page's
// head) are read from the same file by readColorToken in gatsby-config.
import fs from "fs"
import os from "os"
import path from "path"
import { readColorToken } from "../src/node/site-config"

const SRC = path.resolve(__dirname, "../src")
const TOKENS = path.join(SRC, "styles/tokens.css")

const cssFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(file)
    return entry.name.endsWith(".css") ? [file] : []
  })

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "")

/** Every `name: value` declaration of a stylesheet, custom properties included. */
const declarations = (css: string) =>
  [...withoutComments(css).matchAll(/([\w-]+)\s*:\s*([^;{}]+)/g)].map(([, name, value]) => ({ name, value }))

/** A colour written out rather than named by a token: hex, a colour function not fed by var(), white or black. */
const COLOUR_LITERAL =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\((?!\s*var\()|\b(?:white|black)\b/i

const stylesheets = cssFiles(SRC).filter(file => file !== TOKENS)
const tokenNames = new Set(declarations(fs.readFileSync(TOKENS, "utf8")).map(({ name }) => name))

test("the stylesheets are found", () => {
  expect(stylesheets.length).toBeGreaterThan(20)
  expect(tokenNames).toContain("--color-primary-strong")
})

test("no stylesheet but the tokens writes out a colour", () => {
  const literals = stylesheets.flatMap(file =>
    declarations(fs.readFileSync(file, "utf8"))
      .filter(({ value }) => COLOUR_LITERAL.test(value))
      .map(({ name, value }) => `${path.relative(SRC, file)}: ${name}: ${value.trim()}`),
  )
  expect(literals).toEqual([])
})

// A property read with a fallback, var(--hours-rule, …), is a parameter that the component's placements may set.
test("every custom property a stylesheet reads without a fallback is a token or set in that stylesheet", () => {
  const unknown = stylesheets.flatMap(file => {
    const css = withoutComments(fs.readFileSync(file, "utf8"))
    const own = new Set(declarations(css).map(({ name }) => name))
    return [...css.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)]
      .map(([, name]) => name)
      .filter(name => !tokenNames.has(name) && !own.has(name))
      .map(name => `${path.relative(SRC, file)}: ${name}`)
  })
  expect(unknown).toEqual([])
})

describe("readColorToken", () => {
  const tokensFile = (css: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tokens-")), "tokens.css")
    fs.writeFileSync(file, css)
    return file
  }

  test("gives the hex value of the token named, not of one whose name it starts", () => {
    const file = tokensFile(":root {\n  --color-bg-soft: #f5f8f8;\n  --color-bg: #ffffff;\n}\n")
    expect(readColorToken("--color-bg", file)).toBe("#ffffff")
  })

  test("the manifest's two colours are hex tokens of the site's own tokens file", () => {
    expect(readColorToken("--color-primary-strong")).toMatch(/^#[0-9a-f]{6}$/i)
    expect(readColorToken("--color-bg")).toMatch(/^#[0-9a-f]{6}$/i)
  })

  test("a token that is missing, or is not a hex colour, fails naming the file and the token", () => {
    const file = tokensFile(":root {\n  --color-on-dark: rgb(var(--color-on-dark-rgb));\n}\n")
    expect(() => readColorToken("--color-primary", file)).toThrow(/tokens\.css: no colour token --color-primary$/)
    expect(() => readColorToken("--color-on-dark", file)).toThrow(/tokens\.css: no colour token --color-on-dark$/)
  })
})
