// Samples to confirm as a save in the CMS keeps it: the count of confirmed facts that the collection's list shows
// beside each file, and "Confirm every fact of this file", which a reviewer who has checked the whole page turns on
// instead of confirming each fact. Plain functions: the preview tells what saving will do with the same ones, and
// scripts/sample-labels.ts writes the count the files start with.
import type { EntryData, SaveEvent } from "./decap"

/** A file's facts, as far as confirming them goes. */
type Confirmable = ReadonlyArray<{ confirmed?: boolean | null } | null | undefined>

/** The collection of the lists of sample facts (content/samples/). */
export const SAMPLES_COLLECTION = "samples"

/** How many of a file's facts are confirmed, as the collection's list shows it: "3 of 8 confirmed". */
export const progressOf = (facts: Confirmable) =>
  `${facts.filter(fact => fact?.confirmed === true).length} of ${facts.length} confirmed`

/** The facts as saving leaves them: with the switch on, every one confirmed. */
export const afterSaving = <Fact extends { confirmed?: boolean | null }>(
  facts: readonly Fact[],
  confirmAll: boolean,
) => (confirmAll ? facts.map(fact => ({ ...fact, confirmed: true })) : facts)

/**
 * Before a file of Samples to confirm is saved: with "Confirm every fact of this file" on, each of its facts is
 * confirmed, and the switch, which is an action and no fact, is left out of the file; either way the count the
 * list shows is brought up to date. The preview says beforehand what saving will do.
 */
export function confirmSamples({ entry }: SaveEvent): EntryData | undefined {
  if (entry.get("collection") !== SAMPLES_COLLECTION) return undefined
  const data = entry.get("data")
  const facts = data.getIn(["samples"])?.toJS()
  const list = (Array.isArray(facts) ? facts : []) as Array<{ confirmed?: boolean | null } | null>
  const all = data.get("confirmAll") === true
  const confirmed = all ? list.reduce((each, _fact, i) => each.setIn(["samples", i, "confirmed"], true), data) : data
  return confirmed.delete("confirmAll").set(
    "progress",
    progressOf(
      afterSaving(
        list.map(fact => fact ?? {}),
        all,
      ),
    ),
  )
}
