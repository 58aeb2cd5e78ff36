import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { ContactPoint } from "schema-dts"
import Layout from "../components/layout"
import LanguagePageBody from "../components/language-page-body"
import Seo from "../components/seo"
import { useOpenStatus } from "../hooks/use-open-status"
import { useSiteFacts } from "../hooks/use-site-facts"
import { isFontScript, scriptFontCss, scriptFontOf, scriptFontPath } from "../lib/font"
import { buildLanguagePageJsonLd } from "../lib/json-ld/language-page"
import { fillText, isPaymentWaySentence, SENTENCE_KEYS, type LanguagePageSentence } from "../lib/language-page"
import { required } from "../lib/required"

type Page = NonNullable<Queries.LanguagePageQuery["page"]>

/** The page's sentences by key, as text. */
const textsOf = (sentences: Page["sentences"]) =>
  Object.fromEntries(SENTENCE_KEYS.map(key => [key, sentences[key].text])) as Record<LanguagePageSentence, string>

/**
 * The page's language as its query gives it (the record of src/lib/languages.ts, read at the build), so the table
 * of every language stays out of the page's script.
 */
const languageOf = (page: Page) => ({
  code: page.language,
  dir: page.dir === "rtl" ? ("rtl" as const) : ("ltr" as const),
  ogLocale: page.ogLocale,
  scriptFont: isFontScript(page.scriptFont) ? page.scriptFont : undefined,
})

/**
 * A page in one of the languages the team speaks (content/language-pages/<code>.yaml), at /<code>: who speaks it,
 * how to book, where the clinic is, what it costs, the first visit and urgent help, in that language, with the
 * clinic's facts filled in from the same content as the English pages. Its `lang` and `dir` are the language's;
 * the site's header, breadcrumbs and footer stay English, and say so (its page context names its language:
 * src/wrap-page-element.tsx).
 */
const LanguagePageTemplate = ({ data }: PageProps<Queries.LanguagePageQuery>) => {
  const { site, calendar } = useSiteFacts()
  const status = useOpenStatus(site.hours, calendar.days)
  const page = required(data.page, "the page in another language")
  const access = required(data.access, "content/getting-here.yaml")
  const fees = required(data.fees, "content/fees.yaml")
  return (
    <Layout path={page.path} crumb={page.languageName}>
      <LanguagePageBody
        language={page.language}
        dir={languageOf(page).dir}
        sentences={textsOf(page.sentences)}
        clinic={site}
        speakers={page.speakers}
        access={{
          stepFree: access.entrance.stepFree,
          freeParking: access.parking.free,
          transit: access.transit,
        }}
        written={page.written}
        ways={fees.ways.map(way => way.languagePageSentence).filter(isPaymentWaySentence)}
        translatedBy={page.translatedBy}
        checked={page.checker && page.confirmedOn ? page.checker : null}
        health811Source={data.english?.health811Source}
        openStatus={status}
      />
    </Layout>
  )
}

export default LanguagePageTemplate

/**
 * Its title and description in the language, its language and direction on <html> (Seo adds the other languages'
 * pages and English as alternates), and the script's font when the language needs one: declared, and preloaded, on this page
 * only.
 */
export const Head = ({ data }: HeadProps<Queries.LanguagePageQuery>) => {
  const { site } = useSiteFacts()
  const page = required(data.page, "the page in another language")
  const facts = { clinic: site.name, city: site.address.city }
  const language = languageOf(page)
  const font = scriptFontOf(language)
  const checked = page.checker && page.confirmedOn ? { on: page.confirmedOn } : null
  return (
    <Seo
      title={page.sentences.title.text}
      crumb={page.languageName}
      description={fillText(page.sentences.description.text, facts)}
      path={page.path}
      language={language}
      structuredData={facts => [buildLanguagePageJsonLd(facts, page.language, checked)]}
      // The front desk's phone in every language the team speaks, as /contact has it: this page's among them.
      clinicDetails={() => ({ contactPoint: data.clinic?.contactPoint as ContactPoint | undefined })}
    >
      {font && (
        <>
          <link rel="preload" href={scriptFontPath(font)} as="font" type="font/woff2" crossOrigin="anonymous" />
          <style dangerouslySetInnerHTML={{ __html: scriptFontCss(font) }} />
        </>
      )}
    </Seo>
  )
}

export const query = graphql`
  query LanguagePage($id: String!) {
    page: languagePagesYaml(id: { eq: $id }) {
      language
      path
      languageName
      dir
      ogLocale
      scriptFont
      translatedBy
      confirmedOn(formatString: "YYYY-MM-DD")
      written {
        hours {
          days
          hours
        }
        times {
          of
          text
        }
        weekdays {
          of
          text
        }
        days {
          of
          text
        }
        firstVisit {
          price
          minutes
        }
        checkedOn
      }
      checker {
        slug
        name
      }
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
        bookHeading {
          text
        }
        callUs {
          text
        }
        bookOnline {
          text
        }
        hoursHeading {
          text
        }
        closed {
          text
        }
        openNow {
          text
        }
        closedNow {
          text
        }
        closedToday {
          text
        }
        opensToday {
          text
        }
        opensTomorrow {
          text
        }
        opensOn {
          text
        }
        whereHeading {
          text
        }
        directions {
          text
        }
        stepFree {
          text
        }
        withSteps {
          text
        }
        parkingFree {
          text
        }
        parkingPaid {
          text
        }
        transit {
          text
        }
        gettingHereLink {
          text
        }
        costsHeading {
          text
        }
        firstVisitCost {
          text
        }
        healthPlan {
          text
        }
        carAccident {
          text
        }
        wsib {
          text
        }
        ohip {
          text
        }
        selfPay {
          text
        }
        feesLink {
          text
        }
        firstVisitHeading {
          text
        }
        firstVisitWhat {
          text
        }
        bring {
          text
        }
        wear {
          text
        }
        urgentHeading {
          text
        }
        emergency {
          text
        }
        health811 {
          text
        }
        translatedBy {
          text
        }
        checkedBy {
          text
        }
        notChecked {
          text
        }
        englishLink {
          text
        }
      }
    }
    clinic: siteYaml {
      contactPoint
    }
    english: languagePageYaml {
      health811Source {
        title
        url
      }
    }
    access: gettingHereYaml {
      entrance {
        stepFree
      }
      parking {
        free
      }
      transit {
        name
        stop
      }
    }
    fees: feesYaml {
      ways {
        languagePageSentence
      }
    }
  }
`
