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
        <SupportiveDevice key={device.slug} device={device} priority={i === 0} />
      ))}
    </BasicPage>
  )
}

export default SupportiveDevicesPage

export const Head = ({ data }: HeadProps<Queries.SupportiveDevicesPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query SupportiveDevicesPage {
    page: servicesSupportiveDevicesPageYaml {
      ...PageMeta
    }
    servicesYaml {
      devices {
        ...SupportiveDevice
      }
    }
  }
`
