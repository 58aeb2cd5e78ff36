// createPages: one page per conditions/*.yaml category, rendered by the template its layout names.
// Templates receive only the node id and query everything they render themselves.
import path from "path"
import type { GatsbyNode } from "gatsby"

const templates: Record<string, string> = {
  group: path.resolve("src/templates/condition-group.tsx"),
  article: path.resolve("src/templates/condition-article.tsx"),
}

interface ConditionPagesQuery {
  allConditionsYaml: { nodes: Array<{ id: string; slug: string; layout: string }> }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<ConditionPagesQuery>(`
    query ConditionPages {
      allConditionsYaml {
        nodes {
          id
          slug
          layout
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the conditions content", result.errors)
    return
  }
  for (const { id, slug, layout } of result.data.allConditionsYaml.nodes) {
    actions.createPage({ path: `/conditions/${slug}`, component: templates[layout], context: { id } })
  }
}
