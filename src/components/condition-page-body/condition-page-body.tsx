import * as React from "react"
import { graphql } from "gatsby"
import GlossaryListSection from "../glossary-list-section"
import GlossaryText from "../glossary-text"
import HealthInformation from "../health-information"
import MedicalNote from "../medical-note"
import Picture from "../picture"
import UrgentPointer from "../urgent-pointer"
import * as conditionWording from "../../lib/condition-wording"
import * as health from "../../lib/health-wording"
import * as wording from "../../lib/wording"
import * as styles from "./condition-page-body.module.css"

export const query = graphql`
  fragment ConditionPageBody on ConditionPageYaml {
    title
    words {
      description {
        ...TextPart
      }
      symptoms {
        ...TextPart
      }
      causes {
        ...TextPart
      }
      selfCare {
        ...TextPart
      }
      treatments {
        ...TextPart
      }
      recovery {
        ...TextPart
      }
      terms {
        ...PageWord
      }
    }
    bookingUrl
    image {
      childImageSharp {
        gatsbyImageData(width: 576, aspectRatio: 1.5, sizes: "(min-width: 64rem) 24rem, 100vw")
      }
    }
    whenToGetHelp {
      ...WhenToGetHelp
    }
    healthSources {
      ...HealthSources
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
  clinic: { name: string; bookingUrl: string; phone: Queries.PhoneNumber }
  /** The posts about it (the CMS preview has none) */
  related?: React.ReactNode
}

type Parts = readonly Queries.TextPartFragment[]

/** A heading and its list, in this page's spacing. */
const ListSection = ({ id, heading, items }: { id: string; heading: string; items: readonly Parts[] }) => (
  <GlossaryListSection id={id} heading={heading} items={items} className={styles.section} listClassName={styles.list} />
)

/**
 * A condition's own page, in the order a patient needs it: what it is, its symptoms, its causes, what to do now,
 * how physiotherapy helps, how long recovery takes, then when to get help, the words it explains (each linked from
 * its first use), the sources, the related posts, the way to book and the review line. The page's template and the
 * CMS's preview both render it.
 */
const ConditionPageBody = ({ condition, medicalNote, clinic, related }: ConditionPageBodyProps) => {
  const image = condition.image.childImageSharp?.gatsbyImageData
  const { words } = condition
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{condition.title}</h1>
        <MedicalNote note={medicalNote} />
        <UrgentPointer />
      </header>
      <div className={styles.intro}>
        <section aria-labelledby="what-it-is">
          <h2 id="what-it-is">{conditionWording.whatItIs}</h2>
          <p>
            <GlossaryText parts={words.description} />
          </p>
        </section>
        {image && <Picture image={image} alt="" priority className={styles.image} />}
      </div>
      <ListSection id="symptoms" heading={wording.symptoms} items={words.symptoms} />
      <ListSection id="causes" heading={conditionWording.causes} items={words.causes} />
      <ListSection id="self-care" heading={health.selfCare} items={words.selfCare} />
      <ListSection
        id="how-physiotherapy-helps"
        heading={conditionWording.howPhysiotherapyHelps}
        items={words.treatments}
      />
      <section aria-labelledby="recovery" className={styles.section}>
        <h2 id="recovery">{conditionWording.recovery}</h2>
        <p>
          <GlossaryText parts={words.recovery} />
        </p>
      </section>
      <HealthInformation
        whenToGetHelp={condition.whenToGetHelp}
        words={words.terms}
        sources={condition.healthSources}
        review={condition.review}
        related={related}
        booking={{ bookingUrl: condition.bookingUrl ?? clinic.bookingUrl, phone: clinic.phone }}
        clinicName={clinic.name}
      />
    </article>
  )
}

export default ConditionPageBody
