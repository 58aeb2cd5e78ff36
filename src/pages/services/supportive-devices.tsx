import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../../components/basic-page"
import SupportiveDevice from "../../components/supportive-device"
import { required } from "../../lib/required"

const SupportiveDevicesPage = ({ data }: PageProps<Queries.SupportiveDevicesPageQuery>) => {
  const { devices } = required(data.servicesYaml, "content/services.yaml")
  return (
    <BasicPage page={data.page}>
      {devices.map((device, i) => (
        <SupportiveDevice
          key={device.slug}
          priority={i === 0}
          slug={device.slug}
          title={device.title}
          description={device.description}
          benefits={device.benefits}
          image={device.image.childImageSharp?.gatsbyImageData}
        />
      ))}
    </BasicPage>
  )
}

export default SupportiveDevicesPage

export const Head = ({ data }: HeadProps<Queries.SupportiveDevicesPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query SupportiveDevicesPage {
    page: pagesYaml(path: { eq: "/services/supportive-devices" }) {
      ...PageMeta
    }
    servicesYaml {
      devices {
        slug
        title
        description
        benefits
        image {
          childImageSharp {
            gatsbyImageData(
              width: 768
              aspectRatio: 1.5
              sizes: "(min-width: 64rem) 24rem, (min-width: 48rem) 20rem, (min-width: 32rem) 32rem, 100vw"
            )
          }
        }
      }
    }
  }
`
