import * as React from "react"
import { useBreadcrumbTrail } from "../../hooks/use-breadcrumb-trail"
import type { Crumb } from "../../lib/breadcrumbs"
import * as wording from "../../lib/wording"
import Breadcrumbs from "../breadcrumbs"
import Footer from "../footer"
import Header from "../header"
import InfoStrip from "../info-strip"
import * as styles from "./layout.module.css"

interface LayoutProps {
  /** The current page's path */
  path: string
  /** The current page's label in the breadcrumb trail */
  crumb: string
  /** Its ancestors in the trail that are not pages of content/pages/, e.g. a condition's category */
  parents?: readonly Crumb[]
  /**
   * A page in another language: the site's own parts around it (info strip, header, breadcrumbs, footer) are
   * marked English and left to right, so they read as they do everywhere, while the page's own content is in its
   * language and direction (its <html>'s).
   */
  frameInEnglish?: boolean
  children: React.ReactNode
}

/** Parts of the frame in English on a page in another language; on an English page, as they are. */
const Frame = ({ english, children }: { english?: boolean; children: React.ReactNode }) =>
  english ? (
    <div lang="en" dir="ltr" className={styles.frame}>
      {children}
    </div>
  ) : (
    <>{children}</>
  )

/**
 * The shell every page shares: info strip, header, breadcrumbs, main, footer. The skip link and the dated notice
 * come before it, from src/wrap-page-element.tsx.
 */
const Layout = ({ path, crumb, parents, frameInEnglish, children }: LayoutProps) => {
  const trail = useBreadcrumbTrail(path, crumb, parents)
  return (
    <>
      <Frame english={frameInEnglish}>
        <InfoStrip />
        <Header path={path} />
        <Breadcrumbs trail={trail} label={wording.breadcrumb} />
      </Frame>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Frame english={frameInEnglish}>
        <Footer />
      </Frame>
    </>
  )
}

export default Layout
