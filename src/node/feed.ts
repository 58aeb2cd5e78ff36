// gatsby-plugin-feed's options: /rss.xml, every post newest first with its title, address, date, author and
// excerpt, all addresses absolute from site.yaml's siteUrl. The plugin links the feed from every page's head.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { absoluteUrl, BLOG_PATH, postPath } from "../lib/paths"
import { feedTitle } from "../lib/wording"

export const FEED_PATH = "/rss.xml"

interface FeedQuery {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } }
  allPostsYaml: {
    nodes: Array<{ slug: string; title: string; excerpt: string; isoDate: string; authorProfile: { name: string } }>
  }
}

/** The blog's own name, as its page gives it (content/pages/blogs.yaml), for the feed's title. */
function blogTitle(file = path.resolve("content/pages/blogs.yaml")): string {
  try {
    const page = yaml.load(fs.readFileSync(file, "utf8")) as { title?: unknown }
    return typeof page.title === "string" ? page.title : "Blog"
  } catch {
    // A broken file is reported by the content check before anything is built.
    return "Blog"
  }
}

export function feedOptions(clinicName: string) {
  return {
    setup: ({ query: { site } }: { query: FeedQuery }) => {
      const { siteUrl, description } = site.siteMetadata
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
        query: `{
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
        }`,
        serialize: ({ query: { site, allPostsYaml } }: { query: FeedQuery }) =>
          allPostsYaml.nodes.map(post => {
            const url = absoluteUrl(site.siteMetadata.siteUrl, postPath(post.slug))
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
