/** @jest-environment node */
// netlify.toml as Netlify reads it, through its own resolver (@netlify/config, run in a child process because it
// is an ES module): the command and Node version each kind of deploy gets, and the same Node major everywhere.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"

const repository = path.resolve(__dirname, "..")
const CONTEXTS = ["production", "deploy-preview", "branch-deploy"] as const

/** `build.command`, `build.ignore` and `NODE_VERSION` per Netlify context, resolved from the repository's netlify.toml. */
function resolveContexts(): Record<string, { command: string; ignore: string; node: string }> {
  const script = `
    import { resolveConfig } from "@netlify/config"
    const out = {}
    for (const context of ${JSON.stringify(CONTEXTS)}) {
      const { config } = await resolveConfig({ repositoryRoot: process.cwd(), cwd: process.cwd(), context, offline: true, buffer: true })
      out[context] = { command: config.build.command, ignore: config.build.ignore, node: config.build.environment.NODE_VERSION }
    }
    console.log(JSON.stringify(out))`
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: repository, encoding: "utf8" })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout)
}

const contexts = resolveContexts()

test("the production deploy runs the launch check first, and does not build while a sample value is left", () => {
  expect(contexts.production.command).toBe("npm run launch-check && npm run build")
})

test.each(["deploy-preview", "branch-deploy"])("a %s builds without the launch check (the build warns)", context => {
  expect(contexts[context].command).toBe("npm run build")
})

test("Netlify builds on .nvmrc's Node LTS major, one of those package.json's engines accepts", () => {
  const nvmrc = fs.readFileSync(path.join(repository, ".nvmrc"), "utf8").trim()
  const engines = JSON.parse(fs.readFileSync(path.join(repository, "package.json"), "utf8")).engines.node
  expect(["22", "24"]).toContain(nvmrc)
  for (const context of CONTEXTS) expect(contexts[context].node).toBe(nvmrc)
  expect(engines.split("||").map((range: string) => range.trim().split(".")[0])).toContain(`^${nvmrc}`)
})

test.each(CONTEXTS)("a %s skips commits no deploy reads, through scripts/skip-deploy.mjs", context => {
  expect(contexts[context].ignore).toBe("node scripts/skip-deploy.mjs")
})
