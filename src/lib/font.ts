import type { FontScript, Language } from "./languages"

/** The web font files served from /fonts/; the first is preloaded by every page. */
export const FONT_FILES = ["source-sans-3-latin-wght-normal.woff2", "source-sans-3-latin-ext-wght-normal.woff2"]

export const PRELOADED_FONT = `/fonts/${FONT_FILES[0]}`

/**
 * A script Source Sans 3 does not draw, for the pages in a language written in it (content/language-pages/): a Noto
 * face from npm (@fontsource-variable, one variable file for every weight, or @fontsource's regular weight alone
 * where the variable file is too heavy; the script's own subset), copied to
 * /fonts/ by the build (src/node/fonts.ts) and declared, preloaded and used only by those pages, so no English page
 * carries a byte of it. After it come the fonts Windows, iOS/macOS and Android ship for the script, which a page
 * drawn before the file arrives uses (font-display: optional, as the site's own font).
 */
export interface ScriptFont {
  family: string
  /** The npm package and its file */
  package: string
  file: string
  /** As the package's own @font-face has it (__tests__/fonts.test.ts checks they still agree) */
  unicodeRange: string
  /** The script's system fonts: Windows's, Apple's, Android's */
  system: readonly string[]
  /** Line height of the page's text: Urdu's Naskh needs more room for its dots and marks than Latin */
  leading?: number
  /**
   * The one weight of a static file (the package's `<weight>.css`), from which the browser draws bold; left out for
   * a variable file (`wght.css`), which has every weight
   */
  weight?: number
}

/** Whether a value names a script with a font of its own (a page's query gives it as text). */
export const isFontScript = (value: unknown): value is FontScript =>
  typeof value === "string" && Object.prototype.hasOwnProperty.call(SCRIPT_FONTS, value)

/** Each script's font, by the script (ISO 15924) a language's record names (src/lib/languages.ts). */
export const SCRIPT_FONTS: Readonly<Record<FontScript, ScriptFont>> = {
  Guru: {
    family: "Noto Sans Gurmukhi Variable",
    package: "@fontsource-variable/noto-sans-gurmukhi",
    file: "noto-sans-gurmukhi-gurmukhi-wght-normal.woff2",
    unicodeRange: "U+0951-0952,U+0964-0965,U+0A01-0A76,U+200C-200D,U+20B9,U+25CC,U+262C,U+A830-A839",
    system: ["Nirmala UI", "Raavi", "Gurmukhi Sangam MN", "Gurmukhi MN", "Noto Sans Gurmukhi"],
  },
  Deva: {
    // The regular weight alone (50 KB), bold drawn from it: the variable file is 121 KB, and preloaded it held
    // /hi's largest paint to 1.8 s on Lighthouse's slow 4G, over the 1.5 s budget. Android, iOS and Windows have
    // their own Devanagari font for a page drawn before it arrives.
    family: "Noto Sans Devanagari",
    package: "@fontsource/noto-sans-devanagari",
    file: "noto-sans-devanagari-devanagari-400-normal.woff2",
    weight: 400,
    unicodeRange:
      "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09",
    system: ["Nirmala UI", "Mangal", "Kohinoor Devanagari", "Devanagari Sangam MN", "Noto Sans Devanagari"],
  },
  Arab: {
    family: "Noto Naskh Arabic Variable",
    package: "@fontsource-variable/noto-naskh-arabic",
    file: "noto-naskh-arabic-arabic-wght-normal.woff2",
    // The Arabic blocks a page can use, of the package's range: its historic and mathematical planes left out.
    unicodeRange:
      "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC",
    system: ["Segoe UI", "Noto Naskh Arabic", "Geeza Pro", "Tahoma"],
    leading: 1.9,
  },
}

/** The font a language's page needs for its script; none for a language in a script Source Sans 3 draws. */
export const scriptFontOf = (language: Pick<Language, "scriptFont"> | undefined) =>
  language?.scriptFont ? SCRIPT_FONTS[language.scriptFont] : undefined

/** Where the build serves a script's font. */
export const scriptFontPath = (font: ScriptFont) => `/fonts/${font.file}`

/**
 * The CSS a language's page adds to its head: the script's face, and the page's text in Source Sans 3 for Latin
 * letters, then in the script's font, then the site's own stack.
 */
export function scriptFontCss(font: ScriptFont): string {
  const quoted = (family: string) => `"${family}"`
  const stack = ["Source Sans 3 Variable", font.family, ...font.system].map(quoted).join(",")
  return (
    `@font-face{font-family:${quoted(font.family)};font-style:normal;font-display:optional;` +
    `font-weight:${font.weight ?? "100 900"};` +
    `src:url(${scriptFontPath(font)}) format("${font.weight ? "woff2" : "woff2-variations"}");` +
    `unicode-range:${font.unicodeRange}}` +
    `:root{--font-language:${stack},var(--font-body)${font.leading ? `;--leading-language:${font.leading}` : ""}}`
  )
}
