import type { ChildProcess } from "child_process"

export default async function globalTeardown() {
  const server = (globalThis as { __previewServer?: ChildProcess }).__previewServer
  server?.kill()
}
