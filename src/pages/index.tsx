import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import BannerCarousel, { type BannerSlide } from "../components/banner-carousel"
import { PageHead } from "../components/basic-page"
import BookingActions from "../components/booking-actions"
import { AboutQuestion, BookingCta, CareServices, MapEmbed, Testimonials, WhyChoose } from "../components/home-blocks"
import Layout from "../components/layout"
import PageHeader from "../components/page-header"
import { required } from "../lib/required"
import * as styles from "./index.module.css"

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const page = required(data.page, "content/pages/home.yaml")
  const home = required(data.home, "content/home.yaml")
  const faq = required(data.faq, "content/faq.yaml")
  const slides: BannerSlide[] = home.slides.flatMap(slide => {
    const image = slide.image.childImageSharp?.gatsbyImageData
    return image ? [{ caption: slide.caption, text: slide.text, alt: slide.alt, image }] : []
  })
  return (
    <Layout path="/" crumb={page.title}>
      <BannerCarousel slides={slides} />
      <div className={styles.hero}>
        <PageHeader heading={page.heading} intro={page.intro} />
        <BookingActions variant="hero" />
      </div>
      <WhyChoose {...home.whyChoose} />
      <CareServices {...home.care} />
      <AboutQuestion {...home.about} />
      <Testimonials {...home.testimonials} />
      <BookingCta {...home.cta} notes={faq} fees={required(data.fees, "content/fees.yaml")} />
      <MapEmbed {...home.map} />
    </Layout>
  )
}

export default HomePage

export const Head = ({ data }: HeadProps<Queries.HomePageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query HomePage {
    page: homePageYaml {
      ...PageMeta
    }
    home: homeYaml {
      slides {
        caption
        text
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              breakpoints: [480, 750, 1080, 1440, 2000]
              sizes: "(min-width: 72rem) 72rem, 100vw"
            )
          }
        }
      }
      whyChoose {
        heading
        points {
          title
          description
        }
      }
      care {
        heading
        intro
        services {
          title
          description
          path
        }
      }
      about {
        heading
        body
        linkLabel
        formHeading
      }
      testimonials {
        heading
        body
        linkLabel
        quotes {
          quote
          name
          condition
        }
      }
      cta {
        heading
        body
        buttonLabel
      }
      map {
        heading
        iframeTitle
        linkLabel
      }
    }
    fees: feesYaml {
      ...FirstVisitFee
    }
    faq: faqYaml {
      ...BookingNotes
    }
  }
`
