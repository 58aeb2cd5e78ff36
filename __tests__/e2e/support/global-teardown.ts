import type { ChildProcess } from "child_process"
import { stopPreviewServer } from "./server"

export default async function globalTeardown() {
  await stopPreviewServer((globalThis as { __previewServer?: ChildProcess }).__previewServer)
}
