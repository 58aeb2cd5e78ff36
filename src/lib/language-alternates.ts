// What every page's head says of the pages in other languages (content/language-pages/), small and apart from
// src/lib/language-page.ts so that the English pages, whose head is built by the same Seo component, carry none of
// the sentences' list, nor the languages' (src/lib/languages.ts).

/** The alternates of the site's pages in each language: every language's page, then English and the default. */
export function languageAlternates(pages: ReadonlyArray<{ language: string; path: string }>) {
  return [
    ...pages.map(page => ({ hrefLang: page.language, path: page.path })),
    { hrefLang: "en", path: "/" },
    { hrefLang: "x-default", path: "/" },
  ]
}
