// What every page's head says of the pages in other languages (content/language-pages/), small and apart from
// src/lib/language-page.ts so that the English pages, whose head is built by the same Seo component, carry none of
// the sentences' list.

/** A language's Open Graph locale, language_TERRITORY: its own territory when the code has one, else Canada's. */
export function ogLocaleOf(code: string): string {
  const [language, territory] = code.split("-")
  return `${language}_${territory ?? "CA"}`
}

/** The alternates of the site's pages in each language: every language's page, then English and the default. */
export function languageAlternates(pages: ReadonlyArray<{ language: string; path: string }>) {
  return [
    ...pages.map(page => ({ hrefLang: page.language, path: page.path })),
    { hrefLang: "en", path: "/" },
    { hrefLang: "x-default", path: "/" },
  ]
}
