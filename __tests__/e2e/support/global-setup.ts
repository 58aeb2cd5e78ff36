import { assertChromiumInstalled } from "./browser"
import { startPreviewServer } from "./server"

export default async function globalSetup() {
  assertChromiumInstalled()
  const { baseUrl, server } = await startPreviewServer()
  process.env.E2E_BASE_URL = baseUrl
  ;(globalThis as { __previewServer?: typeof server }).__previewServer = server
}
