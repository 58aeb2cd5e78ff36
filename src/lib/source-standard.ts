// The standard a source of health information is held to (health-sources.yaml): who may publish it, and where its
// address may be. A source of another kind, or at an address that is not the publisher's own (a copy on a
// file-sharing site, a test server, another country's edition, a tracking tag), is refused by the build, the JSON
// Schemas and the CMS alike: field-kinds.ts makes all three from SOURCE_ADDRESS, and the build's message from
// sourceAddressProblem.

/**
 * The kinds of publisher a source may have, as the most trusted public health sites hold theirs to: no marketing
 * page of a clinic, surgeon or drugstore, no content site.
 */
export const SOURCE_KINDS = {
  government: "a public health body or government (HealthLinkBC, MyHealth Alberta, Health Canada, the NHS)",
  "health-system": "a hospital or health system (SickKids, The Ottawa Hospital, Alberta Health Services)",
  university: "a university (Queen's University, the University of Calgary)",
  "professional-body": "a professional college or association (Physiotherapy Alberta, Thrombosis Canada)",
  "peer-reviewed": "a peer-reviewed guideline or review, at its journal's or publisher's own address, or PubMed",
} as const

export type SourceKind = keyof typeof SOURCE_KINDS

/** Sites that keep copies of other publishers' documents: the publisher's own address is the source. */
export const MIRRORS = [
  "scribd.com",
  "docslib.org",
  "docplayer.net",
  "docplayer.com",
  "studylib.net",
  "yumpu.com",
  "slideshare.net",
  "issuu.com",
  "coursehero.com",
  "pdfslide.net",
  "fdocuments.in",
  "dokumen.pub",
  "documents.pub",
  "vdocuments.mx",
] as const

/** A host's first label that marks a server for trying pages out, not the one the publisher serves them from. */
const TEST_SERVERS = ["test", "testing", "staging", "stage", "dev", "preview", "uat", "qa"] as const

/** Query parameters that say where a reader came from, not which page it is. */
const TRACKING = ["utm_[a-z_]+", "fbclid", "gclid", "mc_cid", "mc_eid"] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const MIRROR_HOST = `(?:[^/?#\\s]*\\.)?(?:${MIRRORS.map(escapeRegExp).join("|")})(?:[/?#]|$)`
const TEST_HOST = `(?:${TEST_SERVERS.join("|")})(?:\\d*[-.])`
const OTHER_MSD_EDITION = "(?:www\\.)?msdmanuals\\.com/en-(?!ca/)[a-z]{2}/"
const TRACKED = `\\S*[?&](?:${TRACKING.join("|")})=`

/**
 * A source's address: http(s), a host with no port, on none of the mirrors or test servers, not another country's
 * edition of the MSD Manual, with no tracking tag. One expression with no flags, as JSON Schema and Decap read it.
 */
export const SOURCE_ADDRESS = new RegExp(
  `^https?://(?!${MIRROR_HOST})(?!${TEST_HOST})(?!${OTHER_MSD_EDITION})(?!${TRACKED})[^/?#:\\s@]+\\.[^/?#:\\s@]+(?:[/?#]\\S*)?$`,
)

/**
 * What is wrong with a source's address, in words for the message after "url: ", or undefined when the expression
 * takes it, or when the address is no web address at all (the plain message says what it should be).
 */
export function sourceAddressProblem(address: string): string | undefined {
  const host = /^https?:\/\/([^/?#\s]*)/i.exec(address)?.[1]?.toLowerCase()
  if (!host || SOURCE_ADDRESS.test(address)) return undefined
  const mirror = MIRRORS.find(site => host === site || host.endsWith(`.${site}`))
  if (mirror)
    return `is on ${mirror}, a site that keeps copies of other publishers' documents; give the address where the publisher itself serves it`
  if (new RegExp(`^${TEST_HOST}`, "i").test(host))
    return `is on ${host}, a server for trying pages out; give the address the publisher serves the page from`
  const port = /:\d*$/.exec(host)?.[0]
  if (port) return `names a port (${port}); give the address as the publisher serves it, without "${port}"`
  const edition = new RegExp(OTHER_MSD_EDITION, "i").exec(address.replace(/^https?:\/\//i, ""))
  if (edition)
    return `is another country's edition of the MSD Manual (${edition[0]}); give its Canadian edition's address (msdmanuals.com/en-ca/)`
  const tracking = new RegExp(`[?&](${TRACKING.join("|")})=`, "i").exec(address)
  if (tracking) return `carries ${tracking[1]}, which says where a reader came from; give the address without it`
  return undefined
}
