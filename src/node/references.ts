// What a reference field (content-model.ts, kind "reference") may name, read from the content itself: the
// content check rejects any other slug, naming the file and the field, and the CMS offers these to pick from.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { ReferenceTarget } from "./content-model"
import { isPlainObject } from "./item-label"

/** One thing a reference may name: its slug, and how people know it. */
export interface ReferenceOption {
  value: string
  label: string
}

const readYaml = (file: string): unknown => {
  try {
    return yaml.load(fs.readFileSync(file, "utf8"))
  } catch {
    // A missing or broken file is reported by the content check on its own; it simply offers nothing here.
    return undefined
  }
}

const records = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter(isPlainObject) : []

const text = (value: unknown) => (typeof value === "string" ? value : "")

function teamMembers(contentDir: string): ReferenceOption[] {
  const team = readYaml(path.join(contentDir, "team.yaml"))
  return records(isPlainObject(team) ? team.members : undefined).map(member => ({
    value: text(member.slug),
    label: text(member.name),
  }))
}

/** Each category (a page of its own), then its entries (a section of that page), in What We Treat's order. */
function conditions(contentDir: string): ReferenceOption[] {
  const folder = path.join(contentDir, "conditions")
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter(file => file.endsWith(".yaml")) : []
  const categories = records(files.map(file => readYaml(path.join(folder, file)))).sort(
    (a, b) => Number(a.order) - Number(b.order),
  )
  return categories.flatMap(category => [
    { value: text(category.slug), label: text(category.title) },
    ...records(category.entries).map(entry => ({
      value: text(entry.slug),
      label: `${text(category.title)}: ${text(entry.title)}`,
    })),
  ])
}

const TARGETS: Record<ReferenceTarget, (contentDir: string) => ReferenceOption[]> = {
  teamMember: teamMembers,
  condition: conditions,
}

/** Everything a reference to `target` may name in the content under `contentDir`. */
export const referenceOptions = (target: ReferenceTarget, contentDir: string): ReferenceOption[] =>
  TARGETS[target](contentDir).filter(option => option.value !== "")

/** How the content check and the CMS name a target in their messages, and the form of a slug that names one. */
export const REFERENCE_TARGETS: Record<ReferenceTarget, { name: string; example: string }> = {
  teamMember: { name: "member of Our Team (team.yaml)", example: "priya-sharma" },
  condition: { name: "condition (a file in conditions/ or one of its entries)", example: "whiplash" },
}
