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
  /** One paragraph, or several: text, or text with links in it (a health page's words explained further down) */
  intro?: string | readonly string[] | readonly React.ReactNode[] | null
  /** What must be seen before the introduction: a health article's way to its warning signs */
  underHeading?: React.ReactNode
}

/** The page's one h1 and its introduction. */
const PageHeader = ({ heading, intro, underHeading }: PageHeaderProps) => {
  const paragraphs = typeof intro === "string" ? [intro] : (intro ?? [])
  return (
    <header className={styles.header}>
      <h1>{heading}</h1>
      {underHeading}
      {paragraphs.map((paragraph, i) => (
        // The first paragraph is the lead; the rest read as body text. Paragraphs keep their order, so their place is
        // their key.
        <p key={i} className={i === 0 ? styles.intro : undefined}>
          {paragraph}
        </p>
      ))}
    </header>
  )
}

export default PageHeader
