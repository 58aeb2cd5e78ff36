import { contactEndpoint } from "../lib/contact-endpoint"
import { useSiteFacts } from "./use-site-facts"

/** Where the contact form sends (see contactEndpoint). */
export function useContactEndpoint(): string {
  const { site } = useSiteFacts()
  return contactEndpoint(site.formEndpoint)
}
