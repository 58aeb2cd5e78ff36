import * as React from "react"
import { clinicDay } from "../../lib/calendar"
import { SENTENCE_KEYS, type LanguagePageSentence } from "../../lib/language-page"
import { languageOfCode, speakersOf } from "../../lib/languages"
import { checkProblems, languageLabel, pageProblems, SENTENCE_LABELS } from "../../node/language-page-rules"
import { isPlainObject } from "../../node/item-label"
import { longDate } from "./dates"
import { entryData, type PreviewProps } from "./decap"
import { facts } from "./facts"
import PreviewMain from "./preview-main"
import { memberName, savingPlan, statusOf, type PageDraft } from "./translations"
import * as cards from "./review-cards.module.css"
import * as styles from "./language-page-preview.module.css"

/** A sentence's words with its facts in braces set apart, as the page fills them in: "Call us: {phone}". */
const Words = ({ text }: { text: string }) => (
  <>
    {text.split(/(\{\w+\})/).map((piece, i) =>
      /^\{\w+\}$/.test(piece) ? (
        <span key={i} className={styles.fact} dir="ltr">
          {piece}
        </span>
      ) : (
        piece
      ),
    )}
  </>
)

/** What a sentence's status says, as saving leaves it. */
function statusWords(key: LanguagePageSentence, page: PageDraft, plan: ReturnType<typeof savingPlan>) {
  const status = statusOf(page, key)
  if (status === "now") return { text: "Made from the English as it is now", kind: styles.now }
  if (status === "new") return { text: "New: saving marks it as made from the English above", kind: styles.now }
  if (status === "noEnglish") return { text: "The English file has no such sentence", kind: styles.older }
  if (status === "updated")
    return {
      text: "Made from English that has changed since, and updated: saving marks it as made from the English above",
      kind: styles.now,
    }
  if (plan.check)
    return {
      text: "Made from English that has changed since; checked: saving marks it as made from the English above",
      kind: styles.now,
    }
  return {
    text: "Made from English that has changed since: compare it with the English above and update it, or have the page checked again",
    kind: styles.older,
  }
}

/**
 * A page in another language for whoever checks it, never on the site: the language, who may check it and who did,
 * what the build would refuse, and each sentence in the page's language and direction under its English as it is
 * now, marked where it was made from English that has changed since; and what saving will do to them.
 */
const LanguagePagePreview = (props: PreviewProps) => {
  const page = entryData<PageDraft>(props) as PageDraft
  const language = languageOfCode(page.language)
  const code = typeof page.language === "string" ? page.language : ""
  const dir = language?.dir ?? "ltr"
  const today = clinicDay(new Date())
  const plan = savingPlan(page, today)
  const speakers = speakersOf(facts.languagePages.members, language)
  const problems = [
    ...checkProblems(page),
    ...pageProblems(page, {
      members: facts.languagePages.members,
      clinic: facts.clinicName,
      city: facts.languagePages.city,
    }),
  ].map(([field, problem]) => `${field} ${problem}`)
  const sentences = (isPlainObject(page.sentences) ? page.sentences : {}) as Record<string, { text?: string } | null>
  const older = SENTENCE_KEYS.filter(key => ["older", "updated"].includes(statusOf(page, key)))
  const current = SENTENCE_KEYS.filter(key => statusOf(page, key) === "now")
  const confirmedOn = typeof page.confirmedOn === "string" ? page.confirmedOn : ""
  return (
    <PreviewMain>
      <header className={styles.header}>
        <p className={styles.kicker}>For whoever checks this translation: not shown on the site</p>
        <h1>
          {language ? languageLabel(language) : "Pick the page's language"}
          {code && <span className={styles.address}> · /{code}</span>}
        </h1>
        {page.confirmedBy && confirmedOn ? (
          <p className={`${styles.check} ${styles.checked}`}>
            Checked by {memberName(page.confirmedBy)} on {longDate(confirmedOn)}
            {confirmedOn === today ? " (today)" : ""}.
          </p>
        ) : (
          <p className={`${styles.check} ${styles.unchecked}`}>
            Not checked yet: until someone on the team who speaks {language?.name ?? "the language"} has read every
            sentence against its English, the page is a sample, and the launch check lists it.
          </p>
        )}
        <p>
          {speakers.length > 0
            ? `Who may check it: ${speakers.map(member => member.name).join(", ")} (Our Team lists ${language?.name} among their languages). `
            : ""}
          To check it, read each sentence below against its English, correct it in the form, then pick yourself under
          Checked by and today&apos;s date under Checked on, and publish.
        </p>
        {typeof page.translatedBy === "string" && page.translatedBy && (
          <p>
            Translated by:{" "}
            <span lang={code || undefined} dir={dir}>
              {page.translatedBy}
            </span>
          </p>
        )}
        {problems.length > 0 && (
          <ul className={styles.problems} aria-label="What the build would refuse">
            {problems.map(problem => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <p className={cards.progress}>
          {SENTENCE_KEYS.length} sentences · {current.length} made from the English as it is now · {older.length} from
          English that has changed since
          {plan.updated.length > 0 ? ` · ${plan.updated.length} of those updated` : ""}
          {plan.added.length > 0 ? ` · ${plan.added.length} new` : ""}
        </p>
        {older.length > 0 && (
          <p>
            From English that has changed since:{" "}
            {older.map((key, i) => (
              <React.Fragment key={key}>
                {i > 0 && ", "}
                <a href={`#sentence-${key}`}>{SENTENCE_LABELS[key]}</a>
              </React.Fragment>
            ))}
            .
          </p>
        )}
        {(plan.checked.length > 0 || plan.added.length > 0 || plan.updated.length > 0) && (
          <p className={cards.saving} role="status">
            {plan.checked.length > 0
              ? `Checked${confirmedOn === today ? " today" : ` on ${longDate(confirmedOn)}`}: saving marks every sentence as made from the English as it is now, so the launch check no longer lists the ${older.length} made from older English.`
              : `Saving marks the ${[
                  ...(plan.added.length > 0 ? [`${plan.added.length} new`] : []),
                  ...(plan.updated.length > 0 ? [`${plan.updated.length} updated`] : []),
                ].join(
                  " and ",
                )} ${plan.added.length + plan.updated.length === 1 ? "sentence" : "sentences"} as made from the English as it is now.`}
          </p>
        )}
      </header>
      <ol className={cards.cards}>
        {SENTENCE_KEYS.map(key => {
          const english = facts.languagePages.english[key]?.text
          const text = sentences[key]?.text ?? ""
          const status = statusWords(key, page, plan)
          return (
            <li key={key} id={`sentence-${key}`}>
              <h2 className={cards.label}>{SENTENCE_LABELS[key]}</h2>
              <div className={styles.pair}>
                <div lang="en" dir="ltr">
                  <p className={styles.which}>English now</p>
                  <p className={styles.words}>{english ? <Words text={english} /> : "(none)"}</p>
                </div>
                <div lang={code || undefined} dir={dir}>
                  {language?.ownName ? (
                    <p className={styles.which}>{language.ownName}</p>
                  ) : (
                    <p className={styles.which} lang="en" dir="ltr">
                      {language?.name ?? "Translation"}
                    </p>
                  )}
                  <p className={styles.words}>{text ? <Words text={text} /> : "(not written yet)"}</p>
                </div>
              </div>
              <p className={`${styles.status} ${status.kind}`}>{status.text}</p>
            </li>
          )
        })}
      </ol>
    </PreviewMain>
  )
}

export default LanguagePagePreview
