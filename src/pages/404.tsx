import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import { useSiteFacts } from "../hooks/use-site-facts"

const NotFoundPage = ({ data }: PageProps<Queries.NotFoundPageQuery>) => {
  const { site } = useSiteFacts()
  return (
    <BasicPage page={data.page}>
      <ul>
        {site.navigation.map(item => (
          <li key={item.path}>
            <Link to={item.path}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </BasicPage>
  )
}

export default NotFoundPage

export const Head = ({ data }: HeadProps<Queries.NotFoundPageQuery>) => (
  <PageHead page={data.page}>
    <meta name="robots" content="noindex" />
  </PageHead>
)

export const query = graphql`
  query NotFoundPage {
    page: notFoundPageYaml {
      ...PageMeta
    }
  }
`
