// Serves the production build in public/ with the preview server, as `npm start` does, on a free port.
import fs from "fs"
import type { Server } from "http"
import type { AddressInfo } from "net"
import path from "path"
import { createPreviewServer } from "../../../src/tools/preview-server"

const publicDir = path.resolve(__dirname, "../../../public")

export async function startPreviewServer(): Promise<{ baseUrl: string; server: Server }> {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("No production build in public/. Run `npm run build` first (npm test does this for you).")
  }
  const server = createPreviewServer({ dir: publicDir })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return { baseUrl: `http://127.0.0.1:${port}`, server }
}
