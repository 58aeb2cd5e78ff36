import * as React from "react"
import { graphql, Link } from "gatsby"
import HealthInformation from "../health-information"
import MedicalNote from "../medical-note"
import Picture from "../picture"
import { WHEN_TO_GET_HELP_ID } from "../when-to-get-help"
import * as words from "../../lib/condition-wording"
import { treatmentPath } from "../../lib/paths"
import * as wording from "../../lib/wording"
import * as styles from "./condition-page-body.module.css"

export const query = graphql`
  fragment ConditionPageBody on ConditionPageYaml {
    title
    description
    symptoms
    causes
    selfCare
    treatmentLinks {
      text
      treatment
    }
    recovery
    bookingUrl
    image {
      childImageSharp {
        gatsbyImageData(width: 576, aspectRatio: 1.5, sizes: "(min-width: 64rem) 24rem, 100vw")
      }
    }
    whenToGetHelp {
      ...WhenToGetHelp
    }
    sources {
      ...HealthSource
    }
    review {
      ...ReviewLine
    }
  }
`

interface ConditionPageBodyProps {
  condition: Queries.ConditionPageBodyFragment
  /** site.yaml's note that the page is general information */
  medicalNote: string
  clinic: { name: string; bookingUrl: string; phone: { display: string; e164: string } }
  /** The posts about it (the CMS preview has none) */
  related?: React.ReactNode
}

const ListSection = ({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) => (
  <section aria-labelledby={id} className={styles.section}>
    <h2 id={id}>{heading}</h2>
    <ul className={styles.list}>
      {items.map(item => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  </section>
)

/**
 * A condition's own page, in the order a patient needs it: what it is, its symptoms, its causes, what to do now,
 * how physiotherapy helps (each component of care it names linked to How We Treat), how long recovery takes, then
 * when to get help, the sources, the related posts, the way to book and the review line. The page's template and
 * the CMS's preview both render it.
 */
const ConditionPageBody = ({ condition, medicalNote, clinic, related }: ConditionPageBodyProps) => {
  const image = condition.image.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{condition.title}</h1>
        <MedicalNote note={medicalNote} />
        <p className={styles.urgent}>
          {words.urgentPointer} <a href={`#${WHEN_TO_GET_HELP_ID}`}>{words.seeWhenToGetHelp}</a>
        </p>
      </header>
      <div className={styles.intro}>
        <section aria-labelledby="what-it-is">
          <h2 id="what-it-is">{words.whatItIs}</h2>
          <p>{condition.description}</p>
        </section>
        {image && <Picture image={image} alt="" priority className={styles.image} />}
      </div>
      <ListSection id="symptoms" heading={wording.symptoms} items={condition.symptoms} />
      <ListSection id="causes" heading={words.causes} items={condition.causes} />
      <ListSection id="self-care" heading={words.selfCare} items={condition.selfCare} />
      <section aria-labelledby="how-physiotherapy-helps" className={styles.section}>
        <h2 id="how-physiotherapy-helps">{words.howPhysiotherapyHelps}</h2>
        <ul className={styles.list}>
          {condition.treatmentLinks.map(parts => (
            <li key={parts.map(part => part.text).join("")}>
              {parts.map((part, i) =>
                part.treatment ? (
                  <Link key={i} to={treatmentPath(part.treatment)}>
                    {part.text}
                  </Link>
                ) : (
                  part.text
                ),
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recovery" className={styles.section}>
        <h2 id="recovery">{words.recovery}</h2>
        <p>{condition.recovery}</p>
      </section>
      <HealthInformation
        whenToGetHelp={condition.whenToGetHelp}
        sources={condition.sources}
        review={condition.review}
        related={related}
        booking={{ bookingUrl: condition.bookingUrl ?? clinic.bookingUrl, phone: clinic.phone }}
        clinicName={clinic.name}
      />
    </article>
  )
}

export default ConditionPageBody
