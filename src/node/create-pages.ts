// createPages: one page per conditions/*.yaml category, rendered by the template its layout names, and a
// permanent redirect from each old address the category lists under redirectFrom; one page per condition of
// condition-pages/*.yaml, under its category's; one page per post, and the blog's list pages (/blogs, then
// /blogs/page/2 and onward: src/lib/blog-pages.ts); one page per extra page of extra-pages/*.yaml, at its address;
// one page per language of language-pages/*.yaml, at its code.
// Templates receive node ids and list positions only, and query everything they render themselves.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { planBlogPages, postNeighbours } from "../lib/blog-pages"
import { conditionPagePath, conditionPath, postPath } from "../lib/paths"

const templates: Record<string, string> = {
  group: path.resolve("src/templates/condition-group.tsx"),
  article: path.resolve("src/templates/condition-article.tsx"),
  condition: path.resolve("src/templates/condition-page.tsx"),
  post: path.resolve("src/templates/blog-post.tsx"),
  blogList: path.resolve("src/templates/blog-list.tsx"),
  extra: path.resolve("src/templates/extra-page.tsx"),
  language: path.resolve("src/templates/language-page.tsx"),
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.ConditionPagesQuery>(`
    query ConditionPages {
      allConditionsYaml {
        nodes {
          id
          slug
          layout
          redirectFrom
        }
      }
      allConditionPageYaml {
        nodes {
          id
          slug
          category
        }
      }
      allPostsYaml(sort: { date: DESC }) {
        nodes {
          id
          slug
        }
      }
      allExtraPageYaml {
        nodes {
          id
          path
        }
      }
      allLanguagePagesYaml {
        nodes {
          id
          path
          language
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the conditions, posts and extra pages", result.errors)
    return
  }
  for (const { id, slug, layout, redirectFrom } of result.data.allConditionsYaml.nodes) {
    const pagePath = conditionPath(slug)
    actions.createPage({ path: pagePath, component: templates[layout], context: { id } })
    // ignoreCase defaults to true, which in the browser would send /conditions/x to itself forever.
    // Not forced: on Netlify a file at the path wins, so a case-insensitive match there cannot loop either.
    for (const fromPath of redirectFrom ?? []) {
      actions.createRedirect({
        fromPath,
        toPath: pagePath,
        isPermanent: true,
        redirectInBrowser: true,
        ignoreCase: false,
      })
    }
  }

  for (const { id, slug, category } of result.data.allConditionPageYaml.nodes) {
    actions.createPage({ path: conditionPagePath(category, slug), component: templates.condition, context: { id } })
  }

  const posts = result.data.allPostsYaml.nodes
  posts.forEach(({ id, slug }, index) => {
    const { newer, older } = postNeighbours(posts, index)
    actions.createPage({
      path: postPath(slug),
      component: templates.post,
      context: { id, newerId: newer?.id ?? "", olderId: older?.id ?? "" },
    })
  })
  for (const { path: pagePath, ...list } of planBlogPages(posts.length)) {
    // The newest post leads the first page in full; later pages only list.
    const newestId = list.page === 1 ? (posts[0]?.id ?? "") : ""
    actions.createPage({ path: pagePath, component: templates.blogList, context: { ...list, newestId } })
  }

  // The content check has made sure that no other page has its address.
  for (const { id, path: pagePath } of result.data.allExtraPageYaml.nodes) {
    actions.createPage({ path: pagePath, component: templates.extra, context: { id } })
  }

  // A page in each language the clinic chose, at its code: /pa for Punjabi. Its language tells the frame around
  // every page (src/wrap-page-element.tsx) to mark its own English parts as English.
  for (const { id, path: pagePath, language } of result.data.allLanguagePagesYaml.nodes) {
    actions.createPage({ path: pagePath, component: templates.language, context: { id, language } })
  }
}
