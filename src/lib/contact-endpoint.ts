/**
 * Where the contact form sends: content/site.yaml's formEndpoint, unless the build sets
 * GATSBY_CONTACT_FORM_ENDPOINT (e.g. a different form for a staging site). The pages and the
 * Content-Security-Policy both ask here, so the policy always allows the address the form uses.
 */
export function contactEndpoint(formEndpoint: string, override = process.env.GATSBY_CONTACT_FORM_ENDPOINT): string {
  return override || formEndpoint
}
