// gatsby-plugin-feed's options: /rss.xml, every post newest first with its title, address, date, author and
// excerpt, all addresses absolute from site.yaml's siteUrl. The plugin links the feed from every page's head.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { absoluteUrl, BLOG_PATH, postPath } from "../lib/paths"
import { required } from "../lib/required"
import { feedTitle } from "../lib/wording"

export const FEED_PATH = "/rss.xml"

// The plugin runs these strings itself. Each is named and marked /* GraphQL */ so that Gatsby's type generation
// (graphqlTypegen.documentSearchPaths in gatsby-config.ts) finds it and writes Queries.FeedSiteQuery and
// Queries.FeedPostsQuery into src/gatsby-types.d.ts.
const siteQuery = /* GraphQL */ `
  query FeedSite {
    site {
      siteMetadata {
        siteUrl
        description
      }
    }
  }
`

const postsQuery = /* GraphQL */ `
  query FeedPosts {
    allPostsYaml(sort: { date: DESC }) {
      nodes {
        slug
        title
        excerpt
        isoDate: date(formatString: "YYYY-MM-DD")
        authorProfile {
          name
        }
      }
    }
  }
`

/** What setup and serialize receive: the plugin merges the site query's result into each feed's. */
type FeedQuery = Queries.FeedSiteQuery & Queries.FeedPostsQuery

/** siteMetadata, set in gatsby-config.ts from site.yaml, is always there; GraphQL types each field as optional. */
function siteMetadataOf(query: FeedQuery) {
  const { siteUrl, description } = required(query.site?.siteMetadata, "siteMetadata in gatsby-config.ts")
  return {
    siteUrl: required(siteUrl, "siteMetadata.siteUrl"),
    description: required(description, "siteMetadata.description"),
  }
}

/** The blog's own name, as its page gives it (content/pages/blogs.yaml), for the feed's title. */
function blogTitle(file = path.resolve("content/pages/blogs.yaml")): string {
  try {
    const page = parse(fs.readFileSync(file, "utf8")) as { title?: unknown }
    return typeof page.title === "string" ? page.title : "Blog"
  } catch {
    // A broken file is reported by the content check before anything is built.
    return "Blog"
  }
}

export function feedOptions(clinicName: string) {
  return {
    query: siteQuery,
    setup: ({ query }: { query: FeedQuery }) => {
      const { siteUrl, description } = siteMetadataOf(query)
      return {
        title: feedTitle(blogTitle(), clinicName),
        description,
        site_url: absoluteUrl(siteUrl, BLOG_PATH),
        feed_url: absoluteUrl(siteUrl, FEED_PATH),
        language: "en-CA",
      }
    },
    feeds: [
      {
        title: feedTitle(blogTitle(), clinicName),
        output: FEED_PATH,
        query: postsQuery,
        serialize: ({ query }: { query: FeedQuery }) =>
          query.allPostsYaml.nodes.map(post => {
            const url = absoluteUrl(siteMetadataOf(query).siteUrl, postPath(post.slug))
            return {
              title: post.title,
              description: post.excerpt,
              date: post.isoDate,
              url,
              guid: url,
              author: post.authorProfile.name,
            }
          }),
      },
    ],
  }
}
