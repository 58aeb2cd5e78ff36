import * as React from "react"
import { Link } from "gatsby"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { useClientValue } from "../../hooks/use-client-value"
import * as wording from "../../lib/wording"
import EmailLink from "../email-link"
import type { FrameMarks } from "../english-frame"
import ExternalLink from "../external-link"
import HoursList from "../hours-list"
import LanguageLinks from "../language-links"
import PhoneLink from "../phone-link"
import PostalAddress from "../postal-address"
import * as styles from "./footer.module.css"

/**
 * The year as the visitor's clock has it. The static HTML carries the build year, and so does hydration
 * (to match it); React then renders again with the visitor's year if the site was built last year.
 */
const useCurrentYear = (buildYear: number) => useClientValue(() => new Date().getFullYear(), buildYear)

/** Links to pages of the site, from a list in site.yaml. */
const LinkList = ({
  links,
  className,
}: {
  links: ReadonlyArray<{ label: string; path: string }>
  className: string
}) => (
  <ul className={className}>
    {links.map(item => (
      <li key={item.path}>
        <Link to={item.path}>{item.label}</Link>
      </li>
    ))}
  </ul>
)

const Footer = (marks: FrameMarks) => {
  const { site, buildYear, languagePages } = useSiteFacts()
  const year = useCurrentYear(buildYear)
  const socials = (["facebook", "linkedin", "instagram"] as const).map(network => ({
    name: wording.socialNetworks[network],
    href: site.social[network],
  }))
  return (
    <footer className={styles.footer} {...marks}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-clinic">
          <h2 id="footer-clinic" className={styles.heading}>
            {site.name}
          </h2>
          <p>
            {site.claims.experience}. {site.claims.clinicalExpertise}.
          </p>
          <h3 className={styles.subheading}>{wording.followUs}</h3>
          <ul className={styles.socials}>
            {socials.map(({ name, href }) => (
              <li key={name}>
                <ExternalLink href={href} className={styles.social}>
                  {name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={styles.heading}>
              {wording.quickLinks}
            </h2>
            <LinkList links={site.quickLinks} className={styles.links} />
          </nav>
          {languagePages.length > 0 && (
            <nav aria-labelledby="footer-languages">
              <h2 id="footer-languages" className={`${styles.subheading} ${styles.languagesHeading}`}>
                {wording.inYourLanguage}
              </h2>
              <LanguageLinks pages={languagePages} className={styles.languages} />
            </nav>
          )}
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {wording.contactUs}
          </h2>
          <address className={styles.address}>
            <PostalAddress linkToMap />
            <PhoneLink />
            <EmailLink />
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={styles.heading}>
            {wording.openingHours}
          </h2>
          <HoursList className={styles.hours} />
        </section>
      </div>
      <div className={styles.legal}>
        <p>
          © <span data-footer-year="">{year}</span> {site.name}
        </p>
        <LinkList links={site.legalLinks} className={styles.legalLinks} />
      </div>
    </footer>
  )
}

export default Footer
