import * as React from "react"
import * as layout from "../../components/layout/layout.module.css"

/** The page's main column as Layout sets it, without the shell around it (header, breadcrumbs, footer). */
const PreviewMain = ({ children }: { children: React.ReactNode }) => <main className={layout.main}>{children}</main>

export default PreviewMain
