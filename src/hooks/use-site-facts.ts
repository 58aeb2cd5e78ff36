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
        formEndpoint
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
          nameLabel
          subjectLabel
          emailLabel
          phoneLabel
          messageLabel
          contactByLabel
          emailOption
          phoneOption
          submitLabel
          sendingLabel
          requiredNote
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
        labels {
          skipLink
          menu
          bookNow
          newTab
          visit
          call
          message
          quickLinks
          followUs
          contactUs
          hours
          closed
          breadcrumb
          infoStrip
          onThisPage
          bookOnline
          slideshow
          previousSlide
          nextSlide
          pauseSlides
          playSlides
          backToHome
          openNow
          closedNow
          closes
          opens
          at
          today
          tomorrow
          address
          phone
          email
          symptoms
          howWeHelp
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
