import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./page-header.module.css"

export const query = graphql`
  fragment PageMeta on PagesYaml {
    path
    title
    heading
    description
    intro
  }
`

interface PageHeaderProps {
  heading: string
  intro?: string | null
}

/** The page's one h1 and its introduction. */
const PageHeader = ({ heading, intro }: PageHeaderProps) => (
  <header className={styles.header}>
    <h1>{heading}</h1>
    {intro && <p className={styles.intro}>{intro}</p>}
  </header>
)

export default PageHeader
