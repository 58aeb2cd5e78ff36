import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Layout from "../components/layout"
import Seo from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { fillText } from "../lib/language-page"
import { required } from "../lib/required"

/**
 * A page in one of the languages the team speaks (content/language-pages/<code>.yaml), at /<code>: who speaks it,
 * how to book, where the clinic is, what it costs, the first visit and urgent help, in that language, with the
 * clinic's facts filled in from the same content as the English pages. Its `lang` and `dir` are the language's.
 */
const LanguagePageTemplate = ({ data }: PageProps<Queries.LanguagePageQuery>) => {
  const { site } = useSiteFacts()
  const page = required(data.page, "the page in another language")
  const { sentences } = page
  const facts = { clinic: site.name, city: site.address.city }
  return (
    <Layout path={page.path} crumb={page.ownName}>
      <div lang={page.language} dir={page.dir}>
        <h1>{sentences.heading.text}</h1>
        <p>{fillText(sentences.intro.text, facts)}</p>
        <section aria-labelledby="speakers">
          <h2 id="speakers">{sentences.speakersHeading.text}</h2>
          <p>{sentences.speakersIntro.text}</p>
          <ul>
            {page.speakers.map(member => (
              <li key={member.slug}>
                <a href={`/our-team#${member.slug}`}>{member.name}</a>{" "}
                <span lang="en" dir="ltr">
                  {member.role}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Layout>
  )
}

export default LanguagePageTemplate

export const Head = ({ data }: HeadProps<Queries.LanguagePageQuery>) => {
  const { site } = useSiteFacts()
  const page = required(data.page, "the page in another language")
  const facts = { clinic: site.name, city: site.address.city }
  return (
    <Seo
      title={page.sentences.title.text}
      crumb={page.ownName}
      description={fillText(page.sentences.description.text, facts)}
      path={page.path}
    >
      <html lang={page.language} dir={page.dir} />
    </Seo>
  )
}

export const query = graphql`
  query LanguagePage($id: String!) {
    page: languagePagesYaml(id: { eq: $id }) {
      language
      path
      ownName
      dir
      speakers {
        slug
        name
        role
      }
      sentences {
        title {
          text
        }
        description {
          text
        }
        heading {
          text
        }
        intro {
          text
        }
        speakersHeading {
          text
        }
        speakersIntro {
          text
        }
      }
    }
  }
`
