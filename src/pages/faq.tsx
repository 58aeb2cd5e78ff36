import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { BasicPage, PageHead } from "../components/basic-page"
import ContactList from "../components/contact-list"
import FaqList from "../components/faq-list"
import { required } from "../lib/required"
import * as wording from "../lib/wording"
import * as styles from "./faq.module.css"

const FaqPage = ({ data, location }: PageProps<Queries.FaqPageQuery>) => {
  const faq = required(data.faq, "content/faq.yaml")
  return (
    <BasicPage page={data.page}>
      <div className={styles.layout}>
        <FaqList groups={faq.groups} hash={location.hash} />
        <section aria-labelledby="ask-us" className={styles.ask}>
          <h2 id="ask-us">{wording.stillHaveAQuestion}</h2>
          <ContactList ways={["phone", "email", "form"]} className={styles.ways} />
        </section>
      </div>
    </BasicPage>
  )
}

export default FaqPage

export const Head = ({ data }: HeadProps<Queries.FaqPageQuery>) => <PageHead page={data.page} />

export const query = graphql`
  query FaqPage {
    page: faqPageYaml {
      ...PageMeta
    }
    faq: faqYaml {
      ...FaqGroups
    }
  }
`
