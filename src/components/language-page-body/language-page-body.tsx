import * as React from "react"
import { FEES_PATH, GETTING_HERE_PATH } from "../../lib/paths"
import { describeOpenStatusIn, type WrittenFacts } from "../../lib/open-status-in"
import { fillSentence, type LanguagePageSentence, type PaymentWaySentence } from "../../lib/language-page"
import type { OpenStatus } from "../../lib/open-now"
import * as styles from "./language-page-body.module.css"

export interface LanguagePageBodyProps {
  /** The language's code, e.g. "pa", and the direction it is written in */
  language: string
  dir: "ltr" | "rtl"
  /** The page's sentences, by key, as its file has them */
  sentences: Readonly<Record<LanguagePageSentence, string>>
  /** The clinic's facts, as site.yaml has them for the English pages */
  clinic: {
    name: string
    phone: Queries.PhoneNumber
    address: { street: string; city: string; province: string; postalCode: string }
    mapUrl: string
    bookingUrl: string
  }
  /** The week's hours, the first visit's fee and length, the day it was checked: written for the language (Intl) */
  written: WrittenFacts
  /** Who on the team speaks the language, in Our Team's order */
  speakers: ReadonlyArray<{ slug: string; name: string; role: string }>
  /** Getting in and getting here (getting-here.yaml) */
  access: { stepFree: boolean; freeParking: boolean; transit: ReadonlyArray<{ name: string; stop: string }> }
  /** The ways of paying fees.yaml lists, in its order, each by the sentence that tells it (its languagePageSentence) */
  ways: readonly PaymentWaySentence[]
  /** Who translated it, in the page's language */
  translatedBy: string
  /** Who on the team checked it (the day is in `written`); null until someone has */
  checked: { slug: string; name: string } | null
  /** The page of Ontario's that says what the Health811 sentence says, when content/language-page.yaml names one */
  health811Source?: { title: string; url: string } | null
  /** Open now, worked out in the browser; null in the static HTML, whose line keeps its room */
  openStatus: OpenStatus | null
}

/** A number in a sentence ("911"), where it stands alone, as a link to call it. */
function callable(text: string, number: string): React.ReactNode[] {
  const parts = text.split(new RegExp(`(?<![0-9A-Za-z])(${number})(?![0-9A-Za-z])`))
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`tel:${number}`} className={styles.call}>
        {part}
      </a>
    ) : (
      part
    ),
  )
}

/**
 * A sentence with its facts in braces filled in, a fact possibly a link, each fact isolated (<bdi>) so that it
 * keeps its own direction and order in a sentence written the other way: a price, a time, an English name.
 */
const Filled = ({ text, facts }: { text: string; facts: Record<string, React.ReactNode> }) => {
  const isolatedFacts = Object.fromEntries(
    Object.entries(facts).map(([name, fact]) => [name, <bdi key={name}>{fact}</bdi>]),
  )
  return (
    <>
      {fillSentence<React.ReactNode>(text, isolatedFacts).map((piece, i) => (
        <React.Fragment key={i}>{piece}</React.Fragment>
      ))}
    </>
  )
}

