import * as React from "react"
import { normalizePath } from "../../lib/breadcrumbs"
import { useSiteFacts } from "../../hooks/use-site-facts"

interface SeoProps {
  title: string
  description: string
  path: string
  children?: React.ReactNode
}

/** The document head of every route: "Page | Clinic" title, description, canonical URL and social cards. */
const Seo = ({ title, description, path, children }: SeoProps) => {
  const { site } = useSiteFacts()
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`
  const origin = site.siteUrl.replace(/\/$/, "")
  const url = `${origin}${normalizePath(path)}`
  const image = site.socialImage.publicURL ? `${origin}${site.socialImage.publicURL}` : null
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="theme-color" content="#074550" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_CA" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content="summary_large_image" />
      {children}
    </>
  )
}

export default Seo
