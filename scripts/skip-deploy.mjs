// Netlify's `[build] ignore` (netlify.toml): exits 0, and Netlify skips the deploy, when every file a commit
// changed since the last deploy is one no deploy depends on; exits 1, and Netlify builds, otherwise. Each
// production deploy costs build credits, and a commit to the docs, the tests or CI changes nothing a patient sees.
// Netlify gives the commits as CACHED_COMMIT_REF (the last one built) and COMMIT_REF (this one); when they are the
// same (a first deploy, a retry, a deploy with the cache cleared) or git cannot compare them, it builds.
import { execFileSync } from "child_process"

/** What no deploy reads: a folder (ending in /) or a file, from the repository's root. */
const NOT_DEPLOYED = ["docs/", "__tests__/", ".ci/", ".vscode/", "README.md", "scripts/README.md"]

const notDeployed = file => NOT_DEPLOYED.some(path => (path.endsWith("/") ? file.startsWith(path) : file === path))

/**
 * Whether a deploy is needed for these changed files (paths from the repository's root): yes for any file a
 * deploy reads, and yes when there are none, as nothing is known to be skipped.
 * @param {string[]} changed
 */
const deployNeeded = changed => changed.length === 0 || changed.some(file => !notDeployed(file))

/**
 * The files changed from commit `from` to `to` in the repository Netlify runs this in, or null when git cannot say.
 * @param {string} from @param {string} to
 */
function changedFiles(from, to) {
  try {
    const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim()
    return execFileSync("git", ["diff", "--name-only", "--no-renames", from, to], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
  } catch {
    return null
  }
}

/**
 * 0 to skip the deploy, 1 to build, as Netlify reads the exit code, with the reason.
 * @param {NodeJS.ProcessEnv} env
 */
function decide(env) {
  const { CACHED_COMMIT_REF: from, COMMIT_REF: to } = env
  if (!from || !to || from === to) return { code: 1, reason: "no earlier deploy to compare with: building" }
  const changed = changedFiles(from, to)
  if (changed === null) return { code: 1, reason: `git cannot compare ${from} with ${to}: building` }
  if (deployNeeded(changed)) return { code: 1, reason: `${changed.length} changed file(s), some deployed: building` }
  return { code: 0, reason: `only ${changed.join(", ")} changed, which no deploy reads: skipping this deploy` }
}

const { code, reason } = decide(process.env)
console.log(`Deploy check: ${reason}`)
process.exit(code)
