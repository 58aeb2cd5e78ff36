import type { Server } from "http"

export default async function globalTeardown() {
  const server = (globalThis as { __previewServer?: Server }).__previewServer
  await new Promise(resolve => (server ? server.close(resolve) : resolve(undefined)))
}