/** A section of the page under its heading. */
const Part = ({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) => (
  <section aria-labelledby={`${id}-heading`} className={styles.part}>
    <h2 id={`${id}-heading`}>{heading}</h2>
    {children}
  </section>
)

/** Inside a sentence in the page's language: words of the English pages, which stay English and left to right. */
const English = ({ children, className }: { children: React.ReactNode; className?: string }) => (
  <bdi lang="en" dir="ltr" className={className}>
    {children}
  </bdi>
)

/**
 * A page in one of the languages the team speaks, in the order a patient asks: who speaks it, how to book, where the
 * clinic is, what it costs, the first visit, urgent help, and who translated and checked it. Every sentence is the
 * page's file's; every fact is the English pages' (site.yaml, team.yaml, getting-here.yaml, fees.yaml), filled in
 * and formatted for the language (src/lib/language-format.ts). Props only, so the CMS can preview it as the page
 * shows it. Links to English pages say so with hreflang="en".
 */
const LanguagePageBody = ({
  language,
  dir,
  sentences,
  clinic,
  speakers,
  access,
  written,
  ways,
  translatedBy,
  checked,
  health811Source,
  openStatus,
}: LanguagePageBodyProps) => {
  const facts = { clinic: clinic.name, city: clinic.address.city }
  const phone = (
    <a href={`tel:${clinic.phone.e164}`} dir="ltr" className={styles.call}>
      {clinic.phone.display}
    </a>
  )
  return (
    <div lang={language} dir={dir} className={styles.page}>
      <h1>{sentences.heading}</h1>
      <p className={styles.intro}>
        <Filled text={sentences.intro} facts={facts} />
      </p>

      <Part id="speakers" heading={sentences.speakersHeading}>
        <p>{sentences.speakersIntro}</p>
        <ul className={styles.people}>
          {speakers.map(member => (
            <li key={member.slug}>
              <a href={`/our-team#${member.slug}`} hrefLang="en" lang="en" dir="ltr" className={styles.name}>
                {member.name}
              </a>{" "}
              <English className={styles.role}>{member.role}</English>
            </li>
          ))}
        </ul>
      </Part>

      <Part id="book" heading={sentences.bookHeading}>
        <p className={styles.lead}>
          <Filled text={sentences.callUs} facts={{ phone }} />
        </p>
        <p>
          <a href={clinic.bookingUrl} hrefLang="en">
            {sentences.bookOnline}
          </a>
        </p>
        <h3>{sentences.hoursHeading}</h3>
        <p className={styles.status} data-open={openStatus?.open} data-open-now="">
          {openStatus &&
            describeOpenStatusIn(openStatus, written, sentences).map((part, i) => (
              <React.Fragment key={i}>
                {i > 0 && " · "}
                <Filled text={part.sentence} facts={part.facts} />
              </React.Fragment>
            ))}
        </p>
        <dl className={styles.hours}>
          {written.hours.map(row => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.hours ? <bdi>{row.hours}</bdi> : sentences.closed}</dd>
            </div>
          ))}
        </dl>
      </Part>

      <Part id="where" heading={sentences.whereHeading}>
        <address className={styles.address}>
          <English>{clinic.address.street}</English>
          <br />
          <English>
            {clinic.address.city}, {clinic.address.province} {clinic.address.postalCode}
          </English>
        </address>
        <p>
          <a href={clinic.mapUrl}>{sentences.directions}</a>
        </p>
        <ul className={styles.facts}>
          <li>{access.stepFree ? sentences.stepFree : sentences.withSteps}</li>
          <li>{access.freeParking ? sentences.parkingFree : sentences.parkingPaid}</li>
        </ul>
        {access.transit.length > 0 && (
          <>
            <p>{sentences.transit}</p>
            <ul className={styles.transit}>
              {access.transit.map(route => (
                <li key={route.name}>
                  <English>
                    <span className={styles.name}>{route.name}</span>: {route.stop}
                  </English>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <a href={GETTING_HERE_PATH} hrefLang="en">
            {sentences.gettingHereLink}
          </a>
        </p>
      </Part>

      <Part id="costs" heading={sentences.costsHeading}>
        {written.firstVisit && (
          <p className={styles.lead}>
            <Filled text={sentences.firstVisitCost} facts={written.firstVisit} />
          </p>
        )}
        {ways.length > 0 && (
          <ul className={styles.facts}>
            {ways.map(key => (
              <li key={key}>{sentences[key]}</li>
            ))}
          </ul>
        )}
        <p>
          <a href={FEES_PATH} hrefLang="en">
            {sentences.feesLink}
          </a>
        </p>
      </Part>

      <Part id="first-visit" heading={sentences.firstVisitHeading}>
        <p>{sentences.firstVisitWhat}</p>
        <ul className={styles.facts}>
          <li>{sentences.bring}</li>
          <li>{sentences.wear}</li>
        </ul>
      </Part>

      <Part id="urgent" heading={sentences.urgentHeading}>
        <p className={styles.lead}>{callable(sentences.emergency, "911")}</p>
        <p>
          {callable(sentences.health811, "811")}
          {health811Source && (
            <>
              {" "}
              <a href={health811Source.url} hrefLang="en" lang="en" dir="ltr">
                {health811Source.title}
              </a>
            </>
          )}
        </p>
      </Part>

      <div className={styles.foot}>
        <p>
          <Filled text={sentences.translatedBy} facts={{ translator: translatedBy }} />
        </p>
        <p>
          {checked && written.checkedOn ? (
            <Filled
              text={sentences.checkedBy}
              facts={{
                name: (
                  <a href={`/our-team#${checked.slug}`} hrefLang="en" lang="en" dir="ltr">
                    {checked.name}
                  </a>
                ),
                date: written.checkedOn,
              }}
            />
          ) : (
            sentences.notChecked
          )}
        </p>
        <p>
          <a href="/" hrefLang="en">
            {sentences.englishLink}
          </a>
        </p>
      </div>
    </div>
  )
}

export default LanguagePageBody
