// `npm run cms` (through jiti): edit the content on this computer through the CMS. Starts Decap's local editing
// server (decap-server, bound to 127.0.0.1:8081, writing straight into this repository's content/ files) and the
// live development site; open http://localhost:8000/admin/. Stop both with Ctrl+C. Nothing is committed: review
// the changed files with git, as after any edit.
import { spawn } from "child_process"
import path from "path"
import { LOCAL_CMS_BACKEND } from "../lib/content-security-policy"

const REPOSITORY = path.resolve(__dirname, "../..")

const children = [
  spawn(process.execPath, [path.join(REPOSITORY, "node_modules/decap-server/dist/index.js")], {
    cwd: REPOSITORY,
    stdio: "inherit",
    env: {
      ...process.env,
      MODE: "fs",
      BIND_HOST: new URL(LOCAL_CMS_BACKEND).hostname,
      PORT: new URL(LOCAL_CMS_BACKEND).port,
      GIT_REPO_DIRECTORY: REPOSITORY,
    },
  }),
  // The CMS's configuration names the local server only when asked to (cmsOptions in admin.ts); develop then writes
  // its GraphQL types under .cache/ (gatsby-config.ts), so that nothing but the files staff save changes.
  spawn(process.execPath, [path.join(REPOSITORY, "node_modules/gatsby/cli.js"), "develop"], {
    cwd: REPOSITORY,
    stdio: "inherit",
    env: { ...process.env, CMS_LOCAL_BACKEND: "1" },
  }),
]

const stopAll = () => children.forEach(child => child.kill("SIGTERM"))
for (const child of children)
  child.on("exit", code => {
    stopAll()
    process.exitCode = code ?? 0
  })
process.on("SIGINT", stopAll)
process.on("SIGTERM", stopAll)
