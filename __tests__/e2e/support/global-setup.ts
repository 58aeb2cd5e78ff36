import type { ChildProcess } from "child_process"
import { assertChromiumInstalled } from "./browser"
import { startPreviewServer } from "./server"

export default async function globalSetup() {
  assertChromiumInstalled()
  const { baseUrl, child } = await startPreviewServer()
  process.env.E2E_BASE_URL = baseUrl
  ;(globalThis as { __previewServer?: ChildProcess }).__previewServer = child
}
