import * as React from "react"
import type { Thing } from "schema-dts"
import { useBreadcrumbTrail } from "../../hooks/use-breadcrumb-trail"
import { useSiteFacts } from "../../hooks/use-site-facts"
import type { Crumb } from "../../lib/breadcrumbs"
import {
  buildBreadcrumbJsonLd,
  buildClinicJsonLd,
  buildGraph,
  buildWebSiteJsonLd,
  serializeJsonLd,
  type ClinicDetails,
  type PageFacts,
} from "../../lib/json-ld/core"
import { languageAlternates } from "../../lib/language-alternates"
import type { Language } from "../../lib/languages"
import { absoluteUrl, normalizePath } from "../../lib/paths"

interface SeoProps {
  /** The page's own title; the clinic's name is added */
  title: string
  /** Its label in the breadcrumb trail, when not its title; and its ancestors there that are not pages */
  crumb?: string
  parents?: readonly Crumb[]
  description: string
  path: string
  /** What the page is about for search engines, beside the clinic and the breadcrumb trail every page has */
  structuredData?: (page: PageFacts) => readonly Thing[]
  /** What the page adds to the clinic's node from what it shows (its languages, access or fees) */
  clinicDetails?: (page: PageFacts) => ClinicDetails
  /** The picture shown when the page is shared, instead of the clinic's card (a post's cover) */
  image?: { src: string; width: number; height: number } | null
  /** An article (a blog post) rather than a page of the site, and the day it was published */
  article?: { publishedTime: string }
  /** A page in another language than the site's English: its code and direction, set on <html>, and its og:locale */
  language?: Pick<Language, "code" | "dir" | "ogLocale">
  children?: React.ReactNode
}

/**
 * The document head of every route: title, description, canonical address, social cards and JSON-LD.
 * The home page leads with the clinic's name; every other page with its own title.
 */
const Seo = ({
  title,
  crumb = title,
  parents,
  description,
  path,
  structuredData,
  clinicDetails,
  image: ownImage,
  article,
  language,
  children,
}: SeoProps) => {
  const { site, languagePages } = useSiteFacts()
  const isHome = normalizePath(path) === "/"
  // The home page and each page in another language name one another, and English's (the home page) as the default.
  const alternates = (isHome || language) && languagePages.length > 0 ? languageAlternates(languagePages) : []
  const fullTitle = isHome ? `${site.name} | ${title}` : `${title} | ${site.name}`
  const url = absoluteUrl(site.siteUrl, path)
  const trail = useBreadcrumbTrail(path, crumb, parents)
  const card = site.socialImage
  const image = ownImage ?? {
    src: card.publicURL,
    width: card.childImageSharp?.original?.width,
    height: card.childImageSharp?.original?.height,
  }
  const page = { siteUrl: site.siteUrl, path, title, description }
  const graph = buildGraph([
    buildWebSiteJsonLd(site.siteUrl, site.name),
    buildClinicJsonLd({ ...site, image: card.publicURL }, clinicDetails?.(page)),
    ...(isHome ? [] : [buildBreadcrumbJsonLd(trail, site.siteUrl)]),
    ...(structuredData?.(page) ?? []),
  ])
  return (
    <>
      {/* Set on every page, so that a page reached from one in another language inside the app gets its own back. */}
      {language ? <html lang={language.code} dir={language.dir} /> : <html lang="en-CA" />}
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {alternates.map(alternate => (
        <link
          key={alternate.hrefLang}
          rel="alternate"
          hrefLang={alternate.hrefLang}
          href={absoluteUrl(site.siteUrl, alternate.path)}
        />
      ))}
      <meta property="og:type" content={article ? "article" : "website"} />
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      <meta property="og:locale" content={language?.ogLocale ?? "en_CA"} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image.src && <meta property="og:image" content={absoluteUrl(site.siteUrl, image.src)} />}
      {image.width && <meta property="og:image:width" content={String(image.width)} />}
      {image.height && <meta property="og:image:height" content={String(image.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }} />
      {children}
    </>
  )
}

export default Seo
