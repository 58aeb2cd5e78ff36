import { graphql, useStaticQuery } from "gatsby"
import { required } from "../lib/required"

/** The clinic's facts from content/site.yaml, plus every page's title for breadcrumbs. */
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
        priceRange
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
        parkingNote
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
      siteBuildMetadata {
        buildYear: buildTime(formatString: "YYYY")
      }
      allPagesYaml {
        nodes {
          path
          title
        }
      }
    }
  `)
  return {
    site: required(data.siteYaml, "content/site.yaml"),
    pages: data.allPagesYaml.nodes,
    buildYear: Number(data.siteBuildMetadata?.buildYear),
  }
}

export type SiteFacts = ReturnType<typeof useSiteFacts>["site"]
