import * as React from "react"
import { graphql } from "gatsby"
import * as wording from "../../lib/wording"
import ExternalLink from "../external-link"
import Picture from "../picture"
import * as buttons from "../../styles/buttons.module.css"
import * as styles from "./team-profile.module.css"

export const query = graphql`
  fragment TeamProfile on TeamMember {
    slug
    name
    role
    bio
    languages
    registrationNumber
    registerUrl
    bookingUrl
    photo {
      childImageSharp {
        gatsbyImageData(
          width: 512
          aspectRatio: 0.8
          sizes: "(min-width: 64rem) 16rem, (min-width: 40rem) 12rem, 6.5rem"
        )
      }
    }
  }
`

/**
 * One person on Our Team: portrait, name, role, the languages they speak and a short biography; a physiotherapist's
 * College registration
 * (with a link to their page on the College's public register) and a link to book with them, when content/team.yaml
 * gives them.
 */
const TeamProfile = ({ member }: { member: Queries.TeamProfileFragment }) => {
  const { slug, name, role, bio, languages, registrationNumber, registerUrl, bookingUrl } = member
  const photo = member.photo.childImageSharp?.gatsbyImageData
  const nameId = `${slug}-name`
  return (
    <article id={slug} aria-labelledby={nameId} className={styles.profile}>
      {/* The name is right beside the portrait, so the portrait needs no alt text of its own. */}
      {photo && <Picture image={photo} alt="" className={styles.photo} />}
      <div className={styles.heading}>
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.role}>{role}</p>
        <p className={styles.languages}>{wording.speaks(languages)}</p>
      </div>
      <div className={styles.bio}>
        {bio.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {registrationNumber && (
          <p className={styles.registration}>
            {wording.collegeRegistration(registrationNumber)}
            {registerUrl && (
              <>
                {" · "}
                <ExternalLink href={registerUrl}>{wording.onTheRegister}</ExternalLink>
              </>
            )}
          </p>
        )}
        {bookingUrl && (
          <ExternalLink href={bookingUrl} className={`${buttons.button} ${buttons.secondary} ${styles.book}`}>
            {wording.bookWith(name)}
          </ExternalLink>
        )}
      </div>
    </article>
  )
}

export default TeamProfile
