// createPages: one page per conditions/*.yaml category, rendered by the template its layout names,
// and a permanent redirect from each old address the category lists under redirectFrom.
// Templates receive only the node id and query everything they render themselves.
import path from "path"
import type { GatsbyNode } from "gatsby"

const templates: Record<string, string> = {
  group: path.resolve("src/templates/condition-group.tsx"),
  article: path.resolve("src/templates/condition-article.tsx"),
}

interface ConditionPagesQuery {
  allConditionsYaml: { nodes: Array<{ id: string; slug: string; layout: string; redirectFrom: string[] | null }> }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<ConditionPagesQuery>(`
    query ConditionPages {
      allConditionsYaml {
        nodes {
          id
          slug
          layout
          redirectFrom
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the conditions content", result.errors)
    return
  }
  for (const { id, slug, layout, redirectFrom } of result.data.allConditionsYaml.nodes) {
    const pagePath = `/conditions/${slug}`
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
}
