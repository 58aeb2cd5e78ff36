// Starts `gatsby serve` on the production build, on a free port of 127.0.0.1.
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import path from "path"

const root = path.resolve(__dirname, "../../..")

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHttp(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`gatsby serve exited with code ${server.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise(resolve => setTimeout(resolve, 250))
  }
  throw new Error(`gatsby serve did not answer at ${url} within ${timeoutMs / 1000} s`)
}

export async function startPreviewServer(): Promise<{ baseUrl: string; server: ChildProcess }> {
  if (!fs.existsSync(path.join(root, "public", "index.html"))) {
    throw new Error("No production build in public/. Run `npm run build` first (npm test does this for you).")
  }
  const port = await freePort()
  const server = spawn(
    process.execPath,
    [require.resolve("gatsby/cli.js", { paths: [root] }), "serve", "--host", "127.0.0.1", "--port", String(port)],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } },
  )
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHttp(baseUrl, server, 60000)
  return { baseUrl, server }
}
