import * as React from "react"
import TeamProfile from "../../components/team-profile"
import { entryData, IMAGE_FRAMES, previewImage, type Draft, type PreviewProps } from "./decap"
import PreviewMain from "./preview-main"

type TeamFile = { members: readonly Queries.TeamProfileFragment[] }

const memberOf = (props: PreviewProps, member: Draft<Queries.TeamProfileFragment>) => ({
  slug: member.slug ?? "",
  name: member.name ?? "",
  role: member.role ?? "",
  bio: member.bio ?? [],
  languages: member.languages ?? [],
  registrationNumber: member.registrationNumber ?? null,
  registerUrl: member.registerUrl ?? null,
  bookingUrl: member.bookingUrl ?? null,
  photo: previewImage(props, member.photo, ["members", "photo"], IMAGE_FRAMES["team-profile"]),
})

/** Our Team's people as the page shows them, each with their portrait, biography and links. */
const TeamPreview = (props: PreviewProps) => {
  const { members } = entryData<TeamFile>(props)
  return (
    <PreviewMain>
      {(members ?? []).map((member, i) => (
        <TeamProfile key={member.slug || i} member={memberOf(props, member)} />
      ))}
    </PreviewMain>
  )
}

export default TeamPreview
