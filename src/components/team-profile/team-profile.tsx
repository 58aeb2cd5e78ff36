import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import Picture from "../picture"
import * as styles from "./team-profile.module.css"

interface TeamProfileProps {
  slug: string
  name: string
  role: string
  bio: readonly string[]
  photo?: IGatsbyImageData | null
}

/** One person on Our Team: portrait, name, role and a short biography. */
const TeamProfile = ({ slug, name, role, bio, photo }: TeamProfileProps) => {
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
      </div>
      <div className={styles.bio}>
        {bio.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  )
}

export default TeamProfile
