import * as React from "react"
import { entryData, type PreviewProps } from "./decap"
import { facts, type ShownValue } from "./facts"
import PreviewMain from "./preview-main"
import { afterSaving, progressOf } from "./samples"
import * as cards from "./review-cards.module.css"
import * as styles from "./samples-preview.module.css"

interface SamplesDraft {
  slug: string
  title: string
  confirmAll: boolean
  samples: Array<{ label: string; field: string; note: string; confirmed: boolean }>
}

type SampleFactDraft = Partial<{ field: string | null; confirmed: boolean | null }>

/**
 * Where each fact stands once the draft is saved: confirmed here (now, or by the switch that confirms them all),
 * still the sample value in its file at the last build, or changed there since.
 */
function statusOf(fact: SampleFactDraft, wasConfirmed: boolean, still: boolean) {
  if (fact.confirmed && !wasConfirmed) return { text: "Confirmed on saving", kind: styles.confirmed }
  if (fact.confirmed) return { text: "Confirmed: the clinic keeps this value", kind: styles.confirmed }
  if (still) return { text: "Still a sample: replace it in its file, or confirm it here", kind: styles.sample }
  return { text: "Changed in its file: the clinic's own value", kind: styles.changed }
}

/** A fact's value in its file as of the last build: its words, the address it links to, a list's lines. */
const Value = ({ value }: { value?: ShownValue }) => {
  if (!value) return <p className={styles.value}>No longer in its file</p>
  if (value.lines && value.lines.length > 1)
    return (
      <ul className={styles.value}>
        {value.lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    )
  return <p className={styles.value}>{value.url ? <a href={value.url}>{value.text}</a> : value.text}</p>
}

/**
 * A file's sample facts for the person confirming them: how many are confirmed, each fact by its plain label with
 * its value in the file, what to check, where it stands and a link to the file in the CMS, and what saving will do.
 * The launch check names each one still a sample until it is replaced in its file or confirmed here.
 */
const SamplesPreview = (props: PreviewProps) => {
  const draft = entryData<SamplesDraft>(props)
  const list = facts.samples[draft.slug ?? ""]
  const confirmAll = draft.confirmAll === true
  const before = draft.samples ?? []
  const after = afterSaving(before, confirmAll)
  const toConfirm = before.filter(fact => !fact.confirmed).length
  const isStill = (fact: SampleFactDraft) => Boolean(fact.field && list?.facts[fact.field]?.still)
  const open = list?.opensAt && (
    <a href={`/admin/#/${list.opensAt}`} className={styles.open}>
      Open {list.fileTitle} in the CMS
    </a>
  )
  return (
    <PreviewMain>
      <h1>{draft.title}</h1>
      <p className={cards.progress}>
        <strong>{progressOf(after)}</strong>
        {` · ${after.filter(fact => !fact.confirmed && isStill(fact)).length} still samples`}
        {` · ${after.filter(fact => !fact.confirmed && !isStill(fact)).length} changed in their file`}
      </p>
      {open && <p>{open}: replace a value there; confirm here what is right as it is.</p>}
      {confirmAll && (
        <p className={cards.saving} role="status">
          {toConfirm === 0
            ? "Every fact of this file is confirmed already."
            : toConfirm === before.length
              ? `Saving will confirm all ${toConfirm} facts of this file: the launch check then stops naming them.`
              : `Saving will confirm the ${toConfirm} fact${toConfirm === 1 ? "" : "s"} of this file not yet confirmed: the launch check then stops naming them.`}
        </p>
      )}
      <ul className={cards.cards}>
        {after.map((fact, i) => {
          const status = statusOf(fact, before[i]?.confirmed === true, isStill(fact))
          return (
            <li key={fact.field ?? i}>
              <h2 className={cards.label}>{fact.label}</h2>
              <Value value={fact.field ? list?.facts[fact.field]?.value : undefined} />
              {fact.note && <p className={styles.note}>To check: {fact.note}</p>}
              <p className={`${styles.status} ${status.kind}`}>
                {status.text}
                {list?.opensAt && (
                  <>
                    {" · "}
                    <a href={`/admin/#/${list.opensAt}`}>Open its file</a>
                  </>
                )}
              </p>
            </li>
          )
        })}
      </ul>
    </PreviewMain>
  )
}

export default SamplesPreview
