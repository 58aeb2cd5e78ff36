// Runs the preview server as `npm run serve` does, as a child process on a free port, so the tests get the
// answers Netlify will give: same redirects, headers and compression.
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"

const repository = path.resolve(__dirname, "../..")
export const previewScript = path.join(repository, "scripts/preview-server.mjs")
const publicDir = path.join(repository, "public")
const START_TIMEOUT_MS = 30000

export interface PreviewServer {
  baseUrl: string
  child: ChildProcess
  /** What the server has written to stderr so far */
  stderr: () => string
}

/** Starts the preview server with extra command-line options; fails with its stderr if it does not start. */
export function spawnPreviewServer(options: string[] = []): Promise<PreviewServer> {
  const child = spawn(process.execPath, [previewScript, "--host", "127.0.0.1", "--port", "0", ...options], {
    cwd: repository,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let stdout = ""
  let stderr = ""
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer)
      child.kill()
      reject(new Error(`The preview server ${reason}.\n${stderr}`))
    }
    const timer = setTimeout(() => fail(`did not start within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS)
    const onClose = (code: number | null, signal: string | null) =>
      fail(`stopped (${signal ?? `exit code ${code}`}) before listening`)
    child.once("close", onClose)
    child.once("error", error => fail(`could not be started: ${error.message}`))
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk
      const listening = /^Serving .+ on (http:\/\/\S+)\n/m.exec(stdout)
      if (!listening) return
      clearTimeout(timer)
      child.off("close", onClose)
      resolve({ baseUrl: listening[1], child, stderr: () => stderr })
    })
  })
}

export async function stopPreviewServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const closed = new Promise(resolve => child.once("close", resolve))
  child.kill()
  await closed
}

/** The production build in public/, with the repository's netlify.toml when there is one. */
export async function startPreviewServer(): Promise<PreviewServer> {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("No production build in public/. Run `npm run build` first (npm test does this for you).")
  }
  return spawnPreviewServer()
}
