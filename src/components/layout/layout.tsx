import * as React from "react"
import { useBreadcrumbTrail } from "../../hooks/use-breadcrumb-trail"
import type { Crumb } from "../../lib/breadcrumbs"
import * as wording from "../../lib/wording"
import Breadcrumbs from "../breadcrumbs"
import EnglishFrame from "../english-frame"
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
  children: React.ReactNode
}

/**
 * The shell every page shares: info strip, header, breadcrumbs, main, footer. The skip link and the dated notice
 * come before it, from src/wrap-page-element.tsx. On a page in another language, all but main are marked English.
 */
const Layout = ({ path, crumb, parents, children }: LayoutProps) => {
  const trail = useBreadcrumbTrail(path, crumb, parents)
  return (
    <>
      <EnglishFrame>
        <InfoStrip />
        <Header path={path} />
        <Breadcrumbs trail={trail} label={wording.breadcrumb} />
      </EnglishFrame>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <EnglishFrame>
        <Footer />
      </EnglishFrame>
    </>
  )
}

export default Layout
