// gatsby-transformer-yaml's typeName option: names each YAML node after the content model, so
// content/site.yaml is SiteYaml (not the folder-derived ContentYaml) and conditions/*.yaml is ConditionsYaml.
import path from "path"
import { typeForFile } from "./content-model"

interface YamlFileNode {
  relativePath?: string
  absolutePath?: string
}

export function yamlTypeName({ node }: { node: YamlFileNode }): string {
  const relativePath = node.relativePath ?? path.basename(node.absolutePath ?? "")
  const type = typeForFile(relativePath)
  if (!type) throw new Error(`content/${relativePath}: no content type reads this file`)
  return type.type
}
