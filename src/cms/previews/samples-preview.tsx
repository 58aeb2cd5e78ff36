import * as React from "react"
import { entryData, type PreviewProps } from "./decap"
import { facts } from "./facts"
import PreviewMain from "./preview-main"
import * as styles from "./samples-preview.module.css"

interface SamplesDraft {
  slug?: string
  title?: string
  samples?: Array<{ label?: string; field?: string; note?: string | null; confirmed?: boolean | null }>
}

/** Where each fact stands: confirmed here, still the sample value in its file at the last build, or changed since. */
function statusOf(fact: { field?: string | null; confirmed?: boolean | null }, stillSamples: readonly string[]) {
  if (fact.confirmed) return { text: "Confirmed: the clinic keeps this value", kind: styles.confirmed }
  if (fact.field && stillSamples.includes(fact.field))
    return { text: "Still a sample: replace it in its file, or confirm it here", kind: styles.sample }
  return { text: "Changed in its file: the clinic's own value", kind: styles.changed }
}

/**
 * A file's sample facts and where each stands, as of the last build and this draft: the launch check names each
 * one still a sample until it is replaced in its file or confirmed here.
 */
const SamplesPreview = (props: PreviewProps) => {
  const draft = entryData<SamplesDraft>(props)
  const stillSamples = facts.samples[draft.slug ?? ""] ?? []
  return (
    <PreviewMain>
      <h1>{draft.title}</h1>
      <ul className={styles.facts}>
        {(draft.samples ?? []).map((fact, i) => {
          const status = statusOf(fact, stillSamples)
          return (
            <li key={fact.field ?? i}>
              <strong>{fact.label}</strong>
              {fact.note && <span>: {fact.note}</span>}
              <span className={`${styles.status} ${status.kind}`}>{status.text}</span>
            </li>
          )
        })}
      </ul>
    </PreviewMain>
  )
}

export default SamplesPreview
