import * as React from "react"

/** A page the clinic publishes in another language: its code, address, name in itself and direction. */
export interface LanguagePageLink {
  language: string
  path: string
  ownName: string
  dir: string
}

/**
 * The pages in other languages, each named in its own language and script (ਪੰਜਾਬੀ, हिन्दी, Español), with its
 * language on the link so screen readers and search engines read it as such. A plain link: the page it leads to
 * sets its own language and direction from the start. No stylesheet of its own: each place styles its list (the
 * footer's would otherwise land in the CSS every page inlines).
 */
const LanguageLinks = ({ pages, className }: { pages: readonly LanguagePageLink[]; className: string }) => (
  <ul className={className}>
    {pages.map(page => (
      <li key={page.language}>
        <a href={page.path} lang={page.language} hrefLang={page.language} dir={page.dir === "rtl" ? "rtl" : undefined}>
          {page.ownName}
        </a>
      </li>
    ))}
  </ul>
)

export default LanguageLinks
