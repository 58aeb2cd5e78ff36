import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { required } from "../lib/required"

/**
 * The clinic's facts from content/site.yaml, with the parking line every page shows (getting-here.yaml) and the
 * range of its fees (fees.yaml); the holidays and closures (holidays.yaml) and the notices (notices.yaml) from the
 * day of the build on; plus every page's title for breadcrumbs, and the pages in other languages.
 */
export function useSiteFacts() {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      siteYaml {
        name
        description
        siteUrl
        address {
          street
          city
          province
          postalCode
          country
        }
        areaServed
        mapUrl
        mapEmbedUrl
        reviewsUrl
        phone {
          display
          e164
        }
        email
        privacyContact {
          name
          email
          phone {
            display
            e164
          }
        }
        formEndpoint
        formProvider {
          name
          privacyUrl
        }
        hours {
          day
          opens
          closes
        }
        bookingUrl
        social {
          facebook
          linkedin
          instagram
        }
        claims {
          experience
          clinicalExpertise
        }
        contactForm {
          heading
          intro
        }
        medicalNote
        socialImage {
          publicURL
          childImageSharp {
            original {
              width
              height
            }
          }
        }
        navigation {
          label
          path
        }
        quickLinks {
          label
          path
        }
        legalLinks {
          label
          path
        }
      }
      holidaysYaml {
        calendar {
          builtOn
          days {
            from
            to
            opens
            closes
            reason
            dates
            change
          }
        }
      }
      noticesYaml {
        ahead {
          key
          text
          link {
            label
            path
          }
          from
          to
        }
      }
      gettingHereYaml {
        parking {
          note
        }
      }
      feesYaml {
        priceRange
      }
      siteBuildMetadata {
        buildYear: buildTime(formatString: "YYYY")
      }
      allLanguagePagesYaml(sort: { language: ASC }) {
        nodes {
          language
          path
          ownName
          dir
        }
      }
      allPagesYaml(sort: { path: ASC }) {
        nodes {
          path
          title
        }
      }
    }
  `)
  // One object for as long as the query's data is the same, so an effect that depends on the facts (the open-now
  // line's) does not run again on every render.
  const site = React.useMemo(
    () => ({
      ...required(data.siteYaml, "content/site.yaml"),
      parkingNote: required(data.gettingHereYaml, "content/getting-here.yaml").parking.note,
      priceRange: required(data.feesYaml, "content/fees.yaml").priceRange,
    }),
    [data],
  )
  return {
    site,
    calendar: required(data.holidaysYaml, "content/holidays.yaml").calendar,
    notices: required(data.noticesYaml, "content/notices.yaml").ahead,
    pages: data.allPagesYaml.nodes,
    /** The pages in other languages the clinic publishes (content/language-pages/), by code */
    languagePages: data.allLanguagePagesYaml.nodes,
    buildYear: Number(data.siteBuildMetadata?.buildYear),
  }
}

export type SiteFacts = ReturnType<typeof useSiteFacts>["site"]
