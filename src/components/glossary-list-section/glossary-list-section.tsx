import * as React from "react"
import GlossaryText from "../glossary-text"

type Parts = readonly Queries.TextPartFragment[]

interface GlossaryListSectionProps {
  /** The heading's id, which labels the section */
  id: string
  heading: string
  /** Each line's runs, its first use of a term of the glossary linked */
  items: readonly Parts[]
  className?: string
  listClassName?: string
}

/** A section of a health page that is a heading and a list of lines: symptoms, causes, what you can do now. */
const GlossaryListSection = ({ id, heading, items, className, listClassName }: GlossaryListSectionProps) => (
  <section aria-labelledby={id} className={className}>
    <h2 id={id}>{heading}</h2>
    <ul className={listClassName}>
      {items.map(item => (
        // A line's words are its key: a list never holds the same line twice.
        <li key={item.map(part => part.text).join("")}>
          <GlossaryText parts={item} />
        </li>
      ))}
    </ul>
  </section>
)

export default GlossaryListSection
