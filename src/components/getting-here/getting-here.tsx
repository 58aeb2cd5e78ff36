import * as React from "react"
import { graphql } from "gatsby"
import { GETTING_HERE_ID } from "../../lib/paths"
import * as wording from "../../lib/wording"
import ExternalLink from "../external-link"
import * as styles from "./getting-here.module.css"

export const query = graphql`
  fragment GettingHere on GettingHereYaml {
    intro
    entrance {
      stepFree
      details
    }
    floor
    parking {
      note
      accessible
    }
    dropOff
    transit {
      name
      stop
    }
    washroom {
      accessible
      details
    }
    serviceAnimals
    help
  }
`

interface GettingHereProps {
  access: Queries.GettingHereFragment
  /** The clinic's phone, to call for a hand getting in, and its map, for directions (site.yaml) */
  phone: Queries.PhoneNumber
  mapUrl: string
}

/** One thing a patient asks before they come, under its own heading. */
const Part = ({ heading, children }: { heading: string; children: React.ReactNode }) => (
  <div className={styles.part}>
    <h3 className={styles.partHeading}>{heading}</h3>
    {children}
  </div>
)

/** A yes-or-no fact said plainly first, so nobody has to read between the lines: "Step-free entrance". */
const Fact = ({ yes, children }: { yes: boolean; children: string }) => (
  <p className={yes ? styles.yes : styles.no}>{children}</p>
)

/**
 * Getting here and getting in, on /contact (its own address: /contact#getting-here): the entrance and whether it
 * is step-free, the floor, parking and drop-off, transit, the washroom, service animals, and who to call for a
 * hand. Props only, so the CMS previews it as the page shows it.
 */
const GettingHere = ({ access, phone, mapUrl }: GettingHereProps) => (
  <section id={GETTING_HERE_ID} aria-labelledby="getting-here-heading" className={styles.section}>
    <h2 id="getting-here-heading">{wording.gettingHere}</h2>
    {access.intro && <p className={styles.intro}>{access.intro}</p>}
    <div className={styles.parts}>
      <Part heading={wording.accessParts.entrance}>
        <Fact yes={access.entrance.stepFree}>{wording.stepFree(access.entrance.stepFree)}</Fact>
        <p>{access.entrance.details}</p>
      </Part>
      <Part heading={wording.accessParts.floor}>
        <p>{access.floor}</p>
      </Part>
      <Part heading={wording.accessParts.parking}>
        <p className={styles.lead}>{access.parking.note}</p>
        <p>{access.parking.accessible}</p>
      </Part>
      <Part heading={wording.accessParts.dropOff}>
        <p>{access.dropOff}</p>
      </Part>
      <Part heading={wording.accessParts.transit}>
        <ul className={styles.transit}>
          {access.transit.map(route => (
            <li key={route.name}>
              <span className={styles.lead}>{route.name}</span> {route.stop}
            </li>
          ))}
        </ul>
      </Part>
      <Part heading={wording.accessParts.washroom}>
        <Fact yes={access.washroom.accessible}>{wording.accessibleWashroom(access.washroom.accessible)}</Fact>
        <p>{access.washroom.details}</p>
      </Part>
      <Part heading={wording.accessParts.serviceAnimals}>
        <p>{access.serviceAnimals}</p>
      </Part>
      <Part heading={wording.accessParts.help}>
        <p>{access.help}</p>
        <p className={styles.actions}>
          <a href={`tel:${phone.e164}`}>{wording.callNumber(phone.display)}</a>
          <ExternalLink href={mapUrl}>{wording.getDirections}</ExternalLink>
        </p>
      </Part>
    </div>
  </section>
)

export default GettingHere
