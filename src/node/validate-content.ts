// onPreBootstrap: checks every YAML file under content/ against the content model before Gatsby reads it, so an
// editor's mistake fails the build with one line naming the file and the field. The rules are content-check.ts's,
// which the CMS runs before a save too; this file reads content/ for them (content.ts) and gathers the warnings,
// which may depend on the day: a review that is due, a closure or notice that has ended.
import path from "path"
import { CONTENT_DIR, contentToCheck, findImageOnDisk, readContent, type ContentFile } from "./content"
import { contentProblems, recordProblems as problemsOfRecord, withMembers } from "./content-check"
import type { Fields } from "./content-model"
import type { CheckContext } from "./field-kinds"
import { clinicDay } from "../lib/calendar"
import { healthWarnings } from "./health"
import { languagePageWarnings } from "./language-pages"
import { factsNotFound, SAMPLES_FOLDER } from "./launch-check"
import { nearest } from "../lib/did-you-mean"

export { describeProblems } from "./content-check"

/**
 * Every problem in the YAML under `contentDir`, one line each, "content/file.yaml: field: message", with a
 * folder's file named by its title too. An empty list means the content is fine. No rule depends on the day.
 */
export const validateContent = (contentDir = CONTENT_DIR, today?: string): string[] =>
  contentProblems(contentToCheck(contentDir, today))

/**
 * The problems of one record against `fields`, "field: message" each, as the build finds them in a file in
 * `yamlDir`; what references name is not looked up. `findImage` replaces the look for a picture's file.
 */
export function recordProblems(
  record: Record<string, unknown>,
  fields: Fields,
  yamlDir: string,
  findImage?: CheckContext["findImage"],
): string[] {
  const onDisk = findImageOnDisk(yamlDir)
  return problemsOfRecord(record, fields, findImage ?? (value => onDisk({ path: "x.yaml" }, value)))
}

/**
 * Each list of sample facts whose content file is not in content/: a page deleted in the CMS, which keeps the list
 * (staff cannot delete one there), or a name typed wrong by hand. None of its facts is a sample, so the build warns,
 * with the file it may mean, for someone to delete the list or mend its name; it does not stop staff's next build.
 */
function listsWithoutTheirFile(read: readonly ContentFile[], files: readonly string[]): string[] {
  const contentFiles = files.filter(file => !file.startsWith(`${SAMPLES_FOLDER}/`) && !file.startsWith("schemas/"))
  return read
    .filter(file => file.type.folder === SAMPLES_FOLDER && typeof file.data.file === "string")
    .flatMap(({ data, shown }) => {
      const named = String(data.file)
      if (contentFiles.includes(named)) return []
      const likely = nearest(named, contentFiles)
      const meant = likely ? `did you mean "${likely}"? Else ` : ""
      return [
        `${shown}: file: "${named}" is not a file of content/, so none of its facts is a sample: ${meant}delete this list`,
      ]
    })
}

/**
 * A file expected to have members that has none yet: a category laid out as a list with no conditions. A warning,
 * not a problem: in the CMS a new category is published before the conditions that name it can be.
 */
function memberWarnings(files: readonly ContentFile[]): string[] {
  const warnings: string[] = []
  for (const { kind, members, parents, children } of withMembers(files)) {
    const { expectedFor } = members
    if (!expectedFor) continue
    for (const parent of parents) {
      const value = String(parent.data[expectedFor.field])
      const named = children.some(child => child.data[members.parentField] === parent.data[kind.valueField])
      if (expectedFor.values.includes(value) && !named)
        warnings.push(
          `${parent.shown}: ${expectedFor.field}: is ${value}, but no file in ${members.folder}/ names it as its ${members.parentField} yet, so its page lists nothing`,
        )
    }
  }
  return warnings
}

/**
 * What the build warns of without stopping, one line each like a problem: every page whose next review date has
 * passed, a category that lists no conditions yet, health information that is not in plain words or cites no
 * Canadian source (health.ts), and a list of sample facts whose file or fact is gone. Files the content check
 * refuses are left to it.
 */
export function contentWarnings(contentDir = CONTENT_DIR, today = clinicDay()): string[] {
  const { files, paths: relativePaths } = readContent(contentDir)
  return [
    ...files.flatMap(file =>
      (file.type.warn?.(file.data, today) ?? []).map(([field, message]) => `${file.shown}: ${field}: ${message}`),
    ),
    ...memberWarnings(files),
    ...healthWarnings(files),
    ...languagePageWarnings(files),
    ...listsWithoutTheirFile(files, relativePaths),
    ...factsNotFound(contentDir).map(
      ([list, fact]) =>
        `${path.relative(process.cwd(), path.join(contentDir, SAMPLES_FOLDER, `${list.slug}.yaml`))}: samples: "${fact.label}" is no longer in content/${list.file} (its item or field was removed), so it is no sample: delete it here`,
    ),
  ]
}
