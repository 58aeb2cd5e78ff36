import * as React from "react"
import ConditionEntry from "../condition-entry"
import MedicalNote from "../medical-note"
import PageHeader from "../page-header"
// Last: Gatsby bundles CSS in import order, and the pages that share JumpList import it after their own parts.
import JumpList from "../jump-list"

interface ConditionGroupBodyProps {
  /** The category's title, the page's h1 */
  heading: string
  /** The category's description, one paragraph or more */
  intro: readonly string[]
  entries: readonly Queries.ConditionEntryFragment[]
  /** site.yaml's note that the page is general information */
  medicalNote: string
}

/**
 * A condition category shown as a list of its conditions (spinal, upper and lower extremity): its introduction, a
 * list that jumps to each condition, then the conditions, each leading to its own page. The page's template and
 * the CMS's preview both render it.
 */
const ConditionGroupBody = ({ heading, intro, entries, medicalNote }: ConditionGroupBodyProps) => (
  <>
    <PageHeader heading={heading} intro={intro} />
    <MedicalNote note={medicalNote} />
    {entries.length > 0 && <JumpList items={entries.map(entry => ({ id: entry.slug, label: entry.title }))} />}
    {entries.map(entry => (
      <ConditionEntry key={entry.slug} entry={entry} />
    ))}
  </>
)

export default ConditionGroupBody
