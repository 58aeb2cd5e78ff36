import { useSiteFacts } from "./use-site-facts"

/**
 * Where the contact form sends: content/site.yaml's formEndpoint, unless the build sets
 * GATSBY_CONTACT_FORM_ENDPOINT (e.g. a different form for a staging site).
 */
export function useContactEndpoint(): string {
  const { site } = useSiteFacts()
  return process.env.GATSBY_CONTACT_FORM_ENDPOINT || site.formEndpoint
}
